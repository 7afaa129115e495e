import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { queryRows, toArray } from '../../platform/db/raw-sql.ts';
import { createStatementBatcher } from '../../platform/db/statement-batcher.ts';
import { demoProviderBalances, demoProviderOrders, demoProviderPlayers } from './schema.ts';

export type OrderRow = typeof demoProviderOrders.$inferSelect;

export type TransferOutcome =
  { kind: 'done'; order: OrderRow } | { kind: 'player_not_found' } | { kind: 'conflict'; order: OrderRow };

/** A merchant's transfer call; `refuse` is the injected "fail" switch's text. */
export type TransferInput = {
  merchantId: string;
  merchantOrderId: string;
  account: string;
  direction: 'in' | 'out';
  amount: number;
  refuse?: string;
};

/** A transfer waiting for its batch: its time and provider id are drawn at the call, as before batching. */
type Queued = TransferInput & { at: Date; providerOrderId: string };

const newProviderOrderId = (at: Date) =>
  `DP${at.getTime().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Splits a batch into statements in which each player and each merchant order id occurs at most once,
 * keeping arrival order per player and per order id: a statement reads every balance before moving any,
 * so a player's second transfer must come in a later statement to see what the first left, and an order
 * id's second use must find the first's claim committed. Once an item is deferred, later items sharing
 * any of its keys are deferred too, so none overtakes it.
 */
const intoRounds = (items: readonly TransferInput[]): number[][] => {
  const rounds: number[][] = [];
  let left = items.map((_, i) => i);
  while (left.length > 0) {
    const taken = new Set<string>();
    const round: number[] = [];
    const rest: number[] = [];
    for (const i of left) {
      const item = items[i]!;
      const keys = [
        `p\u0000${item.merchantId}\u0000${item.account}`,
        `o\u0000${item.merchantId}\u0000${item.merchantOrderId}`,
      ];
      (keys.some((k) => taken.has(k)) ? rest : round).push(i);
      for (const k of keys) taken.add(k);
    }
    rounds.push(round);
    left = rest;
  }
  return rounds;
};

/**
 * The provider's books: players, balances and orders. A transfer claims the merchant order id (unique)
 * with its outcome, so a repeated or concurrent request with the same id finds the first order and moves
 * nothing. Transfers are group-committed (statement-batcher.ts): under load one statement applies many.
 */
export const createProviderBook = (db: Db, now: () => Date) => {
  const findOrder = async (merchantId: string, merchantOrderId: string) =>
    (
      await db
        .select()
        .from(demoProviderOrders)
        .where(
          and(
            eq(demoProviderOrders.merchantId, merchantId),
            eq(demoProviderOrders.merchantOrderId, merchantOrderId),
          ),
        )
        .limit(1)
    )[0];

  /**
   * Asked before every transfer out: batched (statement-batcher.ts), so under load one statement answers
   * every player waiting. Null for a player the provider does not know.
   */
  const balanceBatch = createStatementBatcher<{ merchantId: string; account: string }, number | null>(
    async (items) => {
      const rows = await queryRows<{ merchant_id: string; account: string; balance: string | number }>(
        db,
        sql`SELECT b.merchant_id, b.account, b.balance FROM demo_provider_balances AS b
            JOIN unnest(${toArray(items.map((i) => i.merchantId))}::text[], ${toArray(items.map((i) => i.account))}::text[])
              AS x(merchant_id, account) USING (merchant_id, account)`,
      );
      const found = new Map(rows.map((r) => [`${r.merchant_id}\u0000${r.account}`, Number(r.balance)]));
      return items.map((i) => found.get(`${i.merchantId}\u0000${i.account}`) ?? null);
    },
  );
  const balance = (merchantId: string, account: string): Promise<number | null> =>
    balanceBatch({ merchantId, account });

  /**
   * One statement, one round trip and one commit for a whole round (each player and order id at most
   * once): lock the players' balance rows in a fixed order (statements of other instances lock theirs the
   * same way, so they cannot deadlock), claim each order id with the outcome its balance allows, and move
   * the balances of the claims that won. A duplicate's insert meets the first's id and does nothing; a
   * missing player claims nothing (like a refusal, nothing is recorded). The claims are inserted sorted
   * by order id, after every lock is held (the sort reads all of its input first), so two statements
   * waiting on each other's order ids cannot form a cycle either.
   * A won claim sets the balance to its balance_after, computed from the locked (latest) row, rather
   * than to balance + delta: after waiting for a lock the UPDATE first builds its row from the version
   * its snapshot saw, and PostgreSQL checks the floor on that stale row before rechecking (seen under
   * concurrent load as a spurious floor violation). Nobody else can move a locked row, so the value is
   * the same; the floor CHECK stays the last safety.
   */
  const applyRound = async (items: Queued[]): Promise<TransferOutcome[]> => {
    const col = (pick: (q: Queued) => string | number | null) => toArray(items.map(pick));
    const rows = await queryRows<{
      found: boolean;
      provider_order_id: string | null;
      status: string | null;
      message: string | null;
      balance_after: string | null;
    }>(
      db,
      sql`WITH x AS (
            SELECT * FROM unnest(${col((q) => q.merchantId)}::text[], ${col((q) => q.account)}::text[],
              ${col((q) => q.merchantOrderId)}::text[], ${col((q) => q.direction)}::text[],
              ${col((q) => q.amount)}::bigint[], ${col((q) => q.refuse ?? null)}::text[],
              ${col((q) => q.providerOrderId)}::text[], ${col((q) => q.at.toISOString())}::timestamptz[])
              WITH ORDINALITY AS x(merchant_id, account, merchant_order_id, direction, amount, refuse,
                provider_order_id, at, i)
          ), player AS (
            SELECT b.merchant_id, b.account, b.balance FROM demo_provider_balances AS b
            WHERE (b.merchant_id, b.account) IN (SELECT merchant_id, account FROM x)
            ORDER BY b.merchant_id, b.account
            FOR UPDATE
          ), outcome AS (
            SELECT x.*, p.balance + d.delta AS after,
              CASE WHEN x.refuse IS NULL AND p.balance + d.delta >= 0 THEN 'success' ELSE 'failed' END AS status
            FROM x JOIN player AS p USING (merchant_id, account)
              CROSS JOIN LATERAL (SELECT CASE WHEN x.direction = 'in' THEN x.amount ELSE -x.amount END AS delta) AS d
          ), claimed AS (
            INSERT INTO demo_provider_orders (provider_order_id, merchant_id, merchant_order_id, account,
              direction, amount, status, message, balance_after, created_at)
            SELECT provider_order_id, merchant_id, merchant_order_id, account, direction, amount, status,
              CASE WHEN status = 'success' THEN '' ELSE coalesce(refuse, '余额不足') END,
              CASE WHEN status = 'success' THEN after ELSE 0 END, at
            FROM outcome
            ORDER BY merchant_id, merchant_order_id
            ON CONFLICT DO NOTHING
            RETURNING merchant_id, merchant_order_id, account, direction, amount, provider_order_id, status,
              message, balance_after, created_at
          ), moved AS (
            UPDATE demo_provider_balances AS b SET balance = c.balance_after, updated_at = c.created_at
            FROM claimed AS c
            WHERE c.status = 'success' AND b.merchant_id = c.merchant_id AND b.account = c.account
          )
          SELECT p.account IS NOT NULL AS found, c.provider_order_id, c.status, c.message,
            c.balance_after::text AS balance_after
          FROM x LEFT JOIN player AS p USING (merchant_id, account)
            LEFT JOIN claimed AS c USING (merchant_id, merchant_order_id)
          ORDER BY x.i`,
    );
    return Promise.all(
      items.map(async (q, i): Promise<TransferOutcome> => {
        const row = rows[i];
        if (!row || !row.found) return { kind: 'player_not_found' };
        if (row.provider_order_id !== null) {
          const order: OrderRow = {
            providerOrderId: row.provider_order_id,
            merchantId: q.merchantId,
            merchantOrderId: q.merchantOrderId,
            account: q.account,
            direction: q.direction,
            amount: q.amount,
            status: row.status!,
            message: row.message!,
            balanceAfter: Number(row.balance_after),
            createdAt: q.at,
          };
          return { kind: 'done', order };
        }
        // Claimed before (a retry, another instance, or an earlier round of this batch): answer the first.
        const first = await findOrder(q.merchantId, q.merchantOrderId);
        if (!first) throw new Error('order vanished after a conflicting insert');
        return sameOrder(first, q);
      }),
    );
  };

  // Rounds run one after another, each committed before the next reads its balances and claims.
  const transferBatch = createStatementBatcher<Queued, TransferOutcome>(async (items) => {
    const out: TransferOutcome[] = [];
    for (const round of intoRounds(items)) {
      const done = await applyRound(round.map((i) => items[i]!));
      round.forEach((i, j) => (out[i] = done[j]!));
    }
    return out;
  });

  return {
    findOrder,
    balance,

    async ensurePlayer(merchantId: string, account: string): Promise<void> {
      const at = now();
      await db
        .insert(demoProviderPlayers)
        .values({ merchantId, account, createdAt: at })
        .onConflictDoNothing();
      await db
        .insert(demoProviderBalances)
        .values({ merchantId, account, balance: 0, updatedAt: at })
        .onConflictDoNothing();
    },

    /**
     * Applies a transfer once per merchant order id. `refuse` records the order as failed without moving
     * anything (the injected "fail" switch), so a later query answers failed like a real refusal would.
     */
    async transfer(input: TransferInput): Promise<TransferOutcome> {
      const at = now();
      return transferBatch({ ...input, at, providerOrderId: newProviderOrderId(at) });
    },
  };
};

const sameOrder = (
  order: OrderRow,
  input: { account: string; direction: 'in' | 'out'; amount: number },
): TransferOutcome =>
  order.account === input.account && order.direction === input.direction && order.amount === input.amount
    ? { kind: 'done', order }
    : { kind: 'conflict', order };

export type ProviderBook = ReturnType<typeof createProviderBook>;
