// Odds fan-out (issue 4 §9d): 5,000 websocket clients on /ws/sports, each watching >= 50 live matches
// through the sport channels, against a bare `ws` broadcast of the same bytes to as many clients in the
// same run. Prints the p99 delivery latency of a price change (target < 150 ms) and the server's CPU per
// delivered message, and their ratios. Never asserts.
//
// The server (the real app, simulator on) runs in this process; the clients run in a forked child so the
// server's CPU figure is its own. The emit time of a message is the time the server first hands that
// string to a socket (a hook on ws's send, the same in both runs); the child stamps arrival. Both use
// performance.timeOrigin + performance.now(), one clock on one machine.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OperatorPath, SportCodeSchema } from '@qilin/contract';
import WebSocket, { WebSocketServer } from 'ws';

const CLIENTS = Number(process.env.FANOUT_CLIENTS ?? 5000);
const SECONDS = Number(process.env.FANOUT_SECONDS ?? 15);
const LIVE = 50;
const CHANNELS = SportCodeSchema.options.map((s) => `sport:${s}`);
const clock = () => performance.timeOrigin + performance.now();
const keyOf = (text: string) => {
  if (!text.startsWith('{"type":"delta"')) return null;
  const m = /"channel":"([^"]+)","epoch":"[^"]*","offset":(\d+)/.exec(text.slice(0, 200));
  return m ? `${m[1]}#${m[2]}` : null;
};

type ToChild =
  | { cmd: 'connect'; url: string; n: number; subscribe: boolean }
  | { cmd: 'measure' }
  | { cmd: 'stop'; emits: [string, number][] }
  | { cmd: 'close' };
type FromChild =
  | { ev: 'connected'; live: number; failed: number }
  | { ev: 'measuring' }
  | { ev: 'stats'; delivered: number; p50: number; p99: number; max: number; unmatched: number }
  | { ev: 'closed' };

// ---------------------------------------------------------------- the clients (child process)
const runClients = () => {
  let sockets: WebSocket[] = [];
  let measuring = false;
  let arrivals = new Map<string, number[]>();
  let delivered = 0;
  const reply = (m: FromChild) => process.send!(m);
  process.on('message', async (m: ToChild) => {
    if (m.cmd === 'connect') {
      let failed = 0;
      let live = 0;
      const open = (first: boolean) =>
        new Promise<void>((resolve) => {
          // A browser would decode and parse each message on its own core; here 5,000 clients share one, so
          // the clients skip UTF-8 validation and read only the ASCII head that names the delta, leaving the
          // measurement to the server's delivery rather than to this process's decoding.
          const ws = new WebSocket(m.url, { skipUTF8Validation: true });
          const seen = new Set<string>();
          ws.on('message', (raw: Buffer) => {
            if (measuring) {
              const key = keyOf(raw.toString('latin1', 0, 200));
              if (key) {
                delivered += 1;
                const list = arrivals.get(key) ?? [];
                list.push(clock());
                arrivals.set(key, list);
              }
            }
            if (first && raw.toString('latin1', 0, 18) === '{"type":"snapshot"') {
              const snap = JSON.parse(raw.toString('utf8')) as {
                matches: { gameId: string; isLive: boolean }[];
              };
              for (const x of snap.matches) if (x.isLive) seen.add(x.gameId);
              live = seen.size;
            }
          });
          ws.once('open', () => {
            if (m.subscribe) ws.send(JSON.stringify({ type: 'subscribe', channels: CHANNELS }));
            sockets.push(ws);
            resolve();
          });
          ws.once('error', () => {
            failed += 1;
            resolve();
          });
        });
      for (let i = 0; i < m.n; i += 250)
        await Promise.all(Array.from({ length: Math.min(250, m.n - i) }, (_, j) => open(i + j === 0)));
      await new Promise((r) => setTimeout(r, 1500));
      reply({ ev: 'connected', live, failed });
    } else if (m.cmd === 'measure') {
      arrivals = new Map();
      delivered = 0;
      measuring = true;
      reply({ ev: 'measuring' });
    } else if (m.cmd === 'stop') {
      measuring = false;
      const emits = new Map(m.emits);
      const lat: number[] = [];
      let unmatched = 0;
      for (const [key, list] of arrivals) {
        const t = emits.get(key);
        if (t === undefined) unmatched += list.length;
        else for (const a of list) lat.push(a - t);
      }
      lat.sort((a, b) => a - b);
      const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] ?? NaN;
      reply({ ev: 'stats', delivered, p50: q(0.5), p99: q(0.99), max: lat.at(-1) ?? NaN, unmatched });
    } else if (m.cmd === 'close') {
      for (const ws of sockets) ws.terminate();
      sockets = [];
      arrivals = new Map();
      reply({ ev: 'closed' });
    }
  });
};

// ---------------------------------------------------------------- the server (this process)
const runServer = async () => {
  // Every string the server sends: when it first went out (the emit time) — the same hook in both runs.
  const firstSend = new Map<string, number>();
  const sendOf = WebSocket.prototype.send;
  let sends = 0;
  // The server hands ws each message's bytes, one Buffer for every socket: its text is read once.
  const textOf = new WeakMap<Buffer, string>();
  WebSocket.prototype.send = function (this: WebSocket, data: unknown, ...rest: unknown[]) {
    let text: string | undefined;
    if (typeof data === 'string') text = data;
    else if (Buffer.isBuffer(data)) {
      text = textOf.get(data);
      if (text === undefined) textOf.set(data, (text = data.toString()));
    }
    if (text !== undefined) {
      sends += 1;
      if (!firstSend.has(text)) firstSend.set(text, clock());
    }
    return (sendOf as (...a: unknown[]) => void).call(this, data, ...rest);
  } as typeof sendOf;

  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/platform/config/config.ts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-fanout-'));
  const { app } = await buildApp(
    loadConfig({
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      OPERATOR_PASSWORD: 'operator-bench-password-1',
      QILIN_FEED_SEED: 'fanout-bench',
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  // The simulator keeps a couple of matches live per sport; the operator starts more (score 0-0, as the
  // risk desk can) so each client watches at least LIVE live matches.
  const base = `http://127.0.0.1:${port}`;
  const post = async <T>(p: string, body: unknown, token?: string) =>
    (
      (await (
        await fetch(base + p, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        })
      ).json()) as { data: T }
    ).data;
  const { token } = await post<{ token: string }>(OperatorPath.login, {
    username: 'admin',
    password: 'operator-bench-password-1',
  });
  type Row = { gameId: string; gameStatus: string };
  const all = (await post<{ list: Row[] }>(OperatorPath.matchesList, { limit: 500 }, token)).list;
  const pre = all.filter((m) => m.gameStatus === 'pre');
  const liveNow = all.filter((m) => m.gameStatus === 'live' || m.gameStatus === 'break').length;
  for (const m of pre.slice(0, Math.max(0, LIVE + 6 - liveNow)))
    await post(OperatorPath.matchesScore, { gameId: m.gameId, home: 0, away: 0 }, token);

  const child = fork(import.meta.filename, ['clients'], { execArgv: ['--import', 'tsx'] });
  const ask = (m: ToChild) =>
    new Promise<FromChild>((resolve) => {
      child.once('message', (r: FromChild) => resolve(r));
      child.send(m);
    });
  const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
  const cpuOver = async (seconds: number, during: () => void = () => {}) => {
    const start = process.cpuUsage();
    during();
    await sleep(seconds);
    const d = process.cpuUsage(start);
    return (d.user + d.system) / 1000; // ms
  };
  const emitsSince = (from: number) => {
    const out: [string, number][] = [];
    for (const [text, t] of firstSend) {
      if (t < from) continue;
      const key = keyOf(text);
      if (key) out.push([key, t]);
    }
    return out;
  };

  console.log(`clients ${CLIENTS}, ${SECONDS} s per run, channels ${CHANNELS.length} (every sport)`);

  // The simulator and its persistence cost something with nobody watching: measured apart.
  const idleMs = await cpuOver(SECONDS);

  // Run 1: the product's /ws/sports.
  const connected = await ask({
    cmd: 'connect',
    url: `ws://127.0.0.1:${port}/ws/sports`,
    n: CLIENTS,
    subscribe: true,
  });
  if (connected.ev !== 'connected') throw new Error('clients did not connect');
  await ask({ cmd: 'measure' });
  const t1 = clock();
  const sends1 = sends;
  const productMs = await cpuOver(SECONDS);
  const product = await ask({ cmd: 'stop', emits: emitsSince(t1) });
  const productSends = sends - sends1;
  // The deltas of run 1, in order and with their pacing: run 2 sends the very same strings.
  const script = [...firstSend]
    .filter(([text, t]) => t >= t1 && keyOf(text))
    .map(([text, t]) => [text, t - t1] as const);
  await ask({ cmd: 'close' });
  await app.close();

  // Run 2: a bare ws broadcast of the same bytes to as many clients (their emit time is taken anew).
  firstSend.clear();
  const bare = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => bare.once('listening', r));
  const barePort = (bare.address() as { port: number }).port;
  await ask({ cmd: 'connect', url: `ws://127.0.0.1:${barePort}`, n: CLIENTS, subscribe: false });
  await ask({ cmd: 'measure' });
  const t2 = clock();
  const sends2 = sends;
  const timers: NodeJS.Timeout[] = [];
  const bareMs = await cpuOver(SECONDS, () => {
    for (const [text, at] of script)
      timers.push(
        setTimeout(() => {
          for (const ws of bare.clients) ws.send(text);
        }, at),
      );
  });
  const baseline = await ask({ cmd: 'stop', emits: emitsSince(t2) });
  const bareSends = sends - sends2;
  timers.forEach(clearTimeout);
  await ask({ cmd: 'close' });
  for (const ws of bare.clients) ws.terminate();
  bare.close();
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });

  if (product.ev !== 'stats' || baseline.ev !== 'stats') throw new Error('no stats');
  // NaN crosses the IPC channel as null.
  for (const s of [product, baseline]) for (const k of ['p50', 'p99', 'max'] as const) s[k] ??= NaN;
  const us = (ms: number, n: number) => (n ? ((ms * 1000) / n).toFixed(2) : 'n/a');
  console.log(
    `live matches watched per client: ${connected.live} (target >= 50); failed connections: ${connected.failed}`,
  );
  console.log(
    `delta messages in the run: ${script.length}; idle server CPU (simulator, no clients): ${idleMs.toFixed(0)} ms`,
  );
  for (const [name, s, ms, n] of [
    ['/ws/sports', product, productMs, productSends],
    ['bare ws', baseline, bareMs, bareSends],
  ] as const)
    console.log(
      `${name.padEnd(11)} delivered ${String(s.delivered).padStart(8)} (sent ${n}), latency p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms, server CPU ${ms.toFixed(0)} ms = ${us(ms, s.delivered)} µs/message` +
        (s.unmatched ? ` (${s.unmatched} unmatched)` : ''),
    );
  const net = productMs - idleMs;
  console.log(
    `p99 ${product.p99.toFixed(1)} ms vs target 150 ms: ${product.p99 < 150 ? 'met' : 'NOT met'}; ` +
      `CPU per message /ws/sports ÷ bare: ${(productMs / Math.max(1, product.delivered) / (bareMs / Math.max(1, baseline.delivered))).toFixed(2)}x ` +
      `(net of the idle simulator: ${(net / Math.max(1, product.delivered) / (bareMs / Math.max(1, baseline.delivered))).toFixed(2)}x, ${us(net, product.delivered)} µs/message)`,
  );
};

if (process.argv[2] === 'clients') runClients();
else await runServer();
