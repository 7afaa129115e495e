import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FeedbackStatus } from '@qilin/contract';
import type { Db } from '../../platform/db/client.ts';
import { feedbackReplies, feedbacks } from './schema.ts';

export type FeedbackRow = typeof feedbacks.$inferSelect;
export type FeedbackReplyRow = typeof feedbackReplies.$inferSelect;
export type FeedbackWithCount = FeedbackRow & { replyCount: number };

const live = isNull(feedbacks.deletedAt);
// Spelled out: drizzle renders a column unqualified in a single-table select, and inside this subquery a
// bare "id" would mean the reply's own id.
const replyCount = sql<number>`(SELECT count(*) FROM feedback_replies r WHERE r.feedback_id = feedbacks.id)::int`;

/** All SQL about feedback. Every member read is scoped to the owning member; deleted rows are invisible. */
export const createFeedbackRepo = (db: Db) => {
  const page = async (where: SQL | undefined, order: SQL[], offset: number, limit: number) => {
    const rows = await db
      .select({ f: feedbacks, replyCount })
      .from(feedbacks)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(feedbacks)
      .where(where);
    return {
      rows: rows.map((r) => ({ ...r.f, replyCount: Number(r.replyCount) })),
      total: Number(count?.n ?? 0),
    };
  };

  return {
    async insert(values: typeof feedbacks.$inferInsert): Promise<FeedbackRow> {
      const [row] = await db.insert(feedbacks).values(values).returning();
      if (!row) throw new Error('feedback insert returned nothing');
      return row;
    },

    memberPage: (memberId: number, offset: number, limit: number) =>
      page(
        and(eq(feedbacks.memberId, memberId), live),
        [desc(feedbacks.createdAt), desc(feedbacks.id)],
        offset,
        limit,
      ),

    async own(memberId: number, id: number): Promise<FeedbackWithCount | null> {
      const [row] = await db
        .select({ f: feedbacks, replyCount })
        .from(feedbacks)
        .where(and(eq(feedbacks.id, id), eq(feedbacks.memberId, memberId), live))
        .limit(1);
      return row ? { ...row.f, replyCount: Number(row.replyCount) } : null;
    },

    replies: (feedbackId: number): Promise<FeedbackReplyRow[]> =>
      db
        .select()
        .from(feedbackReplies)
        .where(eq(feedbackReplies.feedbackId, feedbackId))
        .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id)),

    /** Opening a thread reads its replies: the unread flag drops (no-op when already read). */
    async markRead(memberId: number, id: number): Promise<void> {
      await db
        .update(feedbacks)
        .set({ memberUnread: false })
        .where(and(eq(feedbacks.id, id), eq(feedbacks.memberId, memberId), eq(feedbacks.memberUnread, true)));
    },

    /** Soft delete: the operator keeps the history; false when it is not the member's or already gone. */
    async softDelete(memberId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(feedbacks)
        .set({ deletedAt: now, memberUnread: false, updatedAt: now })
        .where(and(eq(feedbacks.id, id), eq(feedbacks.memberId, memberId), live))
        .returning({ id: feedbacks.id });
      return rows.length > 0;
    },

    async unreadCount(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(feedbacks)
        .where(and(eq(feedbacks.memberId, memberId), eq(feedbacks.memberUnread, true), live));
      return Number(row?.n ?? 0);
    },

    /** Operator queue: open ones first (they wait for an answer), newest first within each status. */
    operatorPage: (siteId: string, status: FeedbackStatus | undefined, offset: number, limit: number) =>
      page(
        and(eq(feedbacks.siteId, siteId), live, status ? eq(feedbacks.status, status) : undefined),
        [sql`(${feedbacks.status} = 'open') DESC`, desc(feedbacks.createdAt), desc(feedbacks.id)],
        offset,
        limit,
      ),

    async bySite(siteId: string, id: number): Promise<FeedbackRow | null> {
      const [row] = await db
        .select()
        .from(feedbacks)
        .where(and(eq(feedbacks.id, id), eq(feedbacks.siteId, siteId), live))
        .limit(1);
      return row ?? null;
    },

    /** Marks a live feedback closed; false when there is none (unknown, another site's, deleted). */
    close: async (siteId: string, id: number, now: Date): Promise<boolean> =>
      (
        await db
          .update(feedbacks)
          .set({ status: 'closed', updatedAt: now })
          .where(and(eq(feedbacks.id, id), eq(feedbacks.siteId, siteId), live))
          .returning({ id: feedbacks.id })
      ).length > 0,

    /**
     * An operator reply: the reply row, and the feedback marked replied and unread, together. Null when
     * the feedback was deleted meanwhile (the guarded UPDATE finds nothing and the insert is rolled back).
     */
    addOperatorReply: (
      feedbackId: number,
      operatorName: string,
      content: string,
      now: Date,
    ): Promise<FeedbackReplyRow | null> =>
      db.transaction(async (tx) => {
        const updated = await tx
          .update(feedbacks)
          .set({ status: 'replied', memberUnread: true, updatedAt: now })
          .where(and(eq(feedbacks.id, feedbackId), live))
          .returning({ id: feedbacks.id });
        if (updated.length === 0) return null;
        const [reply] = await tx
          .insert(feedbackReplies)
          .values({ feedbackId, author: 'operator', operatorName, content, createdAt: now })
          .returning();
        return reply ?? null;
      }),
  };
};

export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;
