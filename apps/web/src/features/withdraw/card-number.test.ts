import { describe, expect, it } from 'vitest';
import { cardDigits, cardNumberProblem, groupCardNumber, reformatCardInput } from './card-number.ts';

describe('card number input', () => {
  it('keeps digits only, at most 19', () => {
    expect(cardDigits('6222-0212 3456a7890')).toBe('6222021234567890');
    expect(cardDigits('1'.repeat(25))).toBe('1'.repeat(19));
    // A Chinese IME in full-width mode types ６２２２.
    expect(cardDigits('６２２２ ０２１２')).toBe('62220212');
  });

  it('groups by four while typing', () => {
    expect(groupCardNumber('')).toBe('');
    expect(groupCardNumber('6222')).toBe('6222');
    expect(groupCardNumber('62220')).toBe('6222 0');
    expect(groupCardNumber('6222021234567890123')).toBe('6222 0212 3456 7890 123');
  });

  it('keeps the caret after the same digits when the spaces move', () => {
    // typing the 5th digit at the end: the caret lands after the new space and digit
    expect(reformatCardInput('62220', 5)).toEqual({ value: '6222 0', caret: 6, digits: '62220' });
    // inserting a digit in the middle of '6222 0212'
    expect(reformatCardInput('62292 0212', 4)).toEqual({
      value: '6229 2021 2',
      caret: 4,
      digits: '622920212',
    });
    // deleting the first digit of the second group: the caret stays after the four digits before it
    expect(reformatCardInput('6222 212', 5)).toEqual({ value: '6222 212', caret: 4, digits: '6222212' });
    // a paste with dashes
    expect(reformatCardInput('6222-0212-3456', 14).value).toBe('6222 0212 3456');
  });

  it('asks for a correct number unless the Luhn check passes', () => {
    expect(cardNumberProblem('4111111111111111')).toBe('');
    expect(cardNumberProblem('4111111111111112')).toBe('bankCardNumber');
    expect(cardNumberProblem('41111111')).toBe('bankCardNumber');
  });
});
