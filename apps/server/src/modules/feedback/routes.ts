import {
  AddFeedbackRequestSchema,
  EmptySchema,
  FeedbackBetListSchema,
  FeedbackDepositConfigSchema,
  FeedbackIdRequestSchema,
  FeedbackInfoSchema,
  FeedbackListRequestSchema,
  FeedbackPageSchema,
  FeedbackPath,
  FeedbackSummarySchema,
  FeedbackUnreadSchema,
  OperatorFeedbackListRequestSchema,
  OperatorFeedbackPageSchema,
  OperatorFeedbackReplyRequestSchema,
  OperatorFeedbackCloseRequestSchema,
  OperatorFeedbackSchema,
  OperatorPath,
} from '@qilin/contract';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { LetterSender } from '../messages/letter-sender.ts';
import type { OperatorGate } from '../operator/gate.ts';
import type { TicketRepo } from '../sportsbook/ticket-repo.ts';
import { createFeedbackRepo } from './feedback-repo.ts';
import { createFeedbackService } from './feedback-service.ts';
import { createFeedbackSources } from './feedback-sources.ts';
import { createFeedbackOperatorService } from './operator-service.ts';

const tags = ['feedback'];

/** Feedback (SPEC §7.2): the member's form, list and thread, and the operator's queue and replies. */
export const registerFeedbackModule = (
  ctx: ModuleContext,
  others: {
    directory: MemberDirectory;
    gate: OperatorGate;
    /** The sportsbook's tickets, for the bet picker; without it the picker is empty. */
    tickets: TicketRepo | null;
    /** The inbox, when the messages module is wired: a reply then also arrives as an 'fd' letter. */
    letters?: LetterSender;
  },
): void => {
  const { deps, route } = ctx;
  const repo = createFeedbackRepo(deps.db);
  const sources = createFeedbackSources(deps.db, others.tickets);
  const service = createFeedbackService(deps, others.directory, repo, sources);
  const operator = createFeedbackOperatorService(deps, others.gate, others.directory, repo, others.letters);

  route(FeedbackPath.add, {
    auth: 'member',
    tags,
    body: AddFeedbackRequestSchema,
    response: FeedbackSummarySchema,
    summary:
      'Send feedback: a type, 5-500 characters, up to 4 own uploaded images, optionally the bet or deposit it is about (6011 when too frequent)',
    handler: ({ member, body }) => service.add(member, body),
  });
  route(FeedbackPath.list, {
    auth: 'member',
    tags,
    body: FeedbackListRequestSchema,
    response: FeedbackPageSchema,
    summary: "The caller's feedback, newest first, with status and whether a reply is unread",
    handler: ({ member, body }) => service.list(member, body),
  });
  route(FeedbackPath.info, {
    auth: 'member',
    tags,
    body: FeedbackIdRequestSchema,
    response: FeedbackInfoSchema,
    summary: 'One own feedback with its images and reply thread; opening it marks the replies read',
    handler: ({ member, body }) => service.info(member, body.id),
  });
  route(FeedbackPath.remove, {
    auth: 'member',
    tags,
    body: FeedbackIdRequestSchema,
    summary: 'Delete an own feedback (hidden from the member; kept for the operator history)',
    handler: async ({ member, body }) => {
      await service.remove(member, body.id);
      return null;
    },
  });
  route(FeedbackPath.unreadNum, {
    auth: 'member',
    body: EmptySchema,
    tags,
    response: FeedbackUnreadSchema,
    summary: "How many of the caller's feedbacks have an operator reply not yet opened",
    handler: ({ member }) => service.unread(member),
  });
  route(FeedbackPath.memberBetList, {
    auth: 'member',
    body: EmptySchema,
    tags,
    response: FeedbackBetListSchema,
    summary: "The caller's recent sportsbook tickets, for the form's 'which bet' picker",
    handler: ({ member }) => service.bets(member),
  });
  route(FeedbackPath.depositRewardConfigList, {
    auth: 'member',
    body: EmptySchema,
    tags,
    response: FeedbackDepositConfigSchema,
    summary:
      "The caller's recent deposit orders and the site's deposit channels, for the 'which deposit' picker",
    handler: ({ member }) => service.deposits(member),
  });

  const opTags = ['operator'];
  route(OperatorPath.feedbackList, {
    auth: 'operator',
    tags: opTags,
    body: OperatorFeedbackListRequestSchema,
    response: OperatorFeedbackPageSchema,
    summary: 'Feedback queue: open first, newest first (admin, support)',
    handler: ({ operator: op, body, ctx: rc }) => operator.list(op, body, rc.ip),
  });
  route(OperatorPath.feedbackReply, {
    auth: 'operator',
    tags: opTags,
    body: OperatorFeedbackReplyRequestSchema,
    response: OperatorFeedbackSchema,
    summary: "Reply to a feedback: status replied, the member's unread count goes up (admin, support)",
    handler: ({ operator: op, body, ctx: rc }) => operator.reply(op, body, rc.ip),
  });
  route(OperatorPath.feedbackClose, {
    auth: 'operator',
    tags: opTags,
    body: OperatorFeedbackCloseRequestSchema,
    response: OperatorFeedbackSchema,
    summary: 'Close a feedback: the member sees it closed; a later reply opens it again (admin, support)',
    handler: ({ operator: op, body, ctx: rc }) => operator.close(op, body, rc.ip),
  });
};
