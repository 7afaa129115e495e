import { describe, expect, it } from 'vitest';
import { Code } from '@qilin/contract';
import { actualAmount } from './present.ts';

describe('what a withdrawal pays out', () => {
  it('is the net yuan for bank cards and Alipay', () => {
    expect(actualAmount('bank', 49_500, '')).toBe('495.00');
    expect(actualAmount('alipay', 99_049, '')).toBe('990.49');
  });

  it('is the net yuan in USDT at the order rate, rounded down', () => {
    expect(actualAmount('usdt', 72_100, '7.2100')).toBe('100.00');
    // 100 yuan at 7.21 is 13.869... USDT
    expect(actualAmount('usdt', 10_000, '7.2100')).toBe('13.86');
  });

  it('never pays a hundredth more than the yuan are worth, however large the order', () => {
    // 9,973,180,582.22 yuan at 7.1237 is 140,000,008,172.99998... hundredths: a double division rounds
    // it up to the next hundredth, which the house would then owe.
    expect(actualAmount('usdt', 997_318_058_222, '7.1237')).toBe('1400000081.72');
  });

  it('refuses to show coins for an order whose rate cannot be read', () => {
    expect(() => actualAmount('usdt', 10_000, 'x')).toThrow(
      expect.objectContaining({ code: Code.ServerError }),
    );
  });
});
