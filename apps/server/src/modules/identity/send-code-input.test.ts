import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from '../../platform/security/tokens.ts';
import { contactMatches, fromEncryptedForm, fromHashedForm } from './send-code-input.ts';
import { drawSlider, SLIDER } from './slider-scene.ts';

describe('send-code input', () => {
  it('matches hashed contacts: phones as typed, e-mails lower-cased', () => {
    expect(contactMatches('13812345678', { md5: md5('13812345678') })).toBe(true);
    expect(contactMatches('Player@Example.com', { md5: md5('player@example.com') })).toBe(true);
    expect(contactMatches('13812345678', { md5: md5('13812340000') })).toBe(false);
    expect(contactMatches('Player@Example.com', { plain: 'PLAYER@example.com' })).toBe(true);
  });

  it('refuses a bind target whose md5 disagrees with SendCodeNum', () => {
    expect(() =>
      fromHashedForm({ SendCodeNum: md5('1'), SendName: '', target: '13800000000', type: 1, cate: 0 }),
    ).toThrow();
  });

  it('decrypts RSA-OAEP SHA-256 fields', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const enc = (v: string) =>
      publicEncrypt(
        { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(v),
      ).toString('base64');
    const input = fromEncryptedForm(
      { sendCodeNumV2: enc('13800000000'), sendNameV2: enc('abc123'), type: 2, cate: 0 },
      privateKey,
    );
    expect(input).toMatchObject({ contact: { plain: '13800000000' }, name: 'abc123', areaCode: '+86' });
    expect(() =>
      fromEncryptedForm({ sendCodeNumV2: 'AAAA', sendNameV2: '', type: 2, cate: 0 }, privateKey),
    ).toThrow();
  });
});

describe('slider images', () => {
  it('puts the gap inside the picture and answers SVG data URIs', () => {
    for (let i = 0; i < 50; i += 1) {
      const s = drawSlider();
      expect(s.targetX).toBeGreaterThan(SLIDER.pieceSize);
      expect(s.targetX + SLIDER.pieceSize).toBeLessThanOrEqual(SLIDER.width);
      expect(s.pieceY + SLIDER.pieceSize).toBeLessThanOrEqual(SLIDER.height);
      expect(s.background.startsWith('data:image/svg+xml;base64,')).toBe(true);
      expect(Buffer.from(s.piece.split(',')[1] ?? '', 'base64').toString()).toContain('<clipPath');
    }
  });
});
