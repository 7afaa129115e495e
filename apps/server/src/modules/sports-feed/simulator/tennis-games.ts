import type { MatchState } from './match-state.ts';
import { nonceOf, secretRng, type Rng } from './rng.ts';

/**
 * Tennis played as the book prices it (@qilin/sportsbook tennis.ts, Barnett & Clarke 2005): points won on
 * serve with a constant probability per player, games alternating serve across the whole match, a
 * tiebreak at 6-6 served 1-2-2. Games drawn as coin flips with no serve (as the simulator did) have other
 * set scores, game margins and totals than the serve model, and its games lines paid the difference.
 */

/** Each player's probability of winning a point on serve, from the home side's unit probability. */
export const serveWinProbabilities = (unitP: number): [number, number] => {
  // A typical 62% on serve; the rating gap moves it by up to ~5 points each way.
  const edge = (unitP - 0.5) * 0.12;
  return [0.62 + edge, 0.62 - edge];
};

/** Who serves the first game (0 home, 1 away): a coin toss, the same for the same match. */
export const firstServer = (fixture: { readonly gameId: string }, state: MatchState): 0 | 1 =>
  secretRng(nonceOf(state), fixture.gameId, 'toss').next() < 0.5 ? 0 : 1;

/**
 * Who serves the current game: serve alternates every game across sets, a tiebreak counting as one game
 * (whoever received its first point opens the next set), as the model has it.
 */
export const currentServer = (fixture: { readonly gameId: string }, state: MatchState): 0 | 1 => {
  const played = state.sets.reduce((n, [a, b]) => n + a + b, 0) + state.current[0] + state.current[1];
  return ((firstServer(fixture, state) + played) % 2) as 0 | 1;
};

/** Whether the server wins a game: first to 4 points, 2 clear. */
const holds = (rng: Rng, p: number): boolean => {
  let won = 0;
  let lost = 0;
  for (;;) {
    if (rng.next() < p) won += 1;
    else lost += 1;
    if (won >= 4 && won - lost >= 2) return true;
    if (lost >= 4 && lost - won >= 2) return false;
  }
};

/** A tiebreak to 7, 2 clear: `first` serves point 0, then two points each. */
const tiebreak = (rng: Rng, serve: readonly [number, number], first: 0 | 1): 0 | 1 => {
  const points = [0, 0];
  for (let k = 0; ; k += 1) {
    const server = ((k + 1) >> 1) % 2 === 0 ? first : ((1 - first) as 0 | 1);
    const winner = rng.next() < serve[server] ? server : ((1 - server) as 0 | 1);
    points[winner]! += 1;
    if (points[winner]! >= 7 && points[winner]! - points[1 - winner]! >= 2) return winner;
  }
};

/** The winner (0 home, 1 away) of the current game, or of the tiebreak at 6-6. */
export const tennisUnit = (
  rng: Rng,
  unitP: number,
  fixture: { readonly gameId: string },
  state: MatchState,
): 0 | 1 => {
  const serve = serveWinProbabilities(unitP);
  const server = currentServer(fixture, state);
  if (state.current[0] === 6 && state.current[1] === 6) return tiebreak(rng, serve, server);
  return holds(rng, serve[server]) ? server : ((1 - server) as 0 | 1);
};
