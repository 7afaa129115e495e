import { readItem, writeItem } from './kv.ts';

const VISITOR_KEY = 'visitorId';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain-http LAN testing still deserves a stable id.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The persistent random part of the fingerprint; created on first use. */
export function visitorId(): string {
  let id = readItem(VISITOR_KEY);
  if (!id) {
    id = randomId();
    writeItem(VISITOR_KEY, id);
  }
  return id;
}

/**
 * SPEC §3 device fingerprint: "a visitor id combined with the host". The original loads a third-party
 * fingerprinting script; we self-host instead (no third-party script, no data leaving the operator), so
 * the visitor id is a random id persisted in localStorage. Its "confidence" is therefore always 1 and the
 * SPEC's random-suffix fallback for low confidence never applies. The host keeps ids of different brands
 * served from one browser apart. Sent as the `uuid` header; the server's new-device check keys on it.
 */
export function deviceId(): string {
  const host = typeof location === 'undefined' ? 'local' : location.host;
  return `${visitorId()}_${host}`;
}
