import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every account of the double-entry ledger: member accounts (centre wallet, USDT sub-wallet, locked
 * funds, money in transit, one per venue) and house accounts (sharded so no single row is hot).
 * `floor_zero` accounts can never go below zero: the CHECK holds even if application code were wrong.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'm:<memberId>:<kind>[:<code>]' or 'h:<kind>[:<code>]:<shard>'; see accounts.ts. */
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    code: text('code').notNull().default(''),
    currency: text('currency').notNull().default('CNY'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    floorZero: boolean('floor_zero').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key').on(t.key),
    index('ledger_accounts_member').on(t.memberId),
    check('ledger_accounts_floor', sql`NOT ${t.floorZero} OR ${t.balance} >= 0`),
  ],
);

/**
 * Immutable transfers: one row per leg of a posting. `reference` + `leg` is unique, which makes every
 * posting idempotent by its business reference (a deposit order, a venue order, a request key).
 * No foreign keys on the two hot tables: `ledger:check` proves their integrity instead of paying a lookup
 * per row on every insert.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    leg: smallint('leg').notNull(),
    kind: text('kind').notNull(),
    fromAccount: bigint('from_account', { mode: 'number' }).notNull(),
    toAccount: bigint('to_account', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_reference').on(t.reference, t.leg),
    check('ledger_transfers_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct', sql`${t.fromAccount} <> ${t.toAccount}`),
  ],
);

/** Two entries per transfer (debit negative, credit positive) with the account's balance after it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  // No index on transfer_id: entries are read by account (records, balances) or all at once (ledger:check),
  // and a third index cost ~15 % of a settlement batch's insert (measured).
  (t) => [index('ledger_entries_account').on(t.accountId, t.id)],
);

/**
 * Client idempotency keys of money-moving requests (DESIGN §5): the request's hash and, once done, its
 * answer. Scope is 'm:<memberId>' or 'op:<operatorId>' so one member's keys never meet another's.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull(),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
