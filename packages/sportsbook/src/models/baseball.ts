import type { IntDistribution } from '../pricing/distribution.ts';
import type { MarketPricing, PricedMarket, SportMarketSet } from '../pricing/offer.ts';
import type { Score } from '../settle/markets.ts';
import { placedRunnerAlone, WALK_OFF_EXTRA_RUNS, withPlacedRunner } from './baseball-endings.ts';
import { pushPlayedOffFinals } from './shared-markets.ts';

/**
 * Baseball: each side's runs are negative binomial (runs are over-dispersed: a big inning is far more
 * likely than Poisson allows). Per inning NB(size r/9, mean mu/9); innings are independent, and NB sums
 * with a common p, so k innings are NB(size r k/9, mean mu k/9) - in play the innings left just scale both.
 * `dispersion` r is per 9 innings; the default 4 (variance about twice the mean at 4.5 runs) is our
 * assumption, to be fitted on results.
 *
 * The game is played by the Official Baseball Rules' ending (OBR 7.01, formerly 4.11): the home side does
 * not bat in the 9th when it leads after the top; when it takes the lead in the bottom of the 9th or of an
 * extra inning the game ends as the winning run scores (the walk-off: its runs in that half-inning stop at
 * the lead + 1), unless the winning run scores on a home run, which counts every runner on base too
 * (OBR 7.01(g)'s exception: up to three runs more, baseball-endings.ts WALK_OFF_EXTRA_RUNS); a tie after nine
 * goes to whole extra innings, top and bottom, the same negative binomial innings, until an inning ends with
 * a side ahead, or, where the league lets a tie stand after `maxInnings` (NPB's regular season: 12), until
 * that inning's end. Where each extra half-inning starts with a runner on second (`automaticRunner`: MLB's
 * regular season) its runs are the batters' negative binomial ones plus that runner's (baseball-endings.ts
 * withPlacedRunner). Every run counts in the final score (totals and the run line settle on it). The innings already played fix the score;
 * what is left is summed exactly: the runs until the home side's last half-inning (the bottom of the 9th,
 * or of the extra inning in progress) are a grid of independent NBs, that half-inning is walk-off capped,
 * and a tie after it adds the extra innings' final margin and runs (a renewal over the innings tied again,
 * or a sum over those the league still allows).
 */
export interface BaseballInput extends MarketPricing {
  /** Expected runs over 9 innings. */
  readonly homeRuns: number;
  readonly awayRuns: number;
  readonly dispersion?: number;
  /**
   * The inning after which a tie stands (NPB's regular season: 12; the moneyline then pushes). Absent:
   * extra innings until one is decided (MLB).
   */
  readonly maxInnings?: number;
  /**
   * Each half-inning after the 9th starts with a runner on second base: MLB's regular season, made
   * permanent by its Joint Competition Committee in February 2023 (season by season 2020-2022). Absent: extra innings start with the bases empty
   * (NPB, and MLB's postseason).
   */
  readonly automaticRunner?: boolean;
  /**
   * In play: the inning (1-based), which half is being played, outs in it, the score now, and the runs the
   * batting side has scored in this half-inning (default 0): in an extra inning with the automatic runner,
   * once it has scored the placed runner has come home with its first run.
   */
  readonly inPlay?: {
    readonly inning: number;
    readonly half: 'top' | 'bottom';
    readonly outs: number;
    readonly score: Score;
    readonly halfRuns?: number;
  };
}

export const BASEBALL_DEFAULT_DISPERSION = 4;
const MAX_RUNS = 60;

/** Negative binomial pmf (size r, mean mu) into `into`, cut at `into.length`; answers the cut used. */
export const negativeBinomialPmf = (mean: number, size: number, into: Float64Array): number => {
  if (mean === 0) {
    into.fill(0);
    into[0] = 1;
    return 1;
  }
  const p0 = size / (size + mean);
  const ratio = mean / (size + mean);
  let p = Math.pow(p0, size);
  let cdf = 0;
  let k = 0;
  for (; k < into.length; k += 1) {
    into[k] = p;
    cdf += p;
    if (1 - cdf < 1e-12 && k > 0) break;
    p *= ((k + size) / (k + 1)) * ratio;
  }
  return Math.min(into.length, k + 1);
};

/** Innings still to bat for each side (fractions for the half in progress, by outs). */
export const inningsLeft = (
  inning: number,
  half: 'top' | 'bottom',
  outs: number,
): { home: number; away: number } => {
  if (!Number.isInteger(inning) || inning < 1 || !(outs >= 0 && outs <= 3))
    throw new RangeError('bad inning or outs');
  const last = Math.max(9, inning);
  const inProgress = (3 - outs) / 3;
  return half === 'top'
    ? { away: last - inning + inProgress, home: last - inning + 1 }
    : { away: last - inning, home: last - inning + inProgress };
};

/** NB runs of `innings` innings (possibly fractional) at `perInning` runs an inning, cut at its 1e-12 tail. */
const runsPmf = (perInning: number, sizePerInning: number, innings: number): Float64Array => {
  const into = new Float64Array(MAX_RUNS);
  const n = negativeBinomialPmf(perInning * innings, sizePerInning * innings, into);
  return into.subarray(0, n);
};

/** P(X >= k) as a function of k (0 beyond the pmf's cut). */
const tails = (pmf: Float64Array): ((k: number) => number) => {
  const tail = new Float64Array(pmf.length + 1);
  for (let k = pmf.length - 1; k >= 0; k -= 1) tail[k] = tail[k + 1]! + pmf[k]!;
  return (k) => (k < tail.length ? tail[k]! : 0);
};

/**
 * Runs the extra innings can add before one ends decided (the renewal below is cut there; tail < 1e-12):
 * two half-innings of up to MAX_RUNS runs, a placed runner's each, and a walk-off home run's three.
 */
const EXTRA_RUNS = 2 * MAX_RUNS + 8;
/** The most a walk-off wins by: its winning run and a home run's other three. */
const WALK_OFF_MAX = WALK_OFF_EXTRA_RUNS.length;

/**
 * The extra innings from a tie: the final margin (home's, +-; a home win is a walk-off, by one run or by a
 * home run's more) and the runs they add. Each inning is the away side's runs y, then the home side's x
 * capped at y + 1 (+ a walk-off home run's extra runs); a tie (x = y)
 * plays another, so the runs added are F = D + T * F (D: the deciding inning's runs, T: a tied inning's),
 * solved forward from F(0) = D(0) / (1 - T(0)). With at most `innings` to play (a league's tie rule) it is
 * F_n = D + T * F_(n-1) from F_0 = no runs, and the margin keeps the chance all n are tied at 0.
 */
const extraInnings = (
  home: Float64Array,
  away: Float64Array,
  innings: number,
): { margin: IntDistribution; runs: Float64Array } => {
  const homeTail = tails(home);
  const decided = new Float64Array(EXTRA_RUNS);
  const tied = new Float64Array(EXTRA_RUNS);
  const marginMin = -away.length;
  const margin = new Float64Array(away.length + WALK_OFF_MAX + 1);
  let decidedMass = 0;
  for (let y = 0; y < away.length; y += 1) {
    const py = away[y]!;
    const walkOff = py * homeTail(y + 1);
    WALK_OFF_EXTRA_RUNS.forEach((q, j) => {
      margin[1 + j - marginMin]! += walkOff * q;
      decided[2 * y + 1 + j]! += walkOff * q;
    });
    decidedMass += walkOff;
    if (y < home.length) tied[2 * y]! += py * home[y]!;
    for (let x = 0; x < Math.min(y, home.length); x += 1) {
      const p = py * home[x]!;
      margin[x - y - marginMin]! += p;
      decided[x + y]! += p;
      decidedMass += p;
    }
  }
  for (let i = 0; i < margin.length; i += 1) margin[i]! /= decidedMass;
  if (Number.isFinite(innings)) return limitedExtras(margin, marginMin, decided, tied, innings);
  const runs = new Float64Array(EXTRA_RUNS);
  let sum = 0;
  for (let z = 0; z < EXTRA_RUNS; z += 1) {
    let f = decided[z]!;
    for (let j = 2; j <= z; j += 2) f += tied[j]! * runs[z - j]!;
    runs[z] = f / (1 - tied[0]!);
    sum += runs[z]!;
  }
  for (let z = 0; z < EXTRA_RUNS; z += 1) runs[z]! /= sum;
  return { margin: { min: marginMin, p: margin }, runs };
};

/** {@link extraInnings} when at most `innings` may be played before a tie stands. */
const limitedExtras = (
  decidedMargin: Float64Array,
  marginMin: number,
  decided: Float64Array,
  tied: Float64Array,
  innings: number,
): { margin: IntDistribution; runs: Float64Array } => {
  const tiedMass = tied.reduce((a, b) => a + b, 0);
  const allTied = tiedMass ** innings;
  const margin = decidedMargin.map((p) => p * (1 - allTied));
  margin[-marginMin]! += allTied;
  let runs = new Float64Array(EXTRA_RUNS);
  runs[0] = 1;
  for (let n = 0; n < innings; n += 1) {
    const next = Float64Array.from(decided);
    for (let j = 0; j < EXTRA_RUNS; j += 2) {
      const t = tied[j]!;
      if (t === 0) continue;
      for (let z = 0; z + j < EXTRA_RUNS; z += 1) next[z + j]! += t * runs[z]!;
    }
    runs = next;
  }
  const sum = runs.reduce((a, b) => a + b, 0);
  for (let z = 0; z < EXTRA_RUNS; z += 1) runs[z]! /= sum;
  return { margin: { min: marginMin, p: margin }, runs };
};

/** Inputs of {@link baseballFinals}: the expected runs, dispersion and in-play state of {@link BaseballInput}. */
export type BaseballGame = Pick<
  BaseballInput,
  'homeRuns' | 'awayRuns' | 'dispersion' | 'maxInnings' | 'automaticRunner' | 'inPlay'
>;

/**
 * The final margin (home minus away) and total runs the game settles on, extra innings included, from the
 * state now; null once the game is over (the home side ahead in its half of the 9th or later, or behind
 * with three out in it, or level with three out in the league's last inning).
 */
export const baseballFinals = (
  game: BaseballGame,
): { margin: IntDistribution; total: IntDistribution } | null => {
  const r = game.dispersion ?? BASEBALL_DEFAULT_DISPERSION;
  if (!(game.homeRuns > 0 && game.awayRuns > 0 && r > 0))
    throw new RangeError('runs and dispersion must be > 0');
  const limit = game.maxInnings ?? Infinity;
  if (!(limit >= 9) || (Number.isFinite(limit) && !Number.isInteger(limit)))
    throw new RangeError('maxInnings must be a whole number from 9');
  const play = game.inPlay ?? { inning: 1, half: 'top' as const, outs: 0, score: { home: 0, away: 0 } };
  if (play.inning > limit) throw new RangeError('inning past maxInnings');
  const left = inningsLeft(play.inning, play.half, play.outs);
  const { home: ch, away: ca } = play.score;
  // The home side's last half-inning: the bottom of the 9th (or of the extra inning being played).
  const lastHalf = play.half === 'bottom' && play.inning >= 9;
  // Extra innings still allowed after that half-inning, should it end level.
  const extrasLeft = limit - Math.max(9, play.inning);
  if (lastHalf && (ch > ca || (play.outs >= 3 && (ch < ca || extrasLeft === 0)))) return null;
  const bottom = lastHalf ? (3 - play.outs) / 3 : 1;
  const homePer = game.homeRuns / 9;
  const awayPer = game.awayRuns / 9;
  const size = r / 9;
  // An extra half-inning with the automatic runner: its runs with his, while he is still to score.
  const extraHalf = (batters: Float64Array, share: number, runner: boolean) =>
    game.automaticRunner && runner ? withPlacedRunner(batters, placedRunnerAlone(share)) : batters;
  const inExtra = play.inning > 9;
  const runnerOn = (game.inPlay?.halfRuns ?? 0) === 0;
  // Runs before that half-inning: the home side's innings until it, the away side's through the top before
  // it (in an extra inning, what is left of its top half, with the placed runner if he has not scored).
  const home = runsPmf(homePer, size, left.home - bottom);
  const awayLeft = runsPmf(awayPer, size, left.away);
  const away = inExtra && play.half === 'top' ? extraHalf(awayLeft, left.away, runnerOn) : awayLeft;
  const last = extraHalf(
    runsPmf(homePer, size, bottom),
    bottom,
    inExtra && (play.half === 'top' || runnerOn),
  );
  const lastTail = tails(last);
  const extra = extraInnings(
    extraHalf(runsPmf(homePer, size, 1), 1, true),
    extraHalf(runsPmf(awayPer, size, 1), 1, true),
    extrasLeft,
  );
  const diff = ch - ca;
  const marginMin = Math.min(diff - away.length, extra.margin.min) - 1;
  const marginMax = Math.max(diff + home.length, WALK_OFF_MAX) + 1;
  const margin = new Float64Array(marginMax - marginMin + 1);
  const base = ch + ca;
  const totalLength = Math.max(0, -diff) + 2 * away.length + home.length + EXTRA_RUNS + 4;
  const total = new Float64Array(totalLength);
  const tiedAt = new Float64Array(totalLength); // tied after the last half-inning, by the total then
  let tieMass = 0;
  const needs = Math.max(0, -diff) + away.length + 1;
  const sums = home.length + away.length;
  const lossByNeed = new Float64Array(needs);
  const lossBySumNeed = new Float64Array(sums * needs);
  for (let h = 0; h < home.length; h += 1) {
    for (let a = 0; a < away.length; a += 1) {
      const p = home[h]! * away[a]!;
      const H = ch + h;
      const A = ca + a;
      if (H > A) {
        // Ahead after the away side's half: the home side does not bat again.
        margin[H - A - marginMin]! += p;
        total[H + A - base]! += p;
        continue;
      }
      const need = A - H;
      const walkOff = p * lastTail(need + 1);
      WALK_OFF_EXTRA_RUNS.forEach((q, j) => {
        margin[1 + j - marginMin]! += walkOff * q;
        total[2 * A + 1 + j - base]! += walkOff * q;
      });
      if (need < last.length) {
        const tie = p * last[need]!;
        tiedAt[2 * A - base]! += tie;
        tieMass += tie;
      }
      // Held below the tie: gathered by need and runs so far, spread over the runs scored below.
      lossByNeed[need]! += p;
      lossBySumNeed[(H + A - base) * needs + need]! += p;
    }
  }
  for (let need = 1; need < needs; need += 1) {
    const p = lossByNeed[need]!;
    if (p === 0) continue;
    for (let x = 0; x < Math.min(need, last.length); x += 1) margin[x - need - marginMin]! += p * last[x]!;
  }
  for (let sum = 0; sum < sums; sum += 1) {
    let above = 0; // P(cells with these runs so far and need > x)
    for (let x = needs - 1; x >= 0; x -= 1) {
      if (x < last.length) total[sum + x]! += above * last[x]!;
      above += lossBySumNeed[sum * needs + x]!;
    }
  }
  extra.margin.p.forEach((q, i) => {
    margin[extra.margin.min + i - marginMin]! += tieMass * q;
  });
  for (let t = 0; t < tiedAt.length; t += 1) {
    const p = tiedAt[t]!;
    if (p === 0) continue;
    for (let z = 0; z < EXTRA_RUNS && t + z < total.length; z += 1) total[t + z]! += p * extra.runs[z]!;
  }
  normalise(margin);
  normalise(total);
  return { margin: { min: marginMin, p: margin }, total: { min: base, p: total } };
};

const normalise = (p: Float64Array): void => {
  let sum = 0;
  for (let i = 0; i < p.length; i += 1) sum += p[i]!;
  for (let i = 0; i < p.length; i += 1) p[i]! /= sum;
};

export const priceBaseball = (input: BaseballInput): SportMarketSet => {
  const markets: PricedMarket[] = [];
  const final = baseballFinals(input);
  if (final) pushPlayedOffFinals(input, final, markets);
  return { markets };
};
