import { fenToYuan, type DealRecord, type DealType } from '@qilin/contract';
import type { Member } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import { DEAL_TYPE_OF, kindsOfType } from './deal-types.ts';
import type { createRecordsRepo } from './records-repo.ts';

/** Trade-record dates are the site's calendar days (China Standard Time, no daylight saving). */
const SITE_UTC_OFFSET = '+08:00';
const dayStart = (date: string) => new Date(`${date}T00:00:00${SITE_UTC_OFFSET}`);
const nextDay = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

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

export const createRecordsService = (
  repo: ReturnType<typeof createRecordsRepo>,
  directory: MemberDirectory,
) => ({
  async query(
    caller: Member,
    q: { type: DealType; beginDate?: string; endDate?: string; pageNum: number; pageSize: number },
  ) {
    await directory.self(caller);
    const page = await repo.page({
      memberId: caller.memberId,
      kinds: kindsOfType(q.type),
      from: q.beginDate ? dayStart(q.beginDate) : null,
      to: q.endDate ? nextDay(q.endDate) : null,
      limit: q.pageSize,
      offset: (q.pageNum - 1) * q.pageSize,
    });
    const list: DealRecord[] = page.rows.map((r) => ({
      id: r.id,
      type: DEAL_TYPE_OF[r.kind as keyof typeof DEAL_TYPE_OF] ?? 4,
      kind: r.kind,
      wallet: r.wallet,
      amount: fenToYuan(r.amount),
      balanceAfter: fenToYuan(r.balanceAfter),
      reference: publicReference(r.reference),
      remark: r.memo,
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
