import { randomBytes } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { demoProviderBalances, demoProviderOrders, demoProviderPlayers } from './schema.ts';

export type OrderRow = typeof demoProviderOrders.$inferSelect;

export type TransferOutcome =
  { kind: 'done'; order: OrderRow } | { kind: 'player_not_found' } | { kind: 'conflict'; order: OrderRow };

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
      const existing = await findOrder(input.merchantId, input.merchantOrderId);
      if (existing) return sameOrder(existing, input);
      if ((await balance(input.merchantId, input.account)) === null) return { kind: 'player_not_found' };

      const at = now();
      const outcome = await db.transaction(async (tx) => {
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
        if (input.refuse) return order;
        const who = and(
          eq(demoProviderBalances.merchantId, input.merchantId),
          eq(demoProviderBalances.account, input.account),
        );
        const moved = await tx
          .update(demoProviderBalances)
          .set({
            balance:
              input.direction === 'in'
                ? sql`${demoProviderBalances.balance} + ${input.amount}`
                : sql`${demoProviderBalances.balance} - ${input.amount}`,
            updatedAt: at,
          })
          .where(input.direction === 'in' ? who : and(who, gte(demoProviderBalances.balance, input.amount)))
          .returning({ balance: demoProviderBalances.balance });
        const after = moved[0];
        const [done] = await tx
          .update(demoProviderOrders)
          .set(
            after
              ? { status: 'success', balanceAfter: after.balance }
              : { status: 'failed', message: '余额不足' },
          )
          .where(eq(demoProviderOrders.providerOrderId, order.providerOrderId))
          .returning();
        return done ?? order;
      });
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
