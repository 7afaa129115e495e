import type { MarketDescriptor, MarketKind, Selection } from '../settle/markets.ts';
import { applyMargin } from './margin.ts';

/** One priced selection: its fair probability (push-free for lines) and the decimal odds we offer. */
export interface PricedOutcome {
  readonly selection: Selection;
  readonly probability: number;
  readonly odds: number;
}

export interface PricedMarket {
  readonly market: MarketDescriptor;
  /** The main line of its kind and period (the row a list shows); alternatives are false. */
  readonly main: boolean;
  readonly outcomes: PricedOutcome[];
}

export interface OfferOptions {
  /** Overround in percent (5 = implied probabilities sum to 1.05). */
  readonly marginPct: number;
  /** Offered odds are rounded DOWN to this many decimals (the feed carries 2; storage allows 3). */
  readonly oddsDecimals?: 2 | 3;
}

/** The margin settings every pricer takes. */
export interface MarketPricing {
  /** Overround in percent for every market, unless marginByKind overrides a kind. */
  readonly marginPct: number;
  readonly marginByKind?: Partial<Record<MarketKind, number>>;
  readonly oddsDecimals?: 2 | 3;
}

export const offerOptions = (pricing: MarketPricing, kind: MarketKind): OfferOptions => ({
  marginPct: pricing.marginByKind?.[kind] ?? pricing.marginPct,
  oddsDecimals: pricing.oddsDecimals,
});

/** What every sport's pricer answers. */
export interface SportMarketSet {
  readonly markets: PricedMarket[];
}

export const MIN_OFFERED_ODDS = 1.01;
/** A cap on long shots (correct scores): a capped price only ever pays less than the margined one. */
export const MAX_OFFERED_ODDS = 1001;

/** Rounds an offered price down to `decimals` (never in the player's favour), capped at MAX_OFFERED_ODDS. */
export const roundOfferedOdds = (odds: number, decimals: 2 | 3 = 2): number => {
  const scale = decimals === 2 ? 100 : 1000;
  const floored = Math.floor(odds * scale + 1e-9) / scale;
  return Math.min(MAX_OFFERED_ODDS, Math.max(MIN_OFFERED_ODDS, floored));
};

/** Below this a selection is treated as impossible (already decided in play). */
export const IMPOSSIBLE = 1e-12;

/**
 * Margins fair probabilities and builds the market; null when an outcome is impossible or a price would
 * fall below MIN_OFFERED_ODDS (a decided market is not offered). With `dropImpossible` (correct score)
 * impossible selections are left out instead.
 */
export const offerMarket = (
  market: MarketDescriptor,
  main: boolean,
  selections: readonly Selection[],
  probabilities: readonly number[],
  options: OfferOptions,
  dropImpossible = false,
): PricedMarket | null => {
  const kept: Selection[] = [];
  const fair: number[] = [];
  let sum = 0;
  for (let i = 0; i < selections.length; i += 1) {
    const p = probabilities[i]!;
    if (p <= IMPOSSIBLE || p >= 1 - IMPOSSIBLE) {
      if (!dropImpossible || p >= 1 - IMPOSSIBLE) return null;
      continue;
    }
    kept.push(selections[i]!);
    fair.push(p);
    sum += p;
  }
  if (kept.length < 2) return null;
  for (let i = 0; i < fair.length; i += 1) fair[i]! /= sum;
  const odds = applyMargin(fair, options.marginPct);
  // A price the book would have to round UP to the minimum pays more than fair: the market is decided.
  if (odds.some((o) => o < MIN_OFFERED_ODDS)) return null;
  return {
    market,
    main,
    outcomes: kept.map((selection, i) => ({
      selection,
      probability: fair[i]!,
      odds: roundOfferedOdds(odds[i]!, options.oddsDecimals),
    })),
  };
};
