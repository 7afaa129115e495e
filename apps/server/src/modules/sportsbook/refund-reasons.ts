import { ticketKey, type TicketRepo, type TicketWithLegs } from './ticket-repo.ts';

/**
 * The sportsbook's public face for the trade record: why a ticket's stake came back, in the words the bet
 * record uses for it, so a refund row says what happened instead of standing there bare.
 * zh-CN as stored; a localised route converts it for zh-TW readers.
 */
export interface RefundReasons {
  /** The reason for each of these tickets of the member, by ticket id; a ticket not found is left out. */
  of(memberId: number, ticketIds: string[]): Promise<Map<string, string>>;
}

/** A refused ticket keeps the refusal's words; a cancelled one names its legs' void codes and reasons. */
export const refundReasonOf = ({ ticket, legs }: TicketWithLegs): string => {
  if (ticket.status === 'rejected' || ticket.status === 'rejecting')
    return ticket.statusText || '注单未被接受，本金已退还';
  const reasons = [
    ...new Set(legs.flatMap((l) => (l.voidReason ? [`${l.voidCode ?? ''} ${l.voidReason}`.trim()] : []))),
  ];
  return reasons.length > 0 ? `注单取消：${reasons.join('；')}` : '注单取消，本金已退还';
};

export const refundReasonsOf = (repo: Pick<TicketRepo, 'byKeys'>): RefundReasons => ({
  async of(memberId, ticketIds) {
    if (ticketIds.length === 0) return new Map();
    // The key carries the member: another member's ticket id finds nothing.
    const tickets = await repo.byKeys([...new Set(ticketIds)].map((id) => ticketKey(memberId, id)));
    return new Map(tickets.map((t) => [t.ticket.ticketId, refundReasonOf(t)]));
  },
});
