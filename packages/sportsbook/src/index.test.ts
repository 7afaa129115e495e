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
    ];
    for (const name of names)
      expect(typeof (sportsbook as Record<string, unknown>)[name], name).toBe('function');
  });
});
