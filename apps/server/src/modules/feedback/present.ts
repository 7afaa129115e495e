import { FeedbackStatusSchema, type FeedbackInfo, type FeedbackSummary } from '@qilin/contract';
import type { FeedbackReplyRow, FeedbackWithCount } from './feedback-repo.ts';

export const toSummary = (row: FeedbackWithCount): FeedbackSummary => ({
  id: row.id,
  type: row.type,
  content: row.content,
  images: row.images,
  relatedRef: row.relatedRef,
  status: FeedbackStatusSchema.parse(row.status),
  unreadReply: row.memberUnread,
  replyCount: row.replyCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The operator's username stays internal: the member sees "customer service". */
export const toInfo = (row: FeedbackWithCount, replies: FeedbackReplyRow[]): FeedbackInfo => ({
  ...toSummary(row),
  replies: replies.map((r) => ({
    id: r.id,
    author: r.author === 'operator' ? 'operator' : 'member',
    content: r.content,
    createdAt: r.createdAt.toISOString(),
  })),
});
