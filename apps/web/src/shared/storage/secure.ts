import { visitorId } from './device-id.ts';
import { readItem, writeItem } from './kv.ts';

/**
 * AES-GCM for the remembered password (SPEC §3 keeps it encrypted). The key is derived per device with
 * HKDF from the visitor id and a random salt, both in this browser's storage. This does not stop script
 * running on our own origin; it stops the password sitting in plain text in a storage dump, a synced
 * profile or a copied browser profile, and a copied value is useless on another device.
 */
const SALT_KEY = 'rememberSalt';
const INFO = new TextEncoder().encode('qilin.remember.v1');

function subtle(): SubtleCrypto | null {
  // crypto.subtle only exists in secure contexts (https or localhost).
  return typeof crypto !== 'undefined' && crypto.subtle ? crypto.subtle : null;
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

function salt(): Uint8Array<ArrayBuffer> {
  const stored = readItem(SALT_KEY);
  if (stored) return fromBase64(stored);
  const fresh = crypto.getRandomValues(new Uint8Array(16));
  writeItem(SALT_KEY, toBase64(fresh));
  return fresh;
}

async function deviceKey(s: SubtleCrypto): Promise<CryptoKey> {
  const base = await s.importKey('raw', new TextEncoder().encode(visitorId()), 'HKDF', false, ['deriveKey']);
  return s.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: salt(), info: INFO },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Encrypts to `base64(iv).base64(ciphertext)`, or null when WebCrypto is unavailable. */
export async function encryptText(plain: string): Promise<string | null> {
  const s = subtle();
  if (!s) return null;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await s.encrypt(
    { name: 'AES-GCM', iv },
    await deviceKey(s),
    new TextEncoder().encode(plain),
  );
  return `${toBase64(iv)}.${toBase64(new Uint8Array(cipher))}`;
}

/** Decrypts what encryptText produced; null when unavailable, tampered or from another device. */
export async function decryptText(sealed: string): Promise<string | null> {
  const s = subtle();
  const [iv, body] = sealed.split('.');
  if (!s || !iv || !body) return null;
  try {
    const plain = await s.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv) },
      await deviceKey(s),
      fromBase64(body),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
