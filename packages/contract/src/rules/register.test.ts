import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateAgree, validatePassword, validateRepeat, validateUsername } from './register.ts';
import { stripWhitespace } from './strip.ts';

describe('register username (SPEC §5)', () => {
  const format = '4-11位，最少2个字母+数字组合，首位为字母';
  it('requires a value', () => expect(validateUsername('')).toBe('用户名不能为空'));
  it.each([
    ['ab12', ''],
    ['abcdefghij1', ''],
    ['Ab1c', ''],
    ['ab1', format], // 3 characters
    ['abcdefghij12', format], // 12 characters
    ['1abc', format], // leading digit
    ['a123', format], // one letter only
    ['abcd', format], // no digit
    ['ab_12', format], // underscore
    ['ａｂ12', format], // full-width letters
    ['ab 12', format], // inner space not stripped here
  ])('%s -> %s', (name, message) => expect(validateUsername(name)).toBe(message));
  it('accepts exactly the 4–11 letter-first alphanumerics with 2 letters and a digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{0,14}$/), (name) => {
        const ok =
          name.length >= 4 &&
          name.length <= 11 &&
          /^[A-Za-z]/.test(name) &&
          (name.match(/[A-Za-z]/g) ?? []).length >= 2 &&
          /\d/.test(name);
        expect(validateUsername(name) === '').toBe(ok);
      }),
    );
  });
});

describe('register password (SPEC §5)', () => {
  const format = '请输入8-12位字母+数字的组合';
  it('requires a value', () => expect(validatePassword('')).toBe('密码不能为空'));
  it.each([
    ['abcd1234', ''],
    ['abcdefghij12', ''],
    ['abc1234', format], // 7
    ['abcdefghij123', format], // 13
    ['abcdefgh', format], // no digit
    ['12345678', format], // no letter
    ['abcd123!', format], // symbol
    ['abcd１234', format], // full-width digit
  ])('%s -> %s', (password, message) => expect(validatePassword(password)).toBe(message));
  it('repeat must match', () => {
    expect(validateRepeat('abcd1234', 'abcd1234')).toBe('');
    expect(validateRepeat('abcd1234', 'abcd1235')).toBe('两次密码输入不一致');
  });
  it('agree is required', () => {
    expect(validateAgree(false)).toBe('请同意相关条款和隐私政策');
    expect(validateAgree(true)).toBe('');
  });
});

describe('whitespace stripping (SPEC §5)', () => {
  it('removes inner, outer and full-width spaces, tabs and newlines', () => {
    expect(stripWhitespace('  ab 12\t\n')).toBe('ab12');
    expect(stripWhitespace('ab\u300012')).toBe('ab12');
  });
  it('a stripped username validates like the typed one without spaces', () => {
    expect(validateUsername(stripWhitespace(' ab 12 '))).toBe('');
  });
});
