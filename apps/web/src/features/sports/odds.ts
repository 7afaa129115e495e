import type { OddsFormat } from '@qilin/contract';
import { toDisplayOdds as packageToDisplayOdds } from '@qilin/sportsbook';

/**
 * Odds in the chosen type (DESIGN §6, computed by @qilin/sportsbook). A price the package refuses (decimal
 * odds <= 1, which the feed never sends) shows as the decimal itself rather than breaking the page.
 */
export function toDisplayOdds(decimal: number, format: OddsFormat): number {
  try {
    return packageToDisplayOdds(decimal, format);
  } catch {
    return decimal;
  }
}

/** Shown with 2 decimals, like the Crown page. */
export const formatOdds = (decimal: number, format: OddsFormat): string =>
  toDisplayOdds(decimal, format).toFixed(2);

/** The displayed price rounded as shown: what the slip's maths uses. */
export const shownOdds = (decimal: number, format: OddsFormat): number => Number(formatOdds(decimal, format));

/** Which plays carry the chosen odds type: one rule with the server's placement (@qilin/contract). */
export { playOddsFormat } from '@qilin/contract';
