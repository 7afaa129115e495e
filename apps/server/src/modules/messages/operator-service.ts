import {
  Code,
  type MessagesSendRequest,
  type MessagesSendResponseSchema,
  type NoticesListRequestSchema,
  type NoticesAddRequestSchema,
  type OperatorNotice,
} from '@qilin/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { OperatorGate } from '../operator/gate.ts';
import type { NoticeAdmin } from '../site/notice-admin.ts';
import type { LetterRepo } from './letter-repo.ts';
import { toInsert } from './letter-writer.ts';

/** Bulletin and match letters speak to the whole site (SPEC §3 has no personal bucket for them). */
const BROADCAST_ONLY = new Set(['bulletin', 'match']);

const clean = (s: string | undefined) => s?.trim() ?? '';

const invalid = (field: string, message: string) => new AppError(Code.InvalidParameter, message, { field });

/** zh-TW texts when given; a missing field falls back to zh-CN when read. */
const twOf = (titleTw: string, bodyTw: string): Record<string, { title?: string; body?: string }> => {
  const tw: { title?: string; body?: string } = {};
  if (titleTw) tw.title = titleTw;
  if (bodyTw) tw.body = bodyTw;
  return Object.keys(tw).length > 0 ? { 'zh-TW': tw } : {};
};

/** Operator letters (messages:send) and site notices (notices:*), each through the gate (role + audit). */
export const createMessagesOperatorService = (
  deps: Deps,
  gate: OperatorGate,
  repo: LetterRepo,
  members: () => MemberDirectory,
  notices: NoticeAdmin,
) => {
  const siteId = deps.config.siteId;
  return {
    send: (op: Operator, body: MessagesSendRequest, ip: string) =>
      gate.run(
        op,
        'messages.send',
        { action: 'messages.send', target: body.to, detail: { type: body.type, title: body.title }, ip },
        async (): Promise<z.infer<typeof MessagesSendResponseSchema>> => {
          const title = clean(body.title);
          const text = clean(body.body);
          if (!title) throw invalid('title', '请填写消息标题');
          if (!text) throw invalid('body', '请填写消息内容');
          const to = clean(body.to);
          const broadcast = to.toLowerCase() === 'all';
          if (!broadcast && BROADCAST_ONLY.has(body.type))
            throw invalid('type', '公告（bulletin）和赛事（match）消息只能发送给全站（--to all）');
          let memberId: number | null = null;
          if (!broadcast) {
            const member = await members().byName(siteId, to);
            if (!member) throw new AppError(Code.NotFound, `会员 ${to} 不存在`);
            memberId = member.memberId;
          }
          const [id] = await repo.insert([
            toInsert(
              {
                siteId,
                memberId,
                type: body.type,
                title,
                body: text,
                translations: twOf(clean(body.titleTw), clean(body.bodyTw)),
                sender: op.username,
              },
              deps.now(),
            ),
          ]);
          if (id === undefined) throw new Error('inserting a letter returned no id');
          return { id: String(id), to: broadcast ? 'all' : to, type: body.type, broadcast };
        },
      ),

    listNotices: (op: Operator, q: z.infer<typeof NoticesListRequestSchema>, ip: string) =>
      gate.run(op, 'notices.list', { action: 'notices.list', detail: { ...q }, ip }, async () => ({
        ...(await notices.list(siteId, q)),
        pageNum: q.pageNum,
        pageSize: q.pageSize,
      })),

    addNotice: (op: Operator, body: z.infer<typeof NoticesAddRequestSchema>, ip: string) =>
      gate.run(
        op,
        'notices.manage',
        { action: 'notices.add', detail: { title: body.title }, ip },
        async (): Promise<OperatorNotice> => {
          const title = clean(body.title);
          const text = clean(body.body);
          if (!title) throw invalid('title', '请填写公告标题');
          if (!text) throw invalid('body', '请填写公告内容');
          return notices.add(siteId, {
            title,
            body: text,
            titleTw: clean(body.titleTw),
            bodyTw: clean(body.bodyTw),
          });
        },
      ),

    removeNotice: (op: Operator, id: number, ip: string) =>
      gate.run(op, 'notices.manage', { action: 'notices.remove', target: String(id), ip }, () =>
        notices.remove(siteId, id),
      ),
  };
};
