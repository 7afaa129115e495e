import type { SportCode } from '../api/sports-feed.ts';

/**
 * Where the win (M, three-way) settles on regulation time, a draw there being a result, while a level
 * regulation may be played off for the final score the lines and total settle on: ice hockey (the NHL's
 * overtime and shoot-out: 2-2 after 60 minutes, 3-2 final) and rugby union (Super Rugby's golden point:
 * 20-20 after 80 minutes, 23-20 final; elsewhere the draw stands and the two scores are one). A finished
 * result of such a sport carries both scores.
 */
export const settlesWinOnRegulation = (gameType: SportCode): boolean =>
  gameType === 'IH' || gameType === 'RU';

type Pair = readonly [number, number];

/**
 * What a level regulation's play-off adds for its winner: ice hockey's one goal (the overtime goal, or the
 * shoot-out's), rugby's first score of golden point, which ends the match at once (a penalty or drop goal
 * 3, a try 5 with no conversion after it, a penalty try 7).
 */
const PLAY_OFF_POINTS: Partial<Record<SportCode, readonly number[]>> = { IH: [1], RU: [3, 5, 7] };

/**
 * Whether `final` can follow the regulation score `regulation` in `gameType`: the same score (decided in
 * regulation, or a tie that stands), or a level regulation with the play-off winner's score for one side.
 */
export const followsRegulation = (regulation: Pair, final: Pair, gameType: SportCode): boolean => {
  const [h, a] = regulation;
  if (final[0] === h && final[1] === a) return true;
  const added = Math.max(final[0], final[1]) - h;
  return h === a && Math.min(final[0], final[1]) === h && (PLAY_OFF_POINTS[gameType] ?? []).includes(added);
};
