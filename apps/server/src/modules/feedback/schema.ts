import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's feedback (SPEC §7.2): a type, the text, up to 4 uploaded image URLs (the member's own uploads)
 * and optionally the bet ticket or deposit order it is about. `member_unread` is raised by an operator reply
 * and dropped when the member opens the thread (feedback/unreadNum counts it).
 */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** What the complaint is about: `bet:<ticketId>` or `deposit:<orderNo>`; '' for none. */
    relatedRef: text('related_ref').notNull().default(''),
    status: text('status').notNull().default('open'),
    memberUnread: boolean('member_unread').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('feedbacks_member_created').on(t.memberId, t.createdAt),
    index('feedbacks_site_status').on(t.siteId, t.status, t.createdAt),
    check('feedbacks_status_check', sql`${t.status} in ('open', 'replied', 'closed')`),
  ],
);

/** The thread under a feedback: operator replies (and member follow-ups, if the form offers them). */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedbacks.id),
    author: text('author').notNull(),
    /** The operator's username for operator replies, '' for the member. */
    operatorName: text('operator_name').notNull().default(''),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('feedback_replies_feedback').on(t.feedbackId, t.createdAt),
    check('feedback_replies_author_check', sql`${t.author} in ('member', 'operator')`),
  ],
);
