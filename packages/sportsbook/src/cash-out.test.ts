import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOutFromProbability, cashOutValue } from './cash-out.ts';

describe('cash-out (DESIGN §6)', () => {
  it('is potential return x current win probability, less the margin, rounded down', () => {
    // 100 yuan at 2.00, now 1.50: 200 x (1 / 1.5) x 0.95 = 126.6666 yuan.
    expect(cashOutValue(10_000, 2, 1.5, 5)).toBe(12_666);
    expect(cashOutValue(10_000, 2, 4, 0)).toBe(5_000);
    expect(cashOutValue(10_000, 2, 1.5, 100)).toBe(0);
  });

  it('is exact where floats are not', () => {
    expect(cashOutValue(100, 2.3, 1.15, 0)).toBe(200); // 230 / 1.15 is 199.99999999999997 in floats
    expect(cashOutValue(10_000, 1.9, 1.9, 2.5)).toBe(9_750);
  });

  it('handles a parlay from its probability', () => {
    expect(cashOutFromProbability(60_000, 0.4, 5)).toBe(22_800);
    expect(() => cashOutFromProbability(60_000, 1.2, 5)).toThrow(RangeError);
  });

  it('refuses a margin outside 0..100 and odds <= 1', () => {
    expect(() => cashOutValue(100, 2, 1.5, -1)).toThrow(RangeError);
    expect(() => cashOutValue(100, 2, 1, 5)).toThrow(RangeError);
  });

  it('is a non-negative integer never above stake x placed / current', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1_001, max: 20_000 }),
        fc.integer({ min: 1_001, max: 20_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (stake, placed, current, basisPoints) => {
          const value = cashOutValue(stake, placed / 1000, current / 1000, basisPoints / 100);
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
          expect(value).toBeLessThanOrEqual((stake * placed) / current + 1e-6);
          // Integer oracle: floor(stake x placed x (10000 - bp) / (current x 10000)).
          expect(value).toBe(
            Number(
              (BigInt(stake) * BigInt(placed) * BigInt(10_000 - basisPoints)) / (BigInt(current) * 10_000n),
            ),
          );
        },
      ),
    );
  });
});
