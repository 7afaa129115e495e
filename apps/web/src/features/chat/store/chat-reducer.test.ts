import { describe, expect, it } from 'vitest';
import { ChatMsgId, type ChatMessage, type ChatRoom, type ChatServerFrame } from '@qilin/contract';
import {
  initialChatData,
  MAX_LINES,
  markHistoryLoading,
  reduceChat,
  selectRoom,
  speakBlock,
  type ChatData,
  type ChatSelf,
} from './chat-reducer.ts';

const room = (rid: string, patch: Partial<ChatRoom> = {}): ChatRoom => ({
  rid,
  name: `房间${rid}`,
  category: 'lobby',
  gameId: '',
  status: 'open',
  blocked: false,
  minVipLevel: 0,
  online: 1,
  ...patch,
});

const me: ChatSelf = { userId: 'u1', nickname: '小明', vipLevel: 1, guest: false, mutedUntil: null };

let seq = 0;
const msg = (rid: string, content: string, at: string, patch: Partial<ChatMessage> = {}): ChatMessage => ({
  id: String(++seq),
  rid,
  userId: 'u2',
  nickname: '阿强',
  vipLevel: 0,
  kind: 'text',
  content,
  payload: {},
  createdAt: at,
  ...patch,
});

const frame = (msgId: number, msgData: unknown, code = 6000, message?: string): ChatServerFrame =>
  ({ msgId, code, msgData, ...(message ? { message } : {}) }) as ChatServerFrame;

const run = (state: ChatData, ...frames: ChatServerFrame[]) => frames.reduce(reduceChat, state);

/** A member in room 'a' (joined, self known). */
const joined = (): ChatData =>
  run(initialChatData, frame(ChatMsgId.Login, me), frame(ChatMsgId.JoinRoom, { room: room('a'), self: me }));

const contents = (s: ChatData, rid = 'a') => (s.messages[rid] ?? []).map((m) => m.content);

describe('chat reducer', () => {
  it('names rooms as the socket does, in its language: a switch to 繁 renames the rooms it knew', () => {
    const listed = { ...initialChatData, rooms: [room('a', { name: '综合聊天室', online: 1 })] };
    // The socket reopened with ?language=zh-TW: its join answer and room status name the rooms in Traditional.
    const afterJoin = run(
      listed,
      frame(ChatMsgId.JoinRoom, { room: room('a', { name: '綜合聊天室', online: 7 }), self: me }),
    );
    expect(afterJoin.rooms).toMatchObject([{ rid: 'a', name: '綜合聊天室', online: 7 }]);
    const afterStatus = run(
      afterJoin,
      frame(ChatMsgId.GlobalRoomStatus, {
        rooms: [room('a', { name: '綜合聊天室' }), room('b', { name: '塞格德 vs 維斯瓦普沃茨克' })],
      }),
    );
    expect(afterStatus.rooms.map((r) => r.name)).toEqual(['綜合聊天室', '塞格德 vs 維斯瓦普沃茨克']);
  });

  it('knows who it is after a member or guest login, and enters the room on the join answer', () => {
    const guest = { ...me, userId: 'g1', guest: true, nickname: '游客g1' };
    expect(run(initialChatData, frame(ChatMsgId.GuestLogin, guest)).self?.guest).toBe(true);
    const s = joined();
    expect(s.self?.nickname).toBe('小明');
    expect(s.currentRid).toBe('a');
    expect(s.rooms.map((r) => r.rid)).toEqual(['a']);
  });

  it('stays in the room the player chose when the answer to an earlier join comes after it', () => {
    const s = joined();
    // The player picked room b while the join of room c was still out; c's answer arrives after.
    const moved = run({ ...s, currentRid: 'b' }, frame(ChatMsgId.JoinRoom, { room: room('c'), self: me }));
    expect(moved.currentRid).toBe('b');
    expect(moved.rooms.map((r) => r.rid)).toContain('c');
  });

  it('appends new lines once each, and keeps at most MAX_LINES per room', () => {
    let s = joined();
    const one = msg('a', '你好', '2026-01-01T10:00:00Z');
    s = run(s, frame(ChatMsgId.SendMessage, one), frame(ChatMsgId.SendMessage, one));
    expect(contents(s)).toEqual(['你好']);
    for (let i = 0; i < MAX_LINES + 5; i++)
      s = reduceChat(s, frame(ChatMsgId.SendMessage, msg('a', `m${i}`, '2026-01-01T11:00:00Z')));
    expect(s.messages.a).toHaveLength(MAX_LINES);
    expect(contents(s).at(-1)).toBe(`m${MAX_LINES + 4}`);
    expect(contents(s)).not.toContain('你好');
  });

  it('puts an older history page in front, in time order, and stops offering more at the last page', () => {
    let s = run(joined(), frame(ChatMsgId.SendMessage, msg('a', '最新', '2026-01-01T12:00:00Z')));
    s = markHistoryLoading(s, 'a');
    expect(s.history.a?.loading).toBe(true);
    const page = (pageNum: number, list: ChatMessage[], total: number) =>
      frame(ChatMsgId.History, { rid: 'a', list, total, pageNum, pageSize: 2 });
    // Newest first, as a history query answers.
    s = reduceChat(
      s,
      page(1, [msg('a', '第二', '2026-01-01T11:00:00Z'), msg('a', '第一', '2026-01-01T10:00:00Z')], 3),
    );
    expect(contents(s)).toEqual(['第一', '第二', '最新']);
    expect(s.history.a).toEqual({ next: 2, done: false, loading: false });
    s = reduceChat(s, page(2, [msg('a', '最早', '2026-01-01T09:00:00Z')], 3));
    expect(contents(s)).toEqual(['最早', '第一', '第二', '最新']);
    expect(s.history.a?.done).toBe(true);
  });

  it('credits a history page to the room it names, not to the room the player has moved to', () => {
    const s = joined();
    const inB = {
      ...s,
      currentRid: 'b',
      history: { ...s.history, b: { next: 1, done: false, loading: false } },
    };
    // Room a's empty last page arrives after the player went to b.
    const after = reduceChat(
      inB,
      frame(ChatMsgId.History, { rid: 'a', list: [], total: 0, pageNum: 1, pageSize: 20 }),
    );
    expect(after.history.b?.done).toBe(false);
    expect(after.history.a?.done).toBe(true);
  });

  it('does not move the earlier-page cursor back when page 1 is asked again after a rejoin', () => {
    let s = joined();
    const page = (pageNum: number) =>
      frame(ChatMsgId.History, {
        rid: 'a',
        list: [msg('a', `p${pageNum}`, `2026-01-01T0${9 - pageNum}:00:00Z`)],
        total: 10,
        pageNum,
        pageSize: 1,
      });
    s = run(s, page(1), page(2), page(3), page(1));
    expect(s.history.a?.next).toBe(4);
  });

  it('marks the player muted until the time the server gives, and not for someone else', () => {
    const until = '2026-01-01T12:30:00.000Z';
    const other = reduceChat(joined(), frame(ChatMsgId.MemberMuted, { userId: 'u9', until, reason: '' }));
    expect(other.self?.mutedUntil).toBeNull();
    const s = reduceChat(joined(), frame(ChatMsgId.MemberMuted, { userId: 'u1', until, reason: '刷屏' }));
    expect(s.self?.mutedUntil).toBe(until);
    expect(speakBlock(s.self, s.rooms[0], Date.parse('2026-01-01T12:00:00Z'))).toEqual({
      kind: 'muted',
      until,
    });
    expect(speakBlock(s.self, s.rooms[0], Date.parse('2026-01-01T12:31:00Z'))).toBeNull();
  });

  it('follows room flags: blocked, status, VIP level, and the global list', () => {
    let s = run(
      joined(),
      frame(ChatMsgId.RoomBlocked, { rid: 'a', blocked: true }),
      frame(ChatMsgId.RoomStatus, { rid: 'a', status: 'closed' }),
      frame(ChatMsgId.VipLevel, { rid: 'a', minVipLevel: 3 }),
    );
    expect(s.rooms[0]).toMatchObject({ blocked: true, status: 'closed', minVipLevel: 3 });
    expect(speakBlock(s.self, s.rooms[0], 0)).toEqual({ kind: 'closed' });
    s = reduceChat(s, frame(ChatMsgId.RoomStatus, { rid: 'a', status: 'open' }));
    expect(speakBlock(s.self, s.rooms[0], 0)).toEqual({ kind: 'blocked' });
    s = reduceChat(s, frame(ChatMsgId.RoomBlocked, { rid: 'a', blocked: false }));
    expect(speakBlock(s.self, s.rooms[0], 0)).toEqual({ kind: 'vip', level: 3 });
    s = reduceChat(s, frame(ChatMsgId.GlobalRoomStatus, { rooms: [room('a'), room('b')] }));
    expect(s.rooms.map((r) => r.rid)).toEqual(['a', 'b']);
    expect(speakBlock(s.self, s.rooms[0], 0)).toBeNull();
    expect(speakBlock({ ...me, guest: true }, s.rooms[0], 0)).toEqual({ kind: 'guest' });
  });

  it('moves the online count both ways on a count push (10006 with online), keeping the status', () => {
    let s = run(
      joined(),
      frame(ChatMsgId.RoomStatus, { rid: 'a', status: 'closed' }),
      frame(ChatMsgId.RoomStatus, { rid: 'a', online: 5 }),
    );
    expect(s.rooms[0]).toMatchObject({ rid: 'a', online: 5, status: 'closed' });
    s = reduceChat(s, frame(ChatMsgId.RoomStatus, { rid: 'a', online: 2 }));
    expect(s.rooms[0]).toMatchObject({ online: 2, status: 'closed' });
    // An operator's open does not touch the count.
    s = reduceChat(s, frame(ChatMsgId.RoomStatus, { rid: 'a', status: 'open' }));
    expect(s.rooms[0]).toMatchObject({ online: 2, status: 'open' });
    // No line is added: people leaving are not announced.
    expect(s.messages.a ?? []).toEqual([]);
    expect(reduceChat(s, frame(ChatMsgId.RoomStatus, { rid: 'a', online: -1 }))).toBe(s);
  });

  it('forgets the lines of a room the player moves away from (the server stops sending them)', () => {
    let s = run(
      joined(),
      frame(ChatMsgId.SendMessage, msg('a', '在 a 说的', '2026-01-01T10:00:00Z')),
      frame(ChatMsgId.History, { rid: 'a', list: [], total: 1, pageNum: 1, pageSize: 15 }),
    );
    expect(contents(s)).toEqual(['在 a 说的']);
    s = selectRoom(s, 'b', true);
    expect(s.currentRid).toBe('b');
    expect(s.messages.a).toBeUndefined();
    expect(s.history.a).toBeUndefined();
    // Picking the room one is in keeps what it shows.
    s = run(s, frame(ChatMsgId.SendMessage, msg('b', '在 b 说的', '2026-01-01T10:01:00Z')));
    s = selectRoom(s, 'b', true);
    expect(contents(s, 'b')).toEqual(['在 b 说的']);
  });

  it('adds a join line with the online count, and a welcome line for the player (once per rejoin)', () => {
    const s = run(
      joined(),
      frame(ChatMsgId.JoinBroadcast, { rid: 'a', nickname: '阿强', vipLevel: 0, online: 7 }),
      // The server's welcome is a system line; the panel words it itself.
      frame(ChatMsgId.JoinUnicast, {
        ...msg('a', '欢迎 小明 进入综合聊天室', '2026-01-01T10:00:00Z', { kind: 'system' }),
        id: '',
      }),
      frame(ChatMsgId.JoinUnicast, {
        ...msg('a', '欢迎', '2026-01-01T10:00:01Z', { kind: 'system' }),
        id: '',
      }),
    );
    expect(s.rooms[0]?.online).toBe(7);
    // The player's own join is not announced to themselves (the welcome says it).
    const own = reduceChat(
      s,
      frame(ChatMsgId.JoinBroadcast, { rid: 'a', nickname: '小明', vipLevel: 1, online: 8 }),
    );
    expect(own.messages.a).toHaveLength(2);
    expect(own.rooms[0]?.online).toBe(8);
    // The second welcome came with nothing said since the first (the socket reopened on a language
    // switch): it is not shown twice. After a line in between, a rejoin is welcomed again.
    expect(s.messages.a?.map((m) => [m.kind, m.payload.local, m.nickname])).toEqual([
      ['system', 'join', '阿强'],
      ['system', 'welcome', '小明'],
    ]);
    const later = run(
      s,
      frame(ChatMsgId.SendMessage, msg('a', '有人吗', '2026-01-01T10:02:00Z')),
      frame(ChatMsgId.JoinUnicast, {
        ...msg('a', '欢迎', '2026-01-01T10:03:00Z', { kind: 'system' }),
        id: '',
      }),
    );
    expect(later.messages.a?.map((m) => m.payload.local ?? m.content)).toEqual([
      'join',
      'welcome',
      '有人吗',
      'welcome',
    ]);
  });

  it('empties the list when the room is cleared, with nothing older to load', () => {
    let s = run(joined(), frame(ChatMsgId.SendMessage, msg('a', '要被清掉', '2026-01-01T10:00:00Z')));
    s = reduceChat(s, frame(ChatMsgId.ChatCleared, { rid: 'a' }));
    expect(s.messages.a).toEqual([]);
    expect(s.history.a?.done).toBe(true);
  });

  it('leaves a destroyed room and keeps the notice until the player picks a room', () => {
    let s = run(
      joined(),
      frame(ChatMsgId.GlobalRoomStatus, { rooms: [room('a'), room('b')] }),
      frame(ChatMsgId.RoomDestroyed, { rid: 'a' }),
    );
    expect(s.currentRid).toBeNull();
    expect(s.rooms.map((r) => r.rid)).toEqual(['b']);
    expect(s.destroyed).toBe('a');
    s = selectRoom(s, 'b');
    expect(s.destroyed).toBe('a');
    s = selectRoom(s, 'b', true);
    expect(s.destroyed).toBeNull();
  });

  it('keeps the latest score of a sport room, and gift and prediction records as lines', () => {
    const score = {
      rid: 'a',
      gameId: 'g1',
      team_h: '曼联',
      team_c: '切尔西',
      sc_FT_H: 2,
      sc_FT_C: 1,
      re_time: "2H^70'",
      gameStatus: 'live',
    };
    const s = run(
      joined(),
      frame(ChatMsgId.ScorePush, { ...score, sc_FT_H: 1 }),
      frame(ChatMsgId.ScorePush, score),
      frame(ChatMsgId.GiftRecord, msg('a', '送出鲜花', '2026-01-01T10:00:00Z', { kind: 'gift' })),
      frame(ChatMsgId.PredictionRecord, msg('a', '竞猜 2:1', '2026-01-01T10:01:00Z', { kind: 'prediction' })),
    );
    expect(s.scores.a?.sc_FT_H).toBe(2);
    expect(s.messages.a?.map((m) => m.kind)).toEqual(['gift', 'prediction']);
  });

  it('keeps a refusal to show by the input, and drops it when the player’s own line comes back', () => {
    let s = reduceChat(joined(), frame(ChatMsgId.SendMessage, { rid: 'a' }, 6303, '您已被禁言'));
    expect(s.refusal).toEqual({ msgId: ChatMsgId.SendMessage, code: 6303, message: '您已被禁言' });
    expect(contents(s)).toEqual([]);
    s = reduceChat(
      s,
      frame(ChatMsgId.SendMessage, msg('a', '恢复了', '2026-01-01T10:00:00Z', { userId: 'u1' })),
    );
    expect(s.refusal).toBeNull();
  });

  it('learns a mute, a closed room or a VIP level from the refusal of a send', () => {
    const until = '2026-01-01T12:30:00.000Z';
    let s = reduceChat(
      joined(),
      frame(ChatMsgId.MemberMuted, { userId: 'u1', until, reason: '' }, 6005, '您已被禁言'),
    );
    expect(s.self?.mutedUntil).toBe(until);
    expect(s.refusal?.message).toBe('您已被禁言');
    s = reduceChat(s, frame(ChatMsgId.VipLevel, { rid: 'a', minVipLevel: 4 }, 6005, 'VIP4 及以上'));
    expect(s.rooms[0]?.minVipLevel).toBe(4);
    // A plain refusal changes nothing but the message.
    const before = joined();
    const after = reduceChat(before, frame(ChatMsgId.JoinRoom, null, 6004, '聊天室不存在'));
    expect({ ...after, refusal: null }).toEqual(before);
  });

  it('ignores frames whose data does not match the contract', () => {
    const s = joined();
    expect(reduceChat(s, frame(ChatMsgId.SendMessage, { rid: 'a', content: 1 }))).toBe(s);
    expect(reduceChat(s, frame(ChatMsgId.MemberMuted, null))).toBe(s);
  });
});
