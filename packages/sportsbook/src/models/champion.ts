import { applyMargin } from '../pricing/margin.ts';
import { roundOfferedOdds } from '../pricing/offer.ts';

/**
 * Champion (outright) markets: each entrant's chance is its strength's share of the total (a
 * Bradley–Terry / Plackett–Luce first-place probability), then margined by the power method, which puts
 * more of the margin on long shots, as outright books do.
 */
export interface OutrightEntry {
  /** The selection code (SPEC §3 championRate.rtype). */
  readonly id: string;
  /** Any positive rating on a ratio scale (2 = twice as likely to win as 1). */
  readonly strength: number;
}

export interface PricedOutright {
  readonly id: string;
  readonly probability: number;
  readonly odds: number;
}

export const priceOutright = (
  entries: readonly OutrightEntry[],
  marginPct: number,
  oddsDecimals: 2 | 3 = 2,
): PricedOutright[] => {
  if (entries.length < 2) throw new RangeError('an outright needs at least two entrants');
  let sum = 0;
  for (const e of entries) {
    if (!(e.strength > 0) || !Number.isFinite(e.strength))
      throw new RangeError(`strength of ${e.id} must be > 0`);
    sum += e.strength;
  }
  const probabilities = entries.map((e) => e.strength / sum);
  const odds = applyMargin(probabilities, marginPct);
  return entries.map((e, i) => ({
    id: e.id,
    probability: probabilities[i]!,
    odds: roundOfferedOdds(odds[i]!, oddsDecimals),
  }));
};
