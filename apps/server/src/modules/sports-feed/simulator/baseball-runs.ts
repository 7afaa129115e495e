import { BASEBALL_DEFAULT_DISPERSION, negativeBinomialPmf } from '@qilin/sportsbook';
import type { MatchState } from './match-state.ts';
import { negativeBinomial, type Rng } from './rng.ts';
import type { SportDef } from './sports.ts';

/**
 * Baseball runs as the book prices them (@qilin/sportsbook baseball.ts): each side's runs negative binomial,
 * size r/9 and mean mu/9 an inning, over nine full innings (the home side bats in the 9th), and a 9-inning
 * tie decided in one extra inning by one run, home winning it with its share of the one-inning wins. The
 * simulator's Poisson runs were narrower than the priced ones; its unplayed bottom of the 9th and
 * multi-run extra innings moved the run line and totals off the prices (the away +1.5 returned ~1.035).
 */

const MAX_RUNS = 40;

/** Runs the batting side scores in `dt` game seconds of the current half-inning (none in extra innings). */
export const inningRuns = (
  sport: SportDef,
  means: readonly [number, number],
  state: MatchState,
  dt: number,
  rng: Rng,
): number => {
  if (state.period > sport.periods) return 0;
  const batting = state.current[0] === 0 ? 1 : 0; // top: away bats
  const halfSeconds = sport.periodSeconds / 2;
  // NB with a common p adds up, so a slice of the half-inning is NB with the slice's share of mean and size.
  const share = Math.max(0, Math.min(dt, halfSeconds - state.elapsed)) / halfSeconds;
  return negativeBinomial(
    rng,
    (means[batting] / sport.periods) * share,
    (BASEBALL_DEFAULT_DISPERSION / sport.periods) * share,
  );
};

/** P(home wins one inning | the inning is not tied): the model's extra-inning share. */
const extraInningHomeShare = (sport: SportDef, means: readonly [number, number]): number => {
  const size = BASEBALL_DEFAULT_DISPERSION / sport.periods;
  const pmf = (mean: number) => {
    const p = new Float64Array(MAX_RUNS);
    negativeBinomialPmf(mean / sport.periods, size, p);
    return p;
  };
  const home = pmf(means[0]);
  const away = pmf(means[1]);
  let homeWins = 0;
  let awayWins = 0;
  for (let h = 0; h < MAX_RUNS; h += 1) {
    for (let a = 0; a < MAX_RUNS; a += 1) {
      if (h > a) homeWins += home[h]! * away[a]!;
      else if (a > h) awayWins += home[h]! * away[a]!;
    }
  }
  return homeWins / (homeWins + awayWins);
};

/**
 * The run scored as an extra half-inning ends: the away side's, with the model's away share, at the end of
 * the top; the home side's walk-off at the end of the bottom when still level. One run decides, as priced.
 */
export const extraInningRun = (
  sport: SportDef,
  means: readonly [number, number],
  state: MatchState,
  rng: Rng,
): number => {
  if (state.current[0] === 0) return rng.next() < extraInningHomeShare(sport, means) ? 0 : 1;
  return state.score[0] === state.score[1] ? 1 : 0;
};
