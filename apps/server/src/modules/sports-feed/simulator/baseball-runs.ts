import { BASEBALL_DEFAULT_DISPERSION, placedRunnerAlone, WALK_OFF_EXTRA_RUNS } from '@qilin/sportsbook';
import type { MatchState } from './match-state.ts';
import { negativeBinomial, pickWeighted, type Rng } from './rng.ts';
import type { SportDef } from './sports.ts';

/**
 * Baseball runs as the book prices them (@qilin/sportsbook baseball.ts): each side's runs negative binomial,
 * size r/9 and mean mu/9 an inning, in every inning, extra innings included. The game ends by the real
 * rules, as priced (match-state.ts stepInnings): the bottom of the 9th is not played when the home side
 * leads, a home side going ahead in the bottom of the 9th or later wins there at the winning run, or by a
 * home run's runners more ({@link walkOffRuns}), and a tie plays whole extra innings until one ends with a
 * side ahead, or, in a league whose ties stand (NPB: leagues.ts maxInnings), until its last inning ends
 * level. In a league with MLB's automatic runner (leagues.ts automaticRunner) each extra half-inning starts
 * with a runner on second, who scores as the book's baseball-endings.ts says ({@link inningRuns}).
 */

/** A walk-off home run's extra runs (0 to 3) with their weights, as pickWeighted draws them. */
const WALK_OFF_EXTRAS = WALK_OFF_EXTRA_RUNS.map((weight, runs) => [runs, weight] as const);

/**
 * Runs the batting side scores in `dt` game seconds of the current half-inning. With the automatic runner
 * still on second in an extra half-inning (no run scored in it yet), he comes home with the batters' first
 * run, or alone with his chance for the slice's share of the half-inning: the half-inning's runs are then
 * those withPlacedRunner prices, however it is sliced.
 */
export const inningRuns = (
  sport: SportDef,
  means: readonly [number, number],
  state: MatchState,
  dt: number,
  rng: Rng,
  automaticRunner = false,
): number => {
  const batting = state.current[0] === 0 ? 1 : 0; // top: away bats
  const halfSeconds = sport.periodSeconds / 2;
  // NB with a common p adds up, so a slice of the half-inning is NB with the slice's share of mean and size.
  const share = Math.max(0, Math.min(dt, halfSeconds - state.elapsed)) / halfSeconds;
  const batters = negativeBinomial(
    rng,
    (means[batting] / sport.periods) * share,
    (BASEBALL_DEFAULT_DISPERSION / sport.periods) * share,
  );
  const runnerOn = automaticRunner && state.period > sport.periods && (state.halfRuns ?? 0) === 0;
  if (!runnerOn) return batters;
  if (batters > 0) return batters + 1;
  return rng.next() < placedRunnerAlone(share) ? 1 : 0;
};

/**
 * The runs that count of `runs` scored by the home side in its half of the 9th or a later inning: the game
 * ends when the winning run scores (Official Baseball Rules 7.01(g)), so no more than the deficit + 1,
 * unless the winning run came on a home run, which counts the runners on base too (the rule's exception):
 * the book's WALK_OFF_EXTRA_RUNS, up to three more (a grand slam from level ends four ahead). Runs in the
 * slice are a sum, so the slice in which the half-inning's runs reach the winning run is the walk-off.
 */
export const walkOffRuns = (sport: SportDef, state: MatchState, runs: number, rng: Rng): number => {
  if (state.current[0] !== 1 || state.period < sport.periods) return runs;
  const winning = state.score[1] - state.score[0] + 1;
  return runs < winning ? runs : winning + pickWeighted(rng, WALK_OFF_EXTRAS);
};
