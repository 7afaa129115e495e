import { playOffShare } from '@qilin/sportsbook';
import type { Rng } from './rng.ts';
import { regulationSeconds, type SportDef } from './sports.ts';

/**
 * Ice hockey's play-off of a level regulation (the NHL's regular season), as @qilin/sportsbook prices it:
 * a sudden-death overtime that the first goal ends, then a shoot-out if still level. Either gives its
 * winner one goal, and the home side wins either with the book's play-off share, so the play-off as a
 * whole too, however often the overtime is decided. The overtime scores at the regulation rates (the
 * NHL's 3-on-3 scores more; no price depends on it). `means` are the expected regulation goals.
 */

/** Goals in `span` game seconds of overtime: at most one (it ends the game), the first of Poisson goals. */
export const overtimeGoal = (
  sport: SportDef,
  means: readonly [number, number],
  span: number,
  rng: Rng,
): [number, number] => {
  const goals: [number, number] = [0, 0];
  const rate = (means[0] + means[1]) / regulationSeconds(sport);
  if (rng.next() >= 1 - Math.exp(-rate * span)) return goals;
  goals[rng.next() < playOffShare(means[0], means[1]) ? 0 : 1] = 1;
  return goals;
};

/** The shoot-out's winner (0 home, 1 away): its goal is the one the final score counts. */
export const shootOutWinner = (means: readonly [number, number], rng: Rng): 0 | 1 =>
  rng.next() < playOffShare(means[0], means[1]) ? 0 : 1;
