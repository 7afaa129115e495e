import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { REPO_ROOT } from '../src/platform/config/config.ts';
import { TEST_OPERATOR_PASSWORD } from './harness.ts';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });

/**
 * The real server as a separate process (`node apps/server/src/main.ts`), for what an in-process test
 * server cannot show: a kill -9 in the middle of the work and a restart on the same data.
 */
export interface ProcessServer {
  url: string;
  dataDir: string;
  schema: string | undefined;
  kind: 'pglite' | 'postgres';
  start(): Promise<void>;
  /** SIGKILL: no shutdown hook runs, exactly like a crash or an OOM kill. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  cleanup(): Promise<void>;
}

export const processServer = async (
  target: { kind: 'pglite' | 'postgres'; url?: string },
  /** More environment for the server process (e.g. a shorter DEMO_PROVIDER_STALE_MS). */
  extraEnv: Record<string, string> = {},
): Promise<ProcessServer> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-proc-'));
  const template = process.env.QILIN_PGLITE_TEMPLATE;
  if (target.kind === 'pglite' && template)
    cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  const schema = target.kind === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    OPERATOR_PASSWORD: TEST_OPERATOR_PASSWORD,
    ...(target.url ? { DATABASE_URL: target.url, DATABASE_SCHEMA: schema } : {}),
    ...extraEnv,
  };

  const kill = async () => {
    child?.kill('SIGKILL');
    await exited;
    child = null;
  };

  return {
    url,
    dataDir,
    schema,
    kind: target.kind,
    async start() {
      const proc = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: REPO_ROOT,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child = proc;
      exited = new Promise((resolve) => proc.once('exit', () => resolve()));
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
        try {
          const res = await fetch(`${url}/health`);
          if (res.ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error('server did not start within 60 s');
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    kill,
    async stop() {
      child?.kill('SIGTERM');
      await exited;
      child = null;
    },
    async cleanup() {
      if (child) await kill();
      if (target.url && schema) {
        const pool = new pg.Pool({ connectionString: target.url });
        await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await pool.end();
      }
      if (!process.env.KEEP_PROCESS_DATA) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
