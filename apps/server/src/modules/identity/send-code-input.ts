import { constants, privateDecrypt } from 'node:crypto';
import { Code, type SendCodeOneRequest, type SendCodeTwoRequest } from '@qilin/contract';
import { AppError } from '../../platform/http/errors.ts';
import { md5 } from '../../platform/security/tokens.ts';
import { normaliseArea } from './code-service.ts';

/** Either form of send-code, reduced to one shape: the contact as an md5 (hashed form) or in plain. */
export interface SendCodeInput {
  type: 1 | 2 | 3;
  cate: 0 | 1 | 2;
  contact: { md5: string } | { plain: string };
  name: string;
  areaCode: string;
}

export const fromHashedForm = (body: SendCodeOneRequest): SendCodeInput => {
  const target = body.target?.trim();
  // A bind target is not bound yet, so it travels in plain; its md5 must still agree with SendCodeNum.
  if (target && md5(contactKey(target)) !== body.SendCodeNum) {
    throw new AppError(Code.InvalidParameter, '请求参数错误：SendCodeNum does not match target');
  }
  return {
    type: body.type,
    cate: body.cate,
    contact: target ? { plain: target } : { md5: body.SendCodeNum },
    name: body.SendName.trim(),
    areaCode: normaliseArea(body.areaCode ?? '+86'),
  };
};

export const fromEncryptedForm = (body: SendCodeTwoRequest, privateKey: string): SendCodeInput => {
  const open = (field: string, value: string): string => {
    try {
      return privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(value, 'base64'),
      )
        .toString('utf8')
        .trim();
    } catch {
      throw new AppError(Code.InvalidParameter, `请求参数错误：${field} could not be decrypted`, { field });
    }
  };
  const plain = open('sendCodeNumV2', body.sendCodeNumV2);
  if (!plain || plain.length > 60)
    throw new AppError(Code.InvalidParameter, '请求参数错误：sendCodeNumV2 is empty or too long');
  const name = body.sendNameV2 ? open('sendNameV2', body.sendNameV2) : '';
  if (name.length > 30) throw new AppError(Code.InvalidParameter, '请求参数错误：sendNameV2 is too long');
  return {
    type: body.type,
    cate: body.cate,
    contact: { plain },
    name,
    areaCode: normaliseArea(body.areaCode ?? '+86'),
  };
};

/** The form a contact is hashed in: phones as typed, e-mails lower-cased (SPEC §3 SendCodeNum). */
export const contactKey = (value: string): string =>
  value.includes('@') ? value.trim().toLowerCase() : value.trim();

/** Whether the given contact (md5 or plain) is the member's bound one. */
export const contactMatches = (bound: string, given: SendCodeInput['contact']): boolean =>
  'md5' in given ? md5(contactKey(bound)) === given.md5 : contactKey(bound) === contactKey(given.plain);
