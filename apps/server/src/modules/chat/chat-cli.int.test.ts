import { randomBytes } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { ChatMsgId, Code, StreamPath, type ChatMessage } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { registerAndLogin } from '../identity/test-support.ts';
import { createChatRepo } from './repo.ts';
import { closeAllChats, joinRoom, memberChat } from './test-support.ts';
import { runOperatorCli } from '../../../test/operator-cli.ts';

const cli = runOperatorCli;

afterEach(() => closeAllChats());

forEachDatabase('chat operator CLI', (server) => {
  it('chat:rooms, chat:block (toggle and --off), chat:clear, chat:room and chat:notify act on a room', async () => {
    const s = server();
    const rid = `demo-c${randomBytes(4).toString('hex')}`;
    await createChatRepo(s.deps.db).seedRooms([{ rid, siteId: 'demo', name: '命令行测试' }], s.deps.now());
    const account = await registerAndLogin(s);
    const chat = await memberChat(s, account);
    await joinRoom(chat, rid);

    const rooms = await cli(s, ['chat:rooms']);
    expect(rooms.code, rooms.out).toBe(0);
    expect(rooms.out).toContain('综合聊天室');
    expect(rooms.out).toContain(rid);

    const blocked = await cli(s, ['chat:block', rid]);
    expect(blocked.out).toContain('已全员禁言');
    expect((await chat.waitFor((f) => f.msgId === ChatMsgId.RoomBlocked)).msgData).toEqual({
      rid,
      blocked: true,
    });
    const off = await cli(s, ['chat:block', rid, '--off']);
    expect(off.out).toContain('已解除禁言');
    expect((await chat.waitFor((f) => f.msgId === ChatMsgId.RoomBlocked)).msgData).toEqual({
      rid,
      blocked: false,
    });

    chat.send(ChatMsgId.SendMessage, { rid, msg: '清空前的话' });
    await chat.waitFor((f) => f.msgId === ChatMsgId.SendMessage && f.code === Code.Success);
    s.advance(1000);
    expect((await cli(s, ['chat:clear', rid])).out).toContain('已清空');
    await chat.waitFor((f) => f.msgId === ChatMsgId.ChatCleared);
    expect((await s.post<{ total: number }>(StreamPath.history, { rid })).data.total).toBe(0);

    expect((await cli(s, ['chat:notify', '维护', '通知', '--rid', rid])).code).toBe(0);
    expect(
      (
        await chat.waitFor(
          (f) => f.msgId === ChatMsgId.Notification && (f.msgData as { kind: string }).kind === 'notice',
        )
      ).msgData,
    ).toEqual({
      kind: 'notice',
      text: '维护 通知',
    });

    expect((await cli(s, ['chat:room', rid, '--vip', '4'])).out).toContain('VIP4');
    expect((await chat.waitFor((f) => f.msgId === ChatMsgId.VipLevel)).msgData).toEqual({
      rid,
      minVipLevel: 4,
    });
    expect((await cli(s, ['chat:room', rid, '--destroy'])).out).toContain('已销毁');
    await chat.waitFor((f) => f.msgId === ChatMsgId.RoomDestroyed);

    const missing = await cli(s, ['chat:block', 'demo-nosuchroom']);
    expect(missing.code).not.toBe(0);
    expect(missing.out).toContain('不存在');
    const usage = await cli(s, ['chat:room', rid]);
    expect(usage.code).toBe(2);
  });

  it('chat:mute mutes a member for some minutes and 0 lifts it; chat:words edits the list', async () => {
    const s = server();
    const account = await registerAndLogin(s);
    const chat = await memberChat(s, account);
    await joinRoom(chat, 'demo-lobby');
    const muted = await cli(s, ['chat:mute', account.name, '10', '--reason', '广告']);
    expect(muted.code, muted.out).toBe(0);
    expect(muted.out).toContain(`已禁言会员 ${account.name} 10 分钟`);
    expect((await chat.waitFor((f) => f.msgId === ChatMsgId.MemberMuted)).msgData).toMatchObject({
      userId: account.userId,
      reason: '广告',
    });
    chat.send(ChatMsgId.SendMessage, { rid: 'demo-lobby', msg: '禁言中' });
    expect(
      (await chat.waitFor((f) => f.msgId === ChatMsgId.MemberMuted && f.code !== Code.Success)).code,
    ).toBe(Code.AccessDenied);
    expect((await cli(s, ['chat:mute', account.name, '0'])).out).toContain('已解除');
    await chat.waitFor((f) => f.msgId === ChatMsgId.MemberMuted);

    const word = `词${randomBytes(2).toString('hex')}`;
    const added = await cli(s, ['chat:words', 'add', word]);
    expect(added.out).toContain(`已添加屏蔽词「${word}」`);
    expect((await cli(s, ['chat:words'])).out).toContain(word);
    chat.send(ChatMsgId.SendMessage, { rid: 'demo-lobby', msg: `说${word}` });
    const line = await chat.waitFor<ChatMessage>(
      (f) => f.msgId === ChatMsgId.SendMessage && f.code === Code.Success,
    );
    expect(line.msgData.content).toBe('说***');
    expect((await cli(s, ['chat:words', 'add', word])).out).toContain('已在屏蔽词中');
    expect((await cli(s, ['chat:words', 'remove', word])).out).toContain('已删除');
    expect((await cli(s, ['chat:words', 'list'])).out).not.toContain(word);
    expect((await cli(s, ['chat:mute', 'nobody999', '5'])).code).not.toBe(0);
  });
});
