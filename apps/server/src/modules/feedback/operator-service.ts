import {
  Code,
  FeedbackMessage,
  feedbackTypeNames,
  FeedbackStatusSchema,
  isFeedbackType,
  type OperatorFeedback,
  type OperatorFeedbackListRequestSchema,
  type OperatorFeedbackReplyRequestSchema,
  type OperatorFeedbackCloseRequestSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { LetterSender } from '../messages/letter-sender.ts';
import type { OperatorGate } from '../operator/gate.ts';
import type { FeedbackRepo, FeedbackWithCount } from './feedback-repo.ts';

type ListRequest = z.infer<typeof OperatorFeedbackListRequestSchema>;
type ReplyRequest = z.infer<typeof OperatorFeedbackReplyRequestSchema>;
type CloseRequest = z.infer<typeof OperatorFeedbackCloseRequestSchema>;

/** How much of the reply the inbox letter quotes; the full text is in the feedback thread. */
const LETTER_QUOTE = 80;

const quote = (text: string) => {
  const chars = [...text];
  return chars.length > LETTER_QUOTE ? `${chars.slice(0, LETTER_QUOTE).join('')}…` : text;
};

/**
 * The operator's feedback queue (feedback:list, feedback:reply, feedback:close), role-checked and audited through the gate.
 * A reply marks the feedback replied and unread for the member, and, when the messages module is wired,
 * drops an 'fd' letter in their inbox (a letter failure never undoes the reply).
 */
export const createFeedbackOperatorService = (
  deps: Deps,
  gate: OperatorGate,
  directory: MemberDirectory,
  repo: FeedbackRepo,
  letters: LetterSender | undefined,
) => {
  const present = async (row: FeedbackWithCount): Promise<OperatorFeedback> => ({
    id: row.id,
    username: (await directory.byId(row.memberId))?.name ?? `#${row.memberId}`,
    type: row.type,
    typeName: isFeedbackType(row.type) ? feedbackTypeNames[row.type] : String(row.type),
    content: row.content,
    images: row.images,
    relatedRef: row.relatedRef,
    status: FeedbackStatusSchema.parse(row.status),
    replyCount: row.replyCount,
    createdAt: row.createdAt.toISOString(),
  });

  const notify = async (memberId: number, feedbackId: number, replyId: number, content: string) => {
    if (!letters) return;
    try {
      await letters.send({
        siteId: deps.config.siteId,
        memberId,
        type: 'fd',
        title: '您的反馈有新回复',
        body: `客服回复了您的反馈（编号 ${feedbackId}）：${quote(content)}\n请到“意见反馈 - 我的反馈”查看完整内容。`,
        translations: {
          'zh-TW': {
            title: '您的意見回饋有新回覆',
            body: `客服回覆了您的意見回饋（編號 ${feedbackId}）：${quote(content)}\n請至「意見回饋 - 我的回饋」查看完整內容。`,
          },
        },
        dedupeKey: `feedback-reply:${replyId}`,
      });
    } catch (err) {
      deps.log.error({ err, feedbackId }, 'feedback reply letter');
    }
  };

  return {
    list: (op: Operator, q: ListRequest, ip: string) =>
      gate.run(op, 'feedback.list', { action: 'feedback.list', detail: { ...q }, ip }, async () => {
        const { rows, total } = await repo.operatorPage(
          deps.config.siteId,
          q.status,
          (q.pageNum - 1) * q.pageSize,
          q.pageSize,
        );
        return {
          list: await Promise.all(rows.map(present)),
          total,
          pageNum: q.pageNum,
          pageSize: q.pageSize,
        };
      }),

    reply: (op: Operator, body: ReplyRequest, ip: string) =>
      gate.run(
        op,
        'feedback.reply',
        { action: 'feedback.reply', target: String(body.id), detail: { content: body.content }, ip },
        async () => {
          const feedback = await repo.bySite(deps.config.siteId, body.id);
          if (!feedback) throw new AppError(Code.NotFound, FeedbackMessage.notFound);
          const content = body.content.trim();
          const reply = await repo.addOperatorReply(feedback.id, op.username, content, deps.now());
          if (!reply) throw new AppError(Code.NotFound, FeedbackMessage.notFound);
          await notify(feedback.memberId, feedback.id, reply.id, content);
          const after = await repo.own(feedback.memberId, feedback.id);
          if (!after) throw new AppError(Code.NotFound, FeedbackMessage.notFound);
          return present(after);
        },
      ),

    /** Done with it: closed for the member too. No letter: the last reply already told them. */
    close: (op: Operator, body: CloseRequest, ip: string) =>
      gate.run(
        op,
        'feedback.close',
        { action: 'feedback.close', target: String(body.id), detail: {}, ip },
        async () => {
          const feedback = await repo.bySite(deps.config.siteId, body.id);
          if (!feedback || !(await repo.close(deps.config.siteId, feedback.id, deps.now())))
            throw new AppError(Code.NotFound, FeedbackMessage.notFound);
          const after = await repo.own(feedback.memberId, feedback.id);
          if (!after) throw new AppError(Code.NotFound, FeedbackMessage.notFound);
          return present(after);
        },
      ),
  };
};
