import type { IntDistribution } from '../pricing/distribution.ts';
import type { MarketPricing, PricedMarket, SportMarketSet } from '../pricing/offer.ts';
import type { Score } from '../settle/markets.ts';
import { HALF_LINE_HANDICAP, pushFinalLines, pushMoneyline, pushRaceScores } from './shared-markets.ts';

/**
 * Snooker: frames are independent, the home player winning each with probability p; a best-of-N match is
 * a race to W = (N + 1) / 2 frames. From frames (fh, fa) the home player wins W - k with probability
 * C(n - 1 + j, j) p^n q^j, n = W - fh frames still needed and j = k - fa frames lost on the way
 * (a negative binomial race: Feller, An Introduction to Probability Theory, vol. I, problem of points).
 */
export interface SnookerInput extends MarketPricing {
  /** Probability the home player wins a frame. */
  readonly frameProbability: number;
  /** Best of N frames (odd). */
  readonly bestOf: number;
  readonly inPlay?: { readonly frames: Score };
}

const binomial = (n: number, k: number): number => {
  let c = 1;
  for (let i = 1; i <= k; i += 1) c = (c * (n - k + i)) / i;
  return c;
};

/** Probability of each final frame score. */
export const snookerScores = (
  p: number,
  bestOf: number,
  frames: Score = { home: 0, away: 0 },
): Map<string, number> => {
  const toWin = (bestOf + 1) / 2;
  if (!Number.isInteger(toWin) || !(p > 0 && p < 1))
    throw new RangeError('bestOf must be odd and p in (0, 1)');
  if (frames.home >= toWin || frames.away >= toWin) throw new RangeError('the match is already over');
  const q = 1 - p;
  const scores = new Map<string, number>();
  const homeNeeds = toWin - frames.home;
  const awayNeeds = toWin - frames.away;
  for (let j = 0; j < awayNeeds; j += 1) {
    scores.set(`${toWin}-${frames.away + j}`, binomial(homeNeeds - 1 + j, j) * p ** homeNeeds * q ** j);
  }
  for (let j = 0; j < homeNeeds; j += 1) {
    scores.set(`${frames.home + j}-${toWin}`, binomial(awayNeeds - 1 + j, j) * q ** awayNeeds * p ** j);
  }
  return scores;
};

export const priceSnooker = (input: SnookerInput): SportMarketSet => {
  const toWin = (input.bestOf + 1) / 2;
  const scores = snookerScores(input.frameProbability, input.bestOf, input.inPlay?.frames);
  const marginP = new Float64Array(2 * toWin + 1);
  const totalP = new Float64Array(2 * toWin);
  let homeWins = 0;
  for (const [score, probability] of scores) {
    const [h, a] = score.split('-').map(Number) as [number, number];
    marginP[h - a + toWin]! += probability;
    totalP[h + a]! += probability;
    if (h === toWin) homeWins += probability;
  }
  const margin: IntDistribution = { min: -toWin, p: marginP };
  const total: IntDistribution = { min: 0, p: totalP };
  const markets: PricedMarket[] = [];
  pushMoneyline(input, homeWins, 1 - homeWins, markets);
  pushFinalLines(
    input,
    margin,
    total,
    {
      handicap: { ...HALF_LINE_HANDICAP, alternatives: 2 },
      total: { step: 1, offset: 0.5, alternatives: 2 },
    },
    markets,
  );
  pushRaceScores(input, scores, toWin, markets);
  return { markets };
};
