import { describe, expect, it } from 'vitest';
import {
  BASEBALL_DEFAULT_DISPERSION,
  baseballFinals,
  negativeBinomialPmf,
  PLACED_RUNNER_ALONE,
  WALK_OFF_EXTRA_RUNS,
  withPlacedRunner,
} from '@qilin/sportsbook';
import { walkOffRuns } from './baseball-runs.ts';
import { expectedScores, kickOff, newState, step, type Fixture, type MatchState } from './match-state.ts';
import type { Rng } from './rng.ts';
import { SPORTS } from './sports.ts';
import { testFixture } from './test-fixture.ts';

/**
 * The two endings a model without base runners has to play on purpose (@qilin/sportsbook
 * baseball-endings.ts): MLB's runner on second in extra innings, and the game-ending home run that counts
 * every runner on base. What a player sees: more runs in an extra half-inning, shorter extra innings, and
 * walk-offs won by more than one run now and then, as often as the book prices them.
 */

const BS = SPORTS.BS;
const HALF = BS.periodSeconds / 2;

const fixture = (gameId: string, leagueId: string, ratingH = 0.5, ratingC = 0.5) =>
  testFixture('BS', gameId, ratingH, ratingC, leagueId);

const at = (f: Fixture, nonce: string, period: number, score: [number, number], bottom = false) => {
  const state = newState(nonce);
  kickOff(state, BS, f);
  state.period = period;
  state.score = [...score];
  if (bottom) state.current = [1, 0];
  return state;
};

const playWhile = (f: Fixture, state: MatchState, going: (s: MatchState) => boolean): MatchState => {
  for (let guard = 0; state.status !== 'finished' && going(state); guard += 1) {
    if (guard > 100_000) throw new Error('never ended');
    step(BS, f, state, 10);
  }
  return state;
};

/** Within 4 standard errors of `expected`, for a mean of n draws with the given sum of squares. */
const nearMean = (sum: number, squares: number, n: number, expected: number) => {
  const mean = sum / n;
  const se = Math.sqrt((squares / n - mean * mean) / n);
  expect(Math.abs(mean - expected), `mean ${mean} against ${expected}`).toBeLessThan(4 * se);
};

const nearShare = (seen: number, n: number, p: number) =>
  expect(Math.abs(seen / n - p), `${seen} of ${n} against ${p}`).toBeLessThan(
    4 * Math.sqrt((p * (1 - p)) / n),
  );

describe("MLB's runner on second in extra innings", () => {
  it('scores about 1.1 runs an extra half-inning where a regular one scores 0.5, as the book prices', () => {
    const f = fixture('120000001', 'MLB');
    const [, awayMean] = expectedScores(BS, f);
    const batters = new Float64Array(60);
    negativeBinomialPmf(awayMean / 9, BASEBALL_DEFAULT_DISPERSION / 9, batters);
    const priced = withPlacedRunner(batters, PLACED_RUNNER_ALONE).reduce((s, p, k) => s + p * k, 0);
    expect(priced).toBeGreaterThan(2 * (awayMean / 9));
    let runs = 0;
    let squares = 0;
    let scoreless = 0;
    const n = 2500;
    for (let k = 0; k < n; k += 1) {
      const s = playWhile(f, at(f, `mlb:extra:${k}`, 10, [5, 5]), (x) => x.current[0] === 0);
      const scored = s.score[1] - 5;
      runs += scored;
      squares += scored ** 2;
      if (scored === 0) scoreless += 1;
    }
    nearMean(runs, squares, n, priced);
    // P(no run) from second with no out: 0.367 in the book's source table.
    nearShare(scoreless, n, batters[0]! * (1 - PLACED_RUNNER_ALONE));
  }, 30_000);

  it('ends extra innings sooner than a league without the runner, and where the book prices MLB games', () => {
    const mlb = fixture('120000002', 'MLB', 0.7, 0.4);
    const npb = fixture('120000002', 'NPB-LIKE', 0.7, 0.4);
    const [homeRuns, awayRuns] = expectedScores(BS, mlb);
    const priced = baseballFinals({
      homeRuns,
      awayRuns,
      automaticRunner: true,
      inPlay: { inning: 10, half: 'top', outs: 0, score: { home: 3, away: 3 } },
    })!;
    const pricedTotal = priced.total.p.reduce((s, p, i) => s + p * (priced.total.min + i), 0);
    const n = 1200;
    let innings = { mlb: 0, other: 0 };
    let total = 0;
    let squares = 0;
    for (let k = 0; k < n; k += 1) {
      const a = playWhile(mlb, at(mlb, `mlb:10th:${k}`, 10, [3, 3]), () => true);
      const b = playWhile(npb, at(npb, `mlb:10th:${k}`, 10, [3, 3]), () => true);
      innings = { mlb: innings.mlb + a.period - 9, other: innings.other + b.period - 9 };
      total += a.score[0] + a.score[1];
      squares += (a.score[0] + a.score[1]) ** 2;
    }
    // A tie survives an extra inning ~29 % of the time with the runner against ~55 % without: ~1.4
    // innings on average against ~2.2.
    expect(innings.mlb / n).toBeLessThan(0.75 * (innings.other / n));
    nearMean(total, squares, n, pricedTotal);
  }, 60_000);

  it('places no runner in the 9th or before', () => {
    const f = fixture('120000003', 'MLB');
    const [, awayMean] = expectedScores(BS, f);
    let runs = 0;
    let squares = 0;
    const n = 2000;
    for (let k = 0; k < n; k += 1) {
      const s = playWhile(f, at(f, `mlb:9th:${k}`, 9, [5, 5]), (x) => x.current[0] === 0);
      runs += s.score[1] - 5;
      squares += (s.score[1] - 5) ** 2;
    }
    nearMean(runs, squares, n, awayMean / 9);
  }, 30_000);
});

describe('the game-ending home run counts every runner (OBR 7.01(g) exception, 9.06(g))', () => {
  const fixed = (u: number): Rng => ({ next: () => u, int: (min) => min, pick: (items) => items[0]! });

  it('ends a walk-off grand slam from level four runs ahead, and any other walk-off at the winning run', () => {
    const f = fixture('130000001', 'MLB');
    const state = at(f, 'slam', 10, [5, 5], true);
    // Three runs in the slice that walks it off: the draw's last weight is the grand slam's.
    expect(5 + walkOffRuns(BS, state, 3, fixed(0.999_999))).toBe(9);
    expect(5 + walkOffRuns(BS, state, 3, fixed(0))).toBe(6);
    // Short of the winning run nothing is capped, and the top half is no walk-off.
    const behind = at(f, 'behind', 9, [2, 5], true);
    expect(walkOffRuns(BS, behind, 2, fixed(0.999_999))).toBe(2);
    const top = at(f, 'top', 10, [5, 5]);
    expect(walkOffRuns(BS, top, 3, fixed(0.999_999))).toBe(3);
  });

  it('wins by two to four runs as often as the book prices walk-off home runs', () => {
    const margins = [0, 0, 0, 0];
    let walkOffs = 0;
    for (let k = 0; k < 3000 && walkOffs < 1500; k += 1) {
      const f = fixture('130000002', 'TEST', 0.9, 0.2);
      const s = at(f, `walk-off:${k}`, 10, [4, 4], true);
      // Half-innings are HALF long: the bottom of the 10th and no further.
      for (let t = 0; t < HALF && s.status !== 'finished'; t += 10) step(BS, f, s, 10);
      if (s.status !== 'finished') continue;
      walkOffs += 1;
      margins[s.score[0] - s.score[1] - 1]! += 1;
    }
    expect(walkOffs).toBeGreaterThan(500);
    WALK_OFF_EXTRA_RUNS.forEach((share, j) => nearShare(margins[j]!, walkOffs, share));
    expect(margins[1]! + margins[2]! + margins[3]!).toBeGreaterThan(0);
  }, 60_000);
});
