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

/** The whole server in this process on a scratch database, with funded, logged-in members. */
export const openHttpTarget = async (url: string | undefined, members: number) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-bench-http-'));
  const schema = url ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const config = benchConfig(dataDir, url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema! } : {});
  const { app, deps } = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
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
    post,
    sessions,
    ledger,
    deps,
    async close() {
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
