import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/raw-sql.ts';
import { demoProviderBalances, demoProviderOrders, demoProviderPlayers } from './schema.ts';

export type OrderRow = typeof demoProviderOrders.$inferSelect;

export type TransferOutcome =
  { kind: 'done'; order: OrderRow } | { kind: 'player_not_found' } | { kind: 'conflict'; order: OrderRow };

const newProviderOrderId = (at: Date) =>
  `DP${at.getTime().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * The provider's books: players, balances and orders. A transfer is one statement that claims the
 * merchant order id (unique) with its outcome, so a repeated or concurrent request with the same id finds
 * the first order and moves nothing.
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

  // Asked before every transfer out: built once, a named prepared statement.
  const balanceQuery = db
    .select({ balance: demoProviderBalances.balance })
    .from(demoProviderBalances)
    .where(
      and(
        eq(demoProviderBalances.merchantId, sql.placeholder('merchantId')),
        eq(demoProviderBalances.account, sql.placeholder('account')),
      ),
    )
    .limit(1)
    .prepare('demo_provider_balance');
  const balance = async (merchantId: string, account: string): Promise<number | null> => {
    const rows = await balanceQuery.execute({ merchantId, account });
    return rows[0] ? rows[0].balance : null;
  };

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
    async transfer(input: {
      merchantId: string;
      merchantOrderId: string;
      account: string;
      direction: 'in' | 'out';
      amount: number;
      refuse?: string;
    }): Promise<TransferOutcome> {
      const at = now();
      const delta = input.direction === 'in' ? input.amount : -input.amount;
      const refused = input.refuse !== undefined;
      // One statement, so one round trip: lock the player's balance row (a concurrent transfer of the
      // same player, a duplicate included, waits here and then sees the committed result), claim the
      // order id with the outcome that balance allows, and move the balance only if this claim won. A
      // duplicate's insert meets the first's committed id and does nothing; a missing player claims
      // nothing (like a refusal, nothing is recorded).
      const rows = await queryRows<{
        players: number;
        provider_order_id: string | null;
        status: string | null;
        message: string | null;
        balance_after: string | null;
      }>(
        db,
        sql`WITH player AS (
              SELECT balance FROM demo_provider_balances
              WHERE merchant_id = ${input.merchantId} AND account = ${input.account}
              FOR UPDATE
            ), claimed AS (
              INSERT INTO demo_provider_orders (provider_order_id, merchant_id, merchant_order_id, account,
                direction, amount, status, message, balance_after, created_at)
              SELECT ${newProviderOrderId(at)}, ${input.merchantId}, ${input.merchantOrderId}, ${input.account},
                ${input.direction}, ${input.amount}::bigint, o.status,
                CASE WHEN o.status = 'success' THEN '' ELSE ${input.refuse ?? '余额不足'} END,
                CASE WHEN o.status = 'success' THEN o.after ELSE 0 END, ${at.toISOString()}::timestamptz
              FROM (SELECT CASE WHEN NOT ${refused} AND balance + ${delta}::bigint >= 0 THEN 'success' ELSE 'failed' END AS status,
                      balance + ${delta}::bigint AS after FROM player) AS o
              ON CONFLICT DO NOTHING
              RETURNING provider_order_id, status, message, balance_after
            ), moved AS (
              UPDATE demo_provider_balances SET balance = balance + ${delta}::bigint, updated_at = ${at.toISOString()}::timestamptz
              WHERE merchant_id = ${input.merchantId} AND account = ${input.account}
                AND EXISTS (SELECT 1 FROM claimed WHERE status = 'success')
            )
            SELECT (SELECT count(*)::int FROM player) AS players, c.provider_order_id, c.status, c.message,
              c.balance_after::text AS balance_after
            FROM (SELECT 1) AS one LEFT JOIN claimed AS c ON true`,
      );
      const row = rows[0];
      if (!row || row.players === 0) return { kind: 'player_not_found' };
      if (row.provider_order_id !== null) {
        const order: OrderRow = {
          providerOrderId: row.provider_order_id,
          merchantId: input.merchantId,
          merchantOrderId: input.merchantOrderId,
          account: input.account,
          direction: input.direction,
          amount: input.amount,
          status: row.status!,
          message: row.message!,
          balanceAfter: Number(row.balance_after),
          createdAt: at,
        };
        return { kind: 'done', order };
      }
      const first = await findOrder(input.merchantId, input.merchantOrderId);
      if (!first) throw new Error('order vanished after a conflicting insert');
      return sameOrder(first, input);
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
