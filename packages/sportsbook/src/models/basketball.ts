import type { SportMarketSet } from '../pricing/offer.ts';
import { pricePointsSport, type PointsSportInput } from './points-sport.ts';

/**
 * Basketball: normal margin and total (points-sport.ts). Default margin sd 12 points: the spread of NBA
 * results about a rating prediction (J. Sagarin, quoted in W. Winston, "Mathletics", 2009, ch. 43). The
 * total's sd of 18 points is our default (the brief's figure), to be calibrated on results. A tie at the
 * end of regulation goes to 5-minute overtimes (NBA and FIBA rules): their points count in the total
 * (overtime.ts), and the margin is taken as a coin flip decided by 3 points. NBA games are 48 minutes;
 * pass gameMinutes 40 for FIBA.
 */
export const BASKETBALL_DEFAULTS = {
  sdMargin: 12,
  sdTotal: 18,
  gameMinutes: 48,
  overtimeMinutes: 5,
  tieBreakMargin: 3,
} as const;

export interface BasketballInput extends PointsSportInput {
  readonly sdMargin?: number;
  readonly sdTotal?: number;
  readonly gameMinutes?: number;
  readonly overtimeMinutes?: number;
}

export const priceBasketball = (input: BasketballInput): SportMarketSet =>
  pricePointsSport(input, {
    gameMinutes: input.gameMinutes ?? BASKETBALL_DEFAULTS.gameMinutes,
    sdMargin: input.sdMargin ?? BASKETBALL_DEFAULTS.sdMargin,
    sdTotal: input.sdTotal ?? BASKETBALL_DEFAULTS.sdTotal,
    draws: false,
    overtimeMinutes: input.overtimeMinutes ?? BASKETBALL_DEFAULTS.overtimeMinutes,
    tieBreakMargin: BASKETBALL_DEFAULTS.tieBreakMargin,
    handicapLines: { step: 0.5, altStep: 2, alternatives: 3 },
    totalLines: { step: 0.5, altStep: 3, alternatives: 3 },
  });
