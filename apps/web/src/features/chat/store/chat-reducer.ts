import {
  CHAT_HISTORY_PAGE_SIZE,
  ChatGlobalStatusSchema,
  ChatHistoryResponseSchema,
  ChatJoinBroadcastSchema,
  ChatJoinDataSchema,
  ChatLoginDataSchema,
  ChatMessageSchema,
  ChatMsgId,
  ChatMutedSchema,
  ChatRoomFlagSchema,
  ChatRoomRefSchema,
  ChatRoomStatusSchema,
  ChatScorePushSchema,
  ChatVipLevelSchema,
  Code,
  type ChatMessage,
  type ChatRoom,
  type ChatServerFrame,
} from '@qilin/contract';
import type { z } from 'zod';

/** Lines kept per room: enough to scroll back a while, small enough that a busy room stays light. */
export const MAX_LINES = 300;

export type ChatSelf = z.infer<typeof ChatLoginDataSchema>;
export type ChatScore = z.infer<typeof ChatScorePushSchema>;

/**
 * A line in the list. Lines the client makes itself (join broadcast, welcome) are system lines with
 * `payload.local` naming what happened, so the panel words them in the player's language.
 */
export type ChatLine = ChatMessage;
export type LocalLineKind = 'join' | 'welcome';

export interface HistoryState {
  /** The next page to ask for (10011 pages count back from the newest line). */
  next: number;
  done: boolean;
  loading: boolean;
}

export interface ChatRefusal {
  msgId: number;
  code: number;
  message: string;
}

export interface ChatData {
  self: ChatSelf | null;
  rooms: ChatRoom[];
  currentRid: string | null;
  messages: Record<string, ChatLine[]>;
  history: Record<string, HistoryState>;
  scores: Record<string, ChatScore>;
  /** The last request the server refused (shown next to the input until the next send). */
  refusal: ChatRefusal | null;
  /** A room that was destroyed while the player was in it (the panel says so). */
  destroyed: string | null;
}

export const initialChatData: ChatData = {
  self: null,
  rooms: [],
  currentRid: null,
  messages: {},
  history: {},
  scores: {},
  refusal: null,
  destroyed: null,
};

const freshHistory: HistoryState = { next: 1, done: false, loading: false };

/**
 * A room as the socket last described it. The socket speaks the reader's language (its `?language=`), and
 * reopens on a language switch: its names replace the old ones (a known room used to keep its first name,
 * from when the socket spoke only Simplified, and stayed Simplified after a switch to 繁).
 */
function upsertRoom(rooms: ChatRoom[], room: ChatRoom): ChatRoom[] {
  const i = rooms.findIndex((r) => r.rid === room.rid);
  if (i < 0) return [...rooms, room];
  const copy = rooms.slice();
  copy[i] = room;
  return copy;
}

function patchRoom(rooms: ChatRoom[], rid: string, patch: Partial<ChatRoom>): ChatRoom[] {
  return rooms.map((r) => (r.rid === rid ? { ...r, ...patch } : r));
}

/** New lines at the end, without repeats (the same line can come by push and by a history page). */
function append(state: ChatData, rid: string, lines: ChatLine[]): ChatData {
  const have = state.messages[rid] ?? [];
  const ids = new Set(have.map((m) => m.id));
  const fresh = lines.filter((m) => !ids.has(m.id));
  if (fresh.length === 0) return state;
  const next = [...have, ...fresh];
  return { ...state, messages: { ...state.messages, [rid]: next.slice(-MAX_LINES) } };
}

/**
 * A history page merged in: older lines go in front (pages may list newest first, so the room is sorted by
 * time). Page 1 is asked for again after every (re)join to catch what was said while away; that must not
 * move the "load earlier" cursor back.
 */
function mergePage(
  state: ChatData,
  rid: string,
  lines: ChatLine[],
  pageNum: number,
  done: boolean,
): ChatData {
  const have = state.messages[rid] ?? [];
  const ids = new Set(have.map((m) => m.id));
  const older = lines.filter((m) => !ids.has(m.id));
  const merged = [...older, ...have].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const h = state.history[rid] ?? freshHistory;
  // Past MAX_LINES the panel stops offering older pages rather than dropping what the player scrolled to.
  const full = merged.length >= MAX_LINES;
  return {
    ...state,
    messages: { ...state.messages, [rid]: merged },
    history: {
      ...state.history,
      [rid]: { next: Math.max(h.next, pageNum + 1), done: h.done || done || full, loading: false },
    },
  };
}

function localLine(
  rid: string,
  kind: LocalLineKind,
  nickname: string,
  vipLevel: number,
  guest = false,
): ChatLine {
  return {
    id: `local-${kind}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    rid,
    userId: '',
    nickname,
    vipLevel,
    kind: 'system',
    content: '',
    // A guest's name is the server's 游客 and digits: the panel words it in the player's script.
    payload: guest ? { local: kind, guest } : { local: kind },
    createdAt: new Date().toISOString(),
  };
}

/** The rid a history answer is for: its own field, its first line, or the room asked about. */
function historyRid(data: unknown, fallback: string | null): string | null {
  if (typeof data === 'object' && data !== null && 'rid' in data && typeof data.rid === 'string')
    return data.rid;
  return fallback;
}

const STATE_REFUSALS = new Set<number>([
  ChatMsgId.MemberMuted,
  ChatMsgId.RoomStatus,
  ChatMsgId.RoomBlocked,
  ChatMsgId.VipLevel,
]);

/**
 * Applies one server frame (SPEC §4 msgIds) to the chat state. Pure: side effects such as toasts are the
 * connection's business. Frames whose msgData does not parse are ignored rather than trusted.
 */
export function reduceChat(state: ChatData, frame: ChatServerFrame): ChatData {
  if (frame.code !== Code.Success) {
    // A send refused for a mute, a closed or blocked room or the VIP level comes on that event's msgId with
    // its data: the panel learns the state as well as the reason (e.g. a mute it had not heard of yet).
    if (STATE_REFUSALS.has(frame.msgId)) state = reduceChat(state, { ...frame, code: Code.Success });
    if (frame.msgId === ChatMsgId.History) {
      const rid = historyRid(frame.msgData, state.currentRid);
      const h = rid ? state.history[rid] : undefined;
      if (rid && h) state = { ...state, history: { ...state.history, [rid]: { ...h, loading: false } } };
    }
    return {
      ...state,
      refusal: { msgId: frame.msgId, code: frame.code, message: frame.message ?? '' },
    };
  }
  switch (frame.msgId) {
    case ChatMsgId.Login:
    case ChatMsgId.GuestLogin: {
      const p = ChatLoginDataSchema.safeParse(frame.msgData);
      return p.success ? { ...state, self: p.data, refusal: null } : state;
    }
    case ChatMsgId.JoinRoom: {
      const p = ChatJoinDataSchema.safeParse(frame.msgData);
      if (!p.success) return state;
      const { room, self } = p.data;
      // The answer to a join the player has since moved on from (a second tab picked within a round trip):
      // the room is known, but the player stays where they went. Taking it as the current room made the
      // panel join the chosen room again, and the two joins chased each other without end.
      if (state.currentRid && state.currentRid !== room.rid)
        return { ...state, rooms: upsertRoom(state.rooms, room) };
      return {
        ...state,
        self,
        currentRid: room.rid,
        rooms: upsertRoom(state.rooms, room),
        history: { ...state.history, [room.rid]: state.history[room.rid] ?? freshHistory },
        destroyed: state.destroyed === room.rid ? null : state.destroyed,
      };
    }
    case ChatMsgId.SendMessage:
    case ChatMsgId.GiftRecord:
    case ChatMsgId.PredictionRecord: {
      const p = ChatMessageSchema.safeParse(frame.msgData);
      if (!p.success) return state;
      // Our own line coming back means the send went through: an older refusal no longer applies.
      const mine = state.self && p.data.userId === state.self.userId;
      return append(mine ? { ...state, refusal: null } : state, p.data.rid, [p.data]);
    }
    case ChatMsgId.MemberMuted: {
      const p = ChatMutedSchema.safeParse(frame.msgData);
      if (!p.success || !state.self || p.data.userId !== state.self.userId) return state;
      return { ...state, self: { ...state.self, mutedUntil: p.data.until } };
    }
    case ChatMsgId.RoomBlocked: {
      const p = ChatRoomFlagSchema.safeParse(frame.msgData);
      return p.success
        ? { ...state, rooms: patchRoom(state.rooms, p.data.rid, { blocked: p.data.blocked }) }
        : state;
    }
    case ChatMsgId.RoomStatus: {
      // An operator's open/close carries `status`; a count push (people came or went) carries `online`.
      const p = ChatRoomStatusSchema.safeParse(frame.msgData);
      if (!p.success) return state;
      const { rid, status, online } = p.data;
      const patch: Partial<ChatRoom> = {};
      if (status !== undefined) patch.status = status;
      if (online !== undefined) patch.online = online;
      return { ...state, rooms: patchRoom(state.rooms, rid, patch) };
    }
    case ChatMsgId.VipLevel: {
      const p = ChatVipLevelSchema.safeParse(frame.msgData);
      return p.success
        ? { ...state, rooms: patchRoom(state.rooms, p.data.rid, { minVipLevel: p.data.minVipLevel }) }
        : state;
    }
    case ChatMsgId.GlobalRoomStatus: {
      const p = ChatGlobalStatusSchema.safeParse(frame.msgData);
      return p.success ? { ...state, rooms: p.data.rooms } : state;
    }
    case ChatMsgId.JoinBroadcast: {
      const p = ChatJoinBroadcastSchema.safeParse(frame.msgData);
      if (!p.success) return state;
      const { rid, nickname, vipLevel, online } = p.data;
      const withOnline = { ...state, rooms: patchRoom(state.rooms, rid, { online }) };
      // The joiner has just been welcomed; announcing them to themselves as well would say it twice.
      if (state.self && !state.self.guest && nickname === state.self.nickname) return withOnline;
      return append(withOnline, rid, [localLine(rid, 'join', nickname, vipLevel)]);
    }
    case ChatMsgId.JoinUnicast: {
      // The welcome is a system line for the joiner; it is worded here, in the player's language.
      const p = ChatRoomRefSchema.safeParse(frame.msgData);
      if (!p.success) return state;
      const name = state.self?.nickname ?? '';
      const self = state.self;
      // A rejoin with nothing said since the last welcome (the socket reopened: a language switch, a
      // dropped line) is no new arrival: the same welcome twice in a row reads as a glitch.
      const last = state.messages[p.data.rid]?.at(-1);
      if (last?.payload.local === 'welcome' && last.nickname === name) return state;
      return append(state, p.data.rid, [
        localLine(p.data.rid, 'welcome', name, self?.vipLevel ?? 0, self?.guest ?? false),
      ]);
    }
    case ChatMsgId.History: {
      const p = ChatHistoryResponseSchema.safeParse(frame.msgData);
      if (!p.success) return state;
      const page = p.data;
      const rid = historyRid(frame.msgData, page.list[0]?.rid ?? state.currentRid);
      if (!rid) return state;
      const size = page.pageSize || CHAT_HISTORY_PAGE_SIZE;
      const done = page.list.length < size || page.pageNum * size >= page.total;
      return mergePage(state, rid, page.list, page.pageNum, done);
    }
    case ChatMsgId.RoomDestroyed: {
      const p = ChatRoomRefSchema.safeParse(frame.msgData);
      if (!p.success) return state;
      const { rid } = p.data;
      const messages = { ...state.messages };
      delete messages[rid];
      const here = state.currentRid === rid;
      return {
        ...state,
        rooms: state.rooms.filter((r) => r.rid !== rid),
        messages,
        currentRid: here ? null : state.currentRid,
        destroyed: here ? rid : state.destroyed,
      };
    }
    case ChatMsgId.ScorePush: {
      const p = ChatScorePushSchema.safeParse(frame.msgData);
      return p.success ? { ...state, scores: { ...state.scores, [p.data.rid]: p.data } } : state;
    }
    case ChatMsgId.ChatCleared: {
      const p = ChatRoomRefSchema.safeParse(frame.msgData);
      if (!p.success) return state;
      const rid = p.data.rid;
      // Nothing older is left to load either.
      return {
        ...state,
        messages: { ...state.messages, [rid]: [] },
        history: { ...state.history, [rid]: { next: 1, done: true, loading: false } },
      };
    }
    default:
      // 60000 notifications are toasts shown by the connection; heartbeats carry nothing.
      return state;
  }
}

/** The player asked for an older page: mark it loading so the button does not ask twice. */
export function markHistoryLoading(state: ChatData, rid: string): ChatData {
  const h = state.history[rid] ?? freshHistory;
  return { ...state, history: { ...state.history, [rid]: { ...h, loading: true } } };
}

/**
 * A room is picked: show it at once (its lines arrive with the join answer and history). A notice about a
 * destroyed room stays until the player picks a room themselves (`byPlayer`), not when the panel moves on.
 * The room left behind is forgotten: the server stops sending its lines once the connection joins another
 * room, so what was kept would have a hole in it on coming back; a return starts from its newest page.
 */
export function selectRoom(state: ChatData, rid: string, byPlayer = false): ChatData {
  const left = state.currentRid !== null && state.currentRid !== rid ? state.currentRid : null;
  let { messages, history } = state;
  if (left !== null) {
    messages = { ...messages };
    history = { ...history };
    delete messages[left];
    delete history[left];
  }
  return {
    ...state,
    currentRid: rid,
    messages,
    history,
    refusal: null,
    destroyed: byPlayer ? null : state.destroyed,
  };
}

/** Whether `self` may speak in `room` now, and if not, why (the input shows the reason). */
export type SpeakBlock =
  | { kind: 'guest' }
  | { kind: 'muted'; until: string }
  | { kind: 'blocked' }
  | { kind: 'closed' }
  | { kind: 'vip'; level: number }
  | { kind: 'offline' };

export function speakBlock(
  self: ChatSelf | null,
  room: ChatRoom | undefined,
  now: number,
): SpeakBlock | null {
  if (!self || !room) return { kind: 'offline' };
  if (self.guest) return { kind: 'guest' };
  if (self.mutedUntil && Date.parse(self.mutedUntil) > now) return { kind: 'muted', until: self.mutedUntil };
  if (room.status === 'closed') return { kind: 'closed' };
  if (room.blocked) return { kind: 'blocked' };
  if (self.vipLevel < room.minVipLevel) return { kind: 'vip', level: room.minVipLevel };
  return null;
}
