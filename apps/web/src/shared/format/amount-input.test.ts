import { describe, expect, it } from 'vitest';
import { normaliseAmountInput } from './amount-input.ts';

const twelve = { maxLength: 12 };

describe('money field input', () => {
  it('turns what a Chinese IME types into ASCII', () => {
    expect(normaliseAmountInput('１００．５', twelve)).toBe('100.5');
    expect(normaliseAmountInput('１２。５', twelve)).toBe('12.5');
    expect(normaliseAmountInput('９８７６５４３２１０', twelve)).toBe('9876543210');
  });

  it('keeps digits and one point, without leading zeros', () => {
    expect(normaliseAmountInput('¥ 1,000.5', twelve)).toBe('1000.5');
    expect(normaliseAmountInput('1.2.3', twelve)).toBe('1.23');
    expect(normaliseAmountInput('-100', twelve)).toBe('100');
    expect(normaliseAmountInput('007', twelve)).toBe('7');
    expect(normaliseAmountInput('00.5', twelve)).toBe('0.5');
    expect(normaliseAmountInput('.5', twelve)).toBe('0.5');
    expect(normaliseAmountInput('12.', twelve)).toBe('12.');
    expect(normaliseAmountInput('', twelve)).toBe('');
  });

  it("applies the field's own limits", () => {
    expect(normaliseAmountInput('1.234', twelve)).toBe('1.234');
    expect(normaliseAmountInput('1.234', { ...twelve, decimals: 2 })).toBe('1.23');
    expect(normaliseAmountInput('1234567890123', twelve)).toBe('123456789012');
    expect(normaliseAmountInput('1234567890.5', { ...twelve, maxIntegerDigits: 9 })).toBe('123456789.5');
  });
});
