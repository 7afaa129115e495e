import { describe, expect, it } from 'vitest';
import { isWithdrawPassword } from '@qilin/contract';
import { checkAvatarFile, securityScore, validateWithdrawPassword } from './rules.ts';

const TWO_MB = 2 * 1024 * 1024;

describe('withdrawal password', () => {
  it('takes exactly 6 digits', () => {
    expect(validateWithdrawPassword('123456')).toBe('');
    expect(validateWithdrawPassword('12345')).toBe('withdrawFormat');
    expect(validateWithdrawPassword('1234567')).toBe('withdrawFormat');
    expect(validateWithdrawPassword('12345a')).toBe('withdrawFormat');
  });

  it('is the same rule the withdrawal form applies', () => {
    for (const typed of ['123456', '12345', '1234567', '12345a', ''])
      expect(validateWithdrawPassword(typed) === '').toBe(isWithdrawPassword(typed));
  });

  it('checks the repeat', () => {
    expect(validateWithdrawPassword('123456', '123456')).toBe('');
    expect(validateWithdrawPassword('123456', '654321')).toBe('withdrawMismatch');
  });
});

describe('avatar file', () => {
  it('accepts common images up to 2 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1000 })).toBe('');
    expect(checkAvatarFile({ type: 'image/jpeg', size: TWO_MB })).toBe('');
  });

  it('refuses other types and larger files', () => {
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe('uploadType');
    expect(checkAvatarFile({ type: 'image/png', size: TWO_MB + 1 })).toBe('uploadSize');
  });
});

describe('security score', () => {
  it('grows with each protection', () => {
    const none = { bindPhone: false, bindEmail: false, bindRealName: false, hasWithdrawPassword: false };
    expect(securityScore(none)).toEqual({ done: 1, total: 5, level: 'low' });
    expect(securityScore({ ...none, bindPhone: true, bindRealName: true }).level).toBe('medium');
    expect(
      securityScore({ bindPhone: true, bindEmail: true, bindRealName: true, hasWithdrawPassword: true })
        .level,
    ).toBe('high');
  });
});
