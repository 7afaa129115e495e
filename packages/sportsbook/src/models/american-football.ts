import type { SportMarketSet } from '../pricing/offer.ts';
import { pricePointsSport, type PointsSportInput } from './points-sport.ts';

/**
 * American football: normal margin with sd 13.86 points (H. Stern, "On the probability of winning a
 * football game", The American Statistician 45(3):179-183, 1991: NFL margins about the point spread are
 * normal with sd slightly under 14). The total's sd of 13.5 is our default, to be calibrated. 60 minutes;
 * a regulation tie is played off in 10-minute overtimes (NFL regular season since 2017): their points count
 * in the total (overtime.ts), and the margin is taken as a coin flip decided by a field goal (3 points).
 */
export const AMERICAN_FOOTBALL_DEFAULTS = {
  sdMargin: 13.86,
  sdTotal: 13.5,
  gameMinutes: 60,
  overtimeMinutes: 10,
  tieBreakMargin: 3,
} as const;

export interface AmericanFootballInput extends PointsSportInput {
  readonly sdMargin?: number;
  readonly sdTotal?: number;
}

export const priceAmericanFootball = (input: AmericanFootballInput): SportMarketSet =>
  pricePointsSport(input, {
    gameMinutes: AMERICAN_FOOTBALL_DEFAULTS.gameMinutes,
    sdMargin: input.sdMargin ?? AMERICAN_FOOTBALL_DEFAULTS.sdMargin,
    sdTotal: input.sdTotal ?? AMERICAN_FOOTBALL_DEFAULTS.sdTotal,
    draws: false,
    overtimeMinutes: AMERICAN_FOOTBALL_DEFAULTS.overtimeMinutes,
    tieBreakMargin: AMERICAN_FOOTBALL_DEFAULTS.tieBreakMargin,
    handicapLines: { step: 0.5, altStep: 3, alternatives: 2 },
    totalLines: { step: 0.5, altStep: 3, alternatives: 2 },
  });
