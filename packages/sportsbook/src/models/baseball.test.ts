import { describe, expect, it } from 'vitest';
import { inningsLeft, negativeBinomialPmf, priceBaseball } from './baseball.ts';

describe('baseball (negative binomial runs)', () => {
  it('has the negative binomial pmf: mean mu, variance mu + mu^2 / r', () => {
    const p = new Float64Array(80);
    negativeBinomialPmf(4.5, 4, p);
    let sum = 0;
    let mean = 0;
    let square = 0;
    p.forEach((x, k) => {
      sum += x;
      mean += k * x;
      square += k * k * x;
    });
    expect(sum).toBeCloseTo(1, 11);
    expect(mean).toBeCloseTo(4.5, 9);
    expect(square - mean * mean).toBeCloseTo(4.5 + 4.5 ** 2 / 4, 7);
    expect(p[0]).toBeCloseTo((4 / 8.5) ** 4, 15);
  });

  it('counts the innings left for each side', () => {
    expect(inningsLeft(1, 'top', 0)).toEqual({ away: 9, home: 9 });
    expect(inningsLeft(7, 'bottom', 1)).toEqual({ away: 2, home: 2 + 2 / 3 });
    expect(inningsLeft(9, 'bottom', 2)).toEqual({ away: 0, home: 1 / 3 });
    expect(inningsLeft(11, 'top', 0)).toEqual({ away: 1, home: 1 });
  });

  it('splits equal teams evenly and offers the run line at +-1.5', () => {
    const { markets } = priceBaseball({ homeRuns: 4.4, awayRuns: 4.4, marginPct: 5 });
    expect(markets.find((m) => m.market.kind === 'ml')!.outcomes[0]!.probability).toBeCloseTo(0.5, 12);
    const lines = markets
      .filter((m) => m.market.kind === 'ah')
      .map((m) => (m.market as { line: number }).line);
    expect(lines).toEqual(expect.arrayContaining([-1.5, 1.5]));
    expect(lines.every((line) => Math.abs(line) >= 1.5)).toBe(true); // +-0.5 would be the moneyline again
  });

  it('makes a one-run deficit with two outs in the bottom of the 9th a long shot', () => {
    const { markets } = priceBaseball({
      homeRuns: 4.6,
      awayRuns: 4.2,
      marginPct: 5,
      inPlay: { inning: 9, half: 'bottom', outs: 2, score: { home: 3, away: 4 } },
    });
    const home = markets.find((m) => m.market.kind === 'ml')!.outcomes[0]!.probability;
    expect(home).toBeGreaterThan(0.03);
    expect(home).toBeLessThan(0.15);
  });
});
