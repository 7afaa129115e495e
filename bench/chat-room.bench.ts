// Chat room fan-out (issue 5 §7): one room of 2,000 connected members on /ws/chat; messages delivered per
// second and the p99 delivery latency, against a bare `ws` broadcast of the same bytes to as many clients
// in the same run. Never asserts.
//
// Two phases per run: a burst (every sender says its 5 lines at once — the rate limit is 5 per 10 s — so
// the server fans out as fast as it can: delivered/s) and a paced phase (20 lines a second: latency at an
// ordinary busy pace). The server (the real app, memory bus, PGlite) runs in this process; the clients run
// in a forked child so the load comes from a separate process. The emit time of a frame is the moment the
// server first hands that string to a socket (a hook on ws's send, the same in both runs); the child
// stamps arrival. For /ws/chat the child also measures end to end (its own send -> arrival: parsing, the
// checks, the stored row, the bus). Both use performance.timeOrigin + performance.now(): one clock.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ChatMsgId, Code, UserPath, type Envelope } from '@qilin/contract';
import WebSocket, { WebSocketServer } from 'ws';
import { benchConfig } from './support/bench-config.ts';
import { percentile } from './support/stats.ts';
import { registerBenchMember } from './support/bench-member.ts';

const MEMBERS = Number(process.env.CHAT_MEMBERS ?? 2000);
const SENDERS = 40; // half speak in the burst, half in the paced phase
const LINES = 5; // per sender: the per-member limit of 5 lines per 10 s
const PACE_PER_S = 20;
const RID = 'demo-lobby';
const clock = () => performance.timeOrigin + performance.now();
/** Every line says `bench-<phase>-<sender>-<n>`: the key of a delivery in both runs. */
const keyOf = (text: string) => /"content":"(bench-[a-z]+-\d+-\d+)"/.exec(text)?.[1] ?? null;

interface Sender {
  token: string;
  jwt: string;
}
type ToChild =
  | { cmd: 'connect'; url: string; n: number; senders: Sender[]; chat: boolean }
  | { cmd: 'measure' }
  | { cmd: 'speak'; phase: 'burst' | 'paced'; from: number; to: number }
  | { cmd: 'stop'; emits: [string, number][] }
  | { cmd: 'close' };
type Stats = {
  delivered: number;
  refused: number;
  perSecond: number;
  p50: number;
  p99: number;
  e2eP99: number;
};
type FromChild =
  { ev: 'connected'; failed: number } | { ev: 'ok' } | { ev: 'stats'; stats: Stats } | { ev: 'closed' };

// ---------------------------------------------------------------- the clients (child process)
const runClients = () => {
  let sockets: WebSocket[] = [];
  let senders: WebSocket[] = [];
  let arrivals = new Map<string, number[]>();
  let sentAt = new Map<string, number>();
  let refused = 0;
  const reply = (m: FromChild) => process.send!(m);
  const say = (i: number, text: string) => {
    sentAt.set(text, clock());
    senders[i]?.send(JSON.stringify({ msgId: ChatMsgId.SendMessage, msgData: { rid: RID, msg: text } }));
  };

  process.on('message', async (m: ToChild) => {
    if (m.cmd === 'connect') {
      let failed = 0;
      const open = (login: Record<string, unknown> | null) =>
        new Promise<WebSocket | null>((resolve) => {
          const ws = new WebSocket(m.url);
          ws.on('message', (raw) => {
            const text = String(raw);
            const key = keyOf(text);
            if (key) {
              const list = arrivals.get(key) ?? [];
              list.push(clock());
              arrivals.set(key, list);
              return;
            }
            if (!m.chat) return;
            const f = JSON.parse(text) as { msgId: number; code: number };
            if (f.msgId === ChatMsgId.SendMessage && f.code !== Code.Success) refused += 1;
            if (f.msgId === ChatMsgId.GuestLogin || f.msgId === ChatMsgId.Login) {
              if (f.code === Code.Success)
                ws.send(JSON.stringify({ msgId: ChatMsgId.JoinRoom, msgData: { rid: RID } }));
              else {
                failed += 1;
                resolve(ws);
              }
            }
            if (f.msgId === ChatMsgId.JoinRoom) {
              if (f.code !== Code.Success) failed += 1;
              resolve(ws);
            }
          });
          ws.once('open', () => {
            if (!m.chat) resolve(ws);
            else if (login) ws.send(JSON.stringify({ msgId: ChatMsgId.Login, msgData: login }));
            else ws.send(JSON.stringify({ msgId: ChatMsgId.GuestLogin, msgData: {} }));
          });
          ws.once('error', () => {
            failed += 1;
            resolve(null);
          });
        });
      senders = [];
      for (const s of m.senders) {
        const ws = await open({ token: s.token, body: s.jwt });
        if (ws) senders.push(ws);
      }
      const guests = m.n - m.senders.length;
      for (let i = 0; i < guests; i += 200)
        sockets.push(
          ...(await Promise.all(Array.from({ length: Math.min(200, guests - i) }, () => open(null)))).filter(
            (w): w is WebSocket => w !== null,
          ),
        );
      sockets.push(...senders);
      reply({ ev: 'connected', failed });
    } else if (m.cmd === 'measure') {
      arrivals = new Map();
      sentAt = new Map();
      refused = 0;
      reply({ ev: 'ok' });
    } else if (m.cmd === 'speak') {
      if (m.phase === 'burst') {
        for (let i = m.from; i < m.to; i += 1)
          for (let n = 0; n < LINES; n += 1) say(i, `bench-burst-${i}-${n}`);
      } else {
        // Round robin over the senders, PACE_PER_S lines a second.
        let k = 0;
        const total = (m.to - m.from) * LINES;
        await new Promise<void>((resolve) => {
          const t = setInterval(() => {
            const i = m.from + (k % (m.to - m.from));
            say(i, `bench-paced-${i}-${Math.floor(k / (m.to - m.from))}`);
            k += 1;
            if (k >= total) {
              clearInterval(t);
              resolve();
            }
          }, 1000 / PACE_PER_S);
        });
      }
      reply({ ev: 'ok' });
    } else if (m.cmd === 'stop') {
      const emits = new Map(m.emits);
      const lat: number[] = [];
      const e2e: number[] = [];
      let delivered = 0;
      let first = Infinity;
      let last = 0;
      for (const [key, list] of arrivals) {
        const t = emits.get(key);
        const s = sentAt.get(key);
        for (const a of list) {
          delivered += 1;
          last = Math.max(last, a);
          if (t !== undefined) lat.push(a - t);
          if (s !== undefined) e2e.push(a - s);
        }
        if (s !== undefined) first = Math.min(first, s);
        if (t !== undefined) first = Math.min(first, t);
      }
      reply({
        ev: 'stats',
        stats: {
          delivered,
          refused,
          perSecond: delivered / Math.max(0.001, (last - first) / 1000),
          p50: percentile(lat, 50),
          p99: percentile(lat, 99),
          e2eP99: percentile(e2e, 99),
        },
      });
    } else if (m.cmd === 'close') {
      for (const ws of sockets) ws.terminate();
      sockets = [];
      senders = [];
      reply({ ev: 'closed' });
    }
  });
};

// ---------------------------------------------------------------- the server (this process)
const runServer = async () => {
  const firstSend = new Map<string, number>();
  const sendOf = WebSocket.prototype.send;
  // The product hands one Buffer to every socket of the room; it is decoded once, on its first send.
  const seen = new WeakSet<Buffer>();
  WebSocket.prototype.send = function (this: WebSocket, data: unknown, ...rest: unknown[]) {
    let text: string | null = null;
    if (typeof data === 'string') text = data;
    else if (Buffer.isBuffer(data) && !seen.has(data)) {
      seen.add(data);
      text = data.toString();
    }
    if (text !== null && !firstSend.has(text) && keyOf(text)) firstSend.set(text, clock());
    return (sendOf as (...a: unknown[]) => void).call(this, data, ...rest);
  } as typeof sendOf;

  const { buildApp } = await import('../apps/server/src/app.ts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-chat-bench-'));
  const { app } = await buildApp(benchConfig(dataDir, { QILIN_FEED_AUTO: '0' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const post = async <T>(p: string, body: unknown, headers: Record<string, string>) =>
    (await (
      await fetch(base + p, {
        method: 'POST',
        headers: { 'content-type': 'application/json', client: 'web', ...headers },
        body: JSON.stringify(body),
      })
    ).json()) as Envelope<T>;

  const senders: Sender[] = [];
  for (let i = 0; i < SENDERS; i += 1) {
    const { device, token } = await registerBenchMember(post, i, 'cb', 77);
    const jwt = await post<{ jwt: string }>(UserPath.memberJwt, {}, { ...device, token });
    senders.push({ token, jwt: jwt.data.jwt });
  }

  const child = fork(import.meta.filename, ['clients'], { execArgv: ['--import', 'tsx'] });
  const ask = (m: ToChild) =>
    new Promise<FromChild>((resolve) => {
      child.once('message', (r: FromChild) => resolve(r));
      child.send(m);
    });
  const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
  const cpu = () => process.cpuUsage();
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const d = process.cpuUsage(since);
    return (d.user + d.system) / 1000;
  };
  const emitsSince = (from: number) =>
    [...firstSend].filter(([, t]) => t >= from).map(([text, t]) => [keyOf(text)!, t] as [string, number]);
  const stats = async (from: number) => {
    const r = await ask({ cmd: 'stop', emits: emitsSince(from) });
    if (r.ev !== 'stats') throw new Error('no stats');
    // NaN crosses the IPC channel as null.
    for (const k of ['p50', 'p99', 'e2eP99'] as const) r.stats[k] ??= NaN;
    return r.stats;
  };
  const half = SENDERS / 2;
  const expected = half * LINES * MEMBERS;
  console.log(
    `room members ${MEMBERS} (${SENDERS} of them members who speak), ${half * LINES} lines per phase`,
  );

  // Run 1: the product's /ws/chat.
  const t0 = clock();
  const connected = await ask({
    cmd: 'connect',
    url: `${base.replace('http', 'ws')}/ws/chat?clientType=web&siteId=demo`,
    n: MEMBERS,
    senders,
    chat: true,
  });
  console.log(
    `/ws/chat: ${MEMBERS} joined in ${((clock() - t0) / 1000).toFixed(1)} s; failed ${connected.ev === 'connected' ? connected.failed : '?'}`,
  );
  await ask({ cmd: 'measure' });
  let c = cpu();
  const b1 = clock();
  await ask({ cmd: 'speak', phase: 'burst', from: 0, to: half });
  await sleep(8);
  const burst = await stats(b1);
  const burstCpu = cpuMs(c);
  const burstScript = [...firstSend].filter(([, t]) => t >= b1).sort((x, y) => x[1] - y[1]);
  await ask({ cmd: 'measure' });
  c = cpu();
  const p1 = clock();
  await ask({ cmd: 'speak', phase: 'paced', from: half, to: SENDERS });
  await sleep(3);
  const paced = await stats(p1);
  const pacedCpu = cpuMs(c);
  const pacedScript = [...firstSend].filter(([, t]) => t >= p1).map(([text, t]) => [text, t - p1] as const);
  await ask({ cmd: 'close' });
  await app.close();

  // Run 2: a bare ws broadcast of the very same strings to as many clients.
  firstSend.clear();
  const bare = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => bare.once('listening', r));
  const barePort = (bare.address() as { port: number }).port;
  await ask({ cmd: 'connect', url: `ws://127.0.0.1:${barePort}`, n: MEMBERS, senders: [], chat: false });
  await ask({ cmd: 'measure' });
  c = cpu();
  const b2 = clock();
  // As fast as it goes, yielding to the event loop between lines (as the product does between frames).
  for (const [text] of burstScript) {
    for (const ws of bare.clients) ws.send(text);
    await new Promise((r) => setImmediate(r));
  }
  await sleep(8);
  const bareBurst = await stats(b2);
  const bareBurstCpu = cpuMs(c);
  await ask({ cmd: 'measure' });
  c = cpu();
  const p2 = clock();
  const timers = pacedScript.map(([text, at]) =>
    setTimeout(() => {
      for (const ws of bare.clients) ws.send(text);
    }, at),
  );
  await sleep((pacedScript.at(-1)?.[1] ?? 0) / 1000 + 3);
  const barePaced = await stats(p2);
  const barePacedCpu = cpuMs(c);
  timers.forEach(clearTimeout);
  await ask({ cmd: 'close' });
  for (const ws of bare.clients) ws.terminate();
  bare.close();
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });

  const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
  const line = (name: string, s: Stats, ms: number, e2e: boolean) =>
    console.log(
      `${name.padEnd(16)} delivered ${String(s.delivered).padStart(7)} of ${expected}` +
        `${s.refused ? ` (${s.refused} refused)` : ''}, ${f(s.perSecond, 0).padStart(8)} deliveries/s, ` +
        `latency p50 ${f(s.p50)} ms, p99 ${f(s.p99)} ms${e2e ? `, end-to-end p99 ${f(s.e2eP99)} ms` : ''}, server CPU ${f(ms, 0)} ms`,
    );
  line('/ws/chat burst', burst, burstCpu, true);
  line('bare ws burst', bareBurst, bareBurstCpu, false);
  line('/ws/chat paced', paced, pacedCpu, true);
  line('bare ws paced', barePaced, barePacedCpu, false);
  console.log(
    `deliveries/s /ws/chat ÷ bare (burst): ${f(burst.perSecond / bareBurst.perSecond, 2)}x; ` +
      `p99 latency /ws/chat ÷ bare (paced): ${f(paced.p99 / barePaced.p99, 2)}x; ` +
      `server CPU per delivery /ws/chat ÷ bare (burst): ${f(burstCpu / Math.max(1, burst.delivered) / (bareBurstCpu / Math.max(1, bareBurst.delivered)), 2)}x`,
  );
};

if (process.argv[2] === 'clients') runClients();
else await runServer();
