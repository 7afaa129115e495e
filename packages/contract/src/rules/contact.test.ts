import { describe, expect, it } from 'vitest';
import {
  completeMaskedPhone,
  maskPhone,
  validateCode,
  validateEmail,
  validateForgotUsername,
  validateNewPassword,
  validatePhone,
  validatePhoneCompletion,
} from './contact.ts';

describe('forgot password fields (SPEC §5)', () => {
  it('username required, max 30', () => {
    expect(validateForgotUsername('')).toBe('请输入用户名');
    expect(validateForgotUsername('a'.repeat(30))).toBe('');
    expect(validateForgotUsername('a'.repeat(31))).not.toBe('');
  });
  it('phone follows the +86 default: 1 and 10 digits, max 11', () => {
    expect(validatePhone('13800138000')).toBe('');
    expect(validatePhone('23800138000')).toBe('请输入正确的手机号码');
    expect(validatePhone('1380013800')).toBe('请输入正确的手机号码');
    expect(validatePhone('138001380001')).toBe('请输入正确的手机号码');
    expect(validatePhone('')).toBe('请输入正确的手机号码');
  });
  it('phone follows the selected area regex', () => {
    expect(validatePhone('91234567', '^[569]\\d{7}$')).toBe('');
    expect(validatePhone('13800138000', '^[569]\\d{7}$')).toBe('请输入正确的手机号码');
  });
  it('email required and valid with no spaces, max 40', () => {
    expect(validateEmail('')).toBe('请输入邮箱');
    expect(validateEmail('a@b.co')).toBe('');
    expect(validateEmail('a b@c.com')).toBe('请输入正确的邮箱');
    expect(validateEmail('ab.com')).toBe('请输入正确的邮箱');
    expect(validateEmail(`${'a'.repeat(35)}@b.com`)).toBe('请输入正确的邮箱');
  });
  it('code required, max 30', () => {
    expect(validateCode('')).toBe('请输入验证码');
    expect(validateCode('123456')).toBe('');
  });
  it('new password: required, shape, mismatch', () => {
    expect(validateNewPassword('', '')).toBe('请设置新密码');
    expect(validateNewPassword('abc', 'abc')).toBe('请输入8-12位字母+数字的组合');
    expect(validateNewPassword('abcd1234', 'abcd1235')).toBe('两次密码输入不一致，请重新输入');
    expect(validateNewPassword('abcd1234', 'abcd1234')).toBe('');
  });
});

describe('new device phone completion (SPEC §5)', () => {
  it('needs exactly 4 digits', () => {
    expect(validatePhoneCompletion('0013')).toBe('');
    expect(validatePhoneCompletion('001')).toBe('手机号错误');
    expect(validatePhoneCompletion('00a3')).toBe('手机号错误');
  });
  it('masks the four middle digits and rebuilds the number', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(completeMaskedPhone('138****8000', '0013')).toBe('13800138000');
  });
});
