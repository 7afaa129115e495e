import { enumItem, listKeys, readItem, stringItem, writeItem } from './kv.ts';

export { deviceId, visitorId } from './device-id.ts';

/** SPEC §3 browser storage. Every key is prefixed 'qilin.'; never touch localStorage elsewhere. */
export const storage = {
  token: stringItem('token'),
  userId: stringItem('userId'),
  /** The chat JWT (SPEC §4 login message body). */
  jwt: stringItem('jwt'),
  inviteCode: stringItem('inviteCode'),
  /** Referral codes from the URL (SPEC §3), sent with register. */
  rCode: stringItem('rCode'),
  iCode: stringItem('iCode'),
  /** Where to return after a detour (e.g. a venue or a login). */
  originalUrl: stringItem('originalUrl'),
  hideZero: enumItem('hideZero', ['1', '0'] as const, '0'),
  /** Set to a timestamp when remember-password is on, empty when off (SPEC §4). */
  rememberTimestamp: stringItem('rememberTimestamp'),
  safeSwitch: enumItem('safeSwitch', ['1', '0'] as const, '0'),
  edition: enumItem('edition', ['classic', 'professional'] as const, 'classic'),
  language: enumItem('language', ['zh-CN', 'zh-TW'] as const, 'zh-CN'),
} as const;

export type Edition = ReturnType<typeof storage.edition.get>;
export type Language = ReturnType<typeof storage.language.get>;

export interface RememberedCredentials {
  name: string;
  password: string;
}

const REMEMBER_NAME = 'rememberName';
const REMEMBER_PASSWORD = 'rememberPassword';

/** The saved login pair; the password decrypts only on the device that saved it. */
export async function getRememberedCredentials(): Promise<RememberedCredentials | null> {
  const name = readItem(REMEMBER_NAME);
  const sealed = readItem(REMEMBER_PASSWORD);
  if (!name) return null;
  // The WebCrypto sealing code loads with the login form that asks for it, not with every page.
  const password = sealed ? await (await import('./secure.ts')).decryptText(sealed) : null;
  return { name, password: password ?? '' };
}

export async function setRememberedCredentials(creds: RememberedCredentials): Promise<void> {
  writeItem(REMEMBER_NAME, creds.name);
  // Without WebCrypto (plain http) we keep only the name rather than store the password readable.
  writeItem(REMEMBER_PASSWORD, await (await import('./secure.ts')).encryptText(creds.password));
}

export function clearRememberedCredentials(): void {
  writeItem(REMEMBER_NAME, null);
  writeItem(REMEMBER_PASSWORD, null);
}

/** SPEC §3 DD_ entry: the field name and its decrypted plain value. */
export interface DecryptedEntry {
  d: string;
  v: string;
}

const DD = 'DD_';

/*
 * DD_ entries hold decrypted personal data (real name, phone, e-mail). They live in sessionStorage, not
 * localStorage: they must not outlive the tab or survive on a shared computer, and are cleared on logout.
 */
export function getDecrypted(field: string): DecryptedEntry | null {
  const raw = readItem(DD + field, 'session');
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (
      v &&
      typeof v === 'object' &&
      'd' in v &&
      'v' in v &&
      typeof v.d === 'string' &&
      typeof v.v === 'string'
    ) {
      return { d: v.d, v: v.v };
    }
  } catch {
    // A corrupt entry reads as absent; the caller decrypts again.
  }
  return null;
}

export function setDecrypted(field: string, entry: DecryptedEntry): void {
  writeItem(DD + field, JSON.stringify(entry), 'session');
}

export function clearDecrypted(): void {
  for (const key of listKeys(DD, 'session')) writeItem(key, null, 'session');
}

/** Clears what belongs to the logged-in member (SPEC §4 logout and login-expired). */
export function clearSessionStorage(): void {
  storage.token.set(null);
  storage.userId.set(null);
  storage.jwt.set(null);
  clearDecrypted();
}
