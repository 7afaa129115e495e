import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signCallback, stringToSign, verifyCallbackSign, type CallbackFields } from './signature.ts';

const fields: CallbackFields = {
  orderNo: 'D123456789012345678',
  amount: '10000',
  status: 'SUCCESS',
  tradeNo: 'DPT0011223344556677889',
  timestamp: '1767225600000',
  nonce: '0123456789abcdef0123456789abcdef',
};

describe('demo gateway callback signature', () => {
  it('signs the six fields in ASCII key order as key=value joined by &', () => {
    expect(stringToSign(fields)).toBe(
      'amount=10000&nonce=0123456789abcdef0123456789abcdef&orderNo=D123456789012345678&status=SUCCESS&timestamp=1767225600000&tradeNo=DPT0011223344556677889',
    );
    const signed = signCallback('k', fields);
    expect(signed.sign).toBe(createHmac('sha256', 'k').update(stringToSign(fields)).digest('hex'));
  });

  it('verifies only the same values under the same key', () => {
    const signed = signCallback('k', fields);
    expect(verifyCallbackSign('k', signed)).toBe(true);
    expect(verifyCallbackSign('other', signed)).toBe(false);
    for (const change of [{ amount: '10001' }, { status: 'CANCELLED' as const }, { nonce: 'f'.repeat(32) }]) {
      expect(verifyCallbackSign('k', { ...signed, ...change })).toBe(false);
    }
  });
});
