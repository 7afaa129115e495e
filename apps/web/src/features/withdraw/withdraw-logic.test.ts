import { describe, expect, it } from 'vitest';
import type { WithdrawCfg } from '@qilin/contract';
import {
  allAmount,
  cleanAmountInput,
  withdrawAmountProblem,
  withdrawPreview,
  type WithdrawContext,
} from './withdraw-logic.ts';

const alipay: WithdrawCfg = {
  type: 'alipay',
  minAmount: '100.00',
  maxAmount: '20000.00',
  dailyCount: 5,
  dailyMaxAmount: '50000.00',
  feeRateBp: 100,
  feeMin: '2.00',
};
const ctx = (over: Partial<WithdrawContext> = {}): WithdrawContext => ({
  cfg: alipay,
  balance: '30000.00',
  todayCount: 0,
  todayAmount: '0.00',
  ...over,
});

describe('withdrawal amount', () => {
  it('applies SPEC §5 first, keyed like RuleMessage', () => {
    expect(withdrawAmountProblem('', ctx())).toEqual({ key: 'rule.amountRequired' });
    expect(withdrawAmountProblem('1.001', ctx())).toEqual({ key: 'rule.amountDecimals' });
    expect(withdrawAmountProblem('-5', ctx())).toEqual({ key: 'rule.amountFormat' });
    expect(withdrawAmountProblem('0.00', ctx())).toEqual({ key: 'rule.amountPositive' });
    expect(withdrawAmountProblem('1234567890123', ctx())).toEqual({ key: 'rule.amountTooLong' });
  });

  it('then the single limits with the amounts as displayed', () => {
    expect(withdrawAmountProblem('99.99', ctx())).toEqual({ key: 'form.belowMin', values: { min: '¥100' } });
    expect(withdrawAmountProblem('20000.01', ctx())).toEqual({
      key: 'form.aboveMax',
      values: { max: '¥20,000' },
    });
    expect(withdrawAmountProblem('100', ctx())).toBeNull();
  });

  it('then the balance and the daily count and amount', () => {
    expect(withdrawAmountProblem('500', ctx({ balance: '499.99' }))).toEqual({
      key: 'rule.amountAboveBalance',
    });
    expect(withdrawAmountProblem('500', ctx({ todayCount: 5 }))).toEqual({
      key: 'form.dailyCountReached',
      values: { count: '5' },
    });
    expect(withdrawAmountProblem('20000', ctx({ todayAmount: '40000.50' }))).toEqual({
      key: 'form.dailyAmountLeft',
      values: { left: '¥9,999.50' },
    });
  });

  it('says the daily amount is used up when nothing is left, as withdraw/new does (it said ¥0 left)', () => {
    expect(withdrawAmountProblem('100', ctx({ todayAmount: '50000.00' }))).toEqual({
      key: 'form.dailyAmountReached',
      values: { max: '¥50,000' },
    });
  });

  it('refuses an amount the fee would eat', () => {
    const costly = { ...alipay, minAmount: '1.00', feeMin: '2.00' };
    expect(withdrawAmountProblem('2', ctx({ cfg: costly }))).toEqual({
      key: 'form.belowFee',
      values: { fee: '¥2' },
    });
    expect(withdrawAmountProblem('2.01', ctx({ cfg: costly }))).toBeNull();
  });
});

describe('fee preview', () => {
  it('takes the rate with its minimum, rounded up to the fen', () => {
    expect(withdrawPreview('100', alipay)).toEqual({
      amountFen: 10_000,
      feeFen: 200,
      netFen: 9_800,
      coins: '',
    });
    expect(withdrawPreview('1000.01', alipay)).toEqual({
      amountFen: 100_001,
      feeFen: 1_001,
      netFen: 99_000,
      coins: '',
    });
    expect(withdrawPreview('abc', alipay)).toBeNull();
  });

  it('converts a coin payout at the rate, rounded down like the server', () => {
    const usdt: WithdrawCfg = { ...alipay, type: 'usdt', feeRateBp: 0, feeMin: '7.00' };
    expect(withdrawPreview('728', usdt, '7.2100')).toEqual({
      amountFen: 72_800,
      feeFen: 700,
      netFen: 72_100,
      coins: '100.00',
    });
    // 100 yuan net (107 less the 7 fee) at 7.21 is 13.869... USDT: the payout rounds down
    expect(withdrawPreview('107', usdt, '7.21')?.coins).toBe('13.86');
    // no rate (bank, Alipay), or one that cannot be read: no coin figure
    expect(withdrawPreview('100', usdt)?.coins).toBe('');
    expect(withdrawPreview('100', usdt, 'x')?.coins).toBe('');
  });
});

describe('"all"', () => {
  it('fills the balance, capped by the single maximum and what today still allows', () => {
    expect(allAmount(ctx({ balance: '1234.50' }))).toBe('1234.50');
    expect(allAmount(ctx({ balance: '1234.00' }))).toBe('1234');
    expect(allAmount(ctx({ balance: '99999.00' }))).toBe('20000');
    expect(allAmount(ctx({ balance: '99999.00', todayAmount: '45000.00' }))).toBe('5000');
    expect(allAmount(ctx({ balance: '0.00' }))).toBe('');
  });
});

describe('typing', () => {
  it('keeps digits and one point, at most 12 characters', () => {
    expect(cleanAmountInput('1,000.5元')).toBe('1000.5');
    expect(cleanAmountInput('1.2.3')).toBe('1.23');
    expect(cleanAmountInput('9'.repeat(20))).toBe('9'.repeat(12));
  });

  it('takes what a Chinese IME types, and the form accepts it', () => {
    const typed = cleanAmountInput('５００．５');
    expect(typed).toBe('500.5');
    expect(withdrawAmountProblem(typed, ctx())).toBeNull();
    expect(cleanAmountInput('３００。２')).toBe('300.2');
    // a third decimal typed full-width is kept, so the form can say "2 decimals"
    expect(withdrawAmountProblem(cleanAmountInput('１００．２５６'), ctx())).toEqual({
      key: 'rule.amountDecimals',
    });
  });
});
