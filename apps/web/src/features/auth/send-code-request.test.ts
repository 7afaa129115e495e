import { describe, expect, it } from 'vitest';
import { SendCodeOneRequestSchema, SendCodeTwoRequestSchema } from '@qilin/contract';
import {
  buildSendCodeOne,
  buildSendCodeTwo,
  canEncryptV2,
  importSendCodeKey,
  normaliseContact,
} from './send-code-request.ts';
import { md5 } from '../../shared/crypto/md5.ts';

const subtle = globalThis.crypto.subtle;
const toB64 = (buf: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buf)));
const fromB64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

const keyPair = async () => {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = toB64(await subtle.exportKey('spki', pair.publicKey));
  return { spki, privateKey: pair.privateKey };
};

const decrypt = async (privateKey: CryptoKey, b64: string) =>
  new TextDecoder().decode(await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromB64(b64)));

describe('sendCode/one body', () => {
  it('hashes the phone and names the user for new-device codes', () => {
    const body = buildSendCodeOne({
      type: 3,
      cate: 0,
      contact: ' 13812345678 ',
      name: 'ab12',
      areaCode: '+86',
    });
    expect(body).toEqual({
      SendCodeNum: md5('13812345678'),
      SendName: 'ab12',
      type: 3,
      cate: 0,
      areaCode: '+86',
    });
    expect(SendCodeOneRequestSchema.safeParse(body).success).toBe(true);
  });

  it('hashes the lower-cased e-mail and sends the plain target only for a bind', () => {
    const reset = buildSendCodeOne({ type: 2, cate: 1, contact: 'Ab@Qq.com', name: 'ab12' });
    expect(reset.SendCodeNum).toBe(md5('ab@qq.com'));
    expect('target' in reset).toBe(false);
    const bind = buildSendCodeOne({ type: 1, cate: 1, contact: 'Ab@Qq.com' });
    expect(bind).toMatchObject({ target: 'ab@qq.com', SendName: '' });
    expect(SendCodeOneRequestSchema.safeParse(bind).success).toBe(true);
  });

  it('trims the phone before hashing it', () => {
    expect(normaliseContact(' 139 ', 0)).toBe('139');
  });
});

describe('sendCode/two body', () => {
  it('encrypts each field with RSA-OAEP SHA-256 so the holder of the private key reads it back', async () => {
    expect(canEncryptV2()).toBe(true);
    const { spki, privateKey } = await keyPair();
    const key = await importSendCodeKey(spki);
    const body = await buildSendCodeTwo(key, { type: 3, cate: 2, contact: '13812345678', name: 'ab12' });
    expect(body.type).toBe(3);
    expect(body.cate).toBe(2);
    expect(await decrypt(privateKey, body.sendCodeNumV2)).toBe('13812345678');
    expect(await decrypt(privateKey, body.sendNameV2)).toBe('ab12');
    expect(SendCodeTwoRequestSchema.safeParse(body).success).toBe(true);
  });

  it('accepts a PEM-armoured key and leaves the name empty when there is none', async () => {
    const { spki, privateKey } = await keyPair();
    const pem = `-----BEGIN PUBLIC KEY-----\n${spki.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----`;
    const body = await buildSendCodeTwo(await importSendCodeKey(pem), {
      type: 2,
      cate: 1,
      contact: 'A@b.CN',
    });
    expect(body.sendNameV2).toBe('');
    expect(await decrypt(privateKey, body.sendCodeNumV2)).toBe('a@b.cn');
  });
});
