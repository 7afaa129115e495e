import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { queryRows, toArray } from '../../platform/db/raw-sql.ts';

export interface DealRow {
  id: string;
  kind: string;
  wallet: 'center' | 'locked' | 'usdt';
  amount: number;
  balanceAfter: number;
  reference: string;
  memo: string;
  createdAt: Date;
}

export interface DealQuery {
  memberId: number;
  kinds: string[];
  from: Date | null;
  to: Date | null;
  limit: number;
  offset: number;
}

/**
 * The trade record is read straight from the ledger's entries on the member's own accounts: the centre
 * wallet and USDT sub-wallet in full, the locked funds only for payouts (their hold and release mirror
 * a centre-wallet entry already listed).
 */
const filter = (q: DealQuery) => sql`
  a.member_id = ${q.memberId}
  AND (a.kind IN ('wallet', 'usdt') OR (a.kind = 'locked' AND t.kind IN ('withdraw_payout', 'withdraw_fee')))
  AND t.kind = ANY(${toArray(q.kinds)}::text[])
  ${q.from ? sql`AND e.created_at >= ${q.from.toISOString()}::timestamptz` : sql``}
  ${q.to ? sql`AND e.created_at < ${q.to.toISOString()}::timestamptz` : sql``}`;

export const createRecordsRepo = (db: Db) => ({
  async page(q: DealQuery): Promise<{ rows: DealRow[]; total: number; totalIn: number; totalOut: number }> {
    const rows = await queryRows<{
      id: string | number;
      kind: string;
      account_kind: string;
      amount: string | number;
      balance_after: string | number;
      reference: string;
      memo: string;
      created_at: string | Date;
    }>(
      db,
      sql`SELECT e.id, t.kind, a.kind AS account_kind, e.amount, e.balance_after, t.reference, t.memo, e.created_at
        FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transfers t ON t.id = e.transfer_id
        WHERE ${filter(q)}
        ORDER BY e.id DESC
        LIMIT ${q.limit} OFFSET ${q.offset}`,
    );
    const sums = await queryRows<{ n: string; total_in: string | null; total_out: string | null }>(
      db,
      sql`SELECT COUNT(*)::text AS n,
          SUM(CASE WHEN a.kind = 'wallet' AND e.amount > 0 THEN e.amount ELSE 0 END)::text AS total_in,
          SUM(CASE WHEN a.kind = 'wallet' AND e.amount < 0 THEN -e.amount ELSE 0 END)::text AS total_out
        FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id
        JOIN ledger_transfers t ON t.id = e.transfer_id
        WHERE ${filter(q)}`,
    );
    return {
      rows: rows.map((r) => ({
        id: String(r.id),
        kind: r.kind,
        wallet: r.account_kind === 'usdt' ? 'usdt' : r.account_kind === 'locked' ? 'locked' : 'center',
        amount: Number(r.amount),
        balanceAfter: Number(r.balance_after),
        reference: r.reference,
        memo: r.memo,
        createdAt: new Date(r.created_at),
      })),
      total: Number(sums[0]?.n ?? 0),
      totalIn: Number(sums[0]?.total_in ?? 0),
      totalOut: Number(sums[0]?.total_out ?? 0),
    };
  },
});
