import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export * from './demo-gateway/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Where a channel's money goes: our receiving bank/wallet account, or a coin address. */
export interface ChannelAccount {
  bankName?: string;
  accountName?: string;
  accountNo?: string;
  branch?: string;
  address?: string;
}

/**
 * Deposit channels per site (payment/types). Seeded once per site; operators change limits, fees, tips or
 * switch a channel off with `enabled` (rows are never deleted, so orders keep their channel).
 */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id').notNull(),
    /** The channel id the SPA sends back in payment/pay ('bank', 'usdt-trc20', ...). */
    code: text('code').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    network: text('network').notNull().default(''),
    minFen: bigint('min_fen', { mode: 'number' }).notNull(),
    maxFen: bigint('max_fen', { mode: 'number' }).notNull(),
    feeRateBp: integer('fee_rate_bp').notNull().default(0),
    /** Quick-pick amounts in yuan ('100', '500'). */
    quickAmounts: jsonb('quick_amounts').$type<string[]>().notNull().default([]),
    waitPage: text('wait_page').notNull(),
    tips: text('tips').notNull().default(''),
    needsDepositorName: boolean('needs_depositor_name').notNull().default(false),
    account: jsonb('account').$type<ChannelAccount>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_channels_site_code').on(t.siteId, t.code),
    check('payment_channels_limits', sql`${t.minFen} > 0 AND ${t.maxFen} >= ${t.minFen}`),
    check('payment_channels_fee', sql`${t.feeRateBp} >= 0 AND ${t.feeRateBp} < 10000`),
  ],
);

/** vCurrency/list: CNY per coin, in 1/10000 CNY (72100 = 7.2100), per site and network. */
export const paymentCoinRates = pgTable(
  'payment_coin_rates',
  {
    siteId: text('site_id').notNull(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    rateE4: integer('rate_e4').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.currency, t.network] }),
    check('payment_coin_rates_positive', sql`${t.rateE4} > 0`),
  ],
);

/**
 * Deposit orders. `status` moves pending -> paid | cancelled | closed | expired, each final. Setting
 * `trade_no` on a pending order is the commit point of a payment: once the gateway's trade is bound, the
 * order can no longer expire, close or cancel, and the credit (ledger reference `dep:<order_no>`) is
 * finished by the callback, its retry or the repair pass.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Derived from the member and the request's idempotency key, so a retried request finds its order. */
    orderNo: text('order_no').notNull(),
    siteId: text('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    channelCode: text('channel_code').notNull(),
    channelName: text('channel_name').notNull(),
    type: text('type').notNull(),
    waitPage: text('wait_page').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    feeFen: bigint('fee_fen', { mode: 'number' }).notNull(),
    /** Bank transfers: the depositor's name, AES-GCM ciphertext (personal data). */
    depositorNameEnc: text('depositor_name_enc'),
    /** Snapshots taken at creation, so later channel edits never change an open order. */
    bank: jsonb('bank').$type<{
      bankName: string;
      accountName: string;
      accountNo: string;
      branch: string;
    } | null>(),
    crypto: jsonb('crypto').$type<{
      address: string;
      network: string;
      coinAmount: string;
      rate: string;
    } | null>(),
    payUrl: text('pay_url').notNull(),
    signalCode: text('signal_code').notNull().default(''),
    status: text('status').notNull().default('pending'),
    tradeNo: text('trade_no'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('deposit_orders_order_no').on(t.orderNo),
    uniqueIndex('deposit_orders_trade_no').on(t.tradeNo),
    index('deposit_orders_member').on(t.memberId, t.createdAt),
    index('deposit_orders_pending').on(t.status, t.expiresAt),
    check('deposit_orders_status', sql`${t.status} in ('pending', 'paid', 'cancelled', 'expired', 'closed')`),
    check(
      'deposit_orders_amounts',
      sql`${t.amountFen} > 0 AND ${t.feeFen} >= 0 AND ${t.feeFen} < ${t.amountFen}`,
    ),
  ],
);

/** Nonces of accepted gateway callbacks: a callback whose nonce is here already is a replay. */
export const depositCallbackNonces = pgTable(
  'deposit_callback_nonces',
  {
    nonce: text('nonce').primaryKey(),
    orderNo: text('order_no').notNull(),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [index('deposit_callback_nonces_received').on(t.receivedAt)],
);

/**
 * Authentic payments the callback could not credit: the gateway took the money, but for an order that had
 * expired or closed, was already paid by another trade, or for another amount. Nothing is credited
 * automatically; finance credits the member (`deposit` posting keyed by the trade) or dismisses the case
 * (refunded at the gateway), with a reason, through `deposits:resolve`. One row per trade: the gateway's
 * retries of the same trade find it there.
 */
export const depositExceptions = pgTable(
  'deposit_exceptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id').notNull(),
    tradeNo: text('trade_no').notNull(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** What the gateway says it received, in fen (may differ from the order's amount). */
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** expired | closed | cancelled | already_paid | other_trade | amount_mismatch */
    reason: text('reason').notNull(),
    receivedAt: ts('received_at').notNull(),
    /** credited | dismissed; null while it waits for finance. */
    resolution: text('resolution'),
    resolvedBy: text('resolved_by'),
    resolvedNote: text('resolved_note'),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    uniqueIndex('deposit_exceptions_trade_no').on(t.tradeNo),
    index('deposit_exceptions_open').on(t.siteId, t.resolvedAt, t.id),
    check('deposit_exceptions_amount', sql`${t.amountFen} > 0`),
    check(
      'deposit_exceptions_resolution',
      sql`${t.resolution} is null or ${t.resolution} in ('credited', 'dismissed')`,
    ),
  ],
);
