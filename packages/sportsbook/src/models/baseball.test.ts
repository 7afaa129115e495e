import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { threeWay, type IntDistribution } from '../pricing/distribution.ts';
import { mirrorResult } from '../settle/line-settlement.ts';
import { settleSelection } from '../settle/settle-selection.ts';
import {
  baseballFinals,
  inningsLeft,
  negativeBinomialPmf,
  priceBaseball,
  type BaseballGame,
} from './baseball.ts';
import { PLACED_RUNNER_ALONE, WALK_OFF_EXTRA_RUNS } from './baseball-endings.ts';

const sum = (d: IntDistribution) => d.p.reduce((a, b) => a + b, 0);
const at = (d: IntDistribution, k: number) => d.p[k - d.min] ?? 0;

const pmf = (mean: number, size: number): Float64Array => {
  const p = new Float64Array(60);
  negativeBinomialPmf(mean, size, p);
  return p;
};

/**
 * An independent oracle: the game played half-inning by half-inning over every (home, away) score, by the
 * rules as written (no bottom of the 9th when the home side leads, the walk-off stops at the winning run
 * unless it is a home run, extra innings until one ends with a side ahead, or a tie standing after
 * `maxInnings`, each extra half-inning with a runner on second where `automaticRunner`), cut at 60 innings
 * and 63 runs a side. The placed runner is played as baseball-endings.ts describes him, written out here
 * again: he scores with the batters' first run, or alone with PLACED_RUNNER_ALONE over a whole half-inning.
 */
const playByHalves = (
  game: Required<Omit<BaseballGame, 'inPlay' | 'maxInnings' | 'automaticRunner'>> &
    Pick<BaseballGame, 'inPlay' | 'maxInnings' | 'automaticRunner'>,
) => {
  const start = game.inPlay ?? { inning: 1, half: 'top' as const, outs: 0, score: { home: 0, away: 0 } };
  const size = game.dispersion / 9;
  const S = 64;
  const margin = new Map<number, number>();
  const total = new Map<number, number>();
  const end = (h: number, a: number, p: number) => {
    margin.set(h - a, (margin.get(h - a) ?? 0) + p);
    total.set(h + a, (total.get(h + a) ?? 0) + p);
  };
  let states = new Float64Array(S * S);
  states[start.score.home * S + start.score.away] = 1;
  let first = true;
  const lastInning = Math.min(60, game.maxInnings ?? 60);
  for (let inning = start.inning; inning <= lastInning; inning += 1) {
    for (const half of ['top', 'bottom'] as const) {
      if (first && half === 'top' && start.half === 'bottom') continue;
      const share = first ? (3 - start.outs) / 3 : 1;
      const runnerOn = inning > 9 && game.automaticRunner && !(first && (start.halfRuns ?? 0) > 0);
      first = false;
      const batters = pmf(((half === 'top' ? game.awayRuns : game.homeRuns) / 9) * share, size * share);
      const alone = 1 - (1 - PLACED_RUNNER_ALONE) ** share;
      const runs = runnerOn ? new Float64Array(batters.length) : batters;
      if (runnerOn) {
        runs[0] = batters[0]! * (1 - alone);
        runs[1] = batters[0]! * alone;
        for (let k = 2; k < runs.length; k += 1) runs[k] = batters[k - 1]!;
      }
      const last = half === 'bottom' && inning >= 9;
      const next = new Float64Array(S * S);
      for (let h = 0; h < S; h += 1) {
        for (let a = 0; a < S; a += 1) {
          const p = states[h * S + a]!;
          if (p === 0) continue;
          if (last && h > a) {
            end(h, a, p);
            continue;
          }
          runs.forEach((q, k) => {
            if (q === 0) return;
            const na = half === 'top' ? a + k : a;
            const nh = half === 'top' ? h : h + k;
            // A walk-off: the winning run, and a home run's runners beyond it.
            if (last && nh > na) WALK_OFF_EXTRA_RUNS.forEach((w, j) => end(na + 1 + j, na, p * q * w));
            else if (last && nh !== na) end(nh, na, p * q);
            else if (nh < S && na < S) next[nh * S + na]! += p * q;
          });
        }
      }
      states = next;
    }
  }
  // Still level after the league's last inning: the tie stands.
  if (game.maxInnings !== undefined)
    states.forEach((p, i) => {
      if (p > 0) end(Math.floor(i / S), i % S, p);
    });
  return { margin, total };
};

/** The model's final margin and total equal the game played half-inning by half-inning (the oracle). */
const expectPlayedByHalves = (game: Parameters<typeof playByHalves>[0]) => {
  const model = baseballFinals(game)!;
  const oracle = playByHalves(game);
  expect(sum(model.margin)).toBeCloseTo(1, 12);
  expect(sum(model.total)).toBeCloseTo(1, 12);
  for (let k = -25; k <= 25; k += 1)
    expect(at(model.margin, k), `margin ${k}`).toBeCloseTo(oracle.margin.get(k) ?? 0, 9);
  for (let k = 0; k <= 50; k += 1)
    expect(at(model.total, k), `total ${k}`).toBeCloseTo(oracle.total.get(k) ?? 0, 9);
};
describe('baseball (negative binomial runs, real endings)', () => {
  it('has the negative binomial pmf: mean mu, variance mu + mu^2 / r', () => {
    const p = new Float64Array(80);
    negativeBinomialPmf(4.5, 4, p);
    let total = 0;
    let mean = 0;
    let square = 0;
    p.forEach((x, k) => {
      total += x;
      mean += k * x;
      square += k * k * x;
    });
    expect(total).toBeCloseTo(1, 11);
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

  it.each<[string, BaseballGame['inPlay']]>([
    ['before the first pitch', undefined],
    ['in the 6th', { inning: 6, half: 'bottom', outs: 1, score: { home: 2, away: 3 } }],
    ['in the top of the 9th, home ahead', { inning: 9, half: 'top', outs: 2, score: { home: 5, away: 4 } }],
    [
      'in the bottom of the 9th, two behind',
      { inning: 9, half: 'bottom', outs: 1, score: { home: 2, away: 4 } },
    ],
    ['tied after nine', { inning: 9, half: 'bottom', outs: 3, score: { home: 3, away: 3 } }],
    ['in the top of the 11th', { inning: 11, half: 'top', outs: 1, score: { home: 6, away: 6 } }],
    [
      'in the bottom of the 12th, one behind',
      { inning: 12, half: 'bottom', outs: 0, score: { home: 4, away: 5 } },
    ],
  ])('matches the game played half-inning by half-inning %s', (_, inPlay) => {
    const game = { homeRuns: 4.6, awayRuns: 4.1, dispersion: 4, ...(inPlay ? { inPlay } : {}) };
    expectPlayedByHalves(game);
  });

  it.each<[string, BaseballGame['inPlay']]>([
    ['before the first pitch', undefined],
    ['tied after nine', { inning: 9, half: 'bottom', outs: 3, score: { home: 3, away: 3 } }],
    [
      'in the bottom of the 11th, level',
      { inning: 11, half: 'bottom', outs: 2, score: { home: 2, away: 2 } },
    ],
    ['in the top of the 12th', { inning: 12, half: 'top', outs: 1, score: { home: 6, away: 6 } }],
    [
      'in the bottom of the 12th, one behind',
      { inning: 12, half: 'bottom', outs: 0, score: { home: 4, away: 5 } },
    ],
  ])('matches the game played half-inning by half-inning with a tie after the 12th (NPB) %s', (_, inPlay) => {
    const game = {
      homeRuns: 4.6,
      awayRuns: 4.1,
      dispersion: 4,
      maxInnings: 12,
      ...(inPlay ? { inPlay } : {}),
    };
    expectPlayedByHalves(game);
  });

  it('lets a tie stand after the 12th where the league says so (NPB), and prices the moneyline push-free', () => {
    const npb = { homeRuns: 4.4, awayRuns: 4.0, maxInnings: 12 };
    const tie = at(baseballFinals(npb)!.margin, 0);
    // ~10 % of games go to extra innings and ~18 % of those are level after three more (0.56 an inning).
    expect(tie).toBeGreaterThan(0.015);
    expect(tie).toBeLessThan(0.05);
    expect(at(baseballFinals({ homeRuns: 4.4, awayRuns: 4.0 })!.margin, 0)).toBe(0);
    // Level with three out in the bottom of the 12th: over, a tie.
    expect(
      baseballFinals({
        ...npb,
        inPlay: { inning: 12, half: 'bottom', outs: 3, score: { home: 2, away: 2 } },
      }),
    ).toBeNull();
    // The bottom of the 12th, level: a walk-off (by one, or by a home run's runners more) or a tie.
    const last = baseballFinals({
      ...npb,
      inPlay: { inning: 12, half: 'bottom', outs: 0, score: { home: 2, away: 2 } },
    })!;
    const walkOff = [1, 2, 3, 4].reduce((s, k) => s + at(last.margin, k), 0);
    expect(at(last.margin, 0) + walkOff).toBeCloseTo(1, 12);
    const ml = priceBaseball({ ...npb, marginPct: 5 }).markets.find((m) => m.market.kind === 'ml')!;
    const [home, , away] = threeWay(baseballFinals(npb)!.margin);
    expect(ml.outcomes[0]!.probability).toBeCloseTo(home / (home + away), 12);
    expect(() => baseballFinals({ ...npb, maxInnings: 8 })).toThrow(RangeError);
  });

  it.each<[string, BaseballGame['inPlay']]>([
    ['before the first pitch', undefined],
    ['tied after nine', { inning: 9, half: 'bottom', outs: 3, score: { home: 3, away: 3 } }],
    ['in the top of the 10th, runner on', { inning: 10, half: 'top', outs: 1, score: { home: 2, away: 2 } }],
    [
      'in the top of the 10th, runner home',
      { inning: 10, half: 'top', outs: 1, score: { home: 2, away: 3 }, halfRuns: 1 },
    ],
    [
      'in the bottom of the 11th, one behind, runner on',
      { inning: 11, half: 'bottom', outs: 2, score: { home: 4, away: 5 } },
    ],
    [
      'in the bottom of the 11th, level, runner home',
      { inning: 11, half: 'bottom', outs: 1, score: { home: 5, away: 5 }, halfRuns: 2 },
    ],
  ])(
    "matches the game played half-inning by half-inning with MLB's automatic runner %s",
    (_, inPlay) => {
      const game = {
        homeRuns: 4.6,
        awayRuns: 4.1,
        dispersion: 4,
        automaticRunner: true,
        ...(inPlay ? { inPlay } : {}),
      };
      expectPlayedByHalves(game);
    },
    20_000,
  );

  it('scores more in an extra half-inning with a runner on second, so extra innings end sooner (MLB)', () => {
    const tenth = { inning: 10, half: 'top' as const, outs: 0, score: { home: 3, away: 3 } };
    const game = { homeRuns: 4.4, awayRuns: 4.4 };
    const mean = (d: IntDistribution) => d.p.reduce((s, p, i) => s + p * (d.min + i), 0);
    const plain = baseballFinals({ ...game, inPlay: tenth })!;
    const placed = baseballFinals({ ...game, automaticRunner: true, inPlay: tenth })!;
    // Runs the extra innings add: fewer innings, each scoring about twice as much (~1.1 a half-inning).
    const more = mean(placed.total) - 6;
    expect(more).toBeGreaterThan(mean(plain.total) - 6);
    // Decided in the 10th (level after it only when both halves score alike): the tie goes on far less.
    const nextInning = (automaticRunner: boolean) =>
      baseballFinals({ ...game, automaticRunner, maxInnings: 10, inPlay: tenth })!;
    const tiedAfterTenth = (automaticRunner: boolean) => at(nextInning(automaticRunner).margin, 0);
    expect(tiedAfterTenth(false)).toBeGreaterThan(0.5);
    expect(tiedAfterTenth(true)).toBeLessThan(0.4);
    // Nothing changes through nine innings: the runner is placed in extra innings only.
    const ninth = { inning: 9, half: 'top' as const, outs: 0, score: { home: 3, away: 5 } };
    const a = baseballFinals({ ...game, automaticRunner: true, maxInnings: 9, inPlay: ninth })!;
    const b = baseballFinals({ ...game, maxInnings: 9, inPlay: ninth })!;
    expect(at(a.margin, -2)).toBeCloseTo(at(b.margin, -2), 12);
  });

  it("never ends tied; a walk-off wins by one run, or by a home run's runners on base (up to four)", () => {
    const pre = baseballFinals({ homeRuns: 4.4, awayRuns: 4.4 })!;
    expect(at(pre.margin, 0)).toBe(0);
    const ninth = baseballFinals({
      homeRuns: 4.4,
      awayRuns: 4.4,
      inPlay: { inning: 9, half: 'bottom', outs: 0, score: { home: 3, away: 4 } },
    })!;
    // Home wins only by walking off, in the 9th or in extras: by one run unless the winning run is a home
    // run, whose runners on base score too (OBR 7.01(g)): a grand slam from level ends four ahead.
    let homeWins = 0;
    for (let k = 1; k < 40; k += 1) homeWins += at(ninth.margin, k);
    expect(at(ninth.margin, 5)).toBe(0);
    WALK_OFF_EXTRA_RUNS.forEach((share, j) =>
      expect(at(ninth.margin, 1 + j) / homeWins, `by ${1 + j}`).toBeCloseTo(share, 12),
    );
    expect(at(ninth.margin, 4)).toBeGreaterThan(0);
    expect(homeWins).toBeGreaterThan(0.1);
  });

  it('plays no bottom of the 9th for a home side ahead, and no game once it is over', () => {
    const top = baseballFinals({
      homeRuns: 4.4,
      awayRuns: 4.4,
      inPlay: { inning: 9, half: 'top', outs: 3, score: { home: 5, away: 3 } },
    })!;
    expect(at(top.margin, 2)).toBeCloseTo(1, 12);
    expect(at(top.total, 8)).toBeCloseTo(1, 12);
    const over = { homeRuns: 4.4, awayRuns: 4.4 };
    expect(
      baseballFinals({
        ...over,
        inPlay: { inning: 9, half: 'bottom', outs: 1, score: { home: 5, away: 4 } },
      }),
    ).toBeNull();
    expect(
      baseballFinals({
        ...over,
        inPlay: { inning: 10, half: 'bottom', outs: 3, score: { home: 4, away: 5 } },
      }),
    ).toBeNull();
    expect(
      priceBaseball({
        ...over,
        marginPct: 5,
        inPlay: { inning: 9, half: 'bottom', outs: 1, score: { home: 5, away: 4 } },
      }).markets,
    ).toEqual([]);
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

  it('prices extra innings in play', () => {
    const { markets } = priceBaseball({
      homeRuns: 4.4,
      awayRuns: 4.4,
      marginPct: 5,
      inPlay: { inning: 10, half: 'top', outs: 0, score: { home: 3, away: 3 } },
    });
    const ml = markets.find((m) => m.market.kind === 'ml')!;
    // Equal sides: batting last changes the margins (a walk-off wins by one), not who wins.
    expect(ml.outcomes[0]!.probability).toBeCloseTo(0.5, 12);
    expect(markets.some((m) => m.market.kind === 'ou')).toBe(true);
  });

  const state = fc.oneof(
    fc.constant(undefined),
    fc.record({
      inning: fc.integer({ min: 1, max: 13 }),
      half: fc.constantFrom('top' as const, 'bottom' as const),
      outs: fc.integer({ min: 0, max: 3 }),
      score: fc.record({ home: fc.integer({ min: 0, max: 9 }), away: fc.integer({ min: 0, max: 9 }) }),
    }),
  );
  const game = fc.record({
    homeRuns: fc.double({ min: 2, max: 7, noNaN: true }),
    awayRuns: fc.double({ min: 2, max: 7, noNaN: true }),
    dispersion: fc.double({ min: 1, max: 20, noNaN: true }),
    inPlay: state,
  });

  it('has final distributions that sum to 1 with no tie, and markets that sum to 1 (property)', () => {
    fc.assert(
      fc.property(game, ({ inPlay, ...rest }) => {
        const g: BaseballGame = inPlay ? { ...rest, inPlay } : rest;
        const final = baseballFinals(g);
        if (!final) return;
        expect(sum(final.margin)).toBeCloseTo(1, 10);
        expect(sum(final.total)).toBeCloseTo(1, 10);
        expect(at(final.margin, 0)).toBe(0);
        for (const m of priceBaseball({ ...g, marginPct: 5 }).markets) {
          const p = m.outcomes.reduce((a, o) => a + o.probability, 0);
          expect(p, JSON.stringify(m.market)).toBeCloseTo(1, 10);
        }
      }),
      { numRuns: 150 },
    );
  }, 20_000);

  it('settles both sides of every run line and total as mirrors, at the fair prices the finals give (property)', () => {
    fc.assert(
      fc.property(game, ({ inPlay, ...rest }) => {
        const g: BaseballGame = inPlay ? { ...rest, inPlay } : rest;
        const final = baseballFinals(g);
        if (!final) return;
        for (const m of priceBaseball({ ...g, marginPct: 5 }).markets) {
          if (m.market.kind !== 'ah' && m.market.kind !== 'ou') continue;
          const d = m.market.kind === 'ah' ? final.margin : final.total;
          const [first, second] = m.outcomes as [(typeof m.outcomes)[0], (typeof m.outcomes)[0]];
          let won = 0;
          let lost = 0;
          d.p.forEach((p, i) => {
            const k = d.min + i;
            // A margin k as a score (home k, away 0 or home 0, away -k); a total as k-0.
            const FT =
              m.market.kind === 'ah' ? { home: Math.max(k, 0), away: Math.max(-k, 0) } : { home: k, away: 0 };
            const a = settleSelection(m.market, first.selection, { FT });
            const b = settleSelection(m.market, second.selection, { FT });
            expect(b).toBe(mirrorResult(a));
            won += p * (a === 'W' ? 1 : a === 'LW' ? 0.5 : 0);
            lost += p * (a === 'L' ? 1 : a === 'LL' ? 0.5 : 0);
          });
          expect(first.probability).toBeCloseTo(won / (won + lost), 9);
        }
      }),
      { numRuns: 60 },
    );
  }, 20_000);
});
