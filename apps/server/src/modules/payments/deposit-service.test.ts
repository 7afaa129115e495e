import { describe, expect, it } from 'vitest';
import { coinAmountFor, rateText } from './deposit-service.ts';

describe('coin quotes', () => {
  it('writes a rate in 1/10000 CNY with four decimals', () => {
    expect(rateText(72_100)).toBe('7.2100');
    expect(rateText(5)).toBe('0.0005');
  });

  it('rounds the coin amount up to the cent so the coins always cover the yuan', () => {
    expect(coinAmountFor(100_000, 72_100)).toBe('138.70');
    expect(coinAmountFor(72_100, 72_100)).toBe('100.00');
    expect(coinAmountFor(72_101, 72_100)).toBe('100.01');
  });
});
