import { fenToYuan, siteMidnight, type DealRecord, type DealType } from '@qilin/contract';
import type { Member } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { RefundReasons } from '../sportsbook/refund-reasons.ts';
import type { VenueNames } from '../venues/venue-names.ts';
import { DEAL_TYPE_OF, kindsOfType } from './deal-types.ts';
import type { createRecordsRepo, DealRow } from './records-repo.ts';

/**
 * The part of a ledger reference a player can quote to support: the order number of a deposit, withdrawal
 * or venue transfer ('vin:<orderNo>:hold'), the ticket id of a bet ('bet:<memberId>:<ticketId>',
 * 'bet:settle:<memberId>:<ticketId>:…'). Operator adjustments, exchanges and balance syncs carry ids of
 * staff or keys, nothing a player can use: no reference.
 */
export const publicReference = (reference: string): string => {
  const bet = /^bet:(?:(?:settle|cashout|refund):)?\d+:([^:]+)/.exec(reference);
  if (bet) return bet[1]!;
  return /^(?:vin|vout|dep|wd):([^:]+)/.exec(reference)?.[1] ?? '';
};

/**
 * The ledger memo is the books' note for staff ("sportsbook ticket … cashed out", "取款出款 <order>"): the
 * record's label and order number already say that. A player sees the memo only where it was written for
 * them: an operator's reason for a manual credit or debit, the rate of an exchange, and what a deposit
 * paid and its fee.
 */
const PLAYER_MEMO_KINDS: ReadonlySet<string> = new Set(['credit', 'debit', 'fx', 'deposit']);

/**
 * A venue transfer's memo is the venue's code and our order number, which the reference column already
 * shows: the player reads the venue's name there instead, the one the wallet page lists it under. A bet's
 * refund says why the stake came back (refused in its delay, the match cancelled), as the bet record does.
 */
const remarkOf = async (
  row: DealRow,
  venues: VenueNames,
  refunds: ReadonlyMap<string, string>,
): Promise<string> => {
  if (PLAYER_MEMO_KINDS.has(row.kind)) return row.memo;
  if (row.kind === 'bet_refund') return refunds.get(publicReference(row.reference)) ?? '';
  if (DEAL_TYPE_OF[row.kind as keyof typeof DEAL_TYPE_OF] === 3)
    return (await venues.nameInMemo(row.memo)) ?? '';
  return '';
};

/** A cash-out is booked as a settlement; the player knows it as 提前结算, so it gets its own label. */
const recordKind = (kind: string, reference: string): string =>
  reference.startsWith('bet:cashout:') ? 'bet_cashout' : kind;

export const createRecordsService = (
  repo: ReturnType<typeof createRecordsRepo>,
  directory: MemberDirectory,
  venues: VenueNames,
  refundReasons: RefundReasons,
) => ({
  async query(
    caller: Member,
    q: { type: DealType; beginDate?: string; endDate?: string; pageNum: number; pageSize: number },
  ) {
    await directory.self(caller);
    const page = await repo.page({
      memberId: caller.memberId,
      kinds: kindsOfType(q.type),
      from: q.beginDate ? siteMidnight(q.beginDate) : null,
      to: q.endDate ? siteMidnight(q.endDate, 1) : null,
      limit: q.pageSize,
      offset: (q.pageNum - 1) * q.pageSize,
    });
    const refunds = await refundReasons.of(
      caller.memberId,
      page.rows.filter((r) => r.kind === 'bet_refund').map((r) => publicReference(r.reference)),
    );
    const remarks = await Promise.all(page.rows.map((r) => remarkOf(r, venues, refunds)));
    const list: DealRecord[] = page.rows.map((r, i) => ({
      id: r.id,
      type: DEAL_TYPE_OF[r.kind as keyof typeof DEAL_TYPE_OF] ?? 4,
      kind: recordKind(r.kind, r.reference),
      wallet: r.wallet,
      amount: fenToYuan(r.amount),
      balanceAfter: fenToYuan(r.balanceAfter),
      reference: publicReference(r.reference),
      remark: remarks[i] ?? '',
      createdAt: r.createdAt.toISOString(),
    }));
    return {
      list,
      total: page.total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      totalIn: fenToYuan(page.totalIn),
      totalOut: fenToYuan(page.totalOut),
    };
  },
});
