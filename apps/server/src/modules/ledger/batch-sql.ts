import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { queryRows, toArray } from '../../platform/db/raw-sql.ts';
import type { PlannedTransfer } from './batch-plan.ts';

/** The ledger writer's statements (writer.ts says when each runs). */

/**
 * The advisory lock that makes one batch at a time the only writer of balances, across instances; keyed
 * by schema too, so ledgers in different schemas of one database (tenants, test runs) do not wait on each
 * other.
 */
const LEDGER_WRITER_LOCK = 7_316_001;

// One writer at a time, across instances: a transaction-scoped advisory lock instead of a row lock per
// account. Row locks cost a WAL record per locked row (a settlement batch locks ~1,000 accounts: 30 % of
// its time, measured), and only this writer ever changes balances, so one lock serialises exactly what
// needs it. The lock is released after commit, when the batch is visible to the next holder's statements
// (read committed), so the balances it reads are the latest. The CHECK constraint on floor-zero accounts
// stays the backstop.
// The same statement answers the transfer id sequence's last value once the lock is held (the subquery
// must produce its row first), for the balance cache's check at no extra round trip.
export const takeWriterLock = async (tx: Db | Tx): Promise<number | null> => {
  const [row] = await queryRows<{ last: string | number | null }>(
    tx,
    sql`SELECT pg_sequence_last_value(pg_get_serial_sequence('ledger_transfers', 'id')) AS last
        FROM (SELECT pg_advisory_xact_lock(${LEDGER_WRITER_LOCK}, hashtext(current_schema())) OFFSET 0) AS l`,
  );
  return row?.last === null || row?.last === undefined ? null : Number(row.last);
};

/**
 * Under the writer lock, one round trip: these accounts' balances and which of these references are
 * posted (their transfer ids). Both are per-key probes behind OFFSET 0 (which stops the planner
 * flattening them): on a young table without statistics it otherwise chose a sequential scan of every
 * transfer per batch, a cost that grew with the ledger (7 ms at 60,000 transfers, measured).
 */
export const lookUpBatch = async (tx: Db | Tx, ids: number[], references: string[]) => {
  const posted = new Map<string, number[]>();
  const balances = new Map<number, number>();
  if (ids.length === 0 && references.length === 0) return { balances, posted };
  const found = await queryRows<{
    id: string | number;
    balance: string | number | null;
    reference: string | null;
    leg: number | null;
  }>(
    tx,
    sql`WITH locked AS (
          SELECT a.id, a.balance FROM unnest(${toArray(ids)}::bigint[]) AS k(id)
          CROSS JOIN LATERAL (SELECT id, balance FROM ledger_accounts WHERE id = k.id OFFSET 0) AS a
        )
        SELECT id, balance, NULL::text AS reference, NULL::smallint AS leg FROM locked
        UNION ALL
        (SELECT t.id, NULL::bigint, t.reference, t.leg FROM unnest(${toArray(references)}::text[]) AS r(ref)
          CROSS JOIN LATERAL (SELECT id, reference, leg FROM ledger_transfers WHERE reference = r.ref OFFSET 0) AS t
          ORDER BY t.reference, t.leg)`,
  );
  for (const r of found) {
    if (r.reference === null) balances.set(Number(r.id), Number(r.balance));
    else posted.set(r.reference, [...(posted.get(r.reference) ?? []), Number(r.id)]);
  }
  return { balances, posted };
};

/**
 * The transfers' times: the batch's, one parameter, unless some posting carries its own (`Posting.at`);
 * then one time per transfer, in `v`'s column `s`. A batch of bets carries none and keeps the one
 * parameter.
 */
const transferTimes = (planned: PlannedTransfer[], at: Date, postedAt: ReadonlyMap<string, Date>) => {
  if (postedAt.size === 0 || planned.every((p) => !postedAt.has(p.reference)))
    return { column: sql``, alias: sql``, time: sql`${at.toISOString()}::timestamptz` };
  const times = planned.map((p) => (postedAt.get(p.reference) ?? at).toISOString());
  return { column: sql`, ${toArray(times)}::timestamptz[]`, alias: sql.raw('s, '), time: sql`v.s` };
};

/**
 * One statement for the transfers, their entries (two per leg, in plan order so entry ids follow the order
 * balances were applied: ledger:check reads the last entry by id), the new balances and the riding
 * companions (write-only CTEs: a bet's ticket and legs, a venue order's settlement). Transfer ids are drawn
 * from the identity's sequence in `v`, so the entries take theirs from `v` and only the ids come back (no
 * join on the references, no reference strings returned).
 * Each changed balance is guarded by the value the batch started from: a cached one another writer has
 * changed since becomes NULL, which the column refuses, so the statement fails and nothing commits. It
 * raises rather than reports, so that the COMMIT can travel with it (see `isBalanceGuard`).
 * Transfers and entries are stamped `at`, or their posting's own time where `postedAt` has one (by
 * reference).
 */
export const batchWriteStatement = (
  planned: PlannedTransfer[],
  changed: { id: number; was: number; balance: number }[],
  at: Date,
  companions: SQL[],
  postedAt: ReadonlyMap<string, Date> = new Map(),
): SQL => {
  const { column, alias, time } = transferTimes(planned, at, postedAt);
  const riding = companions.map((q, i) => sql`, ${sql.raw(`c${i}`)} AS (${q})`);
  return sql`WITH v AS MATERIALIZED (
        SELECT nextval(pg_get_serial_sequence('ledger_transfers', 'id')) AS id, v.*
        FROM unnest(
          ${toArray(planned.map((p) => p.reference))}::text[], ${toArray(planned.map((p) => p.leg))}::smallint[],
          ${toArray(planned.map((p) => p.kind))}::text[], ${toArray(planned.map((p) => p.from))}::bigint[],
          ${toArray(planned.map((p) => p.to))}::bigint[], ${toArray(planned.map((p) => p.amount))}::bigint[],
          ${toArray(planned.map((p) => p.memo))}::text[], ${toArray(planned.map((p) => p.fromAfter))}::bigint[],
          ${toArray(planned.map((p) => p.toAfter))}::bigint[]${column}
        ) WITH ORDINALITY AS v(r, l, k, f, t, a, m, fa, ta, ${alias}n)
        ORDER BY v.n
      ), ins AS (
        INSERT INTO ledger_transfers (id, reference, leg, kind, from_account, to_account, amount, memo, created_at)
        OVERRIDING SYSTEM VALUE
        SELECT id, r, l, k, f, t, a, m, ${time} FROM v ORDER BY n
      ), ent AS (
        INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
        SELECT v.id, x.account, x.amount, x.after, ${time}
        FROM v CROSS JOIN LATERAL (VALUES (0, v.f, -v.a, v.fa), (1, v.t, v.a, v.ta)) AS x(side, account, amount, after)
        ORDER BY v.n, x.side
      ), upd AS (
        UPDATE ledger_accounts AS acc SET balance = CASE WHEN acc.balance = u.was THEN u.b END
        FROM unnest(
          ${toArray(changed.map((c) => c.id))}::bigint[], ${toArray(changed.map((c) => c.was))}::bigint[],
          ${toArray(changed.map((c) => c.balance))}::bigint[]
        ) AS u(id, was, b)
        WHERE acc.id = u.id
      )${sql.join(riding)}
      SELECT id FROM v ORDER BY n`;
};

/** The write statement's balance guard fired: it sets a NULL balance, which the NOT NULL column refuses. */
export const isBalanceGuard = (error: unknown): boolean => {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code, column } = e as Error & { code?: string; column?: string };
    if (code === '23502' && column === 'balance') return true;
  }
  return false;
};
