import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { afterEach, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX,
  CHAT_PREDICTION_MAX,
  ChatMsgId,
  Code,
  OperatorPath,
  StreamPath,
  UserPath,
  type ChatMessage,
  type ChatRoom,
} from '@qilin/contract';
import { forEachDatabase, TEST_OPERATOR_PASSWORD, type TestServer } from '../../../test/harness.ts';
import { operatorPost, operatorToken, registerAndLogin, type Account } from '../identity/test-support.ts';
import { members } from '../identity/schema.ts';
import { createOperatorWithRole } from '../operator/test-support.ts';
import { createChatRepo } from './repo.ts';
import {
  chatJwt,
  closeAllChats,
  connectChat,
  countPushes,
  guest,
  heardOnline,
  joinRoom,
  memberChat,
  ZH_TW_QUERY,
  type ChatClient,
} from './test-support.ts';
import { toTraditional } from '../../platform/i18n/traditional.ts';

type Page = { rid: string; list: ChatMessage[]; total: number; pageNum: number; pageSize: number };

/** A fresh room of the default site, so a test's block/clear/destroy touches nobody else's room. */
const newRoom = async (
  s: TestServer,
  extra: { category?: string; gameId?: string; minVipLevel?: number } = {},
) => {
  const rid = `demo-t${randomBytes(4).toString('hex')}`;
  await createChatRepo(s.deps.db).seedRooms(
    [{ rid, siteId: 'demo', name: `测试房间${rid.slice(-4)}`, ...extra }],
    s.deps.now(),
  );
  return rid;
};

/**
 * `count` lines in `rid`, "第i条" a minute apart from `base`: system lines from nobody, the others from a new
 * member (answered), of the kind `kindOf` gives.
 */
const seedHistory = async (
  s: TestServer,
  rid: string,
  base: number,
  count: number,
  kindOf: (i: number) => 'system' | 'gift' | 'text',
) => {
  const repo = createChatRepo(s.deps.db);
  const a = await registerAndLogin(s);
  const [row] = await s.deps.db.select({ id: members.id }).from(members).where(eq(members.userId, a.userId));
  for (let i = 0; i < count; i += 1) {
    const system = kindOf(i) === 'system';
    await repo.insertMessage({
      rid,
      memberId: system ? null : row!.id,
      nickname: system ? '系统消息' : 'a***',
      vipLevel: 0,
      kind: kindOf(i),
      content: `第${i}条`,
      payload: {},
      createdAt: new Date(base + i * 60_000),
    });
  }
  return a;
};

const history = (s: TestServer, body: Record<string, unknown>) => s.post<Page>(StreamPath.history, body);

const said = (rid: string, content?: string) => (f: { msgId: number; code: number; msgData: unknown }) =>
  f.msgId === ChatMsgId.SendMessage &&
  f.code === Code.Success &&
  (f.msgData as ChatMessage).rid === rid &&
  (content === undefined || (f.msgData as ChatMessage).content === content);

const refused = (msgId: number, code?: number) => (f: { msgId: number; code: number }) =>
  f.msgId === msgId && f.code !== Code.Success && (code === undefined || f.code === code);

afterEach(() => closeAllChats());

forEachDatabase('chat socket', (server) => {
  let op = '';
  const opPost = async (path: string, body: unknown) => {
    op ||= await operatorToken(server(), TEST_OPERATOR_PASSWORD);
    const res = await operatorPost(server(), op, path, body);
    expect(res.status_code, res.message).toBe(Code.Success);
    return res.data;
  };
  /** A sport room of its own for a match that has not started (so it cannot end during the test). */
  const sportRoom = async (gameType: 'FT' | 'BK' = 'FT') => {
    const list = (await opPost(OperatorPath.matchesList, { status: 'pre', gameType, limit: 50 })) as {
      list: { gameId: string }[];
    };
    const gameId = list.list[0]!.gameId;
    return { gameId, rid: await newRoom(server(), { category: 'sport', gameId }) };
  };
  const member = async (): Promise<{ account: Account; chat: ChatClient }> => {
    const account = await registerAndLogin(server());
    return { account, chat: await memberChat(server(), account) };
  };

  it('refuses a handshake without clientType=web and a siteId', async () => {
    const ws = new WebSocket(`${server().url.replace('http', 'ws')}/ws/chat?siteId=demo`);
    const outcome = await new Promise<string>((resolve) => {
      ws.once('open', () => resolve('open'));
      ws.once('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });

  it('answers heartbeats and refuses malformed frames', async () => {
    const c = await connectChat(server().url);
    c.send(ChatMsgId.Heartbeat);
    const hb = await c.waitFor<{ t: number }>((f) => f.msgId === ChatMsgId.Heartbeat);
    expect(hb.code).toBe(Code.Success);
    c.ws.send('not json');
    expect((await c.waitFor((f) => f.msgId === ChatMsgId.Heartbeat)).code).toBe(Code.InvalidParameter);
    c.send(ChatMsgId.JoinRoom, { rid: 'bad room id!' });
    expect((await c.waitFor((f) => f.msgId === ChatMsgId.JoinRoom)).code).toBe(Code.InvalidParameter);
  });

  it('lets a guest (10019) join and read a room but never speak', async () => {
    const s = server();
    const rid = await newRoom(s);
    const c = await connectChat(s.url);
    c.send(ChatMsgId.JoinRoom, { rid });
    expect((await c.waitFor((f) => f.msgId === ChatMsgId.JoinRoom)).code).toBe(Code.LoginExpired);
    c.send(ChatMsgId.GuestLogin, {});
    const login = await c.waitFor<{ nickname: string; guest: boolean; userId: string }>(
      (f) => f.msgId === ChatMsgId.GuestLogin,
    );
    expect(login.code).toBe(Code.Success);
    expect(login.msgData.nickname).toMatch(/^游客\d{4}$/);
    expect(login.msgData.guest).toBe(true);
    const joined = await joinRoom(c, rid);
    expect(joined.code).toBe(Code.Success);
    expect((joined.msgData as { room: ChatRoom }).room).toMatchObject({
      rid,
      status: 'open',
      blocked: false,
    });
    const welcome = await c.waitFor<ChatMessage>((f) => f.msgId === ChatMsgId.JoinUnicast);
    expect(welcome.msgData.kind).toBe('system');
    expect(welcome.msgData.content).toContain(login.msgData.nickname);

    c.send(ChatMsgId.SendMessage, { rid, msg: '游客想说话' });
    const no = await c.waitFor((f) => f.msgId === ChatMsgId.SendMessage);
    expect(no.code).toBe(Code.LoginExpired);
    expect(no.message).toContain('登录');
    expect((await history(s, { rid })).data.total).toBe(0);
  });

  it('logs a member in with the member/jwt body (10001): masked nickname, VIP level, no mute', async () => {
    const s = server();
    const account = await registerAndLogin(s);
    await s.deps.db.update(members).set({ vipLevel: 3 }).where(eq(members.userId, account.userId));
    const c = await connectChat(s.url);
    c.send(ChatMsgId.Login, { token: account.token, body: await chatJwt(account) });
    const f = await c.waitFor<{ userId: string; nickname: string; vipLevel: number; guest: boolean }>(
      (x) => x.msgId === ChatMsgId.Login,
    );
    expect(f.code).toBe(Code.Success);
    expect(f.msgData).toMatchObject({ userId: account.userId, vipLevel: 3, guest: false, mutedUntil: null });
    expect(f.msgData.nickname).not.toBe(account.name);
    expect(f.msgData.nickname).toContain('***');
    expect(f.msgData.nickname.slice(0, 2)).toBe(account.name.slice(0, 2));
  });

  it('refuses forged, foreign and expired chat JWTs with 6001', async () => {
    const s = server();
    const a = await registerAndLogin(s);
    const b = await registerAndLogin(s);
    const now = Math.floor(s.deps.now().getTime() / 1000);
    const forged = await new SignJWT({ name: a.name, siteId: 'demo' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(a.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('x'.repeat(64)));
    const attempts = [
      { token: a.token, body: forged },
      { token: a.token, body: 'not-a-jwt' },
      // B's genuine JWT with A's session token.
      { token: a.token, body: await chatJwt(b) },
      { token: 'no-such-session', body: await chatJwt(a) },
    ];
    const c = await connectChat(s.url);
    for (const msgData of attempts) {
      c.send(ChatMsgId.Login, msgData);
      const f = await c.waitFor((x) => x.msgId === ChatMsgId.Login);
      expect(f.code, JSON.stringify(msgData)).toBe(Code.LoginExpired);
    }
    const stale = await chatJwt(a);
    s.advance(11 * 60_000);
    c.send(ChatMsgId.Login, { token: a.token, body: stale });
    expect((await c.waitFor((x) => x.msgId === ChatMsgId.Login)).code).toBe(Code.LoginExpired);
    // A refused login leaves the connection a stranger: it cannot join.
    c.send(ChatMsgId.JoinRoom, { rid: 'demo-lobby' });
    expect((await c.waitFor((x) => x.msgId === ChatMsgId.JoinRoom)).code).toBe(Code.LoginExpired);
  });

  it('joins (10002) with a welcome (10016), announces members (10008), and sends trimmed messages (10003) to the room', async () => {
    const s = server();
    const rid = await newRoom(s);
    const a = await member();
    const b = await member();
    const watcher = await guest(s.url);
    await joinRoom(watcher, rid);
    const joinedA = await joinRoom(a.chat, rid);
    expect(joinedA.code).toBe(Code.Success);
    const announced = await watcher.waitFor<{ rid: string; nickname: string; online: number }>(
      (f) => f.msgId === ChatMsgId.JoinBroadcast,
    );
    expect(announced.msgData.rid).toBe(rid);
    expect(announced.msgData.nickname).toBe(
      (joinedA.msgData as { self: { nickname: string } }).self.nickname,
    );
    expect(announced.msgData.online).toBe(2);
    await joinRoom(b.chat, rid);
    await a.chat.waitFor(
      (f) => f.msgId === ChatMsgId.JoinBroadcast && (f.msgData as { online: number }).online === 3,
    );

    a.chat.send(ChatMsgId.SendMessage, { rid, msg: '   大家好  ' });
    for (const c of [a.chat, b.chat, watcher]) {
      const f = await c.waitFor<ChatMessage>(said(rid));
      expect(f.msgData).toMatchObject({ rid, content: '大家好', kind: 'text', userId: a.account.userId });
    }
    const page = (await history(s, { rid })).data;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ content: '大家好', userId: a.account.userId });

    // A member must have joined the room to speak in it.
    const other = await newRoom(s);
    b.chat.send(ChatMsgId.SendMessage, { rid: other, msg: '串门' });
    expect((await b.chat.waitFor(refused(ChatMsgId.SendMessage))).code).toBe(Code.AccessDenied);
  });

  it("keeps a room's online count right on its members' screens as people come and go", async () => {
    const s = server();
    const rid = await newRoom(s);
    const other = await newRoom(s);
    const a = await member();
    await joinRoom(a.chat, rid);
    const seen = () => heardOnline(a.chat, rid);
    const listed = async (r: string) =>
      (await s.post<ChatRoom[]>(StreamPath.rooms)).data.find((x) => x.rid === r)?.online;
    expect(seen()).toBe(1);
    // A guest's join is not announced (no 10008), but the guest counts: the figure must still move.
    const g = await guest(s.url);
    await joinRoom(g, rid);
    await expect.poll(seen, { timeout: 5_000 }).toBe(2);
    const b = await member();
    await joinRoom(b.chat, rid);
    await expect.poll(seen, { timeout: 5_000 }).toBe(3);
    // Switching rooms leaves the first: the panel shows one room, and SPEC §4 has no leave frame.
    await joinRoom(b.chat, other);
    await expect.poll(seen, { timeout: 5_000 }).toBe(2);
    expect(await listed(rid)).toBe(2);
    expect(await listed(other)).toBe(1);
    // The socket closes (a closed tab, or the SPA reconnecting as someone else after a logout).
    g.close();
    await expect.poll(seen, { timeout: 5_000 }).toBe(1);
    b.chat.close();
    await expect.poll(() => listed(other), { timeout: 5_000 }).toBe(0);
    // The one left in the room heard each change, not a stale figure.
    expect(await listed(rid)).toBe(1);
    expect(seen()).toBe(1);
  });

  it('coalesces count changes: a burst of comings and goings is at most one count frame a second', async () => {
    const s = server();
    const rid = await newRoom(s);
    const a = await member();
    await joinRoom(a.chat, rid);
    const started = Date.now();
    const guests = await Promise.all(Array.from({ length: 8 }, () => guest(s.url)));
    await Promise.all(guests.map((g) => joinRoom(g, rid)));
    for (const g of guests.slice(0, 5)) g.close();
    await expect.poll(() => heardOnline(a.chat, rid), { timeout: 5_000 }).toBe(4);
    // Anything still coming would come within the interval.
    await new Promise((r) => setTimeout(r, 1_200));
    const pushes = countPushes(a.chat, rid);
    const seconds = (Date.now() - started) / 1000;
    // 13 changes (8 joins, 5 leaves), never 13 frames: one a second at most, and the last says 4.
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(pushes.at(-1)?.msgData).toEqual({ rid, online: 4 });
    expect(heardOnline(a.chat, rid)).toBe(4);
  });

  it('takes a message without a rid (SPEC §3: send message carries msg) into the room the member is in', async () => {
    const s = server();
    const rid = await newRoom(s);
    const a = await member();
    a.chat.send(ChatMsgId.SendMessage, { msg: '还没进房间' });
    expect((await a.chat.waitFor(refused(ChatMsgId.SendMessage))).code).toBe(Code.AccessDenied);
    await joinRoom(a.chat, rid);
    a.chat.send(ChatMsgId.SendMessage, { msg: '  只带内容  ' });
    const f = await a.chat.waitFor<ChatMessage>(said(rid));
    expect(f.msgData).toMatchObject({ rid, content: '只带内容', userId: a.account.userId });
    expect((await history(s, { rid })).data.total).toBe(1);
  });

  it('announces a member once per stay: joining the room they are already in again says nothing new', async () => {
    const s = server();
    const rid = await newRoom(s);
    const watcher = await guest(s.url);
    await joinRoom(watcher, rid);
    const a = await member();
    await joinRoom(a.chat, rid);
    await watcher.waitFor((f) => f.msgId === ChatMsgId.JoinBroadcast);
    expect((await joinRoom(a.chat, rid)).code).toBe(Code.Success);
    await a.chat.sync();
    await watcher.sync();
    expect(watcher.frames.filter((f) => f.msgId === ChatMsgId.JoinBroadcast)).toHaveLength(1);
  });

  it('refuses empty and oversized messages and stores nothing', async () => {
    const s = server();
    const rid = await newRoom(s);
    const a = await member();
    await joinRoom(a.chat, rid);
    for (const msg of ['', '    ', 'x'.repeat(CHAT_MESSAGE_MAX + 1), 'y'.repeat(3000)]) {
      a.chat.send(ChatMsgId.SendMessage, { rid, msg });
      const f = await a.chat.waitFor((x) => x.msgId === ChatMsgId.SendMessage);
      expect(f.code, msg.slice(0, 10)).toBe(Code.InvalidParameter);
    }
    a.chat.send(ChatMsgId.SendMessage, { rid, msg: 'z'.repeat(CHAT_MESSAGE_MAX) });
    await a.chat.waitFor(said(rid));
    const page = (await history(s, { rid })).data;
    expect(page.total).toBe(1);
    expect(page.list[0]?.content).toHaveLength(CHAT_MESSAGE_MAX);
  });

  it('stops a member speaking on an open socket once they log out or are frozen (6001)', async () => {
    const rid = await newRoom(server());
    const [a, b] = [await member(), await member()];
    for (const m of [a, b]) await joinRoom(m.chat, rid);
    a.chat.send(ChatMsgId.SendMessage, { rid, msg: '退出前' });
    await a.chat.waitFor(said(rid, '退出前'));
    expect((await a.account.client.post(UserPath.logout)).status_code).toBe(Code.Success);
    a.chat.send(ChatMsgId.SendMessage, { rid, msg: '退出后' });
    expect((await a.chat.waitFor(refused(ChatMsgId.SendMessage))).code).toBe(Code.LoginExpired);
    await opPost(OperatorPath.membersFreeze, { username: b.account.name, reason: '广告' });
    b.chat.send(ChatMsgId.SendMessage, { rid, msg: '冻结后还能发广告吗' });
    expect((await b.chat.waitFor(refused(ChatMsgId.SendMessage))).code).toBe(Code.LoginExpired);
    const stored = await history(server(), { rid });
    expect(stored.data.list.map((m) => m.content)).toEqual(['退出前']);
  });

  it('answers 6004 for unknown rooms', async () => {
    const a = await member();
    a.chat.send(ChatMsgId.JoinRoom, { rid: 'demo-nosuchroom' });
    const f = await a.chat.waitFor((x) => x.msgId === ChatMsgId.JoinRoom);
    expect(f.code).toBe(Code.NotFound);
    a.chat.send(ChatMsgId.History, { rid: 'demo-nosuchroom' });
    expect((await a.chat.waitFor((x) => x.msgId === ChatMsgId.History)).code).toBe(Code.NotFound);
    expect((await history(server(), { rid: 'demo-nosuchroom' })).status_code).toBe(Code.NotFound);
  });

  it('limits a member to 5 lines per 10 s (6011) and stores none beyond', async () => {
    const s = server();
    const rid = await newRoom(s);
    const a = await member();
    await joinRoom(a.chat, rid);
    for (let i = 1; i <= 5; i += 1) {
      a.chat.send(ChatMsgId.SendMessage, { rid, msg: `第${i}句` });
      await a.chat.waitFor(said(rid, `第${i}句`));
    }
    a.chat.send(ChatMsgId.SendMessage, { rid, msg: '第6句' });
    const f = await a.chat.waitFor(refused(ChatMsgId.SendMessage));
    expect(f.code).toBe(Code.FrequentSubmission);
    expect((await history(s, { rid })).data.total).toBe(5);
  });

  it('masks banned words with *** once an operator adds them, and stops once removed', async () => {
    const s = server();
    const rid = await newRoom(s);
    const a = await member();
    await joinRoom(a.chat, rid);
    const word = `坏词${randomBytes(2).toString('hex')}`;
    const added = (await opPost(OperatorPath.chatWords, { action: 'add', word })) as { words: string[] };
    expect(added.words).toContain(word.toLowerCase());
    a.chat.send(ChatMsgId.SendMessage, { rid, msg: `你是${word.toUpperCase()}吗` });
    expect((await a.chat.waitFor<ChatMessage>(said(rid))).msgData.content).toBe('你是***吗');
    expect((await history(s, { rid })).data.list[0]?.content).toBe('你是***吗');
    await opPost(OperatorPath.chatWords, { action: 'remove', word });
    a.chat.send(ChatMsgId.SendMessage, { rid, msg: `又是${word}` });
    expect((await a.chat.waitFor<ChatMessage>(said(rid))).msgData.content).toBe(`又是${word}`);
  });

  it('mutes a member (10004 + 60000), refuses their lines while muted, and lets them speak after', async () => {
    const s = server();
    const rid = await newRoom(s);
    const a = await member();
    await joinRoom(a.chat, rid);
    const data = (await opPost(OperatorPath.chatMute, {
      username: a.account.name,
      minutes: 5,
      reason: '刷屏',
    })) as {
      until: string;
    };
    const muted = await a.chat.waitFor<{ userId: string; until: string; reason: string }>(
      (f) => f.msgId === ChatMsgId.MemberMuted,
    );
    expect(muted.code).toBe(Code.Success);
    expect(muted.msgData).toMatchObject({ userId: a.account.userId, until: data.until, reason: '刷屏' });
    const notice = await a.chat.waitFor<{ kind: string; text: string }>(
      (f) => f.msgId === ChatMsgId.Notification,
    );
    expect(notice.msgData.text).toContain('禁言 5 分钟');

    a.chat.send(ChatMsgId.SendMessage, { rid, msg: '我还能说话吗' });
    const no = await a.chat.waitFor<{ until: string }>(refused(ChatMsgId.MemberMuted));
    expect(no.msgData.until).toBe(data.until);
    expect((await history(s, { rid })).data.total).toBe(0);

    // A fresh login learns the running mute.
    const again = await memberChat(s, a.account);
    expect(again.frames.find((f) => f.msgId === ChatMsgId.Login)?.msgData).toMatchObject({
      mutedUntil: data.until,
    });

    s.advance(5 * 60_000 + 1000);
    a.chat.send(ChatMsgId.SendMessage, { rid, msg: '解禁了' });
    await a.chat.waitFor(said(rid, '解禁了'));
  });

  it('words refusals in Traditional for a socket opened with language=zh-TW, Simplified otherwise', async () => {
    const s = server();
    const rid = await newRoom(s);
    const simplified = '游客不能发言，请先登录';
    for (const [query, expected] of [
      ['clientType=web&siteId=demo&language=zh-TW', toTraditional(simplified)],
      ['clientType=web&siteId=demo', simplified],
    ] as const) {
      const c = await connectChat(s.url, query);
      c.send(ChatMsgId.GuestLogin, {});
      await c.waitFor((f) => f.msgId === ChatMsgId.GuestLogin);
      await joinRoom(c, rid);
      c.send(ChatMsgId.SendMessage, { rid, msg: '我能说话吗' });
      const no = await c.waitFor((f) => f.msgId === ChatMsgId.SendMessage && f.code !== Code.Success);
      expect(no.message).toBe(expected);
    }
    expect(toTraditional(simplified)).not.toBe(simplified);
  });

  it("words the server's own notices and lines in each socket's script, members' words as written", async () => {
    const s = server();
    const rid = await newRoom(s);
    const a = await registerAndLogin(s);
    // One member, two tabs: one page in Simplified, one in Traditional.
    const cn = await memberChat(s, a);
    const tw = await memberChat(s, a, ZH_TW_QUERY);
    const speaker = await member();
    for (const c of [cn, tw, speaker.chat]) await joinRoom(c, rid);
    /** The frame each tab got, waited for on both. */
    const both = async <T>(pred: (f: { msgId: number; code: number; msgData: unknown }) => boolean) =>
      Promise.all([cn.waitFor<T>(pred), tw.waitFor<T>(pred)]);
    const on = (msgId: number) => (f: { msgId: number; code: number }) =>
      f.msgId === msgId && f.code === Code.Success;
    const check = (pair: string[], simplified: string) => {
      expect(toTraditional(simplified)).not.toBe(simplified);
      expect(pair).toEqual([simplified, toTraditional(simplified)]);
    };

    // The welcome (10016) and the room's name in the join answer (10002).
    const room = `测试房间${rid.slice(-4)}`;
    const joined = [cn, tw].map((c) => c.frames.find(on(ChatMsgId.JoinRoom))!.msgData as { room: ChatRoom });
    check(
      joined.map((j) => j.room.name),
      room,
    );
    const welcome = [cn, tw].map(
      (c) => (c.frames.find(on(ChatMsgId.JoinUnicast))!.msgData as ChatMessage).content,
    );
    check(welcome, welcome[0]!);

    // A member's words reach both as written; a gift line is the server's words.
    speaker.chat.send(ChatMsgId.SendMessage, { rid, msg: '这个进球漂亮' });
    const line = await both<ChatMessage>(said(rid, '这个进球漂亮'));
    expect(line.map((f) => f.msgData.content)).toEqual(['这个进球漂亮', '这个进球漂亮']);
    speaker.chat.send(ChatMsgId.GiftRecord, { rid, gift: 'flower', count: 2 });
    const gift = await both<ChatMessage>(on(ChatMsgId.GiftRecord));
    check(
      gift.map((f) => f.msgData.content),
      '送出 鲜花 ×2',
    );

    // The mute notice (60000) and the mute's reason (10004) go to all of the member's sockets.
    await opPost(OperatorPath.chatMute, { username: a.name, minutes: 5, reason: '刷屏广告' });
    const muted = await both<{ reason: string }>(on(ChatMsgId.MemberMuted));
    check(
      muted.map((f) => f.msgData.reason),
      '刷屏广告',
    );
    const notice = await both<{ text: string }>(on(ChatMsgId.Notification));
    check(
      notice.map((f) => f.msgData.text),
      '您已被禁言 5 分钟，原因：刷屏广告',
    );
    await opPost(OperatorPath.chatMute, { username: a.name, minutes: 0 });
    const lifted = await both<{ text: string }>(on(ChatMsgId.Notification));
    expect(lifted.map((f) => f.msgData.text)).toEqual(['您的禁言已解除', toTraditional('您的禁言已解除')]);

    // A room's clear notice and an operator's notice go to the room.
    s.advance(1000);
    await opPost(OperatorPath.chatClear, { rid });
    s.advance(1000);
    check(
      (await both<{ text: string }>(on(ChatMsgId.Notification))).map((f) => f.msgData.text),
      '聊天记录已被管理员清空',
    );
    await opPost(OperatorPath.chatNotify, { rid, text: '今晚有重要比赛，请关注' });
    check(
      (await both<{ text: string }>(on(ChatMsgId.Notification))).map((f) => f.msgData.text),
      '今晚有重要比赛，请关注',
    );

    // History: the server's lines in the reader's script, members' lines as written (socket and HTTP).
    speaker.chat.send(ChatMsgId.SendMessage, { rid, msg: '清空以后说的话' });
    speaker.chat.send(ChatMsgId.GiftRecord, { rid, gift: 'trophy', count: 1 });
    // Both lines are stored once the trophy's broadcast is back (the speaker's frames are handled in order).
    await speaker.chat.waitFor(
      (f) => on(ChatMsgId.GiftRecord)(f) && (f.msgData as ChatMessage).payload.gift === 'trophy',
    );
    const contents = (list: ChatMessage[]) => list.map((m) => m.content).reverse();
    for (const c of [cn, tw]) c.send(ChatMsgId.History, { rid });
    const pages = await both<Page>(on(ChatMsgId.History));
    expect(pages.map((p) => contents(p.msgData.list))).toEqual([
      ['清空以后说的话', '送出 奖杯 ×1'],
      ['清空以后说的话', toTraditional('送出 奖杯 ×1')],
    ]);
    const http = await s.post<Page>(StreamPath.history, { rid }, { language: 'zh-TW' });
    expect(contents(http.data.list)).toEqual(['清空以后说的话', toTraditional('送出 奖杯 ×1')]);
  });

  it('a new mute replaces a running one: a shorter one ends the mute sooner, also for a fresh login', async () => {
    const s = server();
    const rid = await newRoom(s);
    const a = await member();
    await opPost(OperatorPath.chatMute, { username: a.account.name, minutes: 60 });
    const short = (await opPost(OperatorPath.chatMute, { username: a.account.name, minutes: 5 })) as {
      until: string;
    };
    // While the 5 minutes run, a login is told their end, not the 60 minutes they replaced.
    const during = await memberChat(s, a.account);
    expect(during.frames.find((f) => f.msgId === ChatMsgId.Login)?.msgData).toMatchObject({
      mutedUntil: short.until,
    });
    s.advance(5 * 60_000 + 1000);
    // The operator was told 5 minutes; a socket opened after them may speak (the 60 were replaced).
    const after = await memberChat(s, a.account);
    expect(after.frames.find((f) => f.msgId === ChatMsgId.Login)?.msgData).toMatchObject({
      mutedUntil: null,
    });
    await joinRoom(after, rid);
    after.send(ChatMsgId.SendMessage, { rid, msg: '五分钟到了' });
    await after.waitFor(said(rid, '五分钟到了'));
  });

  it('blocks a room (10005, 10009) and refuses lines until unblocked', async () => {
    const s = server();
    const rid = await newRoom(s);
    const a = await member();
    await joinRoom(a.chat, rid);
    const room = (await opPost(OperatorPath.chatBlock, { rid })) as ChatRoom;
    expect(room.blocked).toBe(true);
    const flag = await a.chat.waitFor<{ rid: string; blocked: boolean }>(
      (f) => f.msgId === ChatMsgId.RoomBlocked,
    );
    expect(flag.msgData).toEqual({ rid, blocked: true });
    const global = await a.chat.waitFor<{ rooms: ChatRoom[] }>((f) => f.msgId === ChatMsgId.GlobalRoomStatus);
    expect(global.msgData.rooms.find((r) => r.rid === rid)?.blocked).toBe(true);
    a.chat.send(ChatMsgId.SendMessage, { rid, msg: '被禁了吗' });
    expect((await a.chat.waitFor(refused(ChatMsgId.RoomBlocked))).code).toBe(Code.AccessDenied);
    expect((await history(s, { rid })).data.total).toBe(0);
    await opPost(OperatorPath.chatBlock, { rid });
    await a.chat.waitFor((f) => f.msgId === ChatMsgId.RoomBlocked && f.code === Code.Success);
    a.chat.send(ChatMsgId.SendMessage, { rid, msg: '恢复了' });
    await a.chat.waitFor(said(rid, '恢复了'));
  });

  it('closes a room (10006) and raises its VIP level (10007): lines refused accordingly', async () => {
    const s = server();
    const rid = await newRoom(s);
    const a = await member();
    await joinRoom(a.chat, rid);
    // 10006 also carries count pushes ({ rid, online }): the operator's frames are the ones with a status.
    const statusFrame = (f: { msgId: number; code: number; msgData: unknown }) =>
      f.msgId === ChatMsgId.RoomStatus && f.code === Code.Success && 'status' in (f.msgData as object);
    await opPost(OperatorPath.chatRoomSet, { rid, status: 'closed' });
    expect((await a.chat.waitFor(statusFrame)).msgData).toEqual({ rid, status: 'closed' });
    a.chat.send(ChatMsgId.SendMessage, { rid, msg: '关门了' });
    expect((await a.chat.waitFor(refused(ChatMsgId.RoomStatus))).code).toBe(Code.AccessDenied);
    await opPost(OperatorPath.chatRoomSet, { rid, status: 'open', minVipLevel: 2 });
    expect((await a.chat.waitFor(statusFrame)).msgData).toEqual({ rid, status: 'open' });
    expect((await a.chat.waitFor((f) => f.msgId === ChatMsgId.VipLevel)).msgData).toEqual({
      rid,
      minVipLevel: 2,
    });
    a.chat.send(ChatMsgId.SendMessage, { rid, msg: '我是VIP0' });
    const no = await a.chat.waitFor(refused(ChatMsgId.VipLevel));
    expect(no.message).toContain('VIP2');
    expect((await history(s, { rid })).data.total).toBe(0);

    const rich = await registerAndLogin(s);
    await s.deps.db.update(members).set({ vipLevel: 2 }).where(eq(members.userId, rich.userId));
    const r = await memberChat(s, rich);
    await joinRoom(r, rid);
    r.send(ChatMsgId.SendMessage, { rid, msg: '贵宾发言' });
    await r.waitFor(said(rid, '贵宾发言'));
  });

  it('clears a room (10015 + 60000): history starts afresh', async () => {
    const s = server();
    const rid = await newRoom(s);
    const a = await member();
    await joinRoom(a.chat, rid);
    a.chat.send(ChatMsgId.SendMessage, { rid, msg: '清空前' });
    await a.chat.waitFor(said(rid));
    s.advance(1000);
    await opPost(OperatorPath.chatClear, { rid });
    expect((await a.chat.waitFor((f) => f.msgId === ChatMsgId.ChatCleared)).msgData).toEqual({ rid });
    expect(
      (await a.chat.waitFor<{ text: string }>((f) => f.msgId === ChatMsgId.Notification)).msgData.text,
    ).toContain('清空');
    expect((await history(s, { rid })).data.total).toBe(0);
    s.advance(1000);
    a.chat.send(ChatMsgId.SendMessage, { rid, msg: '清空后' });
    await a.chat.waitFor(said(rid));
    a.chat.send(ChatMsgId.History, { rid });
    const page = await a.chat.waitFor<Page>((f) => f.msgId === ChatMsgId.History);
    expect(page.msgData.list.map((m) => m.content)).toEqual(['清空后']);
    // The answer names its room: a page can arrive after the player has moved to another.
    expect(page.msgData.rid).toBe(rid);
  });

  it('destroys a room (10013): members leave it, it is gone from the list, joining answers 6004', async () => {
    const s = server();
    const rid = await newRoom(s);
    const a = await member();
    await joinRoom(a.chat, rid);
    expect((await s.post<ChatRoom[]>(StreamPath.rooms)).data.map((r) => r.rid)).toContain(rid);
    await opPost(OperatorPath.chatRoomSet, { rid, destroy: true });
    expect((await a.chat.waitFor((f) => f.msgId === ChatMsgId.RoomDestroyed)).msgData).toEqual({ rid });
    a.chat.send(ChatMsgId.SendMessage, { rid, msg: '还在吗' });
    expect((await a.chat.waitFor(refused(ChatMsgId.SendMessage))).code).toBe(Code.NotFound);
    a.chat.send(ChatMsgId.JoinRoom, { rid });
    expect((await a.chat.waitFor((f) => f.msgId === ChatMsgId.JoinRoom)).code).toBe(Code.NotFound);
    expect((await s.post<ChatRoom[]>(StreamPath.rooms)).data.map((r) => r.rid)).not.toContain(rid);
  });

  it('records gifts (10017) and one score prediction per member and match (10018) in sport rooms', async () => {
    const s = server();
    const lobby = await newRoom(s);
    const sport = await sportRoom();
    const a = await member();
    await joinRoom(a.chat, lobby);
    a.chat.send(ChatMsgId.GiftRecord, { rid: lobby, gift: 'flower', count: 3 });
    const gift = await a.chat.waitFor<ChatMessage>((f) => f.msgId === ChatMsgId.GiftRecord);
    expect(gift.msgData).toMatchObject({ kind: 'gift', payload: { gift: 'flower', count: 3 } });
    expect(gift.msgData.content).toContain('鲜花 ×3');

    a.chat.send(ChatMsgId.PredictionRecord, { rid: lobby, gameId: sport!.gameId, home: 2, away: 1 });
    expect((await a.chat.waitFor((f) => f.msgId === ChatMsgId.PredictionRecord)).code).toBe(
      Code.InvalidParameter,
    );
    // Joining the sport room leaves the lobby: a gift there is refused now (not in the room).
    await joinRoom(a.chat, sport!.rid);
    a.chat.send(ChatMsgId.GiftRecord, { rid: lobby, gift: 'cheer', count: 1 });
    expect((await a.chat.waitFor(refused(ChatMsgId.GiftRecord))).code).toBe(Code.AccessDenied);
    a.chat.send(ChatMsgId.PredictionRecord, { rid: sport!.rid, gameId: sport!.gameId, home: 2, away: 1 });
    const p = await a.chat.waitFor<ChatMessage>((f) => f.msgId === ChatMsgId.PredictionRecord);
    expect(p.code, p.message).toBe(Code.Success);
    expect(p.msgData).toMatchObject({
      kind: 'prediction',
      payload: { gameId: sport!.gameId, home: 2, away: 1 },
    });
    // The team names come with it, so a zh-TW client words the line itself instead of showing ours.
    expect(typeof p.msgData.payload.team_h).toBe('string');
    expect(p.msgData.content).toContain(`${String(p.msgData.payload.team_h)} 2:1`);
    // ...and in Traditional beside them, for a zh-TW reader.
    const names = p.msgData.payload as { team_h: string; team_c: string; zhTW: unknown };
    expect(names.zhTW).toEqual({ team_h: toTraditional(names.team_h), team_c: toTraditional(names.team_c) });
    a.chat.send(ChatMsgId.PredictionRecord, { rid: sport!.rid, gameId: sport!.gameId, home: 0, away: 0 });
    expect((await a.chat.waitFor((f) => f.msgId === ChatMsgId.PredictionRecord)).code).toBe(Code.DataExists);
    const recorded = (await history(s, { rid: sport!.rid, category: 'prediction' })).data;
    expect(recorded.list.filter((m) => m.userId === a.account.userId)).toHaveLength(1);

    // Guests may not send either.
    const g = await guest(s.url);
    await joinRoom(g, lobby);
    g.send(ChatMsgId.GiftRecord, { rid: lobby, gift: 'trophy', count: 1 });
    expect((await g.waitFor((f) => f.msgId === ChatMsgId.GiftRecord)).code).toBe(Code.LoginExpired);
  });

  it("refuses a prediction below the score as it stands or above the sport cap, in the reader's script", async () => {
    const s = server();
    const sport = await sportRoom();
    const a = await registerAndLogin(s);
    const cn = await memberChat(s, a);
    const tw = await memberChat(s, a, ZH_TW_QUERY);
    await joinRoom(cn, sport.rid);
    await joinRoom(tw, sport.rid);
    // The match is live at 3-2 from now on; a later goal only raises it, so 2:5 and 5:1 stay impossible.
    await opPost(OperatorPath.matchesScore, { gameId: sport.gameId, home: 3, away: 2 });
    const below = /^预测比分不能低于当前比分 \d+:\d+$/;
    for (const [home, away] of [
      [2, 5],
      [5, 1],
    ]) {
      cn.send(ChatMsgId.PredictionRecord, { rid: sport.rid, gameId: sport.gameId, home, away });
      const no = await cn.waitFor(refused(ChatMsgId.PredictionRecord));
      expect(no.code).toBe(Code.InvalidParameter);
      expect(no.message).toMatch(below);
    }
    tw.send(ChatMsgId.PredictionRecord, { rid: sport.rid, gameId: sport.gameId, home: 0, away: 0 });
    const twNo = await tw.waitFor(refused(ChatMsgId.PredictionRecord));
    expect(twNo.message).toMatch(/^預測比分不能低於當前比分 \d+:\d+$/);
    // Football's cap: a side's goals above it are a typo, not a prediction.
    const cap = CHAT_PREDICTION_MAX.FT;
    cn.send(ChatMsgId.PredictionRecord, { rid: sport.rid, gameId: sport.gameId, home: cap + 1, away: 3 });
    expect((await cn.waitFor(refused(ChatMsgId.PredictionRecord))).message).toBe(
      `预测比分每队不能超过 ${cap}`,
    );
    expect((await history(s, { rid: sport.rid, category: 'prediction' })).data.total).toBe(0);
    // A score the match can still end on is taken.
    cn.send(ChatMsgId.PredictionRecord, { rid: sport.rid, gameId: sport.gameId, home: 9, away: 9 });
    const yes = await cn.waitFor<ChatMessage>((f) => f.msgId === ChatMsgId.PredictionRecord);
    expect(yes.code, yes.message).toBe(Code.Success);
    expect(yes.msgData.payload).toMatchObject({ home: 9, away: 9 });
  });

  it("takes a basketball prediction above 99 (a side scores 100+), within basketball's cap", async () => {
    const sport = await sportRoom('BK');
    const a = await member();
    await joinRoom(a.chat, sport.rid);
    a.chat.send(ChatMsgId.PredictionRecord, { rid: sport.rid, gameId: sport.gameId, home: 112, away: 105 });
    const p = await a.chat.waitFor<ChatMessage>((f) => f.msgId === ChatMsgId.PredictionRecord);
    expect(p.code, p.message).toBe(Code.Success);
    expect(p.msgData.payload).toMatchObject({ home: 112, away: 105 });
    const cap = CHAT_PREDICTION_MAX.BK;
    const b = await member();
    await joinRoom(b.chat, sport.rid);
    b.chat.send(ChatMsgId.PredictionRecord, {
      rid: sport.rid,
      gameId: sport.gameId,
      home: cap + 1,
      away: 90,
    });
    expect((await b.chat.waitFor(refused(ChatMsgId.PredictionRecord))).message).toBe(
      `预测比分每队不能超过 ${cap}`,
    );
  });

  it("stores one prediction per member and match when the member's tabs send at once", async () => {
    const s = server();
    const sport = await sportRoom();
    const a = await registerAndLogin(s);
    // Five tabs (the rate limit's 5 lines per 10 s lets all five through to the insert).
    const tabs = await Promise.all(Array.from({ length: 5 }, () => memberChat(s, a)));
    for (const t of tabs) await joinRoom(t, sport.rid);
    tabs.forEach((t, i) =>
      t.send(ChatMsgId.PredictionRecord, { rid: sport.rid, gameId: sport.gameId, home: i + 1, away: 1 }),
    );
    // A tab's frames are handled in order: once its heartbeat is answered, its prediction was stored or refused.
    await Promise.all(tabs.map((t) => t.sync()));
    const refusals = tabs.filter((t) => t.frames.some(refused(ChatMsgId.PredictionRecord, Code.DataExists)));
    expect(refusals).toHaveLength(4);
    const recorded = (await history(s, { rid: sport.rid, category: 'prediction' })).data;
    expect(recorded.list.filter((m) => m.userId === a.userId)).toHaveLength(1);
  });

  it('keeps one prediction per member and match in the database, however many inserts race', async () => {
    const s = server();
    const rid = await newRoom(s, { category: 'sport', gameId: 'g-race' });
    const repo = createChatRepo(s.deps.db);
    const line = (memberId: number, gameId: string, home: number) => ({
      rid,
      memberId,
      nickname: 'a***',
      vipLevel: 0,
      kind: 'prediction',
      content: `预测比分 主队 ${home}:0 客队`,
      payload: { gameId, home, away: 0 },
      createdAt: s.deps.now(),
    });
    // Five at once, as five tabs' sends reach the database: all started before any has finished.
    const rows = await Promise.all(
      [1, 2, 3, 4, 5].map((h) => repo.insertPrediction(line(900_001, 'g-race', h))),
    );
    expect(rows.filter((r) => r !== null)).toHaveLength(1);
    // Another match, or another member, is a prediction of its own.
    expect(await repo.insertPrediction(line(900_001, 'g-other', 1))).not.toBeNull();
    expect(await repo.insertPrediction(line(900_002, 'g-race', 1))).not.toBeNull();
    expect((await history(s, { rid, category: 'prediction' })).data.total).toBe(3);
  });

  it("pushes a sport room's score when it changes (10014)", async () => {
    const s = server();
    const sport = await sportRoom();
    const g = await guest(s.url);
    await joinRoom(g, sport!.rid);
    await opPost(OperatorPath.matchesScore, { gameId: sport!.gameId, home: 7, away: 5 });
    // The pusher samples the score once a second: the match is live from 7-5 on, so a goal may already
    // have followed when the push goes out (CI saw 8-5). What the room must get is the operator's score
    // or a later one, never the 0-0 before it.
    type Push = { sc_FT_H: number; sc_FT_C: number; gameId: string };
    const push = await g.waitFor<Push>((f) => {
      const d = f.msgData as Push;
      return f.msgId === ChatMsgId.ScorePush && d.sc_FT_H >= 7 && d.sc_FT_C >= 5;
    });
    expect(push.msgData).toMatchObject({ rid: sport!.rid, gameId: sport!.gameId });
    const teams = push.msgData as Push & { team_h: string; team_c: string; zhTW: unknown };
    expect(teams.zhTW).toEqual({ team_h: toTraditional(teams.team_h), team_c: toTraditional(teams.team_c) });
    expect(push.msgData.sc_FT_H).toBeGreaterThanOrEqual(7);
    expect(push.msgData.sc_FT_C).toBeGreaterThanOrEqual(5);
  });

  it("gives a sport room's joiner the score as it stands, without waiting for it to change", async () => {
    const s = server();
    const sport = await sportRoom();
    // Long enough for the pusher to have seen the room and its 0-0: no change is coming to push.
    await new Promise((r) => setTimeout(r, 2_500));
    const g = await guest(s.url);
    await joinRoom(g, sport.rid);
    const push = await g.waitFor<{ sc_FT_H: number; sc_FT_C: number; gameStatus: string }>(
      (f) => f.msgId === ChatMsgId.ScorePush,
      1_500,
    );
    expect(push.msgData).toMatchObject({ rid: sport.rid, gameId: sport.gameId, gameStatus: 'pre' });
    expect([push.msgData.sc_FT_H, push.msgData.sc_FT_C]).toEqual([0, 0]);
  });

  it('answers the global room status (10009) and the room list with online counts', async () => {
    const s = server();
    const rid = await newRoom(s);
    const g1 = await guest(s.url);
    const g2 = await guest(s.url);
    await joinRoom(g1, rid);
    await joinRoom(g2, rid);
    g1.send(ChatMsgId.GlobalRoomStatus);
    const f = await g1.waitFor<{ rooms: ChatRoom[] }>((x) => x.msgId === ChatMsgId.GlobalRoomStatus);
    expect(f.msgData.rooms.find((r) => r.rid === rid)?.online).toBe(2);
    // The seeded rooms of the site: the lobby, football and the VIP lounge (VIP 1 to speak).
    expect(
      f.msgData.rooms.filter(
        (r) => r.rid === 'demo-lobby' || r.rid === 'demo-football' || r.rid === 'demo-vip',
      ),
    ).toHaveLength(3);
    expect(f.msgData.rooms.find((r) => r.rid === 'demo-vip')?.minVipLevel).toBe(1);
    const list = (await s.post<ChatRoom[]>(StreamPath.rooms)).data;
    expect(list.find((r) => r.rid === rid)?.online).toBe(2);
    g2.close();
    await expect
      .poll(async () => (await s.post<ChatRoom[]>(StreamPath.rooms)).data.find((r) => r.rid === rid)?.online)
      .toBe(1);
  });

  it('pages history newest first (10011, 15 by default) and filters it over HTTP', async () => {
    const s = server();
    const rid = await newRoom(s);
    const base = Date.UTC(2026, 0, 1);
    const a = await seedHistory(s, rid, base, 20, (i) =>
      i % 4 === 0 ? 'system' : i % 5 === 0 ? 'gift' : 'text',
    );
    const g = await guest(s.url);
    g.send(ChatMsgId.History, { rid });
    const first = await g.waitFor<Page>((f) => f.msgId === ChatMsgId.History);
    expect(first.msgData.total).toBe(20);
    expect(first.msgData.pageSize).toBe(15);
    expect(first.msgData.list).toHaveLength(15);
    expect(first.msgData.list[0]?.content).toBe('第19条');
    g.send(ChatMsgId.History, { rid, pageNum: 2 });
    const second = await g.waitFor<Page>((f) => f.msgId === ChatMsgId.History);
    expect(second.msgData.list.map((m) => m.content)).toEqual(['第4条', '第3条', '第2条', '第1条', '第0条']);

    // HTTP: no login needed; every filter of the request.
    const page2 = (await history(s, { rid, pageNum: 3, pageSize: 3 })).data;
    expect(page2.list.map((m) => m.content)).toEqual(['第13条', '第12条', '第11条']);
    const system = (await history(s, { rid, categoryType: 2, pageSize: 50 })).data;
    expect(system.total).toBe(5);
    expect(system.list.every((m) => m.kind === 'system' && m.userId === '')).toBe(true);
    const membersOnly = (await history(s, { rid, categoryType: 1, pageSize: 50 })).data;
    expect(membersOnly.total).toBe(15);
    expect(membersOnly.list.every((m) => m.userId === a.userId)).toBe(true);
    const gifts = (await history(s, { rid, category: 'gift' })).data;
    expect(gifts.list.map((m) => m.content).sort()).toEqual(['第10条', '第15条', '第5条'].sort());
    const window = (await history(s, { rid, beginTime: base + 5 * 60_000, endTime: base + 7 * 60_000 })).data;
    expect(window.list.map((m) => m.content)).toEqual(['第7条', '第6条', '第5条']);
    expect((await history(s, { rid, pageSize: 51 })).status_code).not.toBe(Code.Success);
    // The same call with a member's token answers the same.
    expect((await a.client.post<Page>(StreamPath.history, { rid })).data.total).toBe(20);
  });

  it("filters socket history (10011) by SPEC §3's category, categoryType and time window, as over HTTP", async () => {
    const s = server();
    const rid = await newRoom(s);
    const base = Date.UTC(2026, 1, 1);
    await seedHistory(s, rid, base, 6, (i) => (i % 2 === 0 ? 'system' : i === 5 ? 'gift' : 'text'));
    const g = await guest(s.url);
    const ask = async (q: Record<string, unknown>) => {
      g.send(ChatMsgId.History, { rid, ...q });
      const page = await g.waitFor<Page>((f) => f.msgId === ChatMsgId.History);
      expect(page.code, page.message).toBe(Code.Success);
      return page.msgData.list.map((m) => m.content);
    };
    expect(await ask({ categoryType: 2 })).toEqual(['第4条', '第2条', '第0条']);
    expect(await ask({ categoryType: 1 })).toEqual(['第5条', '第3条', '第1条']);
    expect(await ask({ category: 'gift' })).toEqual(['第5条']);
    expect(await ask({ beginTime: base + 60_000, endTime: base + 3 * 60_000 })).toEqual([
      '第3条',
      '第2条',
      '第1条',
    ]);
    // The same filters answer the same over HTTP.
    expect((await history(s, { rid, categoryType: 2 })).data.list.map((m) => m.content)).toEqual([
      '第4条',
      '第2条',
      '第0条',
    ]);
    g.send(ChatMsgId.History, { rid, categoryType: 7 });
    expect((await g.waitFor((f) => f.msgId === ChatMsgId.History)).code).toBe(Code.InvalidParameter);
    // Past the last instant a date can hold (year 9999) the bound is no time at all: refused, not a 6005.
    g.send(ChatMsgId.History, { rid, endTime: 9e15 });
    expect((await g.waitFor((f) => f.msgId === ChatMsgId.History)).code).toBe(Code.InvalidParameter);
    expect((await history(s, { rid, beginTime: 9e15 })).status_code).toBe(Code.InvalidParameter);
  });

  it('sends an operator notification (60000) to a room', async () => {
    const s = server();
    const rid = await newRoom(s);
    const g = await guest(s.url);
    await joinRoom(g, rid);
    await opPost(OperatorPath.chatNotify, { rid, text: '今晚有重要比赛' });
    const f = await g.waitFor<{ kind: string; text: string }>((x) => x.msgId === ChatMsgId.Notification);
    expect(f.msgData).toEqual({ kind: 'notice', text: '今晚有重要比赛' });
  });

  it('checks the operator role: finance may not mute, support may', async () => {
    const s = server();
    const a = await registerAndLogin(s);
    const finance = await createOperatorWithRole(s, 'finance');
    const no = await operatorPost(s, finance.token, OperatorPath.chatMute, { username: a.name, minutes: 1 });
    expect(no.status_code).toBe(Code.AccessDenied);
    const support = await createOperatorWithRole(s, 'support');
    const yes = await operatorPost(s, support.token, OperatorPath.chatMute, { username: a.name, minutes: 1 });
    expect(yes.status_code, yes.message).toBe(Code.Success);
    const unknown = await operatorPost(s, support.token, OperatorPath.chatMute, {
      username: 'nobody000',
      minutes: 1,
    });
    expect(unknown.status_code).toBe(Code.NotFound);
  });
});
