import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMargin, overroundPct, removeMargin } from './margin.ts';

/** Random probability vectors of 2..30 outcomes, none tiny. */
const probabilities = fc
  .array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 2, maxLength: 30 })
  .map((w) => {
    const sum = w.reduce((s, x) => s + x, 0);
    return w.map((x) => x / sum);
  });

describe('applyMargin (power method)', () => {
  it('splits a 50/50 market evenly', () => {
    const [a, b] = applyMargin([0.5, 0.5], 5);
    expect(a).toBeCloseTo(1 / 0.525, 12);
    expect(b).toBeCloseTo(1 / 0.525, 12);
  });

  it('solves p^k: 0.8 / 0.2 at 5% needs 0.8^k + 0.2^k = 1.05', () => {
    const [fav, dog] = applyMargin([0.8, 0.2], 5);
    const k = Math.log(1 / fav!) / Math.log(0.8);
    expect(Math.log(1 / dog!) / Math.log(0.2)).toBeCloseTo(k, 12);
    expect(0.8 ** k + 0.2 ** k).toBeCloseTo(1.05, 12);
    // The long shot carries relatively more of the margin (favourite-longshot bias).
    expect(1 / dog! / 0.2).toBeGreaterThan(1 / fav! / 0.8);
  });

  it('gives fair odds at 0% margin', () => {
    expect(applyMargin([0.25, 0.75], 0)).toEqual([4, 1 / 0.75]);
  });

  it('offers odds > 1 whose implied probabilities sum to 1 + margin, in the fair order', () => {
    fc.assert(
      fc.property(probabilities, fc.double({ min: 0, max: 25, noNaN: true }), (p, margin) => {
        const odds = applyMargin(p, margin);
        expect(odds.every((o) => o > 1)).toBe(true);
        expect(odds.reduce((s, o) => s + 1 / o, 0)).toBeCloseTo(1 + margin / 100, 9);
        for (let i = 0; i < p.length; i += 1) {
          for (let j = 0; j < p.length; j += 1)
            if (p[i]! > p[j]!) expect(odds[i]!).toBeLessThanOrEqual(odds[j]!);
        }
      }),
    );
  });

  it('is undone by removeMargin', () => {
    fc.assert(
      fc.property(probabilities, fc.double({ min: 0.5, max: 25, noNaN: true }), (p, margin) => {
        const back = removeMargin(applyMargin(p, margin));
        p.forEach((x, i) => expect(back[i]!).toBeCloseTo(x, 9));
      }),
    );
  });

  it('measures a book', () => {
    expect(overroundPct([1.9, 1.9])).toBeCloseTo(5.263157894736842, 12);
  });

  it('refuses impossible inputs', () => {
    expect(() => applyMargin([1, 0], 5)).toThrow(RangeError);
    expect(() => applyMargin([0.5, 0.4], 5)).toThrow(/sum to 1/);
    expect(() => applyMargin([0.5, 0.5], 100)).toThrow(RangeError);
    expect(() => removeMargin([1.5])).toThrow(RangeError);
  });
});
