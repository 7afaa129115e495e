import SparkMD5 from 'spark-md5';
import {
  SendCodeCate,
  SendCodeType,
  type SendCodeOneRequest,
  type SendCodeTwoRequest,
} from '@qilin/contract';

export type SendCodeTypeValue = (typeof SendCodeType)[keyof typeof SendCodeType];
export type SendCodeCateValue = (typeof SendCodeCate)[keyof typeof SendCodeCate];

export interface SendCodeInput {
  type: SendCodeTypeValue;
  cate: SendCodeCateValue;
  /** The full phone number or the e-mail address the code goes to. */
  contact: string;
  /** Username (forgot password, new device); empty when logged in. */
  name?: string;
  areaCode?: string;
}

/** SPEC §9: passwords (and the hashed send-code fields) are md5 hex digests. */
export const md5 = (value: string): string => SparkMD5.hash(value);

/** The server matches hashes of the trimmed phone or the trimmed, lower-cased e-mail. */
export const normaliseContact = (contact: string, cate: SendCodeCateValue): string =>
  cate === SendCodeCate.email ? contact.trim().toLowerCase() : contact.trim();

/** sendCode/one: the hashed form; a bind (type 1) also sends the plain target, which is not bound yet. */
export const buildSendCodeOne = (input: SendCodeInput): SendCodeOneRequest => {
  const contact = normaliseContact(input.contact, input.cate);
  return {
    SendCodeNum: md5(contact),
    SendName: input.name ?? '',
    type: input.type,
    cate: input.cate,
    ...(input.type === SendCodeType.bind ? { target: contact } : {}),
    ...(input.areaCode && input.cate !== SendCodeCate.email ? { areaCode: input.areaCode } : {}),
  };
};

const base64ToBytes = (b64: string): Uint8Array<ArrayBuffer> => {
  const clean = b64.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(clean);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
};

const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};

/** True when this browser can do the V2 encryption (WebCrypto needs a secure context: https or localhost). */
export const canEncryptV2 = (): boolean =>
  typeof globalThis.crypto !== 'undefined' &&
  typeof globalThis.crypto.subtle !== 'undefined' &&
  typeof globalThis.crypto.subtle.importKey === 'function';

/** Imports preInfo's `sendCodeKey` (SPKI, base64; PEM armour tolerated) for RSA-OAEP with SHA-256. */
export const importSendCodeKey = (spkiBase64: string): Promise<CryptoKey> =>
  globalThis.crypto.subtle.importKey(
    'spki',
    base64ToBytes(spkiBase64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );

export const encryptField = async (key: CryptoKey, plain: string): Promise<string> => {
  const cipher = await globalThis.crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(plain),
  );
  return bytesToBase64(new Uint8Array(cipher));
};

/** sendCode/two: each V2 field encrypted separately with the site key. */
export const buildSendCodeTwo = async (key: CryptoKey, input: SendCodeInput): Promise<SendCodeTwoRequest> => {
  const contact = normaliseContact(input.contact, input.cate);
  const name = input.name ?? '';
  return {
    sendCodeNumV2: await encryptField(key, contact),
    sendNameV2: name ? await encryptField(key, name) : '',
    type: input.type,
    cate: input.cate,
    ...(input.areaCode && input.cate !== SendCodeCate.email ? { areaCode: input.areaCode } : {}),
  };
};
