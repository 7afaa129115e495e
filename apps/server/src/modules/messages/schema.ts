import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Inbox letters (SPEC §3 unread counts, §7.3 site/letter/*). A letter addressed to one member has
 * `member_id`; a broadcast (operator `messages:send --to all`) has none and reaches every member of the site
 * who existed when it was sent. The `type` is the unread bucket the letter counts in (see the contract's
 * LetterType). Letters are immutable; what a member did with one lives in `letter_states`.
 */
export const letters = pgTable(
  'letters',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id').notNull(),
    /** null = broadcast to the whole site. */
    memberId: bigint('member_id', { mode: 'number' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** zh-TW (and later) texts of title/body: `{ "zh-TW": { title, body } }`; zh-CN is the plain column. */
    translations: jsonb('translations')
      .$type<Record<string, { title?: string; body?: string }>>()
      .notNull()
      .default({}),
    /** 'system' for platform letters (welcome, deposit, withdrawal, settlement), else the operator's name. */
    sender: text('sender').notNull().default('system'),
    /** A platform event's own key (e.g. `deposit:<orderNo>`) so a retried event never sends twice. */
    dedupeKey: text('dedupe_key'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('letters_member_created').on(t.memberId, t.createdAt),
    index('letters_site_broadcast')
      .on(t.siteId, t.createdAt)
      .where(sql`${t.memberId} is null`),
    uniqueIndex('letters_dedupe')
      .on(t.siteId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/** A member's read/deleted marks on a letter (a broadcast's marks are per member, so they live here). */
export const letterStates = pgTable(
  'letter_states',
  {
    letterId: bigint('letter_id', { mode: 'number' })
      .notNull()
      .references(() => letters.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    readAt: ts('read_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.letterId, t.memberId] }),
    index('letter_states_member').on(t.memberId),
    check('letter_states_mark', sql`${t.readAt} is not null or ${t.deletedAt} is not null`),
  ],
);
