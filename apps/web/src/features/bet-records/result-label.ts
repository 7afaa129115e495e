import type { BetResult, TicketStatus } from '@qilin/contract';

/**
 * The i18n key of a ticket's outcome: its result once settled, else its status; an open ticket whose match
 * was restored after a void reads 恢复 (SPEC §3 result A) until it settles.
 */
export function outcomeKey(status: TicketStatus, result: BetResult | null): string {
  if (status === 'cashed_out') return 'status.cashed_out';
  if (status === 'accepted' && result === 'A') return 'result.A';
  if (result && (status === 'settled' || status === 'cancelled')) return `result.${result}`;
  return `status.${status}`;
}

/** Colour of a result or status tag: wins green, losses red, pushes and voids grey, open blue. */
export function outcomeColor(status: TicketStatus, result: BetResult | null): string {
  if (status === 'rejected') return 'default';
  if (status === 'confirming') return 'gold';
  if (status === 'accepted') return 'blue';
  if (status === 'cashed_out') return 'purple';
  if (result === 'W' || result === 'LW') return 'green';
  if (result === 'L' || result === 'LL') return 'red';
  return 'default';
}
