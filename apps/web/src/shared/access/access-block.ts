import { useSyncExternalStore } from 'react';
import { Code } from '@qilin/contract';

/** SPEC §8.1 6031 (region limited) and 6033 (IP restricted): the whole site is closed to this visitor. */
export type AccessBlockCode = typeof Code.RegionLimited | typeof Code.IpRestricted;

export const isAccessBlockCode = (code: number): code is AccessBlockCode =>
  code === Code.RegionLimited || code === Code.IpRestricted;

let current: AccessBlockCode | null = null;
const listeners = new Set<() => void>();

/**
 * Set by the API client on the first 6031/6033 of the visit. It stays for the visit: the server refuses
 * every player call from here, so only a reload (after a change of network) can find out otherwise.
 */
export function blockAccess(code: AccessBlockCode): void {
  if (current !== null) return;
  current = code;
  listeners.forEach((notify) => notify());
}

export function accessBlockCode(): AccessBlockCode | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The code that closed the site to this visitor, or null while it is open. */
export function useAccessBlock(): AccessBlockCode | null {
  return useSyncExternalStore(subscribe, accessBlockCode, accessBlockCode);
}

/** Tests only: open the site again. */
export function resetAccessBlock(): void {
  current = null;
  listeners.forEach((notify) => notify());
}
