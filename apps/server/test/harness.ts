import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import { afterAll, beforeAll, describe } from 'vitest';
import pg from 'pg';
import type { Envelope } from '@qilin/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import type { Deps } from '../src/platform/deps.ts';

export const TEST_OPERATOR_PASSWORD = 'operator-test-password-1';

interface DatabaseTarget {
  kind: 'pglite' | 'postgres';
  url?: string;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseTargets = (): DatabaseTarget[] => [
  { kind: 'pglite' },
  ...(process.env.TEST_DATABASE_URL
    ? [{ kind: 'postgres' as const, url: process.env.TEST_DATABASE_URL }]
    : []),
];

export interface ClientIdentity {
  ip: string;
  deviceId: string;
  token?: string;
}

export interface TestClient extends ClientIdentity {
  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Envelope<T>>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** Same device and IP, with a token set (or cleared). */
  withToken(token: string | undefined): TestClient;
}

export interface TestServer {
  url: string;
  deps: Deps;
  kind: 'pglite' | 'postgres';
  /** A client with its own IP and device id, so per-IP limits and device checks stay per test. */
  client(identity?: Partial<ClientIdentity>): TestClient;
  /** Shorthand for a fresh client's post. */
  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Envelope<T>>;
  /** Moves the server's clock (lockouts, expiry). */
  advance(ms: number): void;
  close(): Promise<void>;
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  const n = (process.pid % 200) * 65536 + ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** A client of any server URL (e.g. a second instance a test boots itself). */
export const makeClient = (baseUrl: string, identity: ClientIdentity): TestClient => {
  const headers = (extra?: Record<string, string>): Record<string, string> => ({
    'content-type': 'application/json',
    client: 'web',
    version: 'test',
    uuid: identity.deviceId,
    'x-forwarded-for': identity.ip,
    ...(identity.token ? { token: identity.token } : {}),
    ...extra,
  });
  return {
    ...identity,
    async post<T>(p: string, body?: unknown, extra?: Record<string, string>) {
      const res = await fetch(baseUrl + p, {
        method: 'POST',
        headers: headers(extra),
        body: JSON.stringify(body ?? {}),
      });
      return (await res.json()) as Envelope<T>;
    },
    get(p, extra) {
      const h = headers(extra);
      delete h['content-type'];
      return fetch(baseUrl + p, { headers: h });
    },
    withToken(token) {
      return makeClient(baseUrl, { ...identity, token });
    },
  };
};

/** Starts the real server (HTTP on a free port) on a fresh PGlite directory or PostgreSQL schema. */
export const startTestServer = async (
  target: DatabaseTarget = { kind: 'pglite' },
  options: { logStream?: Writable; env?: Record<string, string> } = {},
): Promise<TestServer> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-test-'));
  const template = process.env.QILIN_PGLITE_TEMPLATE;
  if (target.kind === 'pglite' && template)
    cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  const schemaName = target.kind === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logStream ? 'trace' : 'silent',
    TRUST_PROXY: '1',
    OPERATOR_PASSWORD: TEST_OPERATOR_PASSWORD,
    ...(target.url ? { DATABASE_URL: target.url, DATABASE_SCHEMA: schemaName } : {}),
    ...options.env,
    ...(process.env.TEST_REDIS_URL
      ? {
          REDIS_URL: process.env.TEST_REDIS_URL,
          REDIS_PREFIX: `qilin-test:${randomBytes(6).toString('hex')}`,
        }
      : {}),
  });
  let offsetMs = 0;
  const { app, deps } = await buildApp(config, {
    now: () => new Date(Date.now() + offsetMs),
    logStream: options.logStream,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const client = (identity: Partial<ClientIdentity> = {}) =>
    makeClient(url, {
      ip: identity.ip ?? nextIp(),
      deviceId: identity.deviceId ?? `dev-${randomBytes(8).toString('hex')}`,
      token: identity.token,
    });
  return {
    url,
    deps,
    kind: target.kind,
    client,
    post: (p, body, headers) => client().post(p, body, headers),
    advance(ms) {
      offsetMs += ms;
    },
    async close() {
      await app.close();
      if (target.url && schemaName) {
        const pool = new pg.Pool({ connectionString: target.url });
        await pool.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
        await pool.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * Runs the same suite against every database target: `forEachDatabase('login', (server) => { it(...) })`
 * where `server()` is the running server of the current target.
 */
export const forEachDatabase = (title: string, suite: (server: () => TestServer) => void) => {
  for (const target of databaseTargets()) {
    describe(`${title} [${target.kind}]`, () => {
      let server: TestServer | undefined;
      beforeAll(async () => {
        server = await startTestServer(target);
      });
      afterAll(async () => {
        await server?.close();
      });
      suite(() => {
        if (!server) throw new Error('server not started');
        return server;
      });
    });
  }
};
