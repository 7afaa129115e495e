import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { Code, UserPath, type Envelope, type LoginResponse, type RegisterResponse } from '@qilin/contract';
import { buildApp } from '../../apps/server/src/app.ts';
import { benchConfig } from './bench-config.ts';
import { createLedger } from '../../apps/server/src/modules/ledger/ledger.ts';
import { memberIdOf } from './member-id.ts';

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
  const password = createHash('md5').update('abc12345').digest('hex');
  const sessions: Record<string, string>[] = [];
  for (let i = 0; i < members; i += 1) {
    const device = { uuid: `bench-${i}`, 'x-forwarded-for': `10.88.${i >> 8}.${i & 255}` };
    const name = `bh${randomBytes(3).toString('hex')}${i % 10}`.replace(/^bh(\d)/, 'bha');
    const reg = await post<RegisterResponse>(
      UserPath.register,
      { name, password, secondPassword: password, kaptchcate: 1 },
      device,
    );
    if (reg.status_code !== Code.Success) throw new Error(`register: ${reg.message}`);
    const login = await post<LoginResponse>(
      UserPath.login,
      { name, password, kaptchcate: 99, codeId: reg.data.loginTicket },
      device,
    );
    if (login.status_code !== Code.Success) throw new Error(`login: ${login.message}`);
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
    sessions.push({ ...device, token: login.data.token });
  }
  return {
    base,
    post,
    sessions,
    ledger,
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
