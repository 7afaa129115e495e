import { describe, expect, it } from 'vitest';
import {
  gameWinProbability,
  priceTennis,
  setEndings,
  tennisMatch,
  tiebreakWinProbability,
  type Player,
} from './tennis.ts';

const other = (p: Player): Player => (p === 'home' ? 'away' : 'home');

/** Brute force: play the tiebreak point by point (no closed form) until the rest is negligible. */
const bruteTiebreak = (pHome: number, pAway: number, first: Player, target: number) => {
  const memo = new Map<string, number>();
  const go = (a: number, b: number): number => {
    if (a >= target && a - b >= 2) return 1;
    if (b >= target && b - a >= 2) return 0;
    if (a + b > 2 * target + 80) return 0.5;
    const key = `${a}-${b}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const k = a + b;
    const server = k === 0 ? first : Math.floor((k - 1) / 2) % 2 === 0 ? other(first) : first;
    const p = server === 'home' ? pHome : 1 - pAway;
    const value = p * go(a + 1, b) + (1 - p) * go(a, b + 1);
    memo.set(key, value);
    return value;
  };
  return go(0, 0);
};

describe('tennis (Barnett & Clarke 2005)', () => {
  it('wins a service game with p = 0.6 about 0.7357', () => {
    expect(gameWinProbability(0.6)).toBeCloseTo(0.7357, 4);
    // Closed form: p^4 (1 + 4q + 10q^2) + 20 p^3 q^3 p^2 / (1 - 2pq).
    const [p, q] = [0.6, 0.4];
    expect(gameWinProbability(0.6)).toBeCloseTo(
      p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (1 - 2 * p * q),
      15,
    );
  });

  it('wins a service game winning 2/3 of points with 208/243 (Trefethen 2023)', () => {
    expect(gameWinProbability(2 / 3)).toBeCloseTo(208 / 243, 15);
  });

  it('continues a game from deuce and advantages', () => {
    expect(gameWinProbability(0.6, 3, 3)).toBeCloseTo(0.36 / 0.52, 15);
    expect(gameWinProbability(0.6, 4, 3)).toBeCloseTo(0.6 + 0.4 * (0.36 / 0.52), 15);
    expect(gameWinProbability(0.6, 4, 0)).toBe(1);
  });

  it('matches a point-by-point tiebreak', () => {
    for (const [a, b] of [
      [0.65, 0.6],
      [0.7, 0.55],
    ] as const) {
      for (const first of ['home', 'away'] as const) {
        expect(tiebreakWinProbability(a, b, first)).toBeCloseTo(bruteTiebreak(a, b, first, 7), 12);
        expect(tiebreakWinProbability(a, b, first, 10)).toBeCloseTo(bruteTiebreak(a, b, first, 10), 12);
      }
    }
    expect(tiebreakWinProbability(0.62, 0.62, 'home')).toBeCloseTo(0.5, 15);
  });

  it('does not depend on who serves first (Newton & Keller 2005)', () => {
    const win = (server: Player) =>
      setEndings(0.65, 0.6, { games: { home: 0, away: 0 }, server }).reduce(
        (s, e) => s + (e.home > e.away ? e.probability : 0),
        0,
      );
    expect(win('home')).toBeCloseTo(win('away'), 14);
    expect(win('home')).toBeGreaterThan(0.6);
  });

  it('ends a set in the right scores with total probability 1', () => {
    const endings = setEndings(0.6, 0.6, { games: { home: 0, away: 0 }, server: 'home' });
    expect(endings.reduce((s, e) => s + e.probability, 0)).toBeCloseTo(1, 14);
    expect(endings.map((e) => `${e.home}-${e.away}`).sort()).toEqual(
      [
        '6-0',
        '6-1',
        '6-2',
        '6-3',
        '6-4',
        '7-5',
        '7-6',
        '0-6',
        '1-6',
        '2-6',
        '3-6',
        '4-6',
        '5-7',
        '6-7',
      ].sort(),
    );
    expect(() => setEndings(0.6, 0.6, { games: { home: 6, away: 4 }, server: 'home' })).toThrow(RangeError);
  });

  it('amplifies the better player over five sets and splits equal players', () => {
    expect(tennisMatch(0.62, 0.62, 3).homeWins).toBeCloseTo(0.5, 13);
    const bo3 = tennisMatch(0.65, 0.6, 3).homeWins;
    const bo5 = tennisMatch(0.65, 0.6, 5).homeWins;
    expect(bo5).toBeGreaterThan(bo3);
    expect(bo3).toBeGreaterThan(0.65);
  });

  it('keeps game distributions consistent: total games >= 12 in two sets, probabilities sum to 1', () => {
    const o = tennisMatch(0.65, 0.6, 3);
    const sum = (p: Float64Array) => p.reduce((s, x) => s + x, 0);
    expect(sum(o.totalGames.p)).toBeCloseTo(1, 12);
    expect(sum(o.gameMargin.p)).toBeCloseTo(1, 12);
    let below12 = 0;
    o.totalGames.p.forEach((p, i) => {
      if (o.totalGames.min + i < 12) below12 += p;
    });
    expect(below12).toBe(0);
  });

  it('prices from an in-play state (a tiebreak in the second set)', () => {
    const live = tennisMatch(0.65, 0.6, 3, {
      sets: { home: 1, away: 0 },
      completedGames: { home: 6, away: 4 },
      games: { home: 6, away: 6 },
      points: { home: 6, away: 3 },
      server: 'away',
    });
    expect(live.homeWins).toBeGreaterThan(0.95);
    expect(live.setScores.get('2-0')).toBeGreaterThan(0.9);
    expect(live.totalGames.min).toBe(10);
  });

  it('offers match winner, set handicap, set score, games handicap and total games', () => {
    const { markets } = priceTennis({ pServeHome: 0.65, pServeAway: 0.6, marginPct: 5 });
    const kinds = markets.map(
      (m) => `${m.market.kind}${'count' in m.market && m.market.count ? ':' + m.market.count : ''}`,
    );
    expect(new Set(kinds)).toEqual(new Set(['ml', 'ah', 'cs', 'ah:games', 'ou:games']));
    const setHandicap = markets.find(
      (m) => m.market.kind === 'ah' && !('count' in m.market && m.market.count),
    )!;
    expect(setHandicap.market).toEqual({ kind: 'ah', period: 'FT', line: -1.5 });
    const setScores = markets.find((m) => m.market.kind === 'cs')!.outcomes;
    // A scoreboard's order: the home wins from the widest, then the away wins.
    expect(setScores.map((o) => o.selection)).toEqual(['2-0', '2-1', '0-2', '1-2']);
    const five = priceTennis({ pServeHome: 0.65, pServeAway: 0.6, marginPct: 5, bestOf: 5 }).markets;
    expect(five.find((m) => m.market.kind === 'cs')!.outcomes.map((o) => o.selection)).toEqual([
      '3-0',
      '3-1',
      '3-2',
      '0-3',
      '1-3',
      '2-3',
    ]);
  });
});
