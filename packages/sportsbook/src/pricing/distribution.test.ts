import { describe, expect, it } from 'vitest';
import {
  convolve,
  discreteNormal,
  distributionMean,
  handicapSplit,
  overSplit,
  threeWay,
} from './distribution.ts';

const dist = (min: number, p: number[]) => ({ min, p: Float64Array.from(p) });

describe('integer distributions', () => {
  // Margins -1, 0, +1, +2 with probabilities 0.2, 0.3, 0.4, 0.1.
  const margin = dist(-1, [0.2, 0.3, 0.4, 0.1]);

  it('splits a stake at whole, half and quarter lines', () => {
    expect(handicapSplit(margin, 0)).toEqual({ won: 0.5, lost: 0.2 });
    expect(handicapSplit(margin, -0.5)).toEqual({ won: 0.5, lost: 0.5 });
    const quarter = handicapSplit(margin, -0.25); // a draw loses half
    expect(quarter.won).toBeCloseTo(0.5, 15);
    expect(quarter.lost).toBeCloseTo(0.35, 15);
    const threeQuarter = handicapSplit(margin, -0.75); // win by one wins half
    expect(threeQuarter.won).toBeCloseTo(0.3, 15);
    expect(threeQuarter.lost).toBeCloseTo(0.5, 15);
  });

  it('prices over lines as a handicap of -line on the total', () => {
    const total = dist(0, [0.1, 0.2, 0.3, 0.4]);
    expect(overSplit(total, 2)).toEqual({ won: 0.4, lost: 0.30000000000000004 });
  });

  it('answers three-way probabilities and means', () => {
    expect(threeWay(margin)).toEqual([0.5, 0.3, 0.2]);
    expect(distributionMean(margin)).toBeCloseTo(0.4, 15);
  });

  it('makes a normal integer with a continuity correction', () => {
    const d = discreteNormal(0, 1);
    const at0 = d.p[-d.min]!;
    expect(at0).toBeCloseTo(0.382924922548026, 12); // Phi(0.5) - Phi(-0.5)
    expect(d.p.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 14);
    const floored = discreteNormal(1, 2, 0);
    expect(floored.min).toBe(0);
    expect(floored.p[0]).toBeCloseTo(0.401293674317076, 12); // Phi((0.5 - 1) / 2)
  });

  it('convolves', () => {
    const c = convolve(dist(0, [0.5, 0.5]), dist(1, [0.5, 0.5]));
    expect(c.min).toBe(1);
    expect([...c.p]).toEqual([0.25, 0.5, 0.25]);
  });
});
