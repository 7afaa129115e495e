import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The demo payment gateway's own records, as a PSP would keep them: one payment per merchant order, its
 * trade number once paid, and the state of the callback it owes the merchant (retried until answered).
 * The gateway never reads the merchant's tables.
 */
export const demoPayPayments = pgTable(
  'demo_pay_payments',
  {
    /** The merchant's order number (one payment per merchant order). */
    orderNo: text('order_no').primaryKey(),
    merchantName: text('merchant_name').notNull(),
    channelName: text('channel_name').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** Where the player goes back to after paying (the merchant's waiting page). */
    returnUrl: text('return_url').notNull(),
    /** The merchant's callback path on this server. */
    notifyPath: text('notify_path').notNull(),
    /** pending -> paid | cancelled (by the player) | closed (by the merchant). */
    status: text('status').notNull().default('pending'),
    tradeNo: text('trade_no'),
    /** none -> pending (owed) -> delivered | failed (gave up after the last retry). */
    callbackStatus: text('callback_status').notNull().default('none'),
    callbackAttempts: integer('callback_attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    lastError: text('last_error').notNull().default(''),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('demo_pay_payments_trade_no').on(t.tradeNo),
    index('demo_pay_payments_callback_due').on(t.callbackStatus, t.nextAttemptAt),
    check('demo_pay_payments_status', sql`${t.status} in ('pending', 'paid', 'cancelled', 'closed')`),
    check(
      'demo_pay_payments_callback',
      sql`${t.callbackStatus} in ('none', 'pending', 'delivered', 'failed')`,
    ),
  ],
);
