import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../identity/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The venue registry (SPEC §2.1 categories). `wallet_mode` 'seamless' venues play on the centre wallet;
 * 'transfer' venues hold their own balance, reached through the provider named in `provider`.
 */
export const venues = pgTable(
  'venues',
  {
    channelCode: text('channel_code').primaryKey(),
    venueName: text('venue_name').notNull(),
    category: smallint('category').notNull(),
    walletMode: text('wallet_mode').notNull(),
    /** Which provider client speaks for the venue ('' for seamless venues). */
    provider: text('provider').notNull().default(''),
    status: text('status').notNull().default('open'),
    logo: text('logo').notNull().default(''),
    minTransfer: bigint('min_transfer', { mode: 'number' }).notNull().default(100),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    check('venues_wallet_mode', sql`${t.walletMode} in ('transfer', 'seamless')`),
    check('venues_status', sql`${t.status} in ('open', 'maintenance')`),
    check('venues_category', sql`${t.category} between 1 and 7`),
  ],
);

/**
 * Transfers between the centre wallet and a venue. The order number is derived from the member's
 * idempotency key, so a retry after a crash finds the same order; the ledger postings are keyed by it
 * (`vin:<orderNo>:hold|done|release`, `vout:…`). `pending` means the venue has not confirmed yet: the money
 * waits in the member's transit account until a query settles it.
 */
export const venueOrders = pgTable(
  'venue_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The client's idempotency key (or one derived from it for recycle and auto transfer). */
    requestKey: text('request_key').notNull(),
    channelCode: text('channel_code').notNull(),
    /** 1 into the venue, 2 out of it (SPEC §3). */
    ty: smallint('ty').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** transfer (venue/transfer), recycle (venue/recycle) or auto (auto transfer on launch). */
    source: text('source').notNull(),
    isActivity: boolean('is_activity').notNull().default(false),
    status: text('status').notNull(),
    /**
     * The ledger matches the final status (done or release posted). Settling and booking are two steps:
     * a crash between them leaves `booked` false and the resolver books the order again (idempotently).
     */
    booked: boolean('booked').notNull().default(false),
    message: text('message').notNull().default(''),
    /** Times the transfer request was sent to the provider; 0 means it never left. */
    attempts: integer('attempts').notNull().default(0),
    /** When the request was last sent: a provider "not found" counts only well after this. */
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    uniqueIndex('venue_orders_order_no').on(t.orderNo),
    uniqueIndex('venue_orders_member_key').on(t.memberId, t.requestKey),
    index('venue_orders_member').on(t.memberId, t.createdAt),
    index('venue_orders_unbooked')
      .on(t.createdAt)
      .where(sql`not ${t.booked}`),
    // Asked before every transfer out (order-repo.ts hasPending): a member's open orders only, however many
    // settled ones their history holds.
    index('venue_orders_member_open')
      .on(t.memberId, t.channelCode)
      .where(sql`not ${t.booked}`),
    check('venue_orders_ty', sql`${t.ty} in (1, 2)`),
    check('venue_orders_amount', sql`${t.amount} > 0`),
    check('venue_orders_status', sql`${t.status} in ('pending', 'success', 'failed')`),
  ],
);

/** Per-member venue settings: the auto transfer switch (status/setAutoTransferStatus). */
export const venueMemberSettings = pgTable('venue_member_settings', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  autoTransfer: boolean('auto_transfer').notNull().default(false),
  updatedAt: ts('updated_at').notNull(),
});
