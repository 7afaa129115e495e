import { SAFE_PREFIX, SafeHeader, SitePath } from '@qilin/contract';
import { bytesToBase64, hasWebCrypto, importRsaOaepKey, rsaEncrypt } from '../crypto/rsa.ts';
import { serverNow } from './server-clock.ts';

/**
 * SPEC §7's safe transport, client side. While the site's safe switch is on, each JSON call goes to
 * /safe + path with `x-timestamp` and `x-sign` = RSA-OAEP(JSON { ts, ip, key }) under the site key, and a
 * body of `{ data: base64(iv ‖ AES-256-GCM(json) ‖ tag) }` under that one-time AES key. Pre-info stays
 * plain because it is where the switch, the key and our IP come from.
 */
interface SafeState {
  enabled: boolean;
  ip: string;
  key: Promise<CryptoKey> | null;
}

let state: SafeState = { enabled: false, ip: '', key: null };

export function configureSafeTransport(options: { enabled: boolean; publicKey: string; ip: string }): void {
  const usable = options.enabled && hasWebCrypto() && Boolean(options.publicKey);
  state = { enabled: usable, ip: options.ip, key: usable ? importRsaOaepKey(options.publicKey) : null };
}

export interface SealedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export async function sealRequest(
  path: string,
  json: string,
  // The server refuses a seal more than 5 minutes off its own clock: a device whose clock is wrong by
  // more than that could send nothing sealed. Pre-info is plain and answers first, so the offset is known.
  now = serverNow(),
): Promise<SealedRequest | null> {
  if (!state.enabled || !state.key || path === SitePath.preInfo) return null;
  const subtle = globalThis.crypto.subtle;
  const rawKey = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const aesKey = await subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']);
  const sealed = new Uint8Array(
    await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(json)),
  );
  const data = new Uint8Array(iv.length + sealed.length);
  data.set(iv);
  data.set(sealed, iv.length);
  const signature = JSON.stringify({ ts: now, ip: state.ip, key: bytesToBase64(rawKey) });
  const sign = await rsaEncrypt(await state.key, new TextEncoder().encode(signature));
  return {
    path: SAFE_PREFIX + path,
    headers: { [SafeHeader.timestamp]: String(now), [SafeHeader.sign]: sign },
    body: JSON.stringify({ data: bytesToBase64(data) }),
  };
}
