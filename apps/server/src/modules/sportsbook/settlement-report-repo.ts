import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { queryRows, toArray } from '../../platform/db/raw-sql.ts';

/** One kind of settlement posting (bet_settle, bet_payout, bet_refund, bet_stake) and what it moved. */
export interface PostingTally {
  kind: string;
  /** Distinct references: one per ticket and result revision. */
  tickets: number;
  /** Fen into members' centre wallets. */
  paidFen: number;
  /** Fen out of members' centre wallets. */
  takenFen: number;
}

/** The ledger's postings of a result's revision, read by their references (the reference index). */
export const createSettlementReportRepo = (db: Db) => ({
  async tallyByKind(references: readonly string[]): Promise<PostingTally[]> {
    if (references.length === 0) return [];
    const rows = await queryRows<{
      kind: string;
      tickets: string | number;
      paid: string | number;
      taken: string | number;
    }>(
      db,
      sql`SELECT tr.kind, count(DISTINCT tr.reference) AS tickets,
                 coalesce(sum(tr.amount) FILTER (WHERE ta.kind = 'wallet'), 0) AS paid,
                 coalesce(sum(tr.amount) FILTER (WHERE fa.kind = 'wallet'), 0) AS taken
            FROM ledger_transfers tr
            JOIN ledger_accounts fa ON fa.id = tr.from_account
            JOIN ledger_accounts ta ON ta.id = tr.to_account
           WHERE tr.reference = ANY(${toArray(references)}::text[])
           GROUP BY tr.kind`,
    );
    return rows.map((r) => ({
      kind: r.kind,
      tickets: Number(r.tickets),
      paidFen: Number(r.paid),
      takenFen: Number(r.taken),
    }));
  },
});

export type SettlementReportRepo = ReturnType<typeof createSettlementReportRepo>;
