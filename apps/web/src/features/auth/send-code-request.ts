import {
  SendCodeCate,
  SendCodeType,
  type SendCodeOneRequest,
  type SendCodeTwoRequest,
} from '@qilin/contract';
import { md5 } from '../../shared/crypto/md5.ts';
import { hasWebCrypto, importRsaOaepKey, rsaEncrypt } from '../../shared/crypto/rsa.ts';

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

/** True when this browser can do the V2 encryption (WebCrypto needs a secure context: https or localhost). */
export const canEncryptV2 = hasWebCrypto;

/** Imports preInfo's `sendCodeKey` (SPKI, base64; PEM armour tolerated) for RSA-OAEP with SHA-256. */
export const importSendCodeKey = importRsaOaepKey;

export const encryptField = (key: CryptoKey, plain: string): Promise<string> =>
  rsaEncrypt(key, new TextEncoder().encode(plain));

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
