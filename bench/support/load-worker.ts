/**
 * The load generator's own process (see load-client.ts). It speaks plain HTTP/1.1 with keep-alive over raw
 * sockets, one call outstanding per socket, writing each request as one string and reading only the
 * status line's envelope code: the way wrk or autocannon load a server, so the client's CPU (which shares
 * this machine with the server and the database) stays a small part of every figure. Node's http client
 * spent ~0.11 ms of CPU per request here, more than half of a bare Fastify round trip.
 */
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import type { LoadJob, LoadResult } from './load-client.ts';

const HEADER_END = Buffer.from('\r\n\r\n');
const LENGTH = /\r\ncontent-length:\s*(\d+)/i;

/** One keep-alive connection that carries one request at a time. */
interface Connection {
  socket: net.Socket;
  send: (request: string) => Promise<string>;
}

const connect = (host: string, port: number): Promise<Connection> =>
  new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, noDelay: true });
    let buffered: Buffer = Buffer.alloc(0);
    let waiting: { resolve: (body: string) => void; reject: (e: Error) => void } | null = null;
    socket.on('data', (chunk: Buffer) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      const end = buffered.indexOf(HEADER_END);
      if (end < 0 || !waiting) return;
      const head = buffered.subarray(0, end).toString('latin1');
      const length = Number(LENGTH.exec(head)?.[1] ?? 0);
      if (buffered.length < end + 4 + length) return;
      const body = buffered.subarray(end + 4, end + 4 + length).toString('utf8');
      buffered = buffered.subarray(end + 4 + length);
      const w = waiting;
      waiting = null;
      w.resolve(body);
    });
    const fail = (error: Error) => {
      const w = waiting;
      waiting = null;
      w?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed by the server')));
    socket.once('connect', () =>
      resolve({
        socket,
        send: (request) =>
          new Promise<string>((res, rej) => {
            waiting = { resolve: res, reject: rej };
            socket.write(request);
          }),
      }),
    );
    socket.once('error', reject);
  });

const run = async (job: LoadJob): Promise<Omit<LoadResult, 'cpuS'>> => {
  const urls = job.sessions.map((session) => new URL(session.base ?? job.base));
  const turns = job.sessions.map(() => 0);
  // Each session's fixed header lines, built once; only the ids and the body change per call.
  const fixed = job.sessions.map((session) =>
    Object.entries({ ...session.headers, 'content-type': 'application/json' }),
  );
  let next = 0;
  let refused = 0;
  let firstRefusal = '';
  // Idle keep-alive connections per server (host:port).
  const idle = new Map<string, Connection[]>();

  const call = async () => {
    const s = next++ % job.sessions.length;
    const session = job.sessions[s]!;
    const template = session.bodies[turns[s]!++ % session.bodies.length]!;
    const body = template
      .replaceAll('$ID', () => randomBytes(9).toString('hex'))
      .replaceAll('$TS', String(Date.now()));
    const url = urls[s]!;
    let head = `POST ${job.path} HTTP/1.1\r\nhost: ${url.host}\r\n`;
    for (const [k, v] of fixed[s]!) head += `${k}: ${v === '$ID' ? randomBytes(12).toString('hex') : v}\r\n`;
    const request = `${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    let pool = idle.get(url.host);
    if (!pool) idle.set(url.host, (pool = []));
    const connection = pool.pop() ?? (await connect(url.hostname, Number(url.port)));
    const text = await connection.send(request);
    pool.push(connection);
    if (!text.startsWith('{"status_code":6000')) {
      refused += 1;
      if (!firstRefusal) firstRefusal = text.slice(0, 200);
    }
  };

  try {
    if (job.mode === 'closed') {
      const end = performance.now() + job.seconds * 1000;
      let done = 0;
      const start = performance.now();
      await Promise.all(
        Array.from({ length: job.concurrency ?? 100 }, async () => {
          while (performance.now() < end) {
            await call();
            done += 1;
          }
        }),
      );
      return { rate: done / ((performance.now() - start) / 1000), latencies: [], refused, firstRefusal };
    }
    // Open loop: calls start on schedule whatever the previous ones do (no coordinated omission); a call
    // finding no idle connection opens another. A warm-up second at the same rate comes first and its
    // latencies are not counted: this process, its sockets and its code start cold, and the first half
    // second of a placeBet run answered in a median 142 ms against 10 ms after it, so the p99 measured the
    // start, not the server at half its peak. Its refusals still count.
    const openLoop = async (rate: number, seconds: number, latencies: number[] | null) => {
      const inflight: Promise<void>[] = [];
      const total = Math.floor(rate * seconds);
      const start = performance.now();
      let issued = 0;
      while (issued < total) {
        // Call i is due at start + i/rate: call 0 at once, not one interval late (which would add 1/rate to
        // every latency).
        const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
        for (; issued < due; issued += 1) {
          const scheduled = start + (issued / rate) * 1000;
          inflight.push(call().then(() => void latencies?.push(performance.now() - scheduled)));
        }
        await new Promise((r) => setTimeout(r, 1));
      }
      await Promise.all(inflight);
    };
    const rate = job.rate ?? 100;
    await openLoop(rate, job.warmupSeconds ?? 1, null);
    const latencies: number[] = [];
    await openLoop(rate, job.seconds, latencies);
    return { rate, latencies, refused, firstRefusal };
  } finally {
    for (const pool of idle.values()) for (const c of pool) c.socket.destroy();
  }
};

process.on('message', (job: LoadJob) => {
  const cpu0 = process.cpuUsage();
  void run(job).then(
    (result) => {
      const cpu = process.cpuUsage(cpu0);
      const answer: LoadResult = { ...result, cpuS: (cpu.user + cpu.system) / 1e6 };
      process.send!(answer, () => process.exit(0));
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
