import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  CHAT_HEARTBEAT_MS,
  ChatClientFrameSchema,
  ChatMsgId,
  ChatRoomIdSchema,
  ChatSocketPath,
  Code,
  type ChatClientFrame,
  type ChatMsgIdValue,
  type ChatServerFrame,
} from '@qilin/contract';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { ChatRefusal, chatFrameIn } from './frames.ts';
import type { ChatSession, Hub } from './hub.ts';
import type { ChatService } from './service.ts';

/** A connection that sent nothing (heartbeats included) for three heartbeats is dropped. */
const SILENT_MS = 3 * CHAT_HEARTBEAT_MS;
const MSG_IDS = new Set<number>(Object.values(ChatMsgId));

const header = (req: IncomingMessage, name: string) => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/**
 * /ws/chat (SPEC §4): the handshake carries `clientType=web&siteId=<site>`; frames of one connection are
 * handled one after another (a join sent right after the login waits for it), each answered or refused
 * with the request's msgId.
 */
export const installChatSocket = (
  ctx: ModuleContext,
  hub: Hub,
  service: ChatService,
  resolveSite: (siteId: string) => Promise<string>,
) => {
  const { deps } = ctx;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const refuseUpgrade = (socket: Duplex, reason: string) => {
    socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${reason}`);
  };
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== ChatSocketPath) return;
    const requested = url.searchParams.get('siteId') ?? '';
    if (url.searchParams.get('clientType') !== 'web' || !ChatRoomIdSchema.safeParse(requested).success) {
      refuseUpgrade(socket, 'clientType=web and siteId are required');
      return;
    }
    resolveSite(requested).then(
      (siteId) => wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req, siteId)),
      (err: unknown) => {
        deps.log.error({ err }, 'chat handshake');
        socket.destroy();
      },
    );
  };
  ctx.app.server.on('upgrade', onUpgrade);

  const lastSeen = new WeakMap<WebSocket, number>();
  wss.on('connection', (ws: WebSocket, req: IncomingMessage, siteId: string) => {
    lastSeen.set(ws, Date.now());
    // A browser socket sends no custom headers: the page names its language in the URL (?language=zh-TW),
    // as on /ws/sports. Everything the server words for this connection (refusals, notices, system lines)
    // is then in Traditional, whether it answers this socket alone or goes to a room, a member or the site.
    const zhTW = new URL(req.url ?? '/', 'http://localhost').searchParams.get('language') === 'zh-TW';
    const session: ChatSession = {
      siteId,
      ip: req.socket.remoteAddress ?? '',
      userAgent: header(req, 'user-agent').slice(0, 200),
      language: zhTW ? 'zh-TW' : 'zh-CN',
      self: null,
      memberId: null,
      token: null,
      mutedUntil: null,
      muteReason: '',
      rooms: new Set(),
      send(data) {
        if (ws.readyState === ws.OPEN) ws.send(data, { binary: false });
      },
    };
    hub.attach(session);
    const answer = (f: ChatServerFrame) => session.send(JSON.stringify(chatFrameIn(f, session.language)));
    const refuse = (msgId: ChatMsgIdValue, code: number, message: string) =>
      answer({ msgId, code, message, msgData: null });

    const handle = async (f: ChatClientFrame) => {
      switch (f.msgId) {
        case ChatMsgId.Heartbeat:
          return service.heartbeat(session);
        case ChatMsgId.GuestLogin:
          return service.guestLogin(session);
        case ChatMsgId.Login:
          return service.login(session, f.msgData);
        case ChatMsgId.JoinRoom:
          return service.join(session, f.msgData);
        case ChatMsgId.SendMessage:
          return service.send(session, f.msgData);
        case ChatMsgId.History:
          return service.historyFrame(session, f.msgData);
        case ChatMsgId.GlobalRoomStatus:
          return service.globalStatus(session);
        case ChatMsgId.GiftRecord:
          return service.gift(session, f.msgData);
        case ChatMsgId.PredictionRecord:
          return service.predict(session, f.msgData);
      }
    };

    // One frame at a time per connection, in arrival order.
    let queue: Promise<void> = Promise.resolve();
    ws.on('message', (raw) => {
      lastSeen.set(ws, Date.now());
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(raw));
      } catch {
        refuse(ChatMsgId.Heartbeat, Code.InvalidParameter, '消息格式错误');
        return;
      }
      const f = ChatClientFrameSchema.safeParse(parsed);
      if (!f.success) {
        const id = (parsed as { msgId?: unknown } | null)?.msgId;
        const msgId = (
          typeof id === 'number' && MSG_IDS.has(id) ? id : ChatMsgId.Heartbeat
        ) as ChatMsgIdValue;
        refuse(msgId, Code.InvalidParameter, `消息格式错误：${f.error.issues[0]?.message ?? ''}`);
        return;
      }
      queue = queue.then(async () => {
        try {
          await handle(f.data);
        } catch (error) {
          if (error instanceof ChatRefusal) answer(error.toFrame());
          else if (error instanceof AppError) refuse(f.data.msgId, error.code, error.message);
          else {
            deps.log.error({ err: error, msgId: f.data.msgId }, 'chat frame');
            refuse(f.data.msgId, Code.ServerError, '服务出了点小差，请稍后再试');
          }
        }
      });
    });
    ws.on('close', () => hub.detach(session));
  });

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const ws of wss.clients) if (now - (lastSeen.get(ws) ?? 0) > SILENT_MS) ws.terminate();
  }, CHAT_HEARTBEAT_MS);
  sweep.unref();
  // The HTTP server's close waits for every open connection, upgraded ones included: end them first.
  ctx.app.addHook('preClose', async () => {
    for (const ws of wss.clients) ws.terminate();
  });

  return async () => {
    clearInterval(sweep);
    ctx.app.server.off('upgrade', onUpgrade);
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
};
