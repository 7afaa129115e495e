import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { SportsClientMessageSchema, SportsSocketPath } from '@qilin/contract';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { ChannelSource } from './channels.ts';
import { createFrameConverter } from '../../platform/i18n/traditional.ts';

const HEARTBEAT_MS = 30_000;
const MAX_CHANNELS = 200;

/**
 * /ws/sports (DESIGN §7): subscribe to `sport:<code>` / `match:<gameId>` channels; each delta string comes
 * serialised once by the channel source; a resume within the kept history replays, else a snapshot. The
 * source is this process's log or, on an instance without the simulator, the replica relayed by the bus.
 */
/**
 * A message's UTF-8 bytes, made once however many sockets it goes to: a channel's delta reaches every
 * subscriber back to back as the same string, and \`ws\` would otherwise encode it again for each socket.
 */
const encodeOnce = () => {
  let text = '';
  let bytes = Buffer.alloc(0);
  return (next: string): Buffer => {
    if (next !== text) {
      text = next;
      bytes = Buffer.from(next);
    }
    return bytes;
  };
};

export const installSportsSocket = (ctx: ModuleContext, source: ChannelSource) => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((req.url ?? '').split('?')[0] !== SportsSocketPath) return;
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  ctx.app.server.on('upgrade', onUpgrade);

  const alive = new WeakMap<WebSocket, boolean>();
  const traditional = createFrameConverter();
  const bytesCN = encodeOnce();
  const bytesTW = encodeOnce();
  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    alive.set(ws, true);
    const subs = new Map<string, () => void>();
    // A browser socket sends no custom headers: the page names its language in the URL (?language=zh-TW).
    const zhTW = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('language') === 'zh-TW';
    const send = (text: string) => {
      if (ws.readyState === ws.OPEN)
        ws.send(zhTW ? bytesTW(traditional(text)) : bytesCN(text), { binary: false });
    };
    const error = (message: string) => send(JSON.stringify({ type: 'error', message }));
    ws.on('pong', () => alive.set(ws, true));
    ws.on('message', (raw) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(raw));
      } catch {
        error('消息格式错误');
        return;
      }
      const msg = SportsClientMessageSchema.safeParse(parsed);
      if (!msg.success) {
        error('消息格式错误：' + (msg.error.issues[0]?.message ?? ''));
        return;
      }
      const m = msg.data;
      if (m.type === 'ping') {
        send('{"type":"pong"}');
        return;
      }
      if (m.type === 'unsubscribe') {
        for (const ch of m.channels) {
          subs.get(ch)?.();
          subs.delete(ch);
        }
        return;
      }
      if (subs.size + m.channels.length > MAX_CHANNELS) {
        error(`最多订阅 ${MAX_CHANNELS} 个频道`);
        return;
      }
      for (const ch of m.channels) {
        subs.get(ch)?.();
        subs.set(ch, source.attach(ch, m.resume?.[ch], send));
      }
    });
    ws.on('close', () => {
      for (const off of subs.values()) off();
      subs.clear();
    });
  });

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // The HTTP server's close waits for every open connection, upgraded ones included: end them first.
  ctx.app.addHook('preClose', async () => {
    for (const ws of wss.clients) ws.terminate();
  });

  return async () => {
    clearInterval(heartbeat);
    ctx.app.server.off('upgrade', onUpgrade);
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
};
