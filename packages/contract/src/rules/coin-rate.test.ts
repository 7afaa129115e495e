import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinAmountFor, coinCentsToFen, fenToCoinCents, formatRateE4, parseRateE4 } from './coin-rate.ts';

describe('coin rates on the wire', () => {
  it('reads CNY per coin with up to 4 decimals', () => {
    expect(parseRateE4('7.1234')).toBe(71_234n);
    expect(parseRateE4(' 7.1 ')).toBe(71_000n);
    expect(parseRateE4('7')).toBe(70_000n);
  });

  it('refuses a rate nobody can be quoted on', () => {
    expect(parseRateE4('0')).toBeNull();
    expect(parseRateE4('0.0000')).toBeNull();
    expect(parseRateE4('7.12345')).toBeNull();
    expect(parseRateE4('-7.2')).toBeNull();
    expect(parseRateE4('abc')).toBeNull();
    expect(parseRateE4('')).toBeNull();
  });

  it('writes a rate with four decimals, and reads back what it wrote', () => {
    expect(formatRateE4(72_100)).toBe('7.2100');
    expect(formatRateE4(5)).toBe('0.0005');
    fc.assert(
      fc.property(fc.bigInt(1n, 10n ** 12n), (e4) => {
        expect(parseRateE4(formatRateE4(e4))).toBe(e4);
      }),
    );
  });
});

describe('yuan and coins', () => {
  it('hands coins out rounded down and asks for coins rounded up', () => {
    // 100 yuan at 7.2100: 13.8696... USDT
    expect(fenToCoinCents(10_000, 72_100, 'out')).toBe(1_386n);
    expect(fenToCoinCents(10_000, 72_100, 'in')).toBe(1_387n);
    // exact amounts need no rounding either way
    expect(fenToCoinCents(72_100, 72_100, 'out')).toBe(10_000n);
    expect(fenToCoinCents(72_100, 72_100, 'in')).toBe(10_000n);
    expect(coinCentsToFen(1_000, 71_234)).toBe(7_123n);
  });

  it('asks a depositor for coins that always cover the yuan', () => {
    expect(fenToCoinCents(100_000, 72_100, 'in')).toBe(13_870n); // 138.6962... -> 138.70
    expect(fenToCoinCents(72_101, 72_100, 'in')).toBe(10_001n); // one fen over 100 coins -> 100.01
  });

  it('stays exact where a float would pay a hundredth too much', () => {
    // 9,973,180,582.22 yuan at 7.1237: the exact quotient is 140000008172.99998..., which a double
    // division rounds up to the next whole hundredth.
    expect(Math.floor((997_318_058_222 * 10_000) / 71_237)).toBe(140_000_008_173);
    expect(fenToCoinCents(997_318_058_222, 71_237, 'out')).toBe(140_000_008_172n);
  });

  it('never pays out more than the yuan are worth, and a hundredth more would be', () => {
    fc.assert(
      fc.property(fc.bigInt(1n, 10n ** 15n), fc.bigInt(1n, 10n ** 7n), (fen, rate) => {
        const down = fenToCoinCents(fen, rate, 'out');
        expect(down * rate <= fen * 10_000n).toBe(true);
        expect((down + 1n) * rate > fen * 10_000n).toBe(true);
        const up = fenToCoinCents(fen, rate, 'in');
        expect(up * rate >= fen * 10_000n).toBe(true);
        expect(up - down <= 1n).toBe(true);
      }),
    );
  });

  it('refuses to convert at a zero rate instead of dividing by it', () => {
    expect(() => fenToCoinCents(100, 0, 'out')).toThrow(RangeError);
    expect(() => coinCentsToFen(100, 0)).toThrow(RangeError);
  });

  it('previews the coins for a quoted rate, nothing when there is nothing to show', () => {
    expect(coinAmountFor(72_000, '7.2000', 'in')).toBe('100.00');
    expect(coinAmountFor(10_000, '7.3', 'in')).toBe('13.70');
    expect(coinAmountFor(72_000, '7.2100', 'in')).toBe('99.87');
    expect(coinAmountFor(10_000, '7.21', 'out')).toBe('13.86');
    expect(coinAmountFor(10_000, '0', 'in')).toBe('');
    expect(coinAmountFor(10_000, 'x', 'in')).toBe('');
    expect(coinAmountFor(10_000, '', 'out')).toBe('');
    expect(coinAmountFor(0, '7.2', 'out')).toBe('');
  });
});
