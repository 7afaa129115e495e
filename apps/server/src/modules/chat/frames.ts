import {
  Code,
  type ChatMessage,
  type ChatMsgIdValue,
  type ChatRoom,
  type ChatServerFrame,
  type Match,
  type ResponseCode,
} from '@qilin/contract';
import type { MessageRow, RoomRow } from './repo.ts';
import { toTraditional } from '../../platform/i18n/traditional.ts';

/** A server frame (SPEC §4): `code` 6000 unless it refuses the request it answers. */
export const frame = <T>(msgId: ChatMsgIdValue, msgData: T): ChatServerFrame<T> => ({
  msgId,
  code: Code.Success,
  msgData,
});

/**
 * A request the server refuses: answered on the request's msgId (or, for a mute, a blocked room or a VIP
 * level, on that event's msgId with its data) so the panel can show why next to what was tried.
 */
export class ChatRefusal extends Error {
  constructor(
    readonly msgId: ChatMsgIdValue,
    readonly code: ResponseCode,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }

  toFrame(): ChatServerFrame {
    return { msgId: this.msgId, code: this.code, message: this.message, msgData: this.data };
  }
}

export const toChatMessage = (row: MessageRow, userId: string): ChatMessage => ({
  id: String(row.id),
  rid: row.rid,
  userId,
  nickname: row.nickname,
  vipLevel: row.vipLevel,
  kind: row.kind as ChatMessage['kind'],
  content: row.content,
  payload: row.payload,
  createdAt: row.createdAt.toISOString(),
});

export const toChatRoom = (row: RoomRow, online: number): ChatRoom => ({
  rid: row.rid,
  name: row.name,
  category: row.category === 'sport' ? 'sport' : 'lobby',
  gameId: row.gameId,
  status: row.status === 'closed' ? 'closed' : 'open',
  blocked: row.blocked,
  minVipLevel: row.minVipLevel,
  online,
});

/** A line that is never stored: the welcome a joiner sees (10016). */
export const systemLine = (rid: string, content: string, at: Date): ChatMessage => ({
  id: '',
  rid,
  userId: '',
  nickname: '系统消息',
  vipLevel: 0,
  kind: 'system',
  content,
  payload: {},
  createdAt: at.toISOString(),
});

/** Usernames are shown masked in a room: `ab***yz`, `a***z`, `a**`. */
export const maskUsername = (name: string): string => {
  const chars = Array.from(name);
  if (chars.length <= 3) return `${chars[0] ?? ''}**`;
  if (chars.length < 6) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
};

/**
 * A match's team names in Traditional Chinese, carried in score pushes and prediction lines beside the
 * feed's names: a zh-TW client words those lines itself, so it needs the names in its script.
 */
export const traditionalTeams = (m: { team_h: string; team_c: string }) => ({
  team_h: toTraditional(m.team_h),
  team_c: toTraditional(m.team_c),
});

/** 10014's body: a sport room's match as it stands. */
export const scorePush = (rid: string, m: Match) => ({
  rid,
  gameId: m.gameId,
  team_h: m.team_h,
  team_c: m.team_c,
  zhTW: traditionalTeams(m),
  sc_FT_H: m.sc_FT_H,
  sc_FT_C: m.sc_FT_C,
  re_time: m.re_time,
  gameStatus: m.gameStatus,
});
