import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetResult } from './result-codes.ts';
import {
  legMultiplier,
  negativePriceReturn,
  parlayOdds,
  parlayReturn,
  singleReturn,
  ticketParlayOdds,
} from './returns.ts';

const settled = fc.constantFrom<BetResult>('W', 'LW', 'P', 'LL', 'L', 'D');
const odds = fc.integer({ min: 1_001, max: 50_000 }).map((k) => k / 1000);
const stake = fc.integer({ min: 0, max: 100_000_000 });

describe('single returns (DESIGN §6)', () => {
  it.each<[BetResult, number]>([
    ['W', 19_500],
    ['LW', 14_750],
    ['P', 10_000],
    ['D', 10_000],
    ['LL', 5_000],
    ['L', 0],
  ])('100 yuan at 1.95, %s returns %s fen', (result, fen) => {
    expect(singleReturn(10_000, 1.95, result)).toBe(fen);
  });

  it('rounds down to the fen', () => {
    expect(singleReturn(101, 1.95, 'LL')).toBe(50);
    expect(singleReturn(101, 1.95, 'LW')).toBe(148); // 148.975
    expect(singleReturn(333, 1.333, 'W')).toBe(443); // 443.889
  });

  it('is never a fen short because of binary fractions', () => {
    expect(singleReturn(100, 1.15, 'W')).toBe(115); // floor(100 * 1.15) is 114 in floats
    expect(singleReturn(100, 2.3, 'LW')).toBe(165); // floor(100 * 3.3 / 2) is 164 in floats
  });

  it('refuses A (a restored bet is open again), odds with 4 decimals and bad stakes', () => {
    expect(() => singleReturn(100, 1.9, 'A')).toThrow(/restored/);
    expect(() => singleReturn(100, 1.9555, 'W')).toThrow(RangeError);
    expect(() => singleReturn(-1, 1.9, 'W')).toThrow(RangeError);
    expect(() => singleReturn(1.5, 1.9, 'W')).toThrow(RangeError);
  });

  it('matches an integer-only oracle for 2-decimal odds', () => {
    fc.assert(
      fc.property(stake, fc.integer({ min: 101, max: 5_000 }), (s, cents) => {
        expect(singleReturn(s, cents / 100, 'W')).toBe(Math.floor((s * cents) / 100));
      }),
    );
  });

  it('answers integers between 0 and stake x D, ordered W >= LW >= P >= LL >= L', () => {
    fc.assert(
      fc.property(stake, odds, (s, d) => {
        const r = (['W', 'LW', 'P', 'LL', 'L'] as const).map((x) => singleReturn(s, d, x));
        for (const v of r) {
          expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          expect(v).toBeLessThanOrEqual(s * d + 1e-6);
        }
        for (let i = 1; i < r.length; i += 1) expect(r[i - 1]!).toBeGreaterThanOrEqual(r[i]!);
      }),
    );
  });
});

describe('parlay returns (DESIGN §6)', () => {
  it('multiplies the legs: W = D, LW = (1+D)/2, void = 1, LL = 1/2, L = 0', () => {
    const legs = [
      { decimalOdds: 1.9, result: 'W' as const },
      { decimalOdds: 2.0, result: 'LW' as const },
      { decimalOdds: 1.8, result: 'D' as const },
    ];
    expect(parlayReturn(10_000, legs)).toBe(28_500); // 100 x 1.9 x 1.5 x 1
    expect(parlayReturn(10_000, [...legs, { decimalOdds: 3, result: 'LL' }])).toBe(14_250);
    expect(parlayReturn(10_000, [...legs, { decimalOdds: 3, result: 'L' }])).toBe(0);
  });

  it('rounds once, at the end', () => {
    const legs = [1.15, 1.15, 1.15].map((d) => ({ decimalOdds: d, result: 'W' as const }));
    expect(parlayReturn(100, legs)).toBe(152); // 152.0875
    expect(parlayReturn(10_000, legs)).toBe(15_208); // 15208.75
  });

  it('refuses an empty parlay and a restored leg', () => {
    expect(() => parlayReturn(100, [])).toThrow(RangeError);
    expect(() => parlayReturn(100, [{ decimalOdds: 2, result: 'A' }])).toThrow(/restored/);
  });

  it('makes a one-leg parlay the single', () => {
    fc.assert(
      fc.property(stake, odds, settled, (s, d, result) => {
        expect(parlayReturn(s, [{ decimalOdds: d, result }])).toBe(singleReturn(s, d, result));
      }),
    );
  });

  it('treats a void leg as a multiplier of 1', () => {
    const leg = fc.record({ decimalOdds: odds, result: settled });
    fc.assert(
      fc.property(stake, fc.array(leg, { minLength: 1, maxLength: 9 }), odds, (s, legs, d) => {
        expect(parlayReturn(s, [...legs, { decimalOdds: d, result: 'D' }])).toBe(parlayReturn(s, legs));
      }),
    );
  });

  it('never pays more than stake x the product of the odds nor its cap, never negative', () => {
    const leg = fc.record({ decimalOdds: odds, result: settled });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(leg, { minLength: 1, maxLength: 10 }),
        fc.option(fc.integer({ min: 0, max: 1e12 }), { nil: undefined }),
        (s, legs, cap) => {
          const r = parlayReturn(s, legs, cap);
          expect(Number.isSafeInteger(r) && r >= 0).toBe(true);
          expect(r).toBeLessThanOrEqual(s * legs.reduce((p, l) => p * l.decimalOdds, 1) * (1 + 1e-12));
          if (cap !== undefined) expect(r).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });

  it('caps ten long-priced legs before the product leaves the safe-integer range', () => {
    // CI's counterexample: 2,903.81 yuan on eight legs multiplies to ~1e16 fen, past 2^53
    const legs = [41.419, 20.367, 12.871, 45.703, 40.355, 2.466, 20.85, 30.126].map((decimalOdds) => ({
      decimalOdds,
      result: 'W' as const,
    }));
    expect(parlayReturn(290_381, legs, 290_381 + 100_000_000)).toBe(100_290_381);
    expect(parlayReturn(290_381, legs)).toBe(Number.MAX_SAFE_INTEGER);
    // under the cap the exact figure stands
    expect(parlayReturn(10_000, [{ decimalOdds: 1.9, result: 'W' }], 1_000_000)).toBe(19_000);
    expect(() => parlayReturn(100, legs, -1)).toThrow(/maxFen/);
  });

  it('combines decimal odds exactly', () => {
    expect(parlayOdds([1.5, 2])).toBe(3);
    expect(parlayOdds([1.1, 1.1, 1.1])).toBe(1.331);
    expect(legMultiplier(1.9, 'LW')).toBe(1.45);
  });

  it('writes a parlay price down floored to the thousandth, as its ticket records it', () => {
    // 2.05 x 2.05 x 2.35 = 9.875875: the slip used to say 9.88 where the record says 9.875.
    expect(ticketParlayOdds([2.05, 2.05, 2.35])).toBe(9.875);
    expect(ticketParlayOdds([1.1, 1.1, 1.1])).toBe(1.331);
    // Exact, not through a float: 1.001^3 = 1.003003001 stays 1.003, and a whole product stays whole.
    expect(ticketParlayOdds([1.001, 1.001, 1.001])).toBe(1.003);
    expect(ticketParlayOdds([1.5, 2])).toBe(3);
  });

  it('pays a single at a negative Malay/Indo price its booked win by result', () => {
    // ¥100 to win at M -0.80 risks ¥80 to win ¥100.
    const [risk, win] = [8_000, 10_001];
    expect(negativePriceReturn(risk, win, 'W')).toBe(18_001);
    expect(negativePriceReturn(risk, win, 'LW')).toBe(13_000);
    expect(negativePriceReturn(risk, win, 'P')).toBe(8_000);
    expect(negativePriceReturn(risk, win, 'D')).toBe(8_000);
    expect(negativePriceReturn(risk, win, 'LL')).toBe(4_000);
    expect(negativePriceReturn(risk, win, 'L')).toBe(0);
    expect(() => negativePriceReturn(risk, win, 'A')).toThrow(/restored/);
  });
});
