import WebSocket from 'ws';
import { ChatMsgId, Code, UserPath, type ChatServerFrame } from '@qilin/contract';
import type { TestServer } from '../../../test/harness.ts';
import type { Account } from '../identity/test-support.ts';

/** Helpers for the chat integration tests (imported only by *.int.test.ts files). */
export type Frame<T = Record<string, unknown>> = ChatServerFrame<T>;

export interface ChatClient {
  ws: WebSocket;
  send(msgId: number, msgData?: unknown): void;
  /** The first unread frame matching `pred` (waiting up to `ms`); it and the frames before it stay unread. */
  waitFor<T = Record<string, unknown>>(pred: (f: Frame) => boolean, ms?: number): Promise<Frame<T>>;
  /** Every frame received so far. */
  frames: Frame[];
  /** Answers once the server has handled everything sent before (a heartbeat round trip). */
  sync(): Promise<void>;
  close(): void;
}

const open: WebSocket[] = [];
export const closeAllChats = () => {
  for (const ws of open.splice(0)) ws.terminate();
};

export const connectChat = async (
  baseUrl: string,
  query = 'clientType=web&siteId=demo',
): Promise<ChatClient> => {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws/chat?${query}`);
  open.push(ws);
  const frames: Frame[] = [];
  const taken = new Set<Frame>();
  const waiters = new Set<() => void>();
  ws.on('message', (raw) => {
    frames.push(JSON.parse(String(raw)) as Frame);
    for (const w of [...waiters]) w();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const client: ChatClient = {
    ws,
    frames,
    send: (msgId, msgData) =>
      ws.send(JSON.stringify({ msgId, ...(msgData === undefined ? {} : { msgData }) })),
    waitFor<T>(pred: (f: Frame) => boolean, ms = 10_000) {
      return new Promise<Frame<T>>((resolve, reject) => {
        const check = () => {
          const f = frames.find((x) => !taken.has(x) && pred(x));
          if (!f) return false;
          taken.add(f);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(f as Frame<T>);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching chat frame; got ${JSON.stringify(frames.slice(-8))}`));
        }, ms);
        if (!check()) waiters.add(check);
      });
    },
    async sync() {
      client.send(ChatMsgId.Heartbeat);
      await client.waitFor((f) => f.msgId === ChatMsgId.Heartbeat && f.code === Code.Success);
    },
    close: () => ws.close(),
  };
  return client;
};

export const guest = async (baseUrl: string) => {
  const c = await connectChat(baseUrl);
  c.send(ChatMsgId.GuestLogin, {});
  await c.waitFor((f) => f.msgId === ChatMsgId.GuestLogin);
  return c;
};

export const chatJwt = async (account: Account): Promise<string> => {
  const res = await account.client.post<{ jwt: string }>(UserPath.memberJwt, {});
  if (res.status_code !== Code.Success) throw new Error(`jwt failed: ${JSON.stringify(res)}`);
  return res.data.jwt;
};

/** The handshake of a zh-TW reader's page (chat-client's socket-url.ts). */
export const ZH_TW_QUERY = 'clientType=web&siteId=demo&language=zh-TW';

/** A member logged in on the chat socket with the member/jwt body, as the SPA does. */
export const memberChat = async (server: TestServer | { url: string }, account: Account, query?: string) => {
  const c = await connectChat(server.url, query);
  c.send(ChatMsgId.Login, { token: account.token, body: await chatJwt(account) });
  const f = await c.waitFor((x) => x.msgId === ChatMsgId.Login);
  if (f.code !== Code.Success) throw new Error(`chat login failed: ${JSON.stringify(f)}`);
  return c;
};

export const joinRoom = async (c: ChatClient, rid: string) => {
  c.send(ChatMsgId.JoinRoom, { rid });
  return c.waitFor((f) => f.msgId === ChatMsgId.JoinRoom);
};

/**
 * The online count of `rid` as `c` last heard it: from its join answer (10002), a join broadcast (10008)
 * or a count push (10006 with `online`), whichever came last.
 */
export const heardOnline = (c: ChatClient, rid: string): number | undefined => {
  for (let i = c.frames.length - 1; i >= 0; i -= 1) {
    const f = c.frames[i]!;
    if (f.code !== Code.Success) continue;
    const d = f.msgData as { rid?: unknown; online?: unknown; room?: { rid: string; online: number } };
    if (f.msgId === ChatMsgId.JoinRoom && d.room?.rid === rid) return d.room.online;
    if (
      (f.msgId === ChatMsgId.JoinBroadcast || f.msgId === ChatMsgId.RoomStatus) &&
      d.rid === rid &&
      typeof d.online === 'number'
    )
      return d.online;
  }
  return undefined;
};

/** The count pushes (10006 with `online`) `c` received for `rid`. */
export const countPushes = (c: ChatClient, rid: string): Frame[] =>
  c.frames.filter(
    (f) =>
      f.msgId === ChatMsgId.RoomStatus &&
      f.code === Code.Success &&
      (f.msgData as { rid?: unknown }).rid === rid &&
      typeof (f.msgData as { online?: unknown }).online === 'number',
  );
