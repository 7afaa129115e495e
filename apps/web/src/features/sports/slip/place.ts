import {
  ParlayLegs,
  type AcceptOdds,
  type BetLegRequest,
  type OddsFormat,
  type PlaceBetRequest,
  type Ticket,
} from '@qilin/contract';
import { newIdempotencyKey, outcomeUnknown } from '../../../shared/api/idempotency.ts';
import { resource } from '../api.ts';
import type { SlipEntry } from './slip-rules.ts';
import { playOddsFormat } from '../odds.ts';

export const legOf = (e: SlipEntry): BetLegRequest => ({
  gameId: e.oddInfo.gameId,
  w: e.playInfo.w,
  r: e.oddInfo.r,
  line: e.playInfo.line,
  odds: e.oddInfo.odds,
});

/** The tickets a slip places: one per entry with a stake (singles, outrights), or one parlay (series mode). */
export function ticketsOf(slip: {
  entries: SlipEntry[];
  series: boolean;
  oddsType: OddsFormat;
  acceptOdds: AcceptOdds;
  stakes: Record<string, string>;
  seriesStake: string;
}): { keys: string[]; request: Omit<PlaceBetRequest, 'ticket_id'> }[] {
  const usable = slip.entries.filter((e) => !e.isInvalid && !e.oddInfo.suspended && !e.bettingData.active);
  const common = { oddsType: slip.oddsType, acceptOdds: slip.acceptOdds };
  if (slip.series) {
    if (usable.length < ParlayLegs.min || !(Number(slip.seriesStake) > 0)) return [];
    return [
      {
        keys: usable.map((e) => e.key),
        request: {
          ...common,
          oddsType: 'H',
          type: 'parlay',
          stake: slip.seriesStake,
          legs: usable.map(legOf),
        },
      },
    ];
  }
  return usable
    .filter((e) => Number(slip.stakes[e.key]) > 0)
    .map((e) => ({
      keys: [e.key],
      request: {
        ...common,
        oddsType: playOddsFormat(e.playInfo.w, slip.oddsType),
        type: e.championRate ? ('outright' as const) : ('single' as const),
        stake: slip.stakes[e.key] ?? '0',
        legs: [legOf(e)],
      },
    }));
}

/**
 * ticket_id is the stake's idempotency key: a fresh id per ticket, the same id again only when the previous
 * attempt at the very same ticket got no answer (so a lost response never books twice).
 */
const unanswered = new Map<string, string>();

export async function placeTicket(request: Omit<PlaceBetRequest, 'ticket_id'>): Promise<Ticket> {
  const fingerprint = JSON.stringify(request);
  const ticket_id = unanswered.get(fingerprint) ?? newIdempotencyKey();
  unanswered.set(fingerprint, ticket_id);
  try {
    const ticket = await resource('placeBet', { ...request, ticket_id });
    unanswered.delete(fingerprint);
    return ticket;
  } catch (err) {
    if (!outcomeUnknown(err)) unanswered.delete(fingerprint);
    throw err;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Follows a confirming ticket (in-play delay) until it is accepted or rejected. */
export async function untilDecided(ticket: Ticket, pollMs = 1_000, maxPolls = 60): Promise<Ticket> {
  let current = ticket;
  for (let i = 0; current.status === 'confirming' && i < maxPolls; i++) {
    await sleep(pollMs);
    try {
      current = await resource('orderStatus', { ticket_id: ticket.ticket_id }, { silent: true });
    } catch {
      // A failed poll is retried at the next tick; the ticket's fate is on the server either way.
    }
  }
  return current;
}
