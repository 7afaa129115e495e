import { useQuery } from '@tanstack/react-query';
import { SitePath, type PreInfo } from '@qilin/contract';
import { apiPost } from '../../../shared/api/client.ts';
import { storage } from '../../../shared/storage/storage.ts';
import { configureSafeTransport } from '../../../shared/api/safe-seal.ts';

export const preInfoKey = ['site', 'preInfo'] as const;

export async function fetchPreInfo(): Promise<PreInfo> {
  const info = await apiPost<PreInfo>(SitePath.preInfo, undefined, { silent: true });
  // SPEC §3 keeps the safe-switch flag in storage for the request signer (SPEC §7).
  storage.safeSwitch.set(info.siteBaseConfig.safeSwitch ? '1' : '0');
  configureSafeTransport({
    enabled: info.siteBaseConfig.safeSwitch,
    publicKey: info.sendCodeKey,
    ip: info.ip,
  });
  return info;
}

/** SPEC §3 pre-info: brand, switches, SEO text. Changes rarely, so it is kept for the whole visit. */
export function usePreInfo() {
  return useQuery({ queryKey: preInfoKey, queryFn: fetchPreInfo, staleTime: Infinity, retry: 2 });
}

/** The site config, or undefined while loading or when pre-info failed. */
export function useSiteConfig() {
  return usePreInfo().data?.siteBaseConfig;
}

/** The site switches that hide what they turn off (SPEC §2.2: save money). */
export type SiteSwitch = 'saveMoneyEnabled';

/**
 * A switch's state: on until pre-info says off, so a page does not flicker its links while it loads
 * (a switched-off page itself answers "not found").
 */
export function useSiteSwitches(): Record<SiteSwitch, boolean> {
  const config = useSiteConfig();
  return { saveMoneyEnabled: config?.saveMoneyEnabled !== false };
}
