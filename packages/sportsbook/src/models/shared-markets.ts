import { threeWay, type IntDistribution } from '../pricing/distribution.ts';
import { lineMarkets, type LinePlan } from '../pricing/lines.ts';
import { offerMarket, offerOptions, type MarketPricing, type PricedMarket } from '../pricing/offer.ts';
import { correctScore, type Selection } from '../settle/markets.ts';

/**
 * Market building shared by the sport models (internal to the package, not exported from index.ts): the
 * moneyline, the FT handicap and total lines, and the set/frame correct score are offered the same way
 * whichever model produced the probabilities, so each is written once here.
 */

/** Handicap lines at half points from +-1.5 out (run line, puck line, set handicap): +-0.5 is the moneyline. */
export const HALF_LINE_HANDICAP: LinePlan = { step: 1, offset: 0.5, alternatives: 1, minAbsLine: 1.5 };

/** Totals of low-scoring games (runs, goals): main line by halves, alternatives a whole unit apart. */
export const LOW_SCORING_TOTAL: LinePlan = { step: 0.5, altStep: 1, alternatives: 2 };

/** Pushes the two-way FT moneyline (home, away), when it can be offered. */
export const pushMoneyline = (
  input: MarketPricing,
  home: number,
  away: number,
  markets: PricedMarket[],
): void => {
  const ml = offerMarket(
    { kind: 'ml', period: 'FT' },
    true,
    ['home', 'away'],
    [home, away],
    offerOptions(input, 'ml'),
  );
  if (ml) markets.push(ml);
};

/** Pushes the FT handicap lines on `margin`, then the FT total lines on `total`. */
export const pushFinalLines = (
  input: MarketPricing,
  margin: IntDistribution,
  total: IntDistribution,
  plans: { readonly handicap: LinePlan; readonly total: LinePlan },
  markets: PricedMarket[],
): void => {
  lineMarkets(margin, 'ah', 'FT', undefined, plans.handicap, offerOptions(input, 'ah'), markets);
  lineMarkets(total, 'ou', 'FT', undefined, plans.total, offerOptions(input, 'ou'), markets);
};

/**
 * Pushes the FT markets of a low-scoring sport whose ties are played off (ice hockey's overtime,
 * baseball's extra innings): moneyline, handicap lines from +-1.5, and totals, all on the final margin and
 * total after the play-off.
 */
export const pushPlayedOffFinals = (
  input: MarketPricing,
  final: { readonly margin: IntDistribution; readonly total: IntDistribution },
  markets: PricedMarket[],
): void => {
  const [home, , away] = threeWay(final.margin);
  pushMoneyline(input, home, away, markets);
  pushFinalLines(
    input,
    final.margin,
    final.total,
    { handicap: HALF_LINE_HANDICAP, total: LOW_SCORING_TOTAL },
    markets,
  );
};

/** Pushes the FT correct score of a race to `toWin` sets or frames, from final scores keyed 'h-a'. */
export const pushRaceScores = (
  input: MarketPricing,
  scores: ReadonlyMap<string, number>,
  toWin: number,
  markets: PricedMarket[],
): void => {
  const selections: Selection[] = [];
  const probabilities: number[] = [];
  // Listed as a scoreboard reads them: the home wins from the widest (2-0, 2-1), then the away wins (0-2, 1-2).
  const ordered = [...scores]
    .map(([score, probability]) => ({ s: score.split('-').map(Number) as [number, number], probability }))
    .sort((x, y) => {
      const xHome = x.s[0] === toWin ? 0 : 1;
      const yHome = y.s[0] === toWin ? 0 : 1;
      return xHome - yHome || (xHome === 0 ? x.s[1] - y.s[1] : x.s[0] - y.s[0]);
    });
  for (const { s, probability } of ordered) {
    selections.push(correctScore(s[0], s[1]));
    probabilities.push(probability);
  }
  const cs = offerMarket(
    { kind: 'cs', period: 'FT', max: toWin },
    true,
    selections,
    probabilities,
    offerOptions(input, 'cs'),
    true,
  );
  if (cs) markets.push(cs);
};
