import { z } from 'zod';
import { pageOf } from './common.ts';
import { UnixMillisInputSchema } from './money.ts';
import { SportCodeSchema, type SportCode } from './sports-feed.ts';

/**
 * The chat socket /ws/chat (SPEC §4, DESIGN §7). Every frame is JSON `{ msgId, msgData }`. A server frame
 * also carries `code` (6000 = ok, else a SPEC §8.1 code) and a `message` when it refuses a request, so the
 * client can show the refusal next to the request it answers (same msgId).
 * The handshake URL carries `clientType=web&siteId=<site>` as query parameters (SPEC §7 transport).
 */
export const ChatMsgId = {
  Heartbeat: 0,
  Login: 10001,
  JoinRoom: 10002,
  SendMessage: 10003,
  MemberMuted: 10004,
  RoomBlocked: 10005,
  RoomStatus: 10006,
  VipLevel: 10007,
  JoinBroadcast: 10008,
  GlobalRoomStatus: 10009,
  History: 10011,
  RoomDestroyed: 10013,
  ScorePush: 10014,
  ChatCleared: 10015,
  JoinUnicast: 10016,
  GiftRecord: 10017,
  PredictionRecord: 10018,
  GuestLogin: 10019,
  Notification: 60000,
} as const;
export type ChatMsgIdValue = (typeof ChatMsgId)[keyof typeof ChatMsgId];

/** SPEC §9: chat history page size 15; heartbeat 10 s, reconnect 5 s, queued-send retry 300 ms. */
export const CHAT_HISTORY_PAGE_SIZE = 15;
export const CHAT_HEARTBEAT_MS = 10_000;
export const CHAT_RECONNECT_MS = 5_000;
export const CHAT_SEND_RETRY_MS = 300;
/** Ours: the longest message a member may send, in characters after trimming. */
export const CHAT_MESSAGE_MAX = 200;

/** A message's length as a player sees it: an emoji or a CJK character is one (code points, not UTF-16). */
export const chatMessageLength = (s: string): number => [...s].length;

/**
 * SPEC §5 chat: a message is trimmed and an empty one is never sent; ours: at most CHAT_MESSAGE_MAX
 * characters. The panel and the server both judge a message by this, so neither refuses what the other allows.
 */
export const prepareChatMessage = (
  raw: string,
): { ok: true; text: string } | { ok: false; reason: 'empty' | 'tooLong' } => {
  const text = raw.trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (chatMessageLength(text) > CHAT_MESSAGE_MAX) return { ok: false, reason: 'tooLong' };
  return { ok: true, text };
};

/**
 * Ours: the highest score a score prediction (10018) may give one side, per sport. sc_FT is what is
 * predicted: goals, points or runs; sets won in tennis, volleyball and table tennis; frames in snooker.
 * Each cap sits above what a side scores in a professional match of the sport (records: football 31 in a
 * 31-0 international, the NBA 186 points, a rugby union international 164; a best-of-five tennis or
 * volleyball match ends at 3 sets, best-of-seven table tennis at 4 games, a best-of-35 snooker final at 18
 * frames), so no real result is refused, yet low enough to catch a slip of the keyboard (a basketball
 * score in a football room). 99 for every sport refused basketball's everyday 100+.
 */
export const CHAT_PREDICTION_MAX: Readonly<Record<SportCode, number>> = {
  FT: 40,
  VF: 40,
  BK: 200,
  TN: 3,
  BS: 40,
  VB: 3,
  TT: 4,
  SK: 18,
  AF: 150,
  IH: 30,
  RU: 170,
  HB: 80,
};

/**
 * The frame's bound on a side's predicted score, only to keep numbers sane on the wire (as an operator's
 * score, 999): the rule is the match's sport cap, checked with the match (checkChatPrediction), so a refusal
 * says the cap in words rather than as a malformed frame.
 */
const PREDICTION_WIRE_MAX = 999;

/** What a prediction is judged against: the room's match as it stands (its sport and full-time score). */
export interface ChatPredictionMatch {
  gameType: SportCode;
  sc_FT_H: number;
  sc_FT_C: number;
}

/**
 * The scores one may predict for each side of a match now. A score only grows, so a final score below the
 * current one cannot happen: the lowest is the current score. The highest is the sport's cap, or the
 * current score in the rare match already past it (its final can still be the score as it stands).
 */
export const chatPredictionRange = (m: ChatPredictionMatch) => {
  const cap = CHAT_PREDICTION_MAX[m.gameType];
  return {
    home: { min: m.sc_FT_H, max: Math.max(cap, m.sc_FT_H) },
    away: { min: m.sc_FT_C, max: Math.max(cap, m.sc_FT_C) },
  };
};

export type ChatPredictionCheck =
  | { ok: true }
  | { ok: false; reason: 'belowScore'; home: number; away: number }
  | { ok: false; reason: 'tooHigh'; max: number };

/**
 * A score prediction against its match: refused below the current score (impossible) or above the sport's
 * cap. The panel's form and the server judge by this, so neither takes what the other refuses.
 */
export const checkChatPrediction = (
  m: ChatPredictionMatch,
  p: { home: number; away: number },
): ChatPredictionCheck => {
  const range = chatPredictionRange(m);
  if (p.home < range.home.min || p.away < range.away.min)
    return { ok: false, reason: 'belowScore', home: m.sc_FT_H, away: m.sc_FT_C };
  if (p.home > range.home.max || p.away > range.away.max)
    return { ok: false, reason: 'tooHigh', max: p.home > range.home.max ? range.home.max : range.away.max };
  return { ok: true };
};

/**
 * A match over (finished, or void) takes no more predictions: the server refuses them with
 * CHAT_PREDICTIONS_CLOSED and the panel offers no form. A status string, as the score push carries it.
 */
export const chatPredictionsClosed = (gameStatus: string): boolean =>
  gameStatus === 'finished' || gameStatus === 'void';
export const CHAT_PREDICTIONS_CLOSED = '比赛已结束，不能再预测比分';

/** How the server words a refused prediction (zh-CN; a zh-TW socket reads it in Traditional). */
export const chatPredictionMessage = (c: Exclude<ChatPredictionCheck, { ok: true }>): string =>
  c.reason === 'belowScore'
    ? `预测比分不能低于当前比分 ${c.home}:${c.away}`
    : `预测比分每队不能超过 ${c.max}`;

export const ChatRoomIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, '房间号格式错误');

/** A line in a room: member text, a system line, a gift record (10017) or a score prediction (10018). */
export const ChatMessageSchema = z.object({
  id: z.string(),
  rid: z.string(),
  /** The speaker's public user id; '' for system lines. */
  userId: z.string(),
  nickname: z.string(),
  vipLevel: z.number().int(),
  kind: z.enum(['text', 'system', 'gift', 'prediction']),
  content: z.string(),
  payload: z.record(z.string(), z.unknown()),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatRoomSchema = z.object({
  rid: z.string(),
  name: z.string(),
  category: z.enum(['lobby', 'sport']),
  gameId: z.string(),
  status: z.enum(['open', 'closed']),
  blocked: z.boolean(),
  minVipLevel: z.number().int(),
  online: z.number().int(),
});
export type ChatRoom = z.infer<typeof ChatRoomSchema>;

/**
 * SPEC §3's chat history query, on the socket (10011) and as POST /stream/api/v1/history; page size 15 by
 * default.
 */
export const ChatHistoryRequestSchema = z.object({
  rid: ChatRoomIdSchema,
  pageNum: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(CHAT_HISTORY_PAGE_SIZE),
  /** 'all' or one kind of line. */
  category: z.enum(['all', 'text', 'system', 'gift', 'prediction']).default('all'),
  /** 0 = every speaker, 1 = members only, 2 = system only. */
  categoryType: z.number().int().min(0).max(2).default(0),
  /** Unix milliseconds, inclusive; omitted = unbounded. */
  beginTime: UnixMillisInputSchema.optional(),
  endTime: UnixMillisInputSchema.optional(),
});
export type ChatHistoryRequest = z.infer<typeof ChatHistoryRequestSchema>;

/** What a client sends. */
export const ChatClientFrameSchema = z.discriminatedUnion('msgId', [
  z.object({ msgId: z.literal(ChatMsgId.Heartbeat), msgData: z.unknown().optional() }),
  z.object({ msgId: z.literal(ChatMsgId.GuestLogin), msgData: z.object({}).passthrough().optional() }),
  /** `token` is the site session token; `body` the JWT answered by member/jwt (SPEC §3 chat login). */
  z.object({
    msgId: z.literal(ChatMsgId.Login),
    msgData: z.object({ token: z.string().min(1).max(512), body: z.string().min(1).max(4096) }),
  }),
  z.object({ msgId: z.literal(ChatMsgId.JoinRoom), msgData: z.object({ rid: ChatRoomIdSchema }) }),
  /** SPEC §3: send message carries `msg`; `rid` is ours and optional (without it: the room one is in). */
  z.object({
    msgId: z.literal(ChatMsgId.SendMessage),
    msgData: z.object({ rid: ChatRoomIdSchema.optional(), msg: z.string().max(2000) }),
  }),
  z.object({ msgId: z.literal(ChatMsgId.History), msgData: ChatHistoryRequestSchema }),
  z.object({ msgId: z.literal(ChatMsgId.GlobalRoomStatus), msgData: z.unknown().optional() }),
  z.object({
    msgId: z.literal(ChatMsgId.GiftRecord),
    msgData: z.object({
      rid: ChatRoomIdSchema,
      gift: z.enum(['flower', 'cheer', 'trophy']),
      count: z.number().int().min(1).max(99),
    }),
  }),
  z.object({
    msgId: z.literal(ChatMsgId.PredictionRecord),
    msgData: z.object({
      rid: ChatRoomIdSchema,
      gameId: z.string().min(1).max(20),
      /** The match's own sport cap and score are checked by the server (checkChatPrediction). */
      home: z.number().int().min(0).max(PREDICTION_WIRE_MAX),
      away: z.number().int().min(0).max(PREDICTION_WIRE_MAX),
    }),
  }),
]);
export type ChatClientFrame = z.infer<typeof ChatClientFrameSchema>;

/**
 * What the server sends: `msgData` by msgId as below; `code` 6000 unless refusing (then `message`).
 * Server behaviour the panel relies on:
 * - 0 answers `{ t }` (server time, ms); a connection silent for 3 heartbeats is dropped.
 * - A refused request comes back on its own msgId with `msgData: null` (6001 not logged in / guest / bad
 *   JWT, 6003 not in the room, 6004 unknown room, 6007 empty or too long, or a prediction below the current
 *   score or above its sport's cap (checkChatPrediction), 6009 second prediction, 6011 too fast: 5 lines per
 *   10 s per member). A line refused because of a mute, a closed room, a blocked room or the VIP level comes
 *   on 10004 / 10006 / 10005 / 10007 with code 6003 and that event's msgData.
 * - Every text the server writes (refusals, 60000 notices, welcome, gift and prediction lines, room names,
 *   a guest's name, a mute's reason) is in Traditional for a socket opened with `?language=zh-TW`; what
 *   members wrote is sent as written.
 * - 10003 / 10017 / 10018 broadcasts (ChatMessageSchema) also reach the sender: that is the send's ack.
 * - 10011 answers ChatHistoryResponseSchema, newest first. Guests' joins are not announced (no 10008).
 * - A connection is in one room at a time: joining a room leaves the one it was in (SPEC §4 has no leave
 *   frame). Joining the room one is in again is answered but not announced again.
 * - The online count: the join answer (10002) and a member's join broadcast (10008) carry it; whenever it
 *   moves (joins, guests included, leaves, closed sockets, another instance's members, a dead instance)
 *   the room's members get 10006 `{ rid, online }` (no `status`), at most once a second per room.
 * - Banned words are masked as *** in the stored and broadcast text (not refused).
 */
export interface ChatServerFrame<T = unknown> {
  msgId: ChatMsgIdValue;
  code: number;
  message?: string;
  msgData: T;
}

/** msgData shapes of server frames. */
export const ChatLoginDataSchema = z.object({
  userId: z.string(),
  nickname: z.string(),
  vipLevel: z.number().int(),
  guest: z.boolean(),
  /** ISO time a mute ends, or null. */
  mutedUntil: z.string().nullable(),
});
export const ChatJoinDataSchema = z.object({ room: ChatRoomSchema, self: ChatLoginDataSchema });
export const ChatJoinBroadcastSchema = z.object({
  rid: z.string(),
  nickname: z.string(),
  vipLevel: z.number().int(),
  online: z.number().int(),
});
export const ChatMutedSchema = z.object({ userId: z.string(), until: z.string(), reason: z.string() });
export const ChatRoomFlagSchema = z.object({ rid: z.string(), blocked: z.boolean() });
/**
 * 10006 room status change: `status` when an operator opens or closes the room, `online` when its online
 * count moved (a count push carries no `status`). Either may be absent; apply what is there.
 */
export const ChatRoomStatusSchema = z.object({
  rid: z.string(),
  status: z.enum(['open', 'closed']).optional(),
  online: z.number().int().min(0).optional(),
});
export const ChatVipLevelSchema = z.object({ rid: z.string(), minVipLevel: z.number().int() });
export const ChatGlobalStatusSchema = z.object({ rooms: z.array(ChatRoomSchema) });
export const ChatRoomRefSchema = z.object({ rid: z.string() });
/** A match's team names in Traditional Chinese, carried beside the feed's own (zh-CN) names. */
export const ChatTeamNamesSchema = z.object({ team_h: z.string(), team_c: z.string() });
export const ChatScorePushSchema = z.object({
  rid: z.string(),
  gameId: z.string(),
  team_h: z.string(),
  team_c: z.string(),
  zhTW: ChatTeamNamesSchema.optional(),
  /** The match's sport: the prediction form's bounds depend on it (CHAT_PREDICTION_MAX). */
  gameType: SportCodeSchema.optional(),
  sc_FT_H: z.number().int(),
  sc_FT_C: z.number().int(),
  re_time: z.string(),
  gameStatus: z.string(),
});
export const ChatNotificationSchema = z.object({ kind: z.string(), text: z.string() });

/** A page of a room's lines; `rid` names the room, since an answer can arrive after the player moved on. */
export const ChatHistoryResponseSchema = pageOf(ChatMessageSchema).extend({ rid: z.string() });
export const ChatRoomsResponseSchema = z.array(ChatRoomSchema);

/* ------------------------------------------------------------ operator calls (OperatorPath.chat*) */

/** An operator's view of a room: the public fields plus whether it was destroyed. */
export const ChatOperatorRoomSchema = ChatRoomSchema.extend({ siteId: z.string(), destroyed: z.boolean() });
export const ChatOperatorRoomsResponseSchema = z.object({ list: z.array(ChatOperatorRoomSchema) });

/** Mute a member (by username) for `minutes`; 0 lifts a running mute. */
export const ChatMuteRequestSchema = z.object({
  username: z.string().trim().min(1).max(40),
  minutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 365),
  reason: z.string().trim().max(100).optional(),
});
export const ChatMuteResponseSchema = z.object({
  username: z.string(),
  userId: z.string(),
  /** ISO time the mute ends (now when lifted). */
  until: z.string(),
});

/** Block or unblock a room's messages (10005); `blocked` omitted toggles. */
export const ChatBlockRequestSchema = z.object({ rid: ChatRoomIdSchema, blocked: z.boolean().optional() });
export const ChatRoomRefRequestSchema = z.object({ rid: ChatRoomIdSchema });

/** Change a room: open/close it (10006), the VIP level needed to speak (10007), or destroy it (10013). */
export const ChatRoomSetRequestSchema = z.object({
  rid: ChatRoomIdSchema,
  status: z.enum(['open', 'closed']).optional(),
  minVipLevel: z.number().int().min(0).max(10).optional(),
  destroy: z.literal(true).optional(),
});

/** The banned-word list: list it, or add/remove one word (applies on every instance at once). */
export const ChatWordsRequestSchema = z.object({
  action: z.enum(['list', 'add', 'remove']),
  word: z.string().trim().min(1).max(20).optional(),
});
export const ChatWordsResponseSchema = z.object({ words: z.array(z.string()) });

/** An internal notification (60000) to one room, or to every room of the site when `rid` is omitted. */
export const ChatNotifyRequestSchema = z.object({
  rid: ChatRoomIdSchema.optional(),
  text: z.string().trim().min(1).max(200),
});
