import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChatMsgId, Code, OperatorPath, StreamPath, type ChatMessage, type ChatRoom } from '@qilin/contract';
import { makeClient, type TestServer } from '../../../test/harness.ts';
import { registerAndLogin } from '../identity/test-support.ts';
import { bootBusInstance, operatorPoster } from '../sports-feed/test-support.ts';
import { closeAllChats, guest, joinRoom, memberChat } from './test-support.ts';

const redisUrl = process.env.TEST_REDIS_URL;

const boot = (prefix: string, env: Record<string, string> = {}) => bootBusInstance(prefix, 'chat-test', env);

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
