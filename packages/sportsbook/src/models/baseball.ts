import type { MarketPricing, PricedMarket, SportMarketSet } from '../pricing/offer.ts';
import type { Score } from '../settle/markets.ts';
import { pushPlayedOffFinals } from './shared-markets.ts';
import { breakGridTies } from './ties.ts';

/**
 * Baseball: each side's runs are negative binomial (runs are over-dispersed: a big inning is far more
 * likely than Poisson allows). Per inning NB(size r/9, mean mu/9); innings are independent, and NB sums
 * with a common p, so k innings are NB(size r k/9, mean mu k/9) - in play the innings left just scale both.
 * `dispersion` r is per 9 innings; the default 4 (variance about twice the mean at 4.5 runs) is our
 * assumption, to be fitted on results. A 9-inning tie goes to extra innings: the home side wins them with
 * probability P(H > A) / (P(H > A) + P(A > H)) for one inning, by one run (margin +-1, total + 1). The home
 * side is assumed to bat in the 9th (a walk-off or an unplayed bottom 9th is not modelled).
 */
export interface BaseballInput extends MarketPricing {
  /** Expected runs over 9 innings. */
  readonly homeRuns: number;
  readonly awayRuns: number;
  readonly dispersion?: number;
  /** In play: the inning (1-based), which half is being played, outs in it, and the score now. */
  readonly inPlay?: {
    readonly inning: number;
    readonly half: 'top' | 'bottom';
    readonly outs: number;
    readonly score: Score;
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

const grid = (
  homeMean: number,
  awayMean: number,
  homeSize: number,
  awaySize: number,
): { grid: Float64Array; size: number } => {
  const home = new Float64Array(MAX_RUNS);
  const away = new Float64Array(MAX_RUNS);
  const size = Math.max(
    negativeBinomialPmf(homeMean, homeSize, home),
    negativeBinomialPmf(awayMean, awaySize, away),
  );
  const cells = new Float64Array(size * size);
  let sum = 0;
  for (let h = 0; h < size; h += 1) {
    for (let a = 0; a < size; a += 1) {
      cells[h * size + a] = home[h]! * away[a]!;
      sum += cells[h * size + a]!;
    }
  }
  for (let i = 0; i < cells.length; i += 1) cells[i]! /= sum;
  return { grid: cells, size };
};

/** Probability the home side wins one extra inning, given it is not tied. */
const extraInningShare = (homeRuns: number, awayRuns: number, r: number): number => {
  const one = grid(homeRuns / 9, awayRuns / 9, r / 9, r / 9);
  let home = 0;
  let away = 0;
  for (let h = 0; h < one.size; h += 1) {
    for (let a = 0; a < one.size; a += 1) {
      if (h > a) home += one.grid[h * one.size + a]!;
      else if (a > h) away += one.grid[h * one.size + a]!;
    }
  }
  return home / (home + away);
};

export const priceBaseball = (input: BaseballInput): SportMarketSet => {
  const markets: PricedMarket[] = [];
  const r = input.dispersion ?? BASEBALL_DEFAULT_DISPERSION;
  if (!(input.homeRuns > 0 && input.awayRuns > 0 && r > 0))
    throw new RangeError('runs and dispersion must be > 0');
  const left = input.inPlay
    ? inningsLeft(input.inPlay.inning, input.inPlay.half, input.inPlay.outs)
    : { home: 9, away: 9 };
  if (left.home === 0 && left.away === 0) return { markets };
  const current = input.inPlay?.score ?? { home: 0, away: 0 };
  const g = grid(
    (input.homeRuns * left.home) / 9,
    (input.awayRuns * left.away) / 9,
    (r * Math.max(left.home, 1e-9)) / 9,
    (r * Math.max(left.away, 1e-9)) / 9,
  );
  const final = breakGridTies(g.grid, g.size, current, extraInningShare(input.homeRuns, input.awayRuns, r));
  pushPlayedOffFinals(input, final, markets);
  return { markets };
};
