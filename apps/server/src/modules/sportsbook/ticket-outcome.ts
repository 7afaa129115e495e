import type { BetResult } from '@qilin/contract';
import { ticketReturn } from './ticket-amounts.ts';
import type { TicketRow, TicketWithLegs } from './ticket-repo.ts';

/** What a ticket is worth once every leg has a result (stake included), and the ticket's own result. */
export const ticketOutcome = (
  t: TicketWithLegs,
  dailyRoomFen: number,
): { payout: number; result: BetResult; cancelled: boolean } => {
  const { ticket, legs } = t;
  const results = legs.map((l) => l.result as BetResult);
  const allVoid = results.every((r) => r === 'D');
  const cap = Math.max(0, Math.min(ticket.cap, dailyRoomFen));
  if (allVoid) return { payout: ticket.risk, result: 'D', cancelled: true };
  const payout = ticketReturn(
    ticket,
    legs.map((l) => ({ result: l.result as BetResult, odds: l.odds })),
    cap,
  );
  const result: BetResult =
    ticket.type !== 'parlay'
      ? results[0]!
      : payout === 0
        ? 'L'
        : payout > ticket.risk
          ? 'W'
          : payout === ticket.risk
            ? 'P'
            : 'LL';
  return { payout, result, cancelled: false };
};

/** Winnings (payout above the stake) a payout of `payout` fen makes on this ticket. */
export const winningsOf = (ticket: TicketRow, payout: number): number => Math.max(0, payout - ticket.risk);

/**
 * What this ticket already counts in its member's winnings of the day starting at `dayStart` (SPEC §9):
 * a resettlement gets it back before the cap applies again, or a correction that leaves a capped win as
 * it was would claw part of it back.
 */
export const ownWinningsSince = (ticket: TicketRow, dayStart: Date): number =>
  ticket.status === 'settled' && ticket.payout !== null && ticket.settledAt && ticket.settledAt >= dayStart
    ? winningsOf(ticket, ticket.payout)
    : 0;

/** Whether the ticket, once every leg has a result, wins more than it already counts today. */
export const winsAbove = (t: TicketWithLegs, ownToday: number): boolean =>
  winningsOf(t.ticket, ticketOutcome(t, Number.MAX_SAFE_INTEGER).payout) > ownToday;
