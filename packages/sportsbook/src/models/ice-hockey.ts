import { scoreGrid, poissonCutoff } from '../football/score-matrix.ts';
import { summariseGrid } from '../football/grid-summary.ts';
import { threeWay } from '../pricing/distribution.ts';
import {
  offerMarket,
  offerOptions,
  type MarketPricing,
  type PricedMarket,
  type SportMarketSet,
} from '../pricing/offer.ts';
import type { Score } from '../settle/markets.ts';
import { remainingFraction } from './points-sport.ts';
import { pushPlayedOffFinals } from './shared-markets.ts';
import { breakGridTies } from './ties.ts';

/**
 * Ice hockey: independent Poisson goals over 60 minutes at a constant rate (no Dixon–Coles term).
 * 3-way 1X2 settles on regulation (period REG). Moneyline, puck line and total settle on the final score,
 * where a regulation tie becomes a one-goal win (sudden-death overtime, a shoot-out counting as one goal);
 * the home side wins it with probability l / (l + m), its share of the scoring rate (playOffShare).
 */
export interface IceHockeyInput extends MarketPricing {
  /** Expected regulation goals. */
  readonly homeGoals: number;
  readonly awayGoals: number;
  /** In play: regulation minutes played (60 once regulation is over, in overtime) and the score now. */
  readonly inPlay?: { readonly elapsedMinutes: number; readonly score: Score };
  /**
   * Whether a regulation tie is played off (default true). A competition whose games end at regulation
   * (a draw stands) settles every market on the regulation score, so the final lines are priced on it too.
   */
  readonly overtime?: boolean;
}

export const ICE_HOCKEY_MINUTES = 60;

/**
 * P(the home side wins the play-off of a level regulation): its share of the regulation scoring rate,
 * for the overtime goal and the shoot-out alike. A simulator playing the play-off takes it from here, so
 * the games it settles on are won as often as priced.
 */
export const playOffShare = (homeGoals: number, awayGoals: number): number =>
  homeGoals / (homeGoals + awayGoals);

export const priceIceHockey = (input: IceHockeyInput): SportMarketSet => {
  const markets: PricedMarket[] = [];
  if (!(input.homeGoals > 0 && input.awayGoals > 0)) throw new RangeError('goal means must be > 0');
  // Once regulation is over (f = 0) no goal is left to come: the grid is the score now. A level score
  // then still has its play-off to come (overtime, shoot-out), so the moneyline stays priced; every other
  // market is decided and offered no more (offerMarket drops a certain outcome), the 1X2 included.
  const f = input.inPlay ? remainingFraction(input.inPlay.elapsedMinutes, ICE_HOCKEY_MINUTES) : 1;
  const current = input.inPlay?.score ?? { home: 0, away: 0 };
  const l = input.homeGoals * f;
  const m = input.awayGoals * f;
  const n = Math.max(poissonCutoff(l), poissonCutoff(m), 1);
  const grid = scoreGrid(l, m, 0, n);
  const regulation = summariseGrid(grid, n + 1, current);
  const reg = offerMarket(
    { kind: '1x2', period: 'REG' },
    true,
    ['home', 'draw', 'away'],
    threeWay(regulation.margin),
    offerOptions(input, '1x2'),
  );
  if (reg) markets.push(reg);

  const homeShare = playOffShare(input.homeGoals, input.awayGoals);
  const final = input.overtime === false ? regulation : breakGridTies(grid, n + 1, current, homeShare);
  pushPlayedOffFinals(input, final, markets);
  return { markets };
};
