import { describe, expect, it } from 'vitest';
import { estimateExchange, secondsLeft } from './exchange.ts';

describe('USDT exchange estimate', () => {
  it('CNY into USDT divides by the rate, rounding down to the cent', () => {
    expect(estimateExchange('100', '7.2000', 1)).toBe('13.88');
    expect(estimateExchange('720', '7.2', 1)).toBe('100.00');
  });

  it('USDT into CNY multiplies by the rate, rounding down to the fen', () => {
    expect(estimateExchange('10', '7.1234', 2)).toBe('71.23');
    expect(estimateExchange('0.01', '7.1234', 2)).toBe('0.07');
  });

  it('stays exact for amounts a float would blur', () => {
    expect(estimateExchange('999999999.99', '7.0001', 2)).toBe('7000099999.92');
  });

  it('has no estimate for an empty or bad amount', () => {
    expect(estimateExchange('', '7.2', 1)).toBeNull();
    expect(estimateExchange('0', '7.2', 1)).toBeNull();
    expect(estimateExchange('10', 'x', 1)).toBeNull();
    expect(estimateExchange('10', '0', 2)).toBeNull();
  });

  it('counts whole seconds down to the quote expiry', () => {
    const at = Date.parse('2025-01-01T00:00:30Z');
    expect(secondsLeft('2025-01-01T00:00:30Z', at - 29_500)).toBe(30);
    expect(secondsLeft('2025-01-01T00:00:30Z', at)).toBe(0);
    expect(secondsLeft('2025-01-01T00:00:30Z', at + 5_000)).toBe(0);
    expect(secondsLeft('not a time', at)).toBe(0);
  });
});
