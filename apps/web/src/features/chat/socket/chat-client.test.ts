import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_HEARTBEAT_MS,
  CHAT_MESSAGE_MAX,
  CHAT_RECONNECT_MS,
  CHAT_SEND_RETRY_MS,
  ChatMsgId,
  type ChatServerFrame,
} from '@qilin/contract';
import { ChatClient, prepareMessage, type MemberCredentials, type SocketLike } from './chat-client.ts';

/** A socket the test opens, answers and closes by hand; it records what the client wrote. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: { msgId: number; msgData?: unknown }[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as { msgId: number; msgData?: unknown });
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverClose() {
    this.readyState = 3;
    this.onclose?.({});
  }
  answer(frame: Partial<ChatServerFrame> & { msgId: number }) {
    this.onmessage?.({ data: JSON.stringify({ code: 6000, msgData: {}, ...frame }) });
  }
  ids() {
    return this.sent.map((f) => f.msgId);
  }
}

function setup(creds: MemberCredentials | null = null) {
  const sockets: FakeSocket[] = [];
  const frames: ChatServerFrame[] = [];
  let who = creds;
  const client = new ChatClient({
    open: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    url: () => 'ws://site/ws/chat?clientType=web&siteId=demo',
    credentials: () => Promise.resolve(who),
    onFrame: (f) => frames.push(f),
  });
  const last = () => {
    const s = sockets.at(-1);
    if (!s) throw new Error('no socket opened');
    return s;
  };
  return { client, sockets, frames, last, become: (c: MemberCredentials | null) => (who = c) };
}

/** Lets the credentials promise settle (the login is sent after it). */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('chat socket client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs a guest in with 10019 and a member with 10001 carrying the token and the JWT', async () => {
    const guest = setup(null);
    guest.client.retain();
    guest.last().open();
    await settle();
    expect(guest.last().sent).toEqual([{ msgId: ChatMsgId.GuestLogin, msgData: {} }]);

    const member = setup({ token: 'tok', jwt: 'j.w.t' });
    member.client.retain();
    member.last().open();
    await settle();
    expect(member.last().sent).toEqual([
      { msgId: ChatMsgId.Login, msgData: { token: 'tok', body: 'j.w.t' } },
    ]);
  });

  it('reads as a guest when the member login is refused', async () => {
    const { client, last } = setup({ token: 'tok', jwt: 'stale' });
    client.retain();
    last().open();
    await settle();
    last().answer({ msgId: ChatMsgId.Login, code: 6001, message: '登录已过期' });
    expect(last().ids()).toEqual([ChatMsgId.Login, ChatMsgId.GuestLogin]);
  });

  it('sends a heartbeat every 10 s while open', async () => {
    const { client, last } = setup();
    client.retain();
    last().open();
    await settle();
    await vi.advanceTimersByTimeAsync(CHAT_HEARTBEAT_MS - 1);
    expect(last().ids()).not.toContain(ChatMsgId.Heartbeat);
    await vi.advanceTimersByTimeAsync(1);
    expect(
      last()
        .ids()
        .filter((id) => id === ChatMsgId.Heartbeat),
    ).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CHAT_HEARTBEAT_MS * 2);
    expect(
      last()
        .ids()
        .filter((id) => id === ChatMsgId.Heartbeat),
    ).toHaveLength(3);
  });

  it('queues a message sent before the socket is open and retries it every 300 ms until it goes', async () => {
    const { client, last } = setup();
    client.retain();
    client.join('lobby');
    expect(client.sendMessage('  你好  ')).toEqual({ ok: true });
    // Not open yet: nothing written; a retry tick changes nothing either.
    await vi.advanceTimersByTimeAsync(CHAT_SEND_RETRY_MS);
    expect(last().sent).toEqual([]);
    last().open();
    await settle();
    // Open but the login not answered yet: still waiting.
    await vi.advanceTimersByTimeAsync(CHAT_SEND_RETRY_MS);
    expect(last().ids()).toEqual([ChatMsgId.GuestLogin]);
    last().answer({ msgId: ChatMsgId.GuestLogin });
    expect(last().sent.slice(1)).toEqual([
      { msgId: ChatMsgId.JoinRoom, msgData: { rid: 'lobby' } },
      { msgId: ChatMsgId.SendMessage, msgData: { rid: 'lobby', msg: '你好' } },
    ]);
    // Sent once only, however many retry ticks follow.
    await vi.advanceTimersByTimeAsync(CHAT_SEND_RETRY_MS * 5);
    expect(
      last()
        .ids()
        .filter((id) => id === ChatMsgId.SendMessage),
    ).toHaveLength(1);
  });

  it('retries a queued send on the 300 ms tick when the socket becomes writable again', async () => {
    const { client, last } = setup();
    client.retain();
    client.join('lobby');
    last().open();
    await settle();
    last().answer({ msgId: ChatMsgId.GuestLogin });
    // The socket is closing but has not told us yet: the write fails and the message waits.
    last().readyState = 2;
    client.sendMessage('稍后发出');
    expect(last().ids()).not.toContain(ChatMsgId.SendMessage);
    last().readyState = 1;
    await vi.advanceTimersByTimeAsync(CHAT_SEND_RETRY_MS - 1);
    expect(last().ids()).not.toContain(ChatMsgId.SendMessage);
    await vi.advanceTimersByTimeAsync(1);
    expect(last().sent.at(-1)).toEqual({
      msgId: ChatMsgId.SendMessage,
      msgData: { rid: 'lobby', msg: '稍后发出' },
    });
  });

  it('never sends an empty or whitespace-only message, and refuses one over the length cap', async () => {
    const { client, last } = setup();
    client.retain();
    client.join('lobby');
    last().open();
    await settle();
    last().answer({ msgId: ChatMsgId.GuestLogin });
    expect(client.sendMessage('')).toEqual({ ok: false, reason: 'empty' });
    expect(client.sendMessage(' \n\t　')).toEqual({ ok: false, reason: 'empty' });
    expect(client.sendMessage('好'.repeat(CHAT_MESSAGE_MAX + 1))).toEqual({ ok: false, reason: 'tooLong' });
    await vi.advanceTimersByTimeAsync(CHAT_SEND_RETRY_MS * 3);
    expect(last().ids()).not.toContain(ChatMsgId.SendMessage);
    // Exactly the cap is fine, and spaces around it do not count.
    expect(client.sendMessage(` ${'好'.repeat(CHAT_MESSAGE_MAX)} `)).toEqual({ ok: true });
    expect(last().sent.at(-1)).toEqual({
      msgId: ChatMsgId.SendMessage,
      msgData: { rid: 'lobby', msg: '好'.repeat(CHAT_MESSAGE_MAX) },
    });
  });

  it('reconnects 5 s after a close, then logs in again and rejoins the room it was in', async () => {
    const { client, sockets, last } = setup({ token: 'tok', jwt: 'jwt1' });
    client.retain();
    client.join('room-a');
    last().open();
    await settle();
    last().answer({ msgId: ChatMsgId.Login });
    client.join('room-b');
    sockets[0]?.serverClose();
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    last().open();
    await settle();
    expect(last().ids()).toEqual([ChatMsgId.Login]);
    last().answer({ msgId: ChatMsgId.Login });
    expect(last().sent[1]).toEqual({ msgId: ChatMsgId.JoinRoom, msgData: { rid: 'room-b' } });
    // The old socket's heartbeat stopped with it.
    const before = sockets[0]?.sent.length;
    await vi.advanceTimersByTimeAsync(CHAT_HEARTBEAT_MS);
    expect(sockets[0]?.sent.length).toBe(before);
  });

  it('logs in again as the new identity when the member logs in or out', async () => {
    const { client, sockets, last, become } = setup(null);
    client.retain();
    client.join('lobby');
    last().open();
    await settle();
    last().answer({ msgId: ChatMsgId.GuestLogin });
    become({ token: 'tok', jwt: 'jwt' });
    client.relogin();
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.readyState).toBe(3);
    last().open();
    await settle();
    expect(last().sent[0]).toEqual({ msgId: ChatMsgId.Login, msgData: { token: 'tok', body: 'jwt' } });
    last().answer({ msgId: ChatMsgId.Login });
    expect(last().sent[1]).toEqual({ msgId: ChatMsgId.JoinRoom, msgData: { rid: 'lobby' } });
  });

  it('closes when the last panel lets go and does not reconnect', async () => {
    const { client, sockets, last } = setup();
    const releaseA = client.retain();
    const releaseB = client.retain();
    expect(sockets).toHaveLength(1);
    last().open();
    releaseA();
    expect(last().readyState).toBe(1);
    releaseB();
    expect(last().readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS * 2);
    expect(sockets).toHaveLength(1);
  });

  it('hands every server frame on, and ignores what is not a frame', async () => {
    const { client, frames, last } = setup();
    client.retain();
    last().open();
    await settle();
    last().onmessage?.({ data: 'not json' });
    last().onmessage?.({ data: '42' });
    last().answer({ msgId: ChatMsgId.Notification, msgData: { kind: 'info', text: '维护通知' } });
    expect(frames).toEqual([
      { msgId: ChatMsgId.Notification, code: 6000, msgData: { kind: 'info', text: '维护通知' } },
    ]);
  });
});

describe('prepareMessage', () => {
  it('trims, and names why a message cannot go', () => {
    expect(prepareMessage('  hi ')).toEqual({ ok: true, text: 'hi' });
    expect(prepareMessage('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(prepareMessage('x'.repeat(CHAT_MESSAGE_MAX + 1))).toEqual({ ok: false, reason: 'tooLong' });
  });

  it('counts characters as the server does: an emoji is one, so 200 of them may go', () => {
    const emoji = '😀'.repeat(CHAT_MESSAGE_MAX);
    expect(prepareMessage(emoji)).toEqual({ ok: true, text: emoji });
    expect(prepareMessage(`${emoji}😀`)).toEqual({ ok: false, reason: 'tooLong' });
  });
});
