import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { demoProviderBalances, demoProviderOrders, demoProviderPlayers } from './schema.ts';

export type OrderRow = typeof demoProviderOrders.$inferSelect;

export type TransferOutcome =
  { kind: 'done'; order: OrderRow } | { kind: 'player_not_found' } | { kind: 'conflict'; order: OrderRow };

/** Rolls a transfer's transaction back when the player does not exist. */
class PlayerNotFound extends Error {}

const newProviderOrderId = (at: Date) =>
  `DP${at.getTime().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * The provider's books: players, balances and orders. A transfer is one database transaction that first
 * claims the merchant order id (unique), so a repeated or concurrent request with the same id finds the
 * first order and moves nothing.
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

  const balance = async (merchantId: string, account: string): Promise<number | null> => {
    const rows = await db
      .select({ balance: demoProviderBalances.balance })
      .from(demoProviderBalances)
      .where(and(eq(demoProviderBalances.merchantId, merchantId), eq(demoProviderBalances.account, account)))
      .limit(1);
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
      // One transaction of two statements: claim the order id, then move the balance and record the
      // outcome together. A missing player rolls the claim back (nothing recorded, like a refusal).
      const outcome = await db
        .transaction(async (tx) => {
          const claimed = await tx
            .insert(demoProviderOrders)
            .values({
              providerOrderId: newProviderOrderId(at),
              merchantId: input.merchantId,
              merchantOrderId: input.merchantOrderId,
              account: input.account,
              direction: input.direction,
              amount: input.amount,
              status: 'failed',
              message: input.refuse ?? '',
              createdAt: at,
            })
            .onConflictDoNothing()
            .returning();
          const order = claimed[0];
          // Another request with the same id committed first: answer its result.
          if (!order) return null;
          const delta = input.direction === 'in' ? input.amount : -input.amount;
          const result = (await tx.execute(sql`
            WITH player AS (
              SELECT 1 FROM demo_provider_balances WHERE merchant_id = ${input.merchantId} AND account = ${input.account}
            ), moved AS (
              UPDATE demo_provider_balances SET balance = balance + ${delta}::bigint, updated_at = ${at.toISOString()}::timestamptz
              WHERE merchant_id = ${input.merchantId} AND account = ${input.account}
                AND ${input.refuse === undefined} AND balance + ${delta}::bigint >= 0
              RETURNING balance
            )
            UPDATE demo_provider_orders SET
              status = CASE WHEN EXISTS (SELECT 1 FROM moved) THEN 'success' ELSE 'failed' END,
              message = CASE WHEN EXISTS (SELECT 1 FROM moved) THEN '' ELSE ${input.refuse ?? '余额不足'} END,
              balance_after = COALESCE((SELECT balance FROM moved), 0)
            WHERE provider_order_id = ${order.providerOrderId}
            RETURNING status, message, balance_after::text AS balance_after, EXISTS (SELECT 1 FROM player) AS player`)) as unknown as {
            rows: { status: string; message: string; balance_after: string; player: boolean }[];
          };
          const row = result.rows[0];
          if (!row) throw new Error('demo provider order vanished in its own transaction');
          if (!row.player) throw new PlayerNotFound();
          return {
            ...order,
            status: row.status,
            message: row.message,
            balanceAfter: Number(row.balance_after),
          };
        })
        .catch((error: unknown) => {
          if (error instanceof PlayerNotFound) return 'player_not_found' as const;
          throw error;
        });
      if (outcome === 'player_not_found') return { kind: 'player_not_found' };
      if (outcome) return { kind: 'done', order: outcome };
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
