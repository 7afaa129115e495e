import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The demo game provider's own books. It stands for a remote company, so nothing here refers to our
 * tables: it knows merchants, their players (by the account name the merchant chose) and orders.
 */
export const demoProviderPlayers = pgTable(
  'demo_provider_players',
  {
    merchantId: text('merchant_id').notNull(),
    account: text('account').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.account] })],
);

/** A player's balance at the provider, in fen; never negative. */
export const demoProviderBalances = pgTable(
  'demo_provider_balances',
  {
    merchantId: text('merchant_id').notNull(),
    account: text('account').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.account] }),
    check('demo_provider_balances_floor', sql`${t.balance} >= 0`),
  ],
);

/**
 * Transfer orders. The merchant's order id is unique per merchant: a repeated id answers the first
 * result and never moves money twice. The provider's own id is what its statements would show.
 */
export const demoProviderOrders = pgTable(
  'demo_provider_orders',
  {
    providerOrderId: text('provider_order_id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    merchantOrderId: text('merchant_order_id').notNull(),
    account: text('account').notNull(),
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    message: text('message').notNull().default(''),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull().default(0),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('demo_provider_orders_merchant_order').on(t.merchantId, t.merchantOrderId),
    index('demo_provider_orders_account').on(t.merchantId, t.account),
    check('demo_provider_orders_direction', sql`${t.direction} in ('in', 'out')`),
    check('demo_provider_orders_status', sql`${t.status} in ('success', 'failed')`),
    check('demo_provider_orders_amount', sql`${t.amount} > 0`),
  ],
);
