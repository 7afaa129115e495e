import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ChatMsgId, Code, OperatorPath, StreamPath, type ChatMessage, type ChatRoom } from '@qilin/contract';
import { makeClient, type TestServer } from '../../../test/harness.ts';
import { processServer } from '../../../test/process-server.ts';
import { registerAndLogin } from '../identity/test-support.ts';
import { bootBusInstance, operatorPoster } from '../sports-feed/test-support.ts';
import { closeAllChats, guest, heardOnline, joinRoom, memberChat } from './test-support.ts';

const redisUrl = process.env.TEST_REDIS_URL;

const boot = (prefix: string, env: Record<string, string> = {}) => bootBusInstance(prefix, 'chat-test', env);

/** Long enough for the leaves of the test before to have been announced and pushed everywhere. */
const settle = () => new Promise((r) => setTimeout(r, 1_500));

describe.skipIf(!redisUrl)('/ws/chat across two instances [redis]', () => {
  const prefix = `qilin-test:${randomBytes(6).toString('hex')}`;
  let a: Awaited<ReturnType<typeof boot>>;
  let b: Awaited<ReturnType<typeof boot>>;
  beforeAll(async () => {
    a = await boot(prefix);
    b = await boot(prefix, { QILIN_FEED_SIMULATOR: '0' });
  });
  afterEach(() => closeAllChats());
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers a message said on instance A to a member on instance B, and counts both online', async () => {
    const rid = 'demo-lobby';
    const onB = await guest(b.url);
    await joinRoom(onB, rid);
    // registerAndLogin speaks only through the client it is given.
    const account = await registerAndLogin(
      {} as TestServer,
      makeClient(a.url, { ip: '10.9.0.1', deviceId: `dev-${randomBytes(6).toString('hex')}` }),
    );
    const onA = await memberChat({ url: a.url }, account);
    await joinRoom(onA, rid);
    // The join announcement crossed over too.
    await onB.waitFor((f) => f.msgId === ChatMsgId.JoinBroadcast);
    onA.send(ChatMsgId.SendMessage, { rid, msg: '跨实例你好' });
    const f = await onB.waitFor<ChatMessage>((x) => x.msgId === ChatMsgId.SendMessage);
    expect(f.code).toBe(Code.Success);
    expect(f.msgData).toMatchObject({ rid, content: '跨实例你好', userId: account.userId });
    // Each instance announces its counts: either answers 2 once the announcements crossed.
    for (const url of [a.url, b.url])
      await expect
        .poll(
          async () => {
            const res = await fetch(url + StreamPath.rooms, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: '{}',
            });
            const body = (await res.json()) as { data: ChatRoom[] };
            return body.data.find((r) => r.rid === rid)?.online;
          },
          { timeout: 10_000 },
        )
        .toBe(2);
  });

  it('moves the online count on B both ways as a guest on A comes and goes', async () => {
    const rid = 'demo-vip';
    const onB = await guest(b.url);
    await joinRoom(onB, rid);
    await settle();
    const seen = () => heardOnline(onB, rid);
    const base = seen()!;
    const onA = await guest(a.url);
    await joinRoom(onA, rid);
    await expect.poll(seen, { timeout: 5_000 }).toBe(base + 1);
    onA.close();
    await expect.poll(seen, { timeout: 5_000 }).toBe(base);
  });

  it("drops an instance's members from the count at once when it shuts down, and soon after it dies", async () => {
    const rid = 'demo-football';
    const onB = await guest(b.url);
    // This test outlasts the server's 30 s of silence before it drops a socket: beat as the SPA does.
    const beat = setInterval(() => onB.send(ChatMsgId.Heartbeat), 5_000);
    onTestFinished(() => clearInterval(beat));
    await joinRoom(onB, rid);
    await settle();
    const seen = () => heardOnline(onB, rid);
    const base = seen()!;

    // A clean shutdown (a deploy): the instance says goodbye, nobody waits for its silence.
    const c = await boot(prefix, { QILIN_FEED_SIMULATOR: '0' });
    try {
      await joinRoom(await guest(c.url), rid);
      await expect.poll(seen, { timeout: 5_000 }).toBe(base + 1);
    } finally {
      await c.close();
    }
    await expect.poll(seen, { timeout: 3_000 }).toBe(base);

    // A crash (kill -9): no goodbye; its last announcement goes stale.
    const d = await processServer(
      { kind: 'pglite' },
      {
        REDIS_URL: redisUrl!,
        REDIS_PREFIX: prefix,
        QILIN_FEED_AUTO: '0',
        QILIN_FEED_SIMULATOR: '0',
        QILIN_FEED_SEED: 'chat-test',
      },
    );
    try {
      await d.start();
      const onD = await guest(d.url);
      await joinRoom(onD, rid);
      await expect.poll(seen, { timeout: 5_000 }).toBe(base + 1);
      await d.kill();
      const killed = Date.now();
      await expect.poll(seen, { timeout: 30_000, interval: 250 }).toBe(base);
      // Within the staleness window (15 s) and the push interval, not the 30 s it used to take.
      expect(Date.now() - killed).toBeLessThan(20_000);
    } finally {
      await d.cleanup();
    }
  }, 120_000);

  it("carries an operator's room block and site notification on A to members on B", async () => {
    const op = await operatorPoster(a.url);
    const onB = await guest(b.url);
    await joinRoom(onB, 'demo-football');
    await op(OperatorPath.chatBlock, { rid: 'demo-football', blocked: true });
    const flag = await onB.waitFor((f) => f.msgId === ChatMsgId.RoomBlocked);
    expect(flag.msgData).toEqual({ rid: 'demo-football', blocked: true });
    await op(OperatorPath.chatBlock, { rid: 'demo-football', blocked: false });
    await onB.waitFor((f) => f.msgId === ChatMsgId.RoomBlocked);
    await op(OperatorPath.chatNotify, { text: '全站通知' });
    const notice = await onB.waitFor((f) => f.msgId === ChatMsgId.Notification);
    expect(notice.msgData).toEqual({ kind: 'notice', text: '全站通知' });
  });
});
