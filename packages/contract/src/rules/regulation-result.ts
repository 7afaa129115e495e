import type { SportCode } from '../api/sports-feed.ts';

/**
 * Ice hockey's win (M, three-way) settles on regulation time, the 60-minute score, where a draw is a
 * result; a level regulation is then played off (overtime, shoot-out) for the final score its puck line
 * and total settle on, the play-off's winner scoring one goal more (NHL: 2-2 after 60 minutes, 3-2 final).
 * A finished result of such a sport carries both scores.
 */
export const settlesWinOnRegulation = (gameType: SportCode): boolean => gameType === 'IH';

type Pair = readonly [number, number];

/**
 * Whether `final` can follow the regulation score `regulation`: the same score (decided in regulation, or
 * a tie that stands), or a level regulation with one goal more for one side (the play-off's winner).
 */
export const followsRegulation = (regulation: Pair, final: Pair): boolean => {
  const [h, a] = regulation;
  if (final[0] === h && final[1] === a) return true;
  return h === a && final[0] + final[1] === h + a + 1 && Math.min(final[0], final[1]) === h;
};
