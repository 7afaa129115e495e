/** Base64 and RSA-OAEP(SHA-256) helpers over WebCrypto, for the site's published public key. */
export const base64ToBytes = (b64: string): Uint8Array<ArrayBuffer> => {
  const clean = b64.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(clean);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
};

export const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};

/** WebCrypto needs a secure context (https or localhost). */
export const hasWebCrypto = (): boolean =>
  typeof globalThis.crypto !== 'undefined' &&
  typeof globalThis.crypto.subtle !== 'undefined' &&
  typeof globalThis.crypto.subtle.importKey === 'function';

/** Imports an SPKI public key (base64; PEM armour tolerated) for RSA-OAEP with SHA-256. */
export const importRsaOaepKey = (spkiBase64: string): Promise<CryptoKey> =>
  globalThis.crypto.subtle.importKey(
    'spki',
    base64ToBytes(spkiBase64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );

export const rsaEncrypt = async (key: CryptoKey, plain: Uint8Array<ArrayBuffer>): Promise<string> =>
  bytesToBase64(new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, plain)));
