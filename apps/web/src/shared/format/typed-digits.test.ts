import { describe, expect, it } from 'vitest';
import { digitsInput, toAsciiDigits } from './typed-digits.ts';

describe('digits typed with a Chinese IME', () => {
  it('become ASCII, points included', () => {
    expect(toAsciiDigits('１２３．４')).toBe('123.4');
    expect(toAsciiDigits('１２。５')).toBe('12.5');
    expect(toAsciiDigits('a1 b')).toBe('a1 b');
  });

  it('count in a digits-only field', () => {
    expect(digitsInput('１２３４５６', 6)).toBe('123456');
    expect(digitsInput('12a3-45 6789', 6)).toBe('123456');
    expect(digitsInput('1.5', 6)).toBe('15');
  });
});
