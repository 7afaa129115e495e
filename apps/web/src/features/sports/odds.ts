import type { OddsFormat, PlayCode } from '@qilin/contract';
import { toDisplayOdds as packageToDisplayOdds } from '@qilin/sportsbook';
import { showsOddsTypeLabel } from './lines.ts';

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

/**
 * The odds type a play is shown and booked in: the chosen type for the handicap and over/under family (the
 * plays that carry the odds-type label, SPEC §9), decimal for the rest (1X2, correct score, odd/even, both
 * to score, outrights) — as Asian books show them, where a "0.79" win-draw-win price would read as odds-on
 * nonsense to a player.
 */
export const playOddsFormat = (w: PlayCode | 'CH', chosen: OddsFormat): OddsFormat =>
  showsOddsTypeLabel(w) ? chosen : 'E';
