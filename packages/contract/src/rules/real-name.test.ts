import { describe, expect, it } from 'vitest';
import { validateBirthday, validateRealName } from './real-name.ts';

describe('real name (SPEC §5)', () => {
  const wrong = '请输入正确的姓名';
  it.each([
    ['张三', ''],
    ['阿卜杜·热合曼', ''],
    ['John', ''],
    ['John·Smith', ''],
    ['·张三', wrong],
    ['张三·', wrong],
    ['阿··热合曼', wrong],
    ['张3', wrong],
    ['张三John', wrong], // mixed scripts
    ['John Smith', wrong], // Latin names join with the middle dot, not a space
    ['张', wrong], // a single character is not a full name
    ['A', wrong], // nor a single letter
    ['Li', ''],
  ])('%s -> %s', (name, message) => expect(validateRealName(name)).toBe(message));
  it('is required', () => expect(validateRealName('  ')).toBe('请输入真实姓名'));
});

describe('birthday 18+ (SPEC §1, §9)', () => {
  const today = new Date(Date.UTC(2026, 10, 22));
  it('accepts the 18th birthday itself', () => expect(validateBirthday('2008-11-22', today)).toBe(''));
  it('refuses the day before the 18th birthday', () =>
    expect(validateBirthday('2008-11-23', today)).toBe('未满18周岁不能绑定生日'));
  it('refuses dates that do not exist', () =>
    expect(validateBirthday('2001-02-30', today)).toBe('请输入正确的出生日期'));
});
