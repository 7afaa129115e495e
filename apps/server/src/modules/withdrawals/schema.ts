import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's bank cards, Alipay accounts and coin addresses. The number is AES-GCM ciphertext from
 * deps.crypto with a blind index for the "already added" check; only the precomputed mask is ever
 * answered. Rows are soft-deleted because withdrawal orders keep pointing at the account they paid to.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The id answered to clients; random so it reveals nothing about other members' accounts. */
    publicId: text('public_id').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    bankCode: text('bank_code').notNull().default(''),
    /** Bank name, 'Alipay' or 'USDT-TRC20' / 'USDT-ERC20'. */
    name: text('name').notNull(),
    network: text('network').notNull().default(''),
    branch: text('branch').notNull().default(''),
    accountEnc: text('account_enc').notNull(),
    accountIndex: text('account_index').notNull(),
    accountMask: text('account_mask').notNull(),
    /** The holder (the member's real name) encrypted; '' for coin addresses. */
    holderEnc: text('holder_enc').notNull().default(''),
    /** Masked real name for cards and Alipay, the member's own alias for coin addresses. */
    holderDisplay: text('holder_display').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    status: text('status').notNull().default('active'),
    createdAt: ts('created_at').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('payout_accounts_member').on(t.memberId),
    // "Already bound by another member" looks a number up across members.
    index('payout_accounts_number').on(t.type, t.accountIndex),
    uniqueIndex('payout_accounts_member_number')
      .on(t.memberId, t.type, t.accountIndex)
      .where(sql`${t.status} = 'active'`),
    check('payout_accounts_type_check', sql`${t.type} in ('bank', 'alipay', 'usdt')`),
    check('payout_accounts_status_check', sql`${t.status} in ('active', 'deleted')`),
  ],
);

/** Withdrawal limits and fees per payout type (amounts in fen); seeded on first start, edited by SQL. */
export const withdrawConfig = pgTable(
  'withdraw_config',
  {
    type: text('type').primaryKey(),
    minFen: bigint('min_fen', { mode: 'number' }).notNull(),
    maxFen: bigint('max_fen', { mode: 'number' }).notNull(),
    dailyCount: integer('daily_count').notNull(),
    dailyMaxFen: bigint('daily_max_fen', { mode: 'number' }).notNull(),
    feeRateBp: integer('fee_rate_bp').notNull(),
    feeMinFen: bigint('fee_min_fen', { mode: 'number' }).notNull(),
  },
  (t) => [check('withdraw_config_type_check', sql`${t.type} in ('bank', 'alipay', 'usdt')`)],
);

/**
 * Withdrawal orders. States: pending (row written, hold not yet confirmed; never shown) -> reviewing
 * (funds in the member's locked account) -> approved | rejected; pending -> failed when the hold was
 * refused (never shown). Every transition is one guarded UPDATE, so two reviewers cannot both win.
 * `request_key` is the idempotency key of withdraw/new: a retry after a crash finds its own order.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    memberName: text('member_name').notNull(),
    siteId: text('site_id').notNull(),
    requestKey: text('request_key').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => payoutAccounts.id),
    type: text('type').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    feeFen: bigint('fee_fen', { mode: 'number' }).notNull(),
    /** CNY per USDT at the time of the request for coin payouts, '' otherwise. */
    rate: text('rate').notNull().default(''),
    status: text('status').notNull(),
    reason: text('reason').notNull().default(''),
    reviewedBy: text('reviewed_by').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_member_request').on(t.memberId, t.requestKey),
    index('withdrawals_member_created').on(t.memberId, t.createdAt),
    index('withdrawals_status_created').on(t.status, t.createdAt),
    index('withdrawals_account').on(t.accountId),
    check(
      'withdrawals_amount_check',
      sql`${t.amountFen} > 0 AND ${t.feeFen} >= 0 AND ${t.feeFen} < ${t.amountFen}`,
    ),
    check(
      'withdrawals_status_check',
      sql`${t.status} in ('pending', 'reviewing', 'approved', 'rejected', 'failed')`,
    ),
  ],
);
