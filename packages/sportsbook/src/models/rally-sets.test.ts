import { describe, expect, it } from 'vitest';
import { rallyMatch, setEnd, setWinProbability } from './rally-sets.ts';
import { priceVolleyball } from './volleyball.ts';
import { priceTableTennis } from './table-tennis.ts';

/** Brute force: rally by rally, no closed form for deuce, truncated where the rest is negligible. */
const bruteSet = (p: number, target: number, a = 0, b = 0): number => {
  const memo = new Map<string, number>();
  const go = (x: number, y: number): number => {
    if (x >= target && x - y >= 2) return 1;
    if (y >= target && y - x >= 2) return 0;
    if (x + y > 2 * target + 80) return 0.5;
    const key = `${x}-${y}`;
    if (!memo.has(key)) memo.set(key, p * go(x + 1, y) + (1 - p) * go(x, y + 1));
    return memo.get(key)!;
  };
  return go(a, b);
};

const binomial = (n: number, k: number) => {
  let c = 1;
  for (let i = 1; i <= k; i += 1) c = (c * (n - k + i)) / i;
  return c;
};

describe('rally-point sets', () => {
  it('matches rally-by-rally play', () => {
    for (const p of [0.5, 0.52, 0.55, 0.6]) {
      expect(setWinProbability(p, 25)).toBeCloseTo(bruteSet(p, 25), 12);
      expect(setWinProbability(p, 11)).toBeCloseTo(bruteSet(p, 11), 12);
    }
    expect(setWinProbability(0.53, 25, 23, 24)).toBeCloseTo(bruteSet(0.53, 25, 23, 24), 12);
    expect(setWinProbability(0.53, 25, 26, 25)).toBeCloseTo(bruteSet(0.53, 25, 26, 25), 12);
  });

  it('ends 25-k with probability C(24+k, k) p^25 q^k', () => {
    const p = 0.55;
    const end = setEnd(p, 25);
    expect(end.home[25]).toBeCloseTo(p ** 25, 15);
    expect(end.home[35]).toBeCloseTo(binomial(34, 10) * p ** 25 * (1 - p) ** 10, 15);
    // 26-24 is reached only through 24-24: C(48, 24) p^24 q^24 x p^2.
    expect(end.home[50]).toBeCloseTo(binomial(48, 24) * p ** 26 * (1 - p) ** 24, 15);
  });

  it('plays volleyball to 3 sets with a 15-point decider', () => {
    const even = rallyMatch(0.5, { bestOf: 5, target: 25, decidingTarget: 15 });
    const sum = (p: Float64Array) => p.reduce((s, x) => s + x, 0);
    expect(even.setScores.get('3-0')).toBeCloseTo(0.125, 12);
    expect(even.setScores.get('3-2')).toBeCloseTo(even.setScores.get('2-3')!, 12);
    expect(sum(even.totalPoints.p)).toBeCloseTo(1, 12);
    expect(even.totalPoints.min).toBe(75);
    expect(sum(even.setMargin.p)).toBeCloseTo(1, 12);
  });

  it('continues from an in-play state', () => {
    const live = rallyMatch(
      0.5,
      { bestOf: 5, target: 25, decidingTarget: 15 },
      {
        sets: { home: 2, away: 2 },
        points: { home: 14, away: 10 },
        pointsPlayed: 190,
      },
    );
    expect([...live.setScores.keys()].sort()).toEqual(['2-3', '3-2']);
    expect(live.setScores.get('3-2')).toBeCloseTo(bruteSet(0.5, 15, 14, 10), 12);
    expect(live.totalPoints.min).toBe(190 + 15 + 10);
  });

  it('offers moneyline, set handicap, set score and total points', () => {
    const { markets } = priceVolleyball({ pointProbability: 0.52, marginPct: 5 });
    expect(markets.map((m) => m.market.kind)).toEqual(expect.arrayContaining(['ml', 'ah', 'cs', 'ou']));
    expect(markets.find((m) => m.market.kind === 'ah' && m.main)!.market).toEqual({
      kind: 'ah',
      period: 'FT',
      line: -1.5,
    });
    expect(markets.find((m) => m.market.kind === 'ou')!.market).toMatchObject({ count: 'points' });
    const tt = priceTableTennis({ pointProbability: 0.53, marginPct: 5, bestOf: 7 });
    expect(tt.markets.find((m) => m.market.kind === 'cs')!.outcomes).toHaveLength(8); // 4-0..4-3, 0-4..3-4
  });
});
