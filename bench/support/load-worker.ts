/**
 * The load generator's own process (see load-client.ts): it speaks HTTP/1.1 with keep-alive to the server
 * under test, so the server's figures are not shared with the cost of making the load.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { LoadJob, LoadResult } from './load-client.ts';

const run = async (job: LoadJob): Promise<LoadResult> => {
  const url = new URL(job.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency ?? 256 });
  const turns = job.sessions.map(() => 0);
  let next = 0;
  let refused = 0;
  let firstRefusal = '';
  const call = () =>
    new Promise<void>((resolve, reject) => {
      const s = next++ % job.sessions.length;
      const session = job.sessions[s]!;
      const template = session.bodies[turns[s]!++ % session.bodies.length]!;
      const body = template
        .replaceAll('$ID', () => randomBytes(9).toString('hex'))
        .replaceAll('$TS', String(Date.now()));
      const headers: Record<string, string | number> = {
        ...session.headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      };
      for (const [k, v] of Object.entries(headers))
        if (v === '$ID') headers[k] = randomBytes(12).toString('hex');
      const req = http.request(
        { host: url.hostname, port: url.port, path: job.path, method: 'POST', agent, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            if (!text.startsWith('{"status_code":6000')) {
              refused += 1;
              if (!firstRefusal) firstRefusal = text.slice(0, 200);
            }
            resolve();
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });

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
  // Open loop: calls start on schedule whatever the previous ones do (no coordinated omission).
  const latencies: number[] = [];
  const inflight: Promise<void>[] = [];
  const rate = job.rate ?? 100;
  const total = Math.floor(rate * job.seconds);
  const start = performance.now();
  let issued = 0;
  while (issued < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
    for (; issued < due; issued += 1) {
      const scheduled = start + (issued / rate) * 1000;
      inflight.push(call().then(() => void latencies.push(performance.now() - scheduled)));
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inflight);
  return { rate, latencies, refused, firstRefusal };
};

process.on('message', (job: LoadJob) => {
  void run(job).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
