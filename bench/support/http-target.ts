import { fork } from 'node:child_process';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Envelope } from '@qilin/contract';
import { buildApp } from '../../apps/server/src/app.ts';
import { benchConfig } from './bench-config.ts';
import { createLedger } from '../../apps/server/src/modules/ledger/ledger.ts';
import { memberIdOf } from './member-id.ts';
import { registerBenchMember } from './bench-member.ts';

/** Whether something answers at the URL's host and port within a second. */
const reachable = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });

/** BENCH_CPU_PROF=<dir>: the server processes this bench starts write V8 CPU profiles there. */
const profileArgs = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];

/** A server process of its own on the same database and bus (replica-server.ts); answers its base URL. */
const startReplica = (dataDir: string, env: Record<string, string>) =>
  new Promise<{ base: string; close: () => Promise<void> }>((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'replica-server.ts'), [], {
      execArgv: ['--import', 'tsx', ...profileArgs],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.once('message', (answer) =>
      resolve({
        base: (answer as { base: string }).base,
        close: async () => {
          child.send('close');
          await exited;
        },
      }),
    );
    child.once('exit', (code) => reject(new Error(`replica server exited with ${code}`)));
    child.send({ dataDir, env });
  });

/**
 * The whole server in this process on a scratch database, with funded, logged-in members. With `replicas`
 * (PostgreSQL and Redis only), as many more server processes share its database and bus without the
 * simulator, as a deployment behind a load balancer would run them; `bases` lists every server. With
 * `providerProcess` (PostgreSQL only) the demo provider runs in a process of its own, as a remote
 * provider would, and the servers reach it there.
 */
export const openHttpTarget = async (
  url: string | undefined,
  members: number,
  options: { replicas?: number; redisUrl?: string; providerProcess?: boolean } = {},
) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-bench-http-'));
  const schema = url ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const replicas =
    url && options.redisUrl && (options.replicas ?? 0) > 0 && (await reachable(options.redisUrl))
      ? options.replicas!
      : 0;
  const shared: Record<string, string> = {
    ...(url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema! } : {}),
    ...(replicas
      ? { REDIS_URL: options.redisUrl!, REDIS_PREFIX: `qilin-bench:${randomBytes(4).toString('hex')}` }
      : {}),
  };
  // The demo provider as the separate service a real one is (PostgreSQL only: PGlite is one process's).
  const provider =
    url && options.providerProcess
      ? await startReplica(dataDir, { ...shared, QILIN_ROLE: 'demo-provider' })
      : null;
  const config = benchConfig(dataDir, {
    ...shared,
    ...(provider ? { DEMO_PROVIDER_URL: provider.base } : {}),
  });
  const { app, deps } = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const others = await Promise.all(
    // The same data directory: its secrets.json holds the signing keys every instance must share.
    Array.from({ length: replicas }, () => startReplica(dataDir, { ...shared, QILIN_FEED_SIMULATOR: '0' })),
  );
  const post = async <T>(p: string, body: unknown, headers: Record<string, string>) => {
    const res = await fetch(base + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', client: 'web', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope<T>;
  };
  const ledger = createLedger(deps);
  const sessions: Record<string, string>[] = [];
  for (let i = 0; i < members; i += 1) {
    const { name, device, token } = await registerBenchMember(post, i, 'bh', 88);
    await ledger.postOrThrow({
      reference: `bench:fund:${name}`,
      kind: 'credit',
      legs: [
        {
          from: { house: 'house' },
          to: { member: await memberIdOf(deps.db, name), kind: 'wallet' },
          amount: 10_000_000,
        },
      ],
    });
    sessions.push({ ...device, token });
  }
  return {
    base,
    bases: [base, ...others.map((o) => o.base)],
    post,
    sessions,
    ledger,
    deps,
    async close() {
      for (const o of others) await o.close();
      await provider?.close();
      await app.close();
      if (url && schema) {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await c.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
