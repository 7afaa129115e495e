import { describe, expect, it } from 'vitest';
import { maskEmail, maskOrEmpty, maskPhone, maskRealName } from './masking.ts';

describe('masking', () => {
  it('hides the four middle digits of a phone', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
  it('keeps two characters of an e-mail user part', () => {
    expect(maskEmail('player@example.com')).toBe('pl***@example.com');
  });
  it('keeps the first (and from three characters the last) character of a real name', () => {
    expect(maskRealName('张三')).toBe('张*');
    expect(maskRealName('张三丰')).toBe('张*丰');
    expect(maskRealName('John·Smith')).toBe('J********h');
    expect(maskRealName('𠀋𠀋𠀋')).toBe('𠀋*𠀋');
    expect(maskRealName('')).toBe('');
  });
  it('answers empty for unbound fields', () => {
    expect(maskOrEmpty(null, maskPhone)).toBe('');
    expect(maskOrEmpty('', maskPhone)).toBe('');
  });
});
