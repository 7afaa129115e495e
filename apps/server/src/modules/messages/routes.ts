import {
  LetterDeleteRequestSchema,
  LetterDeleteResponseSchema,
  LetterListRequestSchema,
  LetterListResponseSchema,
  LetterOneKeyReadRequestSchema,
  LetterReadRequestSchema,
  LetterSchema,
  MessagesSendRequestSchema,
  MessagesSendResponseSchema,
  NoticesAddRequestSchema,
  NoticesListRequestSchema,
  NoticesListResponseSchema,
  NoticesRemoveRequestSchema,
  OperatorNoticeSchema,
  OperatorPath,
  UnreadCountsSchema,
  UnreadForTypeRequestSchema,
  LetterPath,
} from '@qilin/contract';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { OperatorGate } from '../operator/gate.ts';
import { createNoticeAdmin } from '../site/notice-admin.ts';
import { createInboxService } from './inbox-service.ts';
import { createLetterRepo } from './letter-repo.ts';
import type { LetterSender } from './letter-sender.ts';
import { createLetterSender } from './letter-writer.ts';
import { createMessagesOperatorService } from './operator-service.ts';

const tags = ['messages'];
const opTags = ['operator'];

/**
 * The inbox (site/letter/*), operator letters and site notices. Registered before the modules that write
 * letters (they receive `sender`); members are looked up through identity's directory, which exists by the
 * time any request arrives — hence a getter rather than the directory itself.
 */
export const registerMessagesModule = (
  ctx: ModuleContext,
  others: { gate: OperatorGate; members: () => MemberDirectory },
): { sender: LetterSender } => {
  const { deps, route } = ctx;
  const repo = createLetterRepo(deps.db);
  const inbox = createInboxService(deps, repo, others.members);
  const admin = createMessagesOperatorService(
    deps,
    others.gate,
    repo,
    others.members,
    createNoticeAdmin(deps),
  );

  route(LetterPath.unread, {
    auth: 'member',
    tags,
    body: UnreadForTypeRequestSchema,
    response: UnreadCountsSchema,
    summary: 'Unread letters per SPEC §3 bucket (br… = broadcasts, the rest personal) and their total',
    handler: ({ member }) => inbox.unread(member),
  });
  route(LetterPath.list, {
    auth: 'member',
    tags,
    body: LetterListRequestSchema,
    response: LetterListResponseSchema,
    summary: "The caller's letters and the site's broadcasts since they registered, newest first, paged",
    handler: ({ member, body, ctx: rc }) => inbox.list(member, body, rc.language),
  });
  route(LetterPath.read, {
    auth: 'member',
    tags,
    body: LetterReadRequestSchema,
    response: LetterSchema,
    summary: 'Open one letter: marks it read and answers it (6004 when it is not the caller’s)',
    handler: ({ member, body, ctx: rc }) => inbox.read(member, body.id, rc.language),
  });
  route(LetterPath.remove, {
    auth: 'member',
    tags,
    body: LetterDeleteRequestSchema,
    response: LetterDeleteResponseSchema,
    summary: 'Delete one or several letters; any id not the caller’s refuses all (6004)',
    handler: ({ member, body }) => inbox.remove(member, body.ids),
  });
  route(LetterPath.oneKeyRead, {
    auth: 'member',
    tags,
    body: LetterOneKeyReadRequestSchema,
    response: UnreadCountsSchema,
    summary: 'Mark every letter (or every letter of one type) read; answers the new unread counts',
    handler: ({ member, body }) => inbox.readAll(member, body.type),
  });

  route(OperatorPath.messagesSend, {
    auth: 'operator',
    tags: opTags,
    body: MessagesSendRequestSchema,
    response: MessagesSendResponseSchema,
    summary: 'Send a letter to one member or, with `to: "all"`, to the whole site (admin, support)',
    handler: ({ operator, body, ctx: rc }) => admin.send(operator, body, rc.ip),
  });
  route(OperatorPath.noticesList, {
    auth: 'operator',
    tags: opTags,
    body: NoticesListRequestSchema,
    response: NoticesListResponseSchema,
    summary: 'Site notices, newest first (admin, risk, support)',
    handler: ({ operator, body, ctx: rc }) => admin.listNotices(operator, body, rc.ip),
  });
  route(OperatorPath.noticesAdd, {
    auth: 'operator',
    tags: opTags,
    body: NoticesAddRequestSchema,
    response: OperatorNoticeSchema,
    summary: 'Publish a site notice now (admin, support)',
    handler: ({ operator, body, ctx: rc }) => admin.addNotice(operator, body, rc.ip),
  });
  route(OperatorPath.noticesRemove, {
    auth: 'operator',
    tags: opTags,
    body: NoticesRemoveRequestSchema,
    response: OperatorNoticeSchema,
    summary: 'Remove a site notice (admin, support)',
    handler: ({ operator, body, ctx: rc }) => admin.removeNotice(operator, body.id, rc.ip),
  });

  return { sender: createLetterSender(deps, repo) };
};
