import { fenToYuan, siteMidnight, type DealRecord, type DealType } from '@qilin/contract';
import type { Member } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { VenueNames } from '../venues/venue-names.ts';
import { DEAL_TYPE_OF, kindsOfType } from './deal-types.ts';
import type { createRecordsRepo, DealRow } from './records-repo.ts';
import type { RemarkSource } from './remark-sources.ts';

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
 * shows: the player reads the venue's name there instead, the one the wallet page lists it under. Rows of
 * a remark source's kinds (a bet's refund, a withdrawal that came back) say why, in that module's words.
 */
const remarkOf = async (
  row: DealRow,
  venues: VenueNames,
  sourced: ReadonlyMap<string, ReadonlyMap<string, string>>,
): Promise<string> => {
  if (PLAYER_MEMO_KINDS.has(row.kind)) return row.memo;
  const words = sourced.get(row.kind);
  if (words) return words.get(publicReference(row.reference)) ?? '';
  if (DEAL_TYPE_OF[row.kind as keyof typeof DEAL_TYPE_OF] === 3)
    return (await venues.nameInMemo(row.memo)) ?? '';
  return '';
};

/** Each source's remarks for the page's rows of its kinds (one call per source with any), by kind. */
const sourcedRemarks = async (memberId: number, rows: DealRow[], sources: readonly RemarkSource[]) => {
  const byKind = new Map<string, ReadonlyMap<string, string>>();
  for (const source of sources) {
    const kinds = new Set<string>(source.kinds);
    const references = rows.filter((r) => kinds.has(r.kind)).map((r) => publicReference(r.reference));
    const words = references.length > 0 ? await source.of(memberId, references) : new Map<string, string>();
    for (const kind of kinds) byKind.set(kind, words);
  }
  return byKind;
};

/** A cash-out is booked as a settlement; the player knows it as 提前结算, so it gets its own label. */
const recordKind = (kind: string, reference: string): string =>
  reference.startsWith('bet:cashout:') ? 'bet_cashout' : kind;

export const createRecordsService = (
  repo: ReturnType<typeof createRecordsRepo>,
  directory: MemberDirectory,
  venues: VenueNames,
  remarkSources: readonly RemarkSource[],
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
    const sourced = await sourcedRemarks(caller.memberId, page.rows, remarkSources);
    const remarks = await Promise.all(page.rows.map((r) => remarkOf(r, venues, sourced)));
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
