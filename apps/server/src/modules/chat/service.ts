import { randomBytes, randomInt } from 'node:crypto';
import { jwtVerify } from 'jose';
import {
  CHAT_MESSAGE_MAX,
  ChatMsgId,
  prepareChatMessage,
  checkChatPrediction,
  chatPredictionsClosed,
  CHAT_PREDICTIONS_CLOSED,
  chatPredictionMessage,
  Code,
  formatSiteDateTime,
  type ChatClientFrame,
  type ChatHistoryRequest,
  type ChatMessage,
  type ChatMsgIdValue,
  type ResponseCode,
} from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { AuthResolvers } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { SportsFeedApi } from '../sports-feed/feed-api.ts';
import {
  ChatRefusal,
  chatFrameIn,
  frame,
  maskUsername,
  scorePush,
  systemLine,
  toChatMessage,
  toChatRoom,
  traditionalTeams,
} from './frames.ts';
import type { ChatSession, Hub } from './hub.ts';
import type { ChatRepo, MessageRow, RoomRow } from './repo.ts';
import type { RoomCache } from './rooms.ts';
import type { WordFilter } from './words.ts';

type Frame<I extends ChatMsgIdValue> = Extract<ChatClientFrame, { msgId: I }>['msgData'];

/** Ours: a member may say (or send gifts and predictions) 5 times per 10 s, counted across instances. */
export const CHAT_RATE = { limit: 5, windowMs: 10_000 } as const;

export const GIFT_NAMES = { flower: '鲜花', cheer: '加油', trophy: '奖杯' } as const;

export interface ChatServiceDeps {
  deps: Deps;
  repo: ChatRepo;
  hub: Hub;
  rooms: RoomCache;
  words: WordFilter;
  directory: MemberDirectory;
  resolveMember: AuthResolvers['member'];
  feed: SportsFeedApi;
}

/** The rules of the chat protocol (SPEC §4): who may log in, join, read and speak where. */
export const createChatService = (c: ChatServiceDeps) => {
  const { deps, repo, hub, rooms } = c;
  const key = new TextEncoder().encode(deps.secrets.jwtSecret);
  const refuse = (msgId: ChatMsgIdValue, code: ResponseCode, message: string, data: unknown = null) =>
    new ChatRefusal(msgId, code, message, data);
  /** An answer to one socket, in its reader's language (the server's own words; members' are as written). */
  const reply = (s: ChatSession, msgId: ChatMsgIdValue, data: unknown) =>
    s.send(JSON.stringify(chatFrameIn(frame(msgId, data), s.language)));

  // History lines name the speaker by member id; userIds never change, so they are kept once looked up.
  const userIds = new Map<number, string>();
  const userIdOf = async (memberId: number | null): Promise<string> => {
    if (memberId === null) return '';
    const known = userIds.get(memberId);
    if (known !== undefined) return known;
    const facts = await c.directory.byId(memberId);
    const id = facts?.userId ?? '';
    if (userIds.size > 50_000) userIds.clear();
    userIds.set(memberId, id);
    return id;
  };
  const present = async (rows: MessageRow[]): Promise<ChatMessage[]> =>
    Promise.all(rows.map(async (r) => toChatMessage(r, await userIdOf(r.memberId))));

  /** A room of the caller's site that exists and is not destroyed, else 6004 on `msgId`. */
  const liveRoom = async (siteId: string, rid: string, msgId: ChatMsgIdValue): Promise<RoomRow> => {
    const room = await rooms.get(rid);
    if (!room || room.destroyedAt || room.siteId !== siteId)
      throw refuse(msgId, Code.NotFound, '聊天室不存在或已关闭');
    return room;
  };

  const requireLogin = (s: ChatSession, msgId: ChatMsgIdValue) => {
    if (!s.self) throw refuse(msgId, Code.LoginExpired, '请先登录聊天室');
    return s.self;
  };

  /**
   * Everything a member must satisfy to put a line in a room, in the order a member would want to hear
   * it: logged in as a member, in the room, not muted, the room open, not blocked, VIP level enough, not
   * too fast. The rate limit counts only attempts that passed the rest.
   */
  /** What resolving a member's token needs to know of the request: here, the chat socket. */
  const requestOf = (s: ChatSession, token: string): RequestContext => ({
    ip: s.ip,
    deviceId: '',
    siteId: s.siteId,
    requestId: 'chat',
    client: 'web',
    version: '',
    token,
    userAgent: s.userAgent,
    language: s.language,
    idempotencyKey: '',
  });

  const speakable = async (s: ChatSession, rid: string, msgId: ChatMsgIdValue) => {
    const self = requireLogin(s, msgId);
    if (self.guest || s.memberId === null) throw refuse(msgId, Code.LoginExpired, '游客不能发言，请先登录');
    // The socket logged in with a session that may have ended since (a logout, a freeze, a password
    // change revoke it): resolved through the session cache, so this costs a read every few seconds at most.
    const alive = s.token ? await c.resolveMember(s.token, requestOf(s, s.token)) : null;
    if (alive?.memberId !== s.memberId) throw refuse(msgId, Code.LoginExpired, '聊天登录已失效，请重新登录');
    const room = await liveRoom(s.siteId, rid, msgId);
    if (!s.rooms.has(rid)) throw refuse(msgId, Code.AccessDenied, '请先进入聊天室');
    const now = deps.now();
    if (s.mutedUntil && s.mutedUntil > now)
      throw refuse(
        ChatMsgId.MemberMuted,
        Code.AccessDenied,
        `您已被禁言，解禁时间 ${formatSiteDateTime(s.mutedUntil)}`,
        {
          userId: self.userId,
          until: s.mutedUntil.toISOString(),
          reason: s.muteReason,
        },
      );
    if (room.status === 'closed')
      throw refuse(ChatMsgId.RoomStatus, Code.AccessDenied, '聊天室暂时关闭，暂不能发言', {
        rid,
        status: 'closed',
      });
    if (room.blocked)
      throw refuse(ChatMsgId.RoomBlocked, Code.AccessDenied, '聊天室已禁言，暂不能发言', {
        rid,
        blocked: true,
      });
    if (self.vipLevel < room.minVipLevel)
      throw refuse(ChatMsgId.VipLevel, Code.AccessDenied, `VIP${room.minVipLevel} 及以上会员才能在此发言`, {
        rid,
        minVipLevel: room.minVipLevel,
      });
    if (!(await deps.limiter.hit(`chat:speak:${s.memberId}`, CHAT_RATE.limit, CHAT_RATE.windowMs)))
      throw refuse(msgId, Code.FrequentSubmission, '发言太频繁，请稍后再试');
    return { self, room, now };
  };

  /** A member's line as stored: the speaker's name and VIP level as they are now. */
  const lineOf = (
    s: ChatSession,
    rid: string,
    kind: 'text' | 'gift' | 'prediction',
    content: string,
    payload: Record<string, unknown>,
    now: Date,
  ) => ({
    rid,
    memberId: s.memberId,
    nickname: s.self!.nickname,
    vipLevel: s.self!.vipLevel,
    kind,
    content,
    payload,
    createdAt: now,
  });

  /** A stored line goes to the room on every instance; its broadcast is also the sender's ack. */
  const broadcast = (s: ChatSession, row: MessageRow, msgId: ChatMsgIdValue) =>
    hub.publish({ to: 'room', rid: row.rid, frame: frame(msgId, toChatMessage(row, s.self!.userId)) });

  const store = async (
    s: ChatSession,
    rid: string,
    kind: 'text' | 'gift',
    content: string,
    payload: Record<string, unknown>,
    msgId: ChatMsgIdValue,
    now: Date,
  ) => broadcast(s, await repo.insertMessage(lineOf(s, rid, kind, content, payload, now)), msgId);

  return {
    heartbeat(s: ChatSession) {
      reply(s, ChatMsgId.Heartbeat, { t: deps.now().getTime() });
    },

    /** 10019: a read-only guest named 游客 + four digits. */
    guestLogin(s: ChatSession) {
      s.self = {
        userId: `guest-${randomBytes(6).toString('hex')}`,
        nickname: `游客${String(randomInt(10_000)).padStart(4, '0')}`,
        vipLevel: 0,
        guest: true,
        mutedUntil: null,
      };
      reply(s, ChatMsgId.GuestLogin, s.self);
    },

    /**
     * 10001: `body` is the JWT of member/jwt (HS256, signed with the server's JWT secret, 10 minutes);
     * it must be valid now and name the member of `token`'s live session on this site.
     */
    async login(s: ChatSession, data: Frame<typeof ChatMsgId.Login>) {
      const denied = () => refuse(ChatMsgId.Login, Code.LoginExpired, '聊天登录已失效，请重新登录');
      let claims: { sub?: string; siteId?: unknown };
      try {
        ({ payload: claims } = await jwtVerify(data.body, key, {
          algorithms: ['HS256'],
          currentDate: deps.now(),
        }));
      } catch {
        throw denied();
      }
      const member = await c.resolveMember(data.token, requestOf(s, data.token));
      if (!member || claims.sub !== member.userId || claims.siteId !== s.siteId) throw denied();
      const facts = await c.directory.byId(member.memberId);
      if (!facts || facts.status !== 'active') throw denied();
      const mute = await repo.mutedUntil(s.siteId, member.memberId, deps.now());
      s.mutedUntil = mute?.until ?? null;
      s.muteReason = mute?.reason ?? '';
      hub.bindMember(s, member.memberId);
      s.token = data.token;
      s.self = {
        userId: member.userId,
        nickname: maskUsername(member.name),
        vipLevel: facts.vipLevel,
        guest: false,
        mutedUntil: mute ? mute.until.toISOString() : null,
      };
      reply(s, ChatMsgId.Login, s.self);
    },

    /**
     * 10002: the room and oneself to the joiner, a welcome line (10016), and a member's join to the room
     * (10008). A connection is in one room at a time: joining another leaves the one it was in. SPEC §4
     * has no leave frame and the panel shows one room, so a room the player moved away from would
     * otherwise keep counting them online and keep sending them its lines.
     */
    async join(s: ChatSession, data: Frame<typeof ChatMsgId.JoinRoom>) {
      const self = requireLogin(s, ChatMsgId.JoinRoom);
      const room = await liveRoom(s.siteId, data.rid, ChatMsgId.JoinRoom);
      for (const rid of [...s.rooms]) if (rid !== room.rid) hub.leave(s, rid);
      const arrived = hub.join(s, room.rid);
      const online = hub.online(room.rid);
      reply(s, ChatMsgId.JoinRoom, { room: toChatRoom(room, online), self });
      reply(
        s,
        ChatMsgId.JoinUnicast,
        systemLine(room.rid, `欢迎 ${self.nickname} 进入${room.name}`, deps.now()),
      );
      // The score as it stands: pushes come only when it changes, and a match may stay 0-0 for a while.
      const match = room.category === 'sport' && room.gameId ? c.feed.matchDetail(room.gameId) : null;
      if (match) reply(s, ChatMsgId.ScorePush, scorePush(room.rid, match));
      // Guests read without being announced: in a busy room their comings and goings would drown the talk.
      // A join to the room one is in already (a second tab's pick, a retry) is no arrival either.
      if (!self.guest && arrived)
        await hub.publish({
          to: 'room',
          rid: room.rid,
          frame: frame(ChatMsgId.JoinBroadcast, {
            rid: room.rid,
            nickname: self.nickname,
            vipLevel: self.vipLevel,
            online,
          }),
        });
    },

    /**
     * 10003: trimmed, 1..CHAT_MESSAGE_MAX characters, banned words masked, stored, then sent to the room.
     * SPEC §3's send message carries only `msg`: without `rid` the line goes to the room the connection is in.
     */
    async send(s: ChatSession, data: Frame<typeof ChatMsgId.SendMessage>) {
      const prepared = prepareChatMessage(data.msg);
      requireLogin(s, ChatMsgId.SendMessage);
      if (s.self?.guest) throw refuse(ChatMsgId.SendMessage, Code.LoginExpired, '游客不能发言，请先登录');
      if (!prepared.ok)
        throw refuse(
          ChatMsgId.SendMessage,
          Code.InvalidParameter,
          prepared.reason === 'empty' ? '消息不能为空' : `消息不能超过 ${CHAT_MESSAGE_MAX} 个字`,
        );
      const text = prepared.text;
      const rid = data.rid ?? s.rooms.values().next().value;
      if (rid === undefined) throw refuse(ChatMsgId.SendMessage, Code.AccessDenied, '请先进入聊天室');
      const { now } = await speakable(s, rid, ChatMsgId.SendMessage);
      const content = await c.words.mask(s.siteId, text);
      await store(s, rid, 'text', content, {}, ChatMsgId.SendMessage, now);
    },

    /** 10017: a member sends 1-99 of a gift to the room; stored as a gift line. */
    async gift(s: ChatSession, data: Frame<typeof ChatMsgId.GiftRecord>) {
      const { now } = await speakable(s, data.rid, ChatMsgId.GiftRecord);
      const content = `送出 ${GIFT_NAMES[data.gift]} ×${data.count}`;
      await store(
        s,
        data.rid,
        'gift',
        content,
        { gift: data.gift, count: data.count },
        ChatMsgId.GiftRecord,
        now,
      );
    },

    /**
     * 10018: in a sport room, for its own match while it is not over, a score the match can still end on
     * (not below the score as it stands, not above the sport's cap: checkChatPrediction, as the panel's
     * form), one prediction per member and match.
     */
    async predict(s: ChatSession, data: Frame<typeof ChatMsgId.PredictionRecord>) {
      const msgId = ChatMsgId.PredictionRecord;
      const { room, now } = await speakable(s, data.rid, msgId);
      if (room.category !== 'sport' || room.gameId !== data.gameId)
        throw refuse(msgId, Code.InvalidParameter, '只能在赛事聊天室预测本场比赛的比分');
      const match = c.feed.matchDetail(data.gameId);
      if (!match || chatPredictionsClosed(match.gameStatus))
        throw refuse(msgId, Code.InvalidParameter, CHAT_PREDICTIONS_CLOSED);
      const checked = checkChatPrediction(match, data);
      if (!checked.ok) throw refuse(msgId, Code.InvalidParameter, chatPredictionMessage(checked));
      const content = `预测比分 ${match.team_h} ${data.home}:${data.away} ${match.team_c}`;
      // One per member and match, kept by the database (a unique index): a check before the insert let
      // the member's parallel sends (several tabs) each find none and each store one.
      const row = await repo.insertPrediction(
        lineOf(
          s,
          room.rid,
          'prediction',
          content,
          {
            // The team names travel too, so each client words the line in its own language (predictLine).
            gameId: data.gameId,
            home: data.home,
            away: data.away,
            team_h: match.team_h,
            team_c: match.team_c,
            zhTW: traditionalTeams(match),
          },
          now,
        ),
      );
      if (!row) throw refuse(msgId, Code.DataExists, '每场比赛只能预测一次');
      await broadcast(s, row, msgId);
    },

    /** 10011 over the socket, with every filter of SPEC §3's history query (as over HTTP): guests may read too. */
    async historyFrame(s: ChatSession, data: Frame<typeof ChatMsgId.History>) {
      requireLogin(s, ChatMsgId.History);
      const page = await this.history(s.siteId, data, ChatMsgId.History);
      reply(s, ChatMsgId.History, page);
    },

    /** History, newest first, after the room's last clear (socket 10011 and POST stream/api/v1/history). */
    async history(siteId: string, q: ChatHistoryRequest, msgId: ChatMsgIdValue = ChatMsgId.History) {
      const room = await liveRoom(siteId, q.rid, msgId);
      const { rows, total } = await repo.history({ ...q, clearedAt: room.clearedAt });
      return { rid: q.rid, list: await present(rows), total, pageNum: q.pageNum, pageSize: q.pageSize };
    },

    /** 10009 on request: every room of the site with its online count. */
    async globalStatus(s: ChatSession) {
      reply(s, ChatMsgId.GlobalRoomStatus, { rooms: await rooms.list(s.siteId) });
    },

    rooms: (siteId: string) => rooms.list(siteId),
  };
};

export type ChatService = ReturnType<typeof createChatService>;
