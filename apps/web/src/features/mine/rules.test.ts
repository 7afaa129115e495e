import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile, securityScore, validateWithdrawPassword } from './rules.ts';

describe('withdrawal password', () => {
  it('takes exactly 6 digits', () => {
    expect(validateWithdrawPassword('123456')).toBe('');
    expect(validateWithdrawPassword('12345')).toBe('withdrawFormat');
    expect(validateWithdrawPassword('1234567')).toBe('withdrawFormat');
    expect(validateWithdrawPassword('12345a')).toBe('withdrawFormat');
  });

  it('checks the repeat', () => {
    expect(validateWithdrawPassword('123456', '123456')).toBe('');
    expect(validateWithdrawPassword('123456', '654321')).toBe('withdrawMismatch');
  });
});

describe('avatar file', () => {
  it('accepts common images up to 2 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1000 })).toBe('');
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBe('');
  });

  it('refuses other types and larger files', () => {
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe('uploadType');
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('uploadSize');
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
