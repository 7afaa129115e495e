import { describe, expect, it } from 'vitest';
import type { PayChannel } from '@qilin/contract';
import {
  amountProblemMessage,
  cleanAmountInput,
  depositAmountProblem,
  depositFeePreview,
  formatCountdown,
  usableQuickAmounts,
} from './deposit-logic.ts';

const channel: PayChannel = {
  id: 'bank-1',
  type: 'bank',
  name: '银行转账',
  network: '',
  minAmount: '100.00',
  maxAmount: '50000.00',
  feeRateBp: 50,
  quickAmounts: ['50', '100', '500', '60000'],
  waitPage: 'transferWait',
  tips: '',
  needsDepositorName: true,
};

describe('deposit amount against SPEC §5 and the channel limits', () => {
  it('reports the SPEC §5 rule first, keyed like RuleMessage', () => {
    expect(depositAmountProblem('', channel)).toEqual({ kind: 'rule', key: 'amountRequired' });
    expect(depositAmountProblem('abc', channel)).toEqual({ kind: 'rule', key: 'amountFormat' });
    expect(depositAmountProblem('100.123', channel)).toEqual({ kind: 'rule', key: 'amountDecimals' });
    expect(depositAmountProblem('1234567890123', channel)).toEqual({ kind: 'rule', key: 'amountTooLong' });
    expect(depositAmountProblem('0', channel)).toEqual({ kind: 'rule', key: 'amountPositive' });
  });

  it('then the channel minimum and maximum, inclusive', () => {
    expect(depositAmountProblem('99.99', channel)).toEqual({ kind: 'min', min: '100.00' });
    expect(depositAmountProblem('100', channel)).toBeNull();
    expect(depositAmountProblem('50000.00', channel)).toBeNull();
    expect(depositAmountProblem('50000.01', channel)).toEqual({ kind: 'max', max: '50000.00' });
  });

  it('treats a zero maximum as no maximum', () => {
    expect(depositAmountProblem('999999', { minAmount: '0.00', maxAmount: '0.00' })).toBeNull();
  });

  it('words the channel limits with the amount as shown elsewhere (trailing .00 dropped)', () => {
    expect(amountProblemMessage({ kind: 'min', min: '100.00' })).toEqual({
      key: 'form.belowMin',
      values: { min: '¥100' },
    });
    expect(amountProblemMessage({ kind: 'max', max: '50000.50' })).toEqual({
      key: 'form.aboveMax',
      values: { max: '¥50,000.50' },
    });
    expect(amountProblemMessage({ kind: 'rule', key: 'amountDecimals' })).toEqual({
      key: 'rule.amountDecimals',
    });
  });

  it('offers only quick amounts inside the limits', () => {
    expect(usableQuickAmounts(channel)).toEqual(['100', '500']);
  });
});

describe('amount typing', () => {
  it('keeps digits and one point, at most 12 characters', () => {
    expect(cleanAmountInput('1a2b3')).toBe('123');
    expect(cleanAmountInput('1.2.3')).toBe('1.23');
    expect(cleanAmountInput('¥ 1,000.5')).toBe('1000.5');
    expect(cleanAmountInput('12345678901234')).toBe('123456789012');
    // a third decimal stays so the 2-decimals message can be shown
    expect(cleanAmountInput('1.234')).toBe('1.234');
  });

  it('takes what a Chinese IME types: full-width digits and points', () => {
    const typed = cleanAmountInput('１００．５');
    expect(typed).toBe('100.5');
    expect(depositAmountProblem(typed, channel)).toBeNull();
    expect(cleanAmountInput('２００。２５')).toBe('200.25');
    // the third decimal typed full-width still gets the 2-decimals message
    expect(depositAmountProblem(cleanAmountInput('１００．２５６'), channel)).toEqual({
      kind: 'rule',
      key: 'amountDecimals',
    });
  });

  it('drops leading zeros and gives a leading point its zero', () => {
    expect(cleanAmountInput('00100')).toBe('100');
    expect(cleanAmountInput('.5')).toBe('0.5');
  });
});

describe('fee preview', () => {
  it('rounds the fee up to the fen and credits the rest', () => {
    expect(depositFeePreview('100', 50)).toEqual({ amountFen: 10_000, feeFen: 50, creditFen: 9_950 });
    expect(depositFeePreview('0.01', 50)).toEqual({ amountFen: 1, feeFen: 1, creditFen: 0 });
    expect(depositFeePreview('333.33', 0)).toEqual({ amountFen: 33_333, feeFen: 0, creditFen: 33_333 });
  });

  it('has nothing to show for an invalid amount', () => {
    expect(depositFeePreview('', 50)).toBeNull();
    expect(depositFeePreview('1.234', 50)).toBeNull();
  });
});

describe('countdown', () => {
  it('shows mm:ss, hours when needed, and never goes negative', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
    expect(formatCountdown(59_999)).toBe('00:59');
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('1:01:01');
  });
});
