import { describe, expect, it } from 'vitest';
import { RuleMessage } from '@qilin/contract';
import { allAmount, checkTransferAmount, filterAmountInput, formatFixed2, sumYuan } from './amount.ts';

describe('amount field filtering (SPEC §5: 2 decimals, at most 12 characters)', () => {
  it.each([
    ['123', '123'],
    ['12.345', '12.34'],
    ['abc1x2', '12'],
    ['1.2.3', '1.23'],
    ['.5', '0.5'],
    ['007', '7'],
    ['0', '0'],
    ['0.05', '0.05'],
    ['00.5', '0.5'],
    ['-100', '100'],
    ['1,234.56', '1234.56'],
    ['１２３．４', '123.4'],
    ['12。5', '12.5'],
    [' 88 ', '88'],
    ['', ''],
  ])('%j is kept as %j', (typed, kept) => {
    expect(filterAmountInput(typed)).toBe(kept);
  });

  it('stops at 12 characters', () => {
    expect(filterAmountInput('1234567890123')).toBe('123456789012');
    expect(filterAmountInput('123456789.123')).toBe('123456789.12');
    expect(filterAmountInput('12345678901.5')).toHaveLength(12);
  });

  it('keeps a trailing point while the player is still typing the decimals', () => {
    expect(filterAmountInput('12.')).toBe('12.');
  });
});

describe('the "all" button', () => {
  it('fills the balance without trailing zeros', () => {
    expect(allAmount('1234.50')).toBe('1234.5');
    expect(allAmount('100.00')).toBe('100');
    expect(allAmount('0.07')).toBe('0.07');
  });

  it('offers nothing for an empty or unknown balance', () => {
    expect(allAmount('0.00')).toBe('');
    expect(allAmount(undefined)).toBe('');
    expect(allAmount('garbage')).toBe('');
  });

  it('always gives a value the field and the rule accept', () => {
    for (const b of ['1.01', '99999999.99', '999999999999.99', '5.10']) {
      const v = allAmount(b);
      expect(v.length).toBeLessThanOrEqual(12);
      expect(checkTransferAmount(v, b).message).toBe('');
    }
  });
});

describe('transfer amount check (the contract rule, the same as the server)', () => {
  it('gives SPEC §5 messages', () => {
    expect(checkTransferAmount('', '10.00').message).toBe(RuleMessage.amountRequired);
    expect(checkTransferAmount('0', '10.00').message).toBe(RuleMessage.amountPositive);
    expect(checkTransferAmount('10.01', '10.00').message).toBe(RuleMessage.amountAboveBalance);
    expect(checkTransferAmount('10', '10.00').message).toBe('');
  });

  it('applies the venue minimum only after the rule passes', () => {
    expect(checkTransferAmount('5', '100.00', '10.00')).toEqual({ message: '', min: '10.00' });
    expect(checkTransferAmount('10', '100.00', '10.00')).toEqual({ message: '' });
    expect(checkTransferAmount('5', '100.00', '0.00')).toEqual({ message: '' });
    expect(checkTransferAmount('500', '100.00', '10.00').message).toBe(RuleMessage.amountAboveBalance);
  });

  it('names the venue minimum before the balance, as venue/transfer does (it said 余额不足)', () => {
    // 0.30 in the centre wallet, 0.50 typed, a 1 yuan minimum: the server answers 单笔最低转入1元.
    expect(checkTransferAmount('0.5', '0.30', '1.00')).toEqual({ message: '', min: '1.00' });
    expect(checkTransferAmount('0.5', '0.30')).toEqual({ message: RuleMessage.amountAboveBalance });
  });
});

describe('venue totals', () => {
  it('shows exactly two decimals with grouping (SPEC §3)', () => {
    expect(formatFixed2('1234567.80')).toBe('1,234,567.80');
    expect(formatFixed2('0.00')).toBe('0.00');
    expect(formatFixed2(undefined)).toBe('0.00');
  });

  it('adds in fen, never through a float', () => {
    expect(sumYuan(['0.10', '0.20'])).toBe('0.30');
    expect(sumYuan([])).toBe('0.00');
    expect(sumYuan(['100.05', '-0.05'])).toBe('100.00');
  });
});
