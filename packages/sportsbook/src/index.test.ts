import { describe, expect, it } from 'vitest';
import * as sportsbook from './index.ts';

describe('the public surface', () => {
  it('exports the names other code relies on', () => {
    const names = [
      'toDisplayOdds',
      'fromDisplayOdds',
      'stakeAtRisk',
      'potentialWin',
      'settleHandicap',
      'settleTotal',
      'singleReturn',
      'parlayReturn',
      'scoreMatrix',
      'fairHandicapOdds',
      'fairTotalOdds',
      'applyMargin',
      'priceFootballMarkets',
      'fitGoalMeans',
      'goalMeansFromStrengths',
      'cashOutValue',
      'settleSelection',
      'voidReasonText',
      'priceBasketball',
      'priceTennis',
      'priceBaseball',
      'priceVolleyball',
      'priceTableTennis',
      'priceSnooker',
      'priceAmericanFootball',
      'priceIceHockey',
      'priceOtherSport',
      'priceOutright',
      'ticketParlayOdds',
      'negativePriceReturn',
      'betDelaySeconds',
    ];
    for (const name of names)
      expect(typeof (sportsbook as Record<string, unknown>)[name], name).toBe('function');
  });

  it('makes live bets on every sport wait, shorter for basketball and tennis, and pre-match bets not at all', () => {
    for (const sport of Object.keys(sportsbook.IN_PLAY_DELAY_SECONDS) as sportsbook.SportCode[]) {
      expect(sportsbook.betDelaySeconds(sport, false), sport).toBe(0);
      expect(sportsbook.betDelaySeconds(sport, true), sport).toBeGreaterThan(0);
    }
    expect(sportsbook.betDelaySeconds('BK', true)).toBe(3);
    expect(sportsbook.betDelaySeconds('FT', true)).toBe(5);
  });
});
