import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Back-office staff; separate from members so a member token can never reach the operator API. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    /** Wrong passwords in a row; 5 lock the account for 15 minutes. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('operators_role_check', sql`${t.role} in ('admin', 'finance', 'risk', 'support')`),
    check('operators_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/** Opaque bearer sessions, stored as the token's SHA-256 only. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    ip: text('ip').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_sessions_operator').on(t.operatorId)],
);

/**
 * Every operator action, allowed or not. `operator_username` is kept beside the id so failed logins of
 * unknown names are recorded too.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id'),
    operatorUsername: text('operator_username').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    outcome: text('outcome').notNull(),
    detail: jsonb('detail').notNull().default({}),
    ip: text('ip').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_at').on(t.at), index('audit_log_operator').on(t.operatorId, t.at)],
);
