import { describe, expect, it } from 'vitest';
import { priceSnooker, snookerScores } from './snooker.ts';

describe('snooker (race to W frames)', () => {
  it('gives the negative binomial race', () => {
    const scores = snookerScores(0.5, 9);
    expect(scores.get('5-0')).toBeCloseTo(1 / 32, 15);
    expect(scores.get('5-4')).toBeCloseTo(70 / 512, 15); // C(8,4) / 2^9
    expect([...scores.values()].reduce((s, x) => s + x, 0)).toBeCloseTo(1, 14);
  });

  it('continues from the frames won', () => {
    const scores = snookerScores(0.5, 9, { home: 4, away: 3 });
    expect(scores.get('5-3')).toBeCloseTo(0.5, 15);
    expect(scores.get('5-4')).toBeCloseTo(0.25, 15);
    expect(scores.get('4-5')).toBeCloseTo(0.25, 15);
    expect(() => snookerScores(0.5, 9, { home: 5, away: 1 })).toThrow(RangeError);
  });

  it('prices moneyline, frame handicap, total frames and correct score', () => {
    const { markets } = priceSnooker({ frameProbability: 0.6, bestOf: 19, marginPct: 5 });
    const ml = markets.find((m) => m.market.kind === 'ml')!;
    let home = 0;
    for (const [k, v] of snookerScores(0.6, 19)) if (k.startsWith('10-')) home += v;
    expect(ml.outcomes[0]!.probability).toBeCloseTo(home, 14);
    expect(
      markets
        .filter((m) => m.market.kind === 'ah')
        .every((m) => Math.abs((m.market as { line: number }).line) >= 1.5),
    ).toBe(true);
    expect(markets.find((m) => m.market.kind === 'cs')!.outcomes).toHaveLength(20);
  });
});
