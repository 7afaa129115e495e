import { yuanToFen, type PlaceBetRequest } from '@qilin/contract';
import { playOddsFormat, shownOdds } from '../odds.ts';
import type { SlipEntry } from './slip-rules.ts';
import { riskOf } from './stake.ts';

/** The least a ticket on these entries may risk, in fen: placement takes the highest minimum of its legs. */
export function ticketMinFen(entries: readonly SlipEntry[]): number | null {
  const mins = entries.flatMap((e) => (e.playInfo.minStake ? [yuanToFen(e.playInfo.minStake)] : []));
  return mins.length > 0 ? Math.max(...mins) : null;
}

/**
 * What a ticket risks as placement counts it: the stake, or stake x |odds| at a negative Malay/Indo price
 * (a single is priced in its play's format, a parlay in decimal odds).
 */
const riskFen = (request: Omit<PlaceBetRequest, 'ticket_id'>, entries: readonly SlipEntry[]): number => {
  const leg = entries[0];
  if (request.type === 'parlay' || !leg) return yuanToFen(request.stake);
  const format = playOddsFormat(leg.playInfo.w, request.oddsType);
  return yuanToFen(riskOf(request.stake, shownOdds(leg.oddInfo.odds, format), format));
};

/**
 * The minimum a ticket falls short of, in fen, or null when it is enough (or the market states none). The
 * slip refuses such a ticket itself with placement's words ('slip.belowMin'), not after a round trip.
 */
export function shortOfMinimum(
  request: Omit<PlaceBetRequest, 'ticket_id'>,
  entries: readonly SlipEntry[],
): number | null {
  const min = ticketMinFen(entries);
  return min !== null && riskFen(request, entries) < min ? min : null;
}
