import {
  fenToYuan,
  type FeedbackBetOption,
  type FeedbackDepositConfig,
  type FeedbackDepositOption,
} from '@qilin/contract';
import type { Db } from '../../platform/db/client.ts';
import { createChannelRepo } from '../payments/channel-repo.ts';
import { createDepositRepo } from '../payments/deposit-repo.ts';
import { effectiveStatus } from '../payments/deposit-view.ts';
import { ticketKey, type TicketRepo, type TicketWithLegs } from '../sportsbook/ticket-repo.ts';
import { toTicket } from '../sportsbook/ticket-view.ts';

/** How many recent records the pickers offer: enough for "my bet from yesterday", small enough to scan. */
export const PICKER_SIZE = 30;

/**
 * The records a feedback may be about, always the caller's own: their sportsbook tickets (read through
 * the sportsbook's ticket repository) and their deposit orders (through the payments repositories). The
 * feedback module keeps no SQL of its own about either.
 */
export interface FeedbackSources {
  recentBets(memberId: number): Promise<FeedbackBetOption[]>;
  hasBet(memberId: number, ticketId: string): Promise<boolean>;
  depositConfig(memberId: number, siteId: string, now: Date): Promise<FeedbackDepositConfig>;
  hasDeposit(memberId: number, orderNo: string): Promise<boolean>;
}

const betTitle = ({ legs }: TicketWithLegs): string => {
  const first = legs[0];
  if (!first) return '';
  const match = first.teamH && first.teamC ? `${first.teamH} vs ${first.teamC}` : first.league;
  return legs.length > 1 ? `${match} 等${legs.length}场串关` : `${match} ${first.selectionName}`.trim();
};

export const createFeedbackSources = (db: Db, tickets: TicketRepo | null): FeedbackSources => {
  const deposits = createDepositRepo(db);
  const channels = createChannelRepo(db);
  return {
    async recentBets(memberId) {
      if (!tickets) return [];
      const page = await tickets.memberTickets(memberId, [], { offset: 0, limit: PICKER_SIZE });
      return page.list.map((t) => {
        const view = toTicket(t);
        return {
          ticketId: view.ticket_id,
          title: betTitle(t),
          stake: view.stake,
          status: view.status,
          statusText: view.statusText,
          placedAt: view.placedAt,
        };
      });
    },

    async hasBet(memberId, ticketId) {
      if (!tickets) return false;
      return (await tickets.find(ticketKey(memberId, ticketId))) !== null;
    },

    async depositConfig(memberId, siteId, now) {
      const orders: FeedbackDepositOption[] = (await deposits.recentOwn(memberId, PICKER_SIZE)).map(
        (row) => ({
          orderNo: row.orderNo,
          channelName: row.channelName,
          amount: fenToYuan(row.amountFen),
          status: effectiveStatus(row, now),
          createdAt: row.createdAt.toISOString(),
        }),
      );
      const list = (await channels.listEnabled(siteId)).map((c) => ({ id: c.code, name: c.name }));
      return { orders, channels: list };
    },

    async hasDeposit(memberId, orderNo) {
      return (await deposits.own(memberId, orderNo)) !== null;
    },
  };
};
