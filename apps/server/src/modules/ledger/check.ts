import { sql } from 'drizzle-orm';
import type { LedgerCheckResult } from '@qilin/contract';
import type { Db } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/raw-sql.ts';

/**
 * The ledger's invariants, each one SQL query over the whole ledger (`npm run ledger:check`):
 * every currency sums to zero; every balance equals the sum of its entries and its last balance-after;
 * no floor-zero account is negative; every transfer has exactly its two entries, equal and opposite,
 * between accounts of one currency.
 */
export const checkLedger = async (db: Db): Promise<LedgerCheckResult> => {
  const problems: string[] = [];
  const one = async <T>(q: ReturnType<typeof sql>) => queryRows<T>(db, q);

  const sums = await one<{ currency: string; total: string }>(
    sql`SELECT currency, SUM(balance)::text AS total FROM ledger_accounts GROUP BY currency`,
  );
  for (const s of sums)
    if (BigInt(s.total) !== 0n) problems.push(`currency ${s.currency} sums to ${s.total}, not 0`);

  const drift = await one<{ key: string; balance: string; entries: string }>(sql`
    SELECT a.key, a.balance::text AS balance, COALESCE(e.total, 0)::text AS entries
    FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
    WHERE a.balance <> COALESCE(e.total, 0)
    LIMIT 20`);
  for (const d of drift)
    problems.push(`account ${d.key} holds ${d.balance} but its entries sum to ${d.entries}`);

  const lastAfter = await one<{ key: string; balance: string; after: string }>(sql`
    SELECT a.key, a.balance::text AS balance, last.balance_after::text AS after
    FROM ledger_accounts a
    JOIN LATERAL (SELECT balance_after FROM ledger_entries WHERE account_id = a.id ORDER BY id DESC LIMIT 1) last ON true
    WHERE last.balance_after <> a.balance
    LIMIT 20`);
  for (const d of lastAfter)
    problems.push(`account ${d.key} holds ${d.balance} but its last entry says ${d.after}`);

  const negative = await one<{ key: string; balance: string }>(
    sql`SELECT key, balance::text AS balance FROM ledger_accounts WHERE floor_zero AND balance < 0 LIMIT 20`,
  );
  for (const n of negative) problems.push(`member account ${n.key} is negative: ${n.balance}`);

  const unbalanced = await one<{ id: string; n: string; total: string }>(sql`
    SELECT t.id::text AS id, COUNT(e.id)::text AS n, COALESCE(SUM(e.amount), 0)::text AS total
    FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
    GROUP BY t.id
    HAVING COUNT(e.id) <> 2 OR COALESCE(SUM(e.amount), 0) <> 0
       OR COUNT(*) FILTER (WHERE e.account_id = t.from_account AND e.amount = -t.amount) <> 1
       OR COUNT(*) FILTER (WHERE e.account_id = t.to_account AND e.amount = t.amount) <> 1
    LIMIT 20`);
  for (const u of unbalanced) problems.push(`transfer ${u.id} has ${u.n} entries summing to ${u.total}`);

  const orphans = await one<{ n: string }>(sql`
    SELECT COUNT(*)::text AS n FROM ledger_entries e
    LEFT JOIN ledger_transfers t ON t.id = e.transfer_id
    LEFT JOIN ledger_accounts a ON a.id = e.account_id
    WHERE t.id IS NULL OR a.id IS NULL`);
  if (orphans[0] && orphans[0].n !== '0')
    problems.push(`${orphans[0].n} entries point at no transfer or account`);

  const crossCurrency = await one<{ n: string }>(sql`
    SELECT COUNT(*)::text AS n FROM ledger_transfers t
    JOIN ledger_accounts f ON f.id = t.from_account JOIN ledger_accounts o ON o.id = t.to_account
    WHERE f.currency <> o.currency`);
  if (crossCurrency[0] && crossCurrency[0].n !== '0')
    problems.push(`${crossCurrency[0].n} transfers cross currencies`);

  const counts = await one<{ accounts: string; transfers: string }>(sql`
    SELECT (SELECT COUNT(*) FROM ledger_accounts)::text AS accounts, (SELECT COUNT(*) FROM ledger_transfers)::text AS transfers`);
  return {
    ok: problems.length === 0,
    accounts: Number(counts[0]?.accounts ?? 0),
    transfers: Number(counts[0]?.transfers ?? 0),
    problems,
  };
};
