import { siteDate, Code, fenToYuan, yuanToFen, type BetResult, type Ticket } from '@qilin/contract';
import { legIsOpen } from './leg-result.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { SportsFeedApi } from '../sports-feed/feed-api.ts';
import { cashOutFromProbability, parlayReturn } from '@qilin/sportsbook';
import { DAILY_CAP_FEN } from './payout-caps.ts';
import { liabilityShard } from './placement.ts';
import {
  DailyCapExceededError,
  TicketChangedError,
  ticketKey,
  type TicketRepo,
  type TicketWithLegs,
} from './ticket-repo.ts';
import { toTicket } from './ticket-view.ts';

/** The house margin kept on a cash-out offer, in percent. */
export const CASH_OUT_MARGIN_PCT = 5;

/**
 * Cash-out (issue 4 §3, DESIGN §6): @qilin/sportsbook's potential return x current win probability, less
 * the margin. The return is what the ticket pays if every open leg wins (a parlay's settled legs count
 * their results: a won leg its odds, a void leg 1, a half win (1 + odds) / 2), after its cap; the win
 * probability is the product of the open legs' current implied probabilities (1 / current odds).
 * Offered only while the ticket is accepted and every open leg's market is open. What a cash-out pays above
 * the stake counts toward SPEC §9's daily payout cap like a settled win, so an offer is capped at the stake
 * plus the member's room left today (capped, not refused, as settlement caps a win).
 */
export const createCashOut = (deps: {
  deps: Deps;
  ledger: Ledger;
  repo: TicketRepo;
  feed: SportsFeedApi;
}) => {
  const { repo, feed, ledger } = deps;

  /** The member's winnings room left under the daily cap on the site day (Asia/Shanghai) of `at`. */
  const dailyRoom = async (memberId: number, at: Date): Promise<number> => {
    const won = await repo.winningsOn([memberId], siteDate(at));
    return DAILY_CAP_FEN - (won.get(memberId) ?? 0);
  };

  const uncapped = (t: TicketWithLegs): { value: number; reason: string } => {
    if (t.ticket.status !== 'accepted') return { value: 0, reason: '注单当前状态不可兑现' };
    // A restored ticket whose member still owes part of what it paid before settles that debt when the
    // match ends; an offer would pay it out in full first.
    if (t.ticket.shortfall > 0) return { value: 0, reason: '该注单尚有未结清款项，暂不可兑现' };
    let winProbability = 1;
    for (const leg of t.legs) {
      if (!legIsOpen(leg)) continue;
      const q = feed.quote({ gameId: leg.gameId, w: leg.w, r: leg.r, line: leg.line });
      if (!q.ok || (q.market && q.market.status !== 'open'))
        return { value: 0, reason: '盘口暂停，暂不可兑现' };
      winProbability /= q.odds;
    }
    const { ticket } = t;
    const ifOpenLegsWin =
      ticket.type === 'parlay'
        ? parlayReturn(
            ticket.risk,
            t.legs.map((l) => ({
              decimalOdds: l.odds,
              result: (legIsOpen(l) ? 'W' : l.result) as BetResult,
            })),
            ticket.risk + ticket.cap,
          )
        : ticket.potentialReturn;
    const value = cashOutFromProbability(ifOpenLegsWin, winProbability, CASH_OUT_MARGIN_PCT);
    if (value <= 0) return { value: 0, reason: '暂不可兑现' };
    return { value, reason: '' };
  };

  /**
   * The offers on one member's tickets, each capped by the member's room on the site day of `at` (a
   * cash-out made on them is booked to that day). The room is read only when some offer pays more than
   * its stake (a list of losing positions costs no query).
   */
  const offers = async (
    memberId: number,
    tickets: TicketWithLegs[],
    at: Date = deps.deps.now(),
  ): Promise<{ value: number; reason: string }[]> => {
    const raw = tickets.map(uncapped);
    if (!raw.some((o, i) => o.value > tickets[i]!.ticket.risk)) return raw;
    const room = Math.max(0, await dailyRoom(memberId, at));
    return raw.map((o, i) => ({ ...o, value: Math.min(o.value, tickets[i]!.ticket.risk + room) }));
  };

  const offer = async (memberId: number, t: TicketWithLegs, at?: Date) =>
    (await offers(memberId, [t], at))[0]!;

  const mine = async (memberId: number, ticketId: string) => {
    const t = await repo.find(ticketKey(memberId, ticketId));
    if (!t) throw new AppError(Code.NotFound, '注单不存在');
    return t;
  };

  return {
    offers,
    async quote(memberId: number, ticketId: string) {
      const o = await offer(memberId, await mine(memberId, ticketId));
      return {
        ticket_id: ticketId,
        available: o.reason === '',
        value: fenToYuan(o.value),
        reason: o.reason,
      };
    },

    /** Executes when the offer now is at least what the player accepted, and pays the accepted value. */
    async cashOut(memberId: number, ticketId: string, acceptedYuan: string): Promise<Ticket> {
      const accepted = yuanToFen(acceptedYuan);
      if (!Number.isSafeInteger(accepted) || accepted <= 0)
        throw new AppError(Code.InvalidParameter, '兑现金额不正确');
      // The clock is read once: the day whose room caps the offer is the day the cash-out is booked to
      // (settled_at), even when midnight passes between the room's read and the posting.
      const now = deps.deps.now();
      const t = await mine(memberId, ticketId);
      // A retry of a cash-out that went through (the answer was lost) gets the same ticket, not a refusal.
      if (t.ticket.status === 'cashed_out' && t.ticket.payout === accepted) return toTicket(t);
      const o = await offer(memberId, t, now);
      if (o.reason) throw new AppError(Code.InvalidParameter, o.reason);
      if (o.value < accepted)
        throw new AppError(Code.InvalidParameter, '兑现金额已变化，请重新确认', { value: o.value });
      const shard = liabilityShard(t.ticket.key);
      try {
        const posted = await ledger.post({
          reference: `bet:cashout:${t.ticket.key}`,
          kind: 'bet_settle',
          legs: [
            {
              from: { house: 'liability', shardKey: shard },
              to: { house: 'house', shardKey: shard },
              amount: t.ticket.risk,
            },
            {
              from: { house: 'house', shardKey: shard },
              to: { member: memberId, kind: 'wallet' },
              amount: accepted,
            },
          ],
          memo: `sportsbook ticket ${ticketId} cashed out`,
          // The trade record shows it at the ticket's settled_at: on the day its cap counts it.
          at: now,
          companions: [
            repo.changeCompanion({
              key: t.ticket.key,
              status: 'cashed_out',
              statusText: '已兑现',
              payout: accepted,
              result: null,
              settledAt: now,
              shortfall: 0,
              fromStatuses: ['accepted'],
              expectPayout: null,
              // The room was read before posting: another payout of the member's may have used it since.
              ...(accepted > t.ticket.risk
                ? { dailyCap: { memberId, day: siteDate(now), capFen: DAILY_CAP_FEN } }
                : {}),
            }),
          ],
        });
        if (posted.status === 'rejected') throw new AppError(Code.SystemBusy);
      } catch (error) {
        if (error instanceof TicketChangedError)
          throw new AppError(Code.InvalidParameter, '注单状态已变化，暂不可兑现');
        if (error instanceof DailyCapExceededError) {
          const left = await offer(memberId, t);
          throw new AppError(Code.InvalidParameter, '兑现金额已变化，请重新确认', { value: left.value });
        }
        throw error;
      }
      const after = await repo.find(t.ticket.key);
      return toTicket(after ?? t);
    },
  };
};

export type CashOut = ReturnType<typeof createCashOut>;
