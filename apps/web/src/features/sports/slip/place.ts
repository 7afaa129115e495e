import {
  Code,
  ParlayLegs,
  validateAmount,
  type AcceptOdds,
  type BetLegRequest,
  type OddsFormat,
  type PlaceBetRequest,
  type Ticket,
} from '@qilin/contract';
import { isApiError } from '../../../shared/api/api-error.ts';
import { newIdempotencyKey, outcomeUnknown } from '../../../shared/api/idempotency.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { resource } from '../api.ts';
import type { SlipEntry } from './slip-rules.ts';
import { playOddsFormat } from '../odds.ts';
import { forgetConfirming, rememberConfirming } from './confirming-tickets.ts';

export const legOf = (e: SlipEntry): BetLegRequest => ({
  gameId: e.oddInfo.gameId,
  w: e.playInfo.w,
  r: e.oddInfo.r,
  line: e.playInfo.line,
  odds: e.oddInfo.odds,
});

/**
 * A stake as the server's amount rule reads it, or null when it would be refused: "12." is the 12 the
 * player meant (the input lets the point be typed before its decimals).
 */
const stakeOf = (raw: string | undefined): string | null => {
  const stake = (raw ?? '').trim().replace(/\.$/, '');
  return validateAmount(stake) === '' ? stake : null;
};

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
    const stake = stakeOf(slip.seriesStake);
    if (usable.length < ParlayLegs.min || stake === null) return [];
    return [
      {
        keys: usable.map((e) => e.key),
        request: {
          ...common,
          oddsType: 'H',
          type: 'parlay',
          stake,
          legs: usable.map(legOf),
        },
      },
    ];
  }
  return usable.flatMap((e) => {
    const stake = stakeOf(slip.stakes[e.key]);
    if (stake === null) return [];
    return [
      {
        keys: [e.key],
        request: {
          ...common,
          oddsType: playOddsFormat(e.playInfo.w, slip.oddsType),
          type: e.championRate ? ('outright' as const) : ('single' as const),
          stake,
          legs: [legOf(e)],
        },
      },
    ];
  });
}

/**
 * ticket_id is the stake's idempotency key: a fresh id per ticket, the same id again when the previous
 * attempt at the same ticket got no answer (so a lost response never books twice). "The same ticket" is
 * the same selections and stake whatever their prices: in play the price moves between the lost answer
 * and the retry, and a new id then would book a second stake.
 */
const unanswered = new Map<string, string>();

const ticketFingerprint = (request: Omit<PlaceBetRequest, 'ticket_id'>): string =>
  JSON.stringify({ ...request, legs: request.legs.map(({ odds: _odds, ...leg }) => leg) });

export async function placeTicket(request: Omit<PlaceBetRequest, 'ticket_id'>): Promise<Ticket> {
  const fingerprint = ticketFingerprint(request);
  const retried = unanswered.get(fingerprint);
  const ticket_id = retried ?? newIdempotencyKey();
  unanswered.set(fingerprint, ticket_id);
  try {
    // A retry's 6009 is told only if it is not the lost attempt's booking (below).
    const quiet = retried ? { valueCodes: [Code.DataExists] } : {};
    // Remembered from the send on: a reload before the answer (or inside the in-play delay) must not leave
    // the player without the ticket's fate (confirming-tickets.ts).
    rememberConfirming(ticket_id);
    // ticket_id keys the request: a send whose answer was lost is sent again as it was (create-client.ts).
    const ticket = await resource('placeBet', { ...request, ticket_id }, { ...quiet, bodyKey: ticket_id });
    unanswered.delete(fingerprint);
    if (ticket.status !== 'confirming') forgetConfirming(ticket_id);
    return ticket;
  } catch (err) {
    if (!outcomeUnknown(err)) {
      unanswered.delete(fingerprint);
      forgetConfirming(ticket_id);
    }
    // The lost attempt was booked, at the price it carried: this retry's other price makes the id a
    // different request (6009). The player's bet is that booked ticket.
    if (retried && isApiError(err) && err.code === Code.DataExists) {
      const booked = await resource('orderStatus', { ticket_id }, { silent: true }).catch(() => null);
      if (booked) return booked;
      toast.error(err.message);
    }
    throw err;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Follows a ticket a reload left undecided until it is decided, as the slip would have: null when it cannot
 * be read now, 'gone' when the server has none (the send never arrived, so nothing was staked).
 */
export async function followLeftTicket(ticket_id: string): Promise<Ticket | null | 'gone'> {
  try {
    return await untilDecided(await resource('orderStatus', { ticket_id }, { silent: true }));
  } catch (err) {
    return isApiError(err) && err.code === Code.NotFound ? 'gone' : null;
  }
}

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
