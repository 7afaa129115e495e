import {
  Code,
  FeedbackMessage,
  FeedbackType,
  validateFeedback,
  type AddFeedbackRequestSchema,
  type FeedbackBetList,
  type FeedbackDepositConfig,
  type FeedbackInfo,
  type FeedbackPage,
  type FeedbackSummary,
  type PageRequest,
} from '@qilin/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { FeedbackRepo } from './feedback-repo.ts';
import type { FeedbackSources } from './feedback-sources.ts';
import { toInfo, toSummary } from './present.ts';

type AddFeedback = z.infer<typeof AddFeedbackRequestSchema>;

/** A person with a real problem sends one or two; more than this in ten minutes is a script or a flood. */
export const SUBMIT_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

const invalid = (message: string) => new AppError(Code.InvalidParameter, message);
const notFound = () => new AppError(Code.NotFound, FeedbackMessage.notFound);

/**
 * The member's side of feedback (SPEC §7.2). Every call starts from `directory.self` (6001 for a frozen or
 * vanished member) and reads only the caller's rows: another member's id is "not found" (6004).
 */
export const createFeedbackService = (
  deps: Deps,
  directory: MemberDirectory,
  repo: FeedbackRepo,
  sources: FeedbackSources,
) => {
  /** A related record must be the caller's own and fit the type (a deposit for 存款问题, a bet for 投注问题). */
  const checkRef = async (memberId: number, type: number, ref: string): Promise<void> => {
    if (!ref) return;
    const [kind, ...rest] = ref.split(':');
    const id = rest.join(':');
    if (kind === 'bet') {
      if (type !== FeedbackType.bet) throw invalid(FeedbackMessage.refMismatch);
      if (!(await sources.hasBet(memberId, id))) throw invalid(FeedbackMessage.refNotFound);
      return;
    }
    if (type !== FeedbackType.deposit) throw invalid(FeedbackMessage.refMismatch);
    if (!(await sources.hasDeposit(memberId, id))) throw invalid(FeedbackMessage.refNotFound);
  };

  return {
    async add(caller: Member, body: AddFeedback): Promise<FeedbackSummary> {
      const me = await directory.self(caller);
      const content = body.content.trim();
      const images = [...new Set(body.images.map((u) => u.trim()))];
      const problem = validateFeedback({ type: body.type, content, images });
      if (problem) throw invalid(problem);
      for (const url of images)
        if (!(await directory.ownsUpload(me.memberId, url))) throw invalid(FeedbackMessage.foreignImage);
      const relatedRef = body.relatedRef ?? '';
      await checkRef(me.memberId, body.type, relatedRef);
      // Counted only once the form is valid, so a player fixing a typo is not locked out.
      if (!(await deps.limiter.hit(`feedback:${me.memberId}`, SUBMIT_LIMIT.limit, SUBMIT_LIMIT.windowMs)))
        throw new AppError(Code.FrequentSubmission, FeedbackMessage.tooFrequent);
      const now = deps.now();
      const row = await repo.insert({
        siteId: me.siteId,
        memberId: me.memberId,
        type: body.type,
        content,
        images,
        relatedRef,
        createdAt: now,
        updatedAt: now,
      });
      return toSummary({ ...row, replyCount: 0 });
    },

    async list(caller: Member, page: PageRequest): Promise<FeedbackPage> {
      const me = await directory.self(caller);
      const { rows, total } = await repo.memberPage(
        me.memberId,
        (page.pageNum - 1) * page.pageSize,
        page.pageSize,
      );
      return { list: rows.map(toSummary), total, pageNum: page.pageNum, pageSize: page.pageSize };
    },

    /** Opening a feedback reads its replies, so its unread flag drops (unreadNum goes down). */
    async info(caller: Member, id: number): Promise<FeedbackInfo> {
      const me = await directory.self(caller);
      const row = await repo.own(me.memberId, id);
      if (!row) throw notFound();
      if (row.memberUnread) await repo.markRead(me.memberId, id);
      return toInfo({ ...row, memberUnread: false }, await repo.replies(id));
    },

    async remove(caller: Member, id: number): Promise<void> {
      const me = await directory.self(caller);
      if (!(await repo.softDelete(me.memberId, id, deps.now()))) throw notFound();
    },

    async unread(caller: Member): Promise<{ count: number }> {
      const me = await directory.self(caller);
      return { count: await repo.unreadCount(me.memberId) };
    },

    async bets(caller: Member): Promise<FeedbackBetList> {
      const me = await directory.self(caller);
      return { list: await sources.recentBets(me.memberId) };
    },

    async deposits(caller: Member): Promise<FeedbackDepositConfig> {
      const me = await directory.self(caller);
      return sources.depositConfig(me.memberId, me.siteId, deps.now());
    },
  };
};

export type FeedbackService = ReturnType<typeof createFeedbackService>;
