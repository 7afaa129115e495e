import { BASEBALL_DEFAULT_DISPERSION } from '@qilin/sportsbook';
import type { MatchState } from './match-state.ts';
import { negativeBinomial, type Rng } from './rng.ts';
import type { SportDef } from './sports.ts';

/**
 * Baseball runs as the book prices them (@qilin/sportsbook baseball.ts): each side's runs negative binomial,
 * size r/9 and mean mu/9 an inning, in every inning, extra innings included (no runner placed on second).
 * The game ends by the real rules, as priced (match-state.ts stepInnings): the bottom of the 9th is not
 * played when the home side leads, a home side going ahead in the bottom of the 9th or later wins there by
 * one run ({@link walkOffRuns}), and a tie plays whole extra innings until one ends with a side ahead, or,
 * in a league whose ties stand (NPB: leagues.ts maxInnings), until its last inning ends level.
 *
 * No base runners are modelled, so MLB's extra-inning runner on second (since 2020) is not played: it
 * would need an extra inning's run distribution with a runner placed (~1.1 runs expected against ~0.5), a
 * figure we would have to fit, in the model and the simulator alike. Both play extra innings as regular
 * ones; a real MLB feed's extra innings score more than priced (a known gap, docs/decisions.md).
 */

/** Runs the batting side scores in `dt` game seconds of the current half-inning. */
export const inningRuns = (
  sport: SportDef,
  means: readonly [number, number],
  state: MatchState,
  dt: number,
  rng: Rng,
): number => {
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

/**
 * The runs that count of `runs` scored by the home side in its half of the 9th or a later inning: the game
 * ends when the winning run scores (Official Baseball Rules 7.01(g)), so no more than the deficit + 1. The
 * rule's home-run exception (every runner scores) is not played, as it is not priced. Runs in the slice
 * are a sum, so capping each slice's runs this way caps the half-inning's NB total at the deficit + 1.
 */
export const walkOffRuns = (sport: SportDef, state: MatchState, runs: number): number =>
  state.current[0] === 1 && state.period >= sport.periods
    ? Math.min(runs, state.score[1] - state.score[0] + 1)
    : runs;
