import { describe, expect, it } from 'vitest';
import { isWithdrawPassword } from './withdraw-password.ts';

describe('withdrawal password', () => {
  it('is exactly six ASCII digits', () => {
    expect(isWithdrawPassword('123456')).toBe(true);
    expect(isWithdrawPassword('12345')).toBe(false);
    expect(isWithdrawPassword('1234567')).toBe(false);
    expect(isWithdrawPassword('12345a')).toBe(false);
    expect(isWithdrawPassword('１２３４５６')).toBe(false);
  });
});
