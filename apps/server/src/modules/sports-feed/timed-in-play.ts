import type { PointsSportInput } from '@qilin/sportsbook';
import { remainingFraction, type Fixture, type MatchState } from './simulator/match-state.ts';
import { regulationSeconds, type SportDef } from './simulator/sports.ts';

/**
 * Where a timed sport (not football) stands in play as its model takes it, and where its in-play markets
 * close. How late a points sport stays open depends on the model it is priced on (SportDef.pricedOnChances).
 */

/** The in-play input of the package's timed models: regulation minutes played, the score, the last score. */
export type TimedInPlay = NonNullable<PointsSportInput['inPlay']>;

/**
 * Scores a points sport priced on the normal (Brownian) model must still expect for its in-play lines to be
 * offered. The normal model is a fair picture of many scores to come; with a couple of lumpy scores left
 * the real spread of what is left is not normal, "nothing more" far likelier than the normal says, and its
 * unders and alternative lines returned 1.1-1.5 per unit on the simulated games (American football and
 * rugby in their last fifth, when they were priced so).
 */
const MIN_SCORES_LEFT = 3;

const scoresLeft = (sport: SportDef, total: number, state: MatchState): number => {
  const perScore = sport.scoreValues.reduce((s, [v, w]) => s + v * w, 0);
  return (remainingFraction(sport, state) * total) / perScore;
};

/**
 * A sport priced on its scoring chances (American football, rugby) is exact to the end of regulation, seen
 * as a watcher of the score sees it: the chances come at regular gaps and alternate between the sides, so
 * the last score tells when the chances left come and whose the next one likely is (MatchState.lastScore),
 * and the time is counted to the second (the simulator's remaining share stops at 0.5 %, 18-24 s here,
 * which would price the last slice with a chance that can no longer come). Once regulation is over (the
 * break before overtime, NFL overtime, golden point) nothing is offered: the model prices regulation's rest,
 * and the overtime's own state (NFL possessions) is not known to the book.
 */
const chanceInPlay = (sport: SportDef, state: MatchState): TimedInPlay | null => {
  if (state.period > sport.periods) return null;
  const seconds = (state.period - 1) * sport.periodSeconds + Math.min(state.elapsed, sport.periodSeconds);
  const last = state.lastScore;
  return {
    elapsedMinutes: seconds / 60,
    score: { home: state.score[0], away: state.score[1] },
    ...(last ? { lastScore: { elapsedMinutes: last.at / 60, side: last.side === 0 ? 'home' : 'away' } } : {}),
  };
};

/**
 * A timed sport's in-play input (regulation minutes played from the simulator's remaining share: overtime
 * stays near the end), or null where its markets close: a normal-priced points sport (basketball, handball)
 * with fewer than MIN_SCORES_LEFT scores expected, a chance-priced one after regulation. The chances are
 * exact for the simulator's games only: a provider's match (a real game, whose watchers see who has the
 * ball) keeps the normal sports' cut-off, as before.
 */
export const timedInPlay = (
  sport: SportDef,
  fixture: Fixture,
  state: MatchState,
  total: number,
): TimedInPlay | null => {
  if (sport.pricedOnChances && fixture.source !== 'provider') return chanceInPlay(sport, state);
  if (sport.sdMargin > 0 && scoresLeft(sport, total, state) < MIN_SCORES_LEFT) return null;
  return {
    elapsedMinutes: (regulationSeconds(sport) / 60) * (1 - remainingFraction(sport, state)),
    score: { home: state.score[0], away: state.score[1] },
  };
};
