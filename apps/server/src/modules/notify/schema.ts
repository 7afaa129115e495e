import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The dev outbox: every SMS, voice call and e-mail the local notifier "sends". It lives in the database
 * (not in memory) so codes survive a restart and every server instance reads the same messages.
 * `to` is the bare phone number or the e-mail exactly as the member typed it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    channel: text('channel').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_messages_to_at').on(t.to, t.at)],
);
