import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for personal data at rest (phone, e-mail, real name). Each value gets its own IV; the
 * stored form is `v1.<iv>.<tag>.<ciphertext>` in base64url so the format can change later.
 */
export interface FieldCrypto {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** Deterministic lookup key (HMAC-like) so equality searches need no decryption. */
  blindIndex(plain: string): string;
}

export const createFieldCrypto = (hexKey: string): FieldCrypto => {
  const key = createHash('sha256').update(`enc:${hexKey}`).digest();
  const indexKey = createHash('sha256').update(`idx:${hexKey}`).digest('hex');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown field format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    blindIndex(plain) {
      return createHash('sha256').update(`${indexKey}:${plain}`).digest('hex');
    },
  };
};
