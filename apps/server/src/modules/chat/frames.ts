import {
  ChatMsgId,
  Code,
  type ChatLoginDataSchema,
  type ChatMessage,
  type ChatMsgIdValue,
  type ChatRoom,
  type ChatServerFrame,
  type Match,
  type ResponseCode,
} from '@qilin/contract';
import type { z } from 'zod';
import type { Language } from '../../platform/http/context.ts';
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
  gameType: m.gameType,
  team_h: m.team_h,
  team_c: m.team_c,
  zhTW: traditionalTeams(m),
  sc_FT_H: m.sc_FT_H,
  sc_FT_C: m.sc_FT_C,
  re_time: m.re_time,
  gameStatus: m.gameStatus,
});

/* ------------------------------------------------------------ the reader's language */

type Self = z.infer<typeof ChatLoginDataSchema>;
type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const tw = (v: unknown): unknown => (typeof v === 'string' ? toTraditional(v) : v);

/** A guest's name is the server's (游客 and digits); a member's is their own username, masked. */
const selfIn = (self: unknown): unknown =>
  isRec(self) && (self as Partial<Self>).guest === true ? { ...self, nickname: tw(self.nickname) } : self;

/** A room's name is the seed's or an operator's (sport rooms: the feed's team names). */
const roomIn = (room: unknown): unknown => (isRec(room) ? { ...room, name: tw(room.name) } : room);

/**
 * A line of a room for a zh-TW reader. The server wrote system lines (the speaker 系统消息 too), gift and
 * prediction lines (送出 鲜花 ×3, 预测比分 …); a member's text, and a member's name, stay as written.
 */
export const chatMessageIn = (m: ChatMessage, language: Language): ChatMessage => {
  if (language !== 'zh-TW' || m.kind === 'text') return m;
  return {
    ...m,
    content: toTraditional(m.content),
    ...(m.kind === 'system' ? { nickname: toTraditional(m.nickname) } : {}),
  };
};

const dataIn = (msgId: number, d: unknown): unknown => {
  if (!isRec(d)) return d;
  switch (msgId) {
    case ChatMsgId.Login:
    case ChatMsgId.GuestLogin:
      return selfIn(d);
    case ChatMsgId.JoinRoom:
      return { ...d, room: roomIn(d.room), self: selfIn(d.self) };
    case ChatMsgId.SendMessage:
    case ChatMsgId.JoinUnicast:
    case ChatMsgId.GiftRecord:
    case ChatMsgId.PredictionRecord:
      return typeof d.kind === 'string' ? chatMessageIn(d as ChatMessage, 'zh-TW') : d;
    case ChatMsgId.History:
      return Array.isArray(d.list)
        ? { ...d, list: (d.list as ChatMessage[]).map((m) => chatMessageIn(m, 'zh-TW')) }
        : d;
    case ChatMsgId.GlobalRoomStatus:
      return Array.isArray(d.rooms) ? { ...d, rooms: d.rooms.map(roomIn) } : d;
    case ChatMsgId.MemberMuted:
      // The reason is the operator's; the member reads it in their script.
      return { ...d, reason: tw(d.reason) };
    case ChatMsgId.ScorePush:
      return { ...d, team_h: tw(d.team_h), team_c: tw(d.team_c) };
    case ChatMsgId.Notification:
      // Mute, unmute and clear notices are the server's, a notice is an operator's: none is a member's.
      return { ...d, text: tw(d.text) };
    default:
      return d;
  }
};

/** Frames that carry no text the server wrote (a member's line, counts, flags): the same frame in every script. */
const NO_TEXT = new Set<number>([
  ChatMsgId.Heartbeat,
  ChatMsgId.RoomBlocked,
  ChatMsgId.RoomStatus,
  ChatMsgId.VipLevel,
  ChatMsgId.JoinBroadcast,
  ChatMsgId.RoomDestroyed,
  ChatMsgId.ChatCleared,
]);

/**
 * A server frame in the reader's language (the socket's `?language=`). The server's own words are
 * Simplified; a zh-TW reader gets them in Traditional (OpenCC twp, platform/i18n): refusals, notices, the
 * welcome, gift and prediction lines, room names, a guest's name, a mute's reason. What members wrote is
 * never converted. The same object comes back when nothing changes (zh-CN, a member's text line), so the
 * hub serialises such a frame once for every reader.
 */
export const chatFrameIn = <T>(f: ChatServerFrame<T>, language: Language): ChatServerFrame<T> => {
  if (language !== 'zh-TW') return f;
  const refusal = f.code !== Code.Success;
  if (!refusal && NO_TEXT.has(f.msgId)) return f;
  if (!refusal && f.msgId === ChatMsgId.SendMessage && isRec(f.msgData) && f.msgData.kind === 'text')
    return f;
  return {
    ...f,
    ...(f.message !== undefined ? { message: toTraditional(f.message) } : {}),
    msgData: dataIn(f.msgId, f.msgData) as T,
  };
};
