import {
  ChatMsgId,
  Code,
  type ChatBlockRequestSchema,
  type ChatMuteRequestSchema,
  type ChatNotifyRequestSchema,
  type ChatRoomSetRequestSchema,
  type ChatWordsRequestSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { OperatorGate } from '../operator/gate.ts';
import { frame, toChatRoom } from './frames.ts';
import type { Hub } from './hub.ts';
import type { ChatRepo, RoomRow } from './repo.ts';
import type { RoomCache } from './rooms.ts';

type In<S extends z.ZodType> = z.infer<S>;

/**
 * Operator moderation (OperatorPath.chat*, the `chat:*` commands): role-checked and audited through the
 * gate; every change reaches the rooms on every instance through the bus. Operators act on the server's
 * own site (as members:freeze does).
 */
export const createChatOperatorService = (
  deps: Deps,
  gate: OperatorGate,
  repo: ChatRepo,
  hub: Hub,
  rooms: RoomCache,
  directory: MemberDirectory,
) => {
  const siteId = deps.config.siteId;

  const liveRoom = async (rid: string): Promise<RoomRow> => {
    const room = await repo.room(rid);
    if (!room || room.destroyedAt) throw new AppError(Code.NotFound, `聊天室 ${rid} 不存在或已销毁`);
    return room;
  };

  /** The room changed: every instance drops its cached row, then hears the change and the new room list. */
  const changed = async (row: RoomRow, ...frames: ReturnType<typeof frame>[]) => {
    await hub.publish({ to: 'room-changed', rid: row.rid });
    for (const f of frames)
      await hub.publish({ to: 'room', rid: row.rid, frame: f, leave: f.msgId === ChatMsgId.RoomDestroyed });
    await hub.publish({
      to: 'site',
      siteId: row.siteId,
      frame: frame(ChatMsgId.GlobalRoomStatus, { rooms: await rooms.list(row.siteId) }),
    });
    return {
      ...toChatRoom(row, hub.online(row.rid)),
      siteId: row.siteId,
      destroyed: row.destroyedAt !== null,
    };
  };

  const update = async (rid: string, patch: Parameters<ChatRepo['updateRoom']>[1]) => {
    const row = await repo.updateRoom(rid, patch);
    if (!row) throw new AppError(Code.NotFound, `聊天室 ${rid} 不存在`);
    return row;
  };

  return {
    rooms: (op: Operator, ip: string) =>
      gate.run(op, 'chat.list', { action: 'chat.rooms', ip }, async () => ({
        list: (await repo.rooms(null, true)).map((r) => ({
          ...toChatRoom(r, hub.online(r.rid)),
          siteId: r.siteId,
          destroyed: r.destroyedAt !== null,
        })),
      })),

    /** Mutes a member site-wide for `minutes` (0 lifts); the member hears 10004 and a 60000 notice. */
    mute: (op: Operator, body: In<typeof ChatMuteRequestSchema>, ip: string) =>
      gate.run(
        op,
        'chat.manage',
        {
          action: 'chat.mute',
          target: body.username,
          detail: { minutes: body.minutes, reason: body.reason ?? '' },
          ip,
        },
        async () => {
          const member = await directory.byName(siteId, body.username);
          if (!member) throw new AppError(Code.NotFound, '会员不存在');
          const now = deps.now();
          const until = new Date(now.getTime() + body.minutes * 60_000);
          const reason = body.reason ?? '';
          if (body.minutes === 0) await repo.liftMutes(siteId, member.memberId, now);
          else
            await repo.insertMute({
              siteId,
              memberId: member.memberId,
              until,
              reason,
              operatorName: op.username,
              createdAt: now,
            });
          const iso = until.toISOString();
          await hub.publish({
            to: 'member',
            memberId: member.memberId,
            frame: frame(ChatMsgId.MemberMuted, { userId: member.userId, until: iso, reason }),
            mute: { until: iso, reason },
          });
          await hub.publish({
            to: 'member',
            memberId: member.memberId,
            frame: frame(ChatMsgId.Notification, {
              kind: 'mute',
              text:
                body.minutes === 0
                  ? '您的禁言已解除'
                  : `您已被禁言 ${body.minutes} 分钟${reason ? `，原因：${reason}` : ''}`,
            }),
          });
          return { username: member.name, userId: member.userId, until: iso };
        },
      ),

    /** Blocks (or unblocks; toggles when `blocked` is omitted) a room's messages: 10005 to the room. */
    block: (op: Operator, body: In<typeof ChatBlockRequestSchema>, ip: string) =>
      gate.run(
        op,
        'chat.manage',
        { action: 'chat.block', target: body.rid, detail: { blocked: body.blocked ?? 'toggle' }, ip },
        async () => {
          const room = await liveRoom(body.rid);
          const blocked = body.blocked ?? !room.blocked;
          const row = await update(room.rid, { blocked });
          return changed(row, frame(ChatMsgId.RoomBlocked, { rid: row.rid, blocked }));
        },
      ),

    /** Opens or closes a room (10006), sets the VIP level to speak (10007), or destroys it (10013). */
    set: (op: Operator, body: In<typeof ChatRoomSetRequestSchema>, ip: string) =>
      gate.run(
        op,
        'chat.manage',
        { action: 'chat.room.set', target: body.rid, detail: { ...body }, ip },
        async () => {
          const room = await liveRoom(body.rid);
          if (body.destroy) {
            const row = await update(room.rid, { destroyedAt: deps.now() });
            return changed(row, frame(ChatMsgId.RoomDestroyed, { rid: row.rid }));
          }
          if (body.status === undefined && body.minVipLevel === undefined)
            throw new AppError(Code.InvalidParameter, '请指定要修改的状态或 VIP 等级');
          const row = await update(room.rid, {
            ...(body.status ? { status: body.status } : {}),
            ...(body.minVipLevel !== undefined ? { minVipLevel: body.minVipLevel } : {}),
          });
          const frames = [];
          if (body.status) frames.push(frame(ChatMsgId.RoomStatus, { rid: row.rid, status: body.status }));
          if (body.minVipLevel !== undefined)
            frames.push(frame(ChatMsgId.VipLevel, { rid: row.rid, minVipLevel: body.minVipLevel }));
          return changed(row, ...frames);
        },
      ),

    /** Hides every line said so far (history starts after now): 10015 and a 60000 notice to the room. */
    clear: (op: Operator, body: { rid: string }, ip: string) =>
      gate.run(op, 'chat.manage', { action: 'chat.clear', target: body.rid, ip }, async () => {
        const room = await liveRoom(body.rid);
        const row = await update(room.rid, { clearedAt: deps.now() });
        return changed(
          row,
          frame(ChatMsgId.ChatCleared, { rid: row.rid }),
          frame(ChatMsgId.Notification, { kind: 'clear', text: '聊天记录已被管理员清空' }),
        );
      }),

    /** The banned-word list of the site; a change applies on every instance at once. */
    words: (op: Operator, body: In<typeof ChatWordsRequestSchema>, ip: string) =>
      gate.run(
        op,
        body.action === 'list' ? 'chat.list' : 'chat.manage',
        { action: `chat.words.${body.action}`, target: body.word ?? '', ip },
        async () => {
          if (body.action !== 'list') {
            const word = body.word?.toLowerCase();
            if (!word) throw new AppError(Code.InvalidParameter, '请提供要添加或删除的词');
            const done =
              body.action === 'add'
                ? await repo.addWord(siteId, word, deps.now())
                : await repo.removeWord(siteId, word);
            if (!done)
              throw body.action === 'add'
                ? new AppError(Code.DataExists, `「${word}」已在屏蔽词中`)
                : new AppError(Code.NotFound, `「${word}」不在屏蔽词中`);
            await hub.publish({ to: 'words', siteId });
          }
          return { words: await repo.words(siteId) };
        },
      ),

    /** An internal notification (60000) to one room or to everyone on the site. */
    notify: (op: Operator, body: In<typeof ChatNotifyRequestSchema>, ip: string) =>
      gate.run(
        op,
        'chat.manage',
        { action: 'chat.notify', target: body.rid ?? '*', detail: { text: body.text }, ip },
        async () => {
          const f = frame(ChatMsgId.Notification, { kind: 'notice', text: body.text });
          if (body.rid) {
            const room = await liveRoom(body.rid);
            await hub.publish({ to: 'room', rid: room.rid, frame: f });
          } else await hub.publish({ to: 'site', siteId, frame: f });
          return null;
        },
      ),
  };
};

export type ChatOperatorService = ReturnType<typeof createChatOperatorService>;
