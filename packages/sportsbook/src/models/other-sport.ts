import type { SportMarketSet } from '../pricing/offer.ts';
import { pricePointsSport, type PointsSportInput } from './points-sport.ts';

/**
 * "Other" sports (rugby, handball and the rest of the OP group): the same normal margin/total model with
 * the sport's own figures, which the caller supplies (no default is safe across sports). `draws` true
 * (rugby, handball) offers 1X2 plus a draw-no-bet moneyline; false plays ties off (+-1 point).
 */
export interface OtherSportInput extends PointsSportInput {
  readonly sdMargin: number;
  readonly sdTotal: number;
  readonly gameMinutes: number;
  readonly draws: boolean;
}

export const priceOtherSport = (input: OtherSportInput): SportMarketSet => {
  const lines = { step: 0.5, altStep: 2, alternatives: 2 };
  return pricePointsSport(input, {
    gameMinutes: input.gameMinutes,
    sdMargin: input.sdMargin,
    sdTotal: input.sdTotal,
    draws: input.draws,
    tieBreakMargin: 1,
    handicapLines: lines,
    totalLines: lines,
  });
};
