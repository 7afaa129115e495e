import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OperatorPath, type SportsServerMessage } from '@qilin/contract';
import WebSocket from 'ws';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config/config.ts';

/**
 * Helpers of the sports feed's integration tests that boot whole servers themselves (restart on the same
 * data directory, two instances on one bus) and talk to /ws/sports like a browser does.
 */

export const TEST_OPERATOR_PASSWORD = 'operator-test-password-1';

/** A server listening on a free local port; `env` adds to (or overrides) the test settings, DATA_DIR included. */
export const listenFeedServer = async (env: Record<string, string>, now?: () => Date) => {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    OPERATOR_PASSWORD: TEST_OPERATOR_PASSWORD,
    ...env,
  });
  const { app, deps } = await buildApp(config, now ? { now } : {});
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, deps, url };
};

/**
 * One server instance of a multi-instance test: its own PGlite directory, the simulator seeded by `seed` but
 * not running by itself, and only the bus (Redis `prefix`, from TEST_REDIS_URL) shared with its peers.
 */
export const bootBusInstance = async (prefix: string, seed: string, env: Record<string, string> = {}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-bus-'));
  const { app, url } = await listenFeedServer({
    DATA_DIR: dataDir,
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    REDIS_PREFIX: prefix,
    QILIN_FEED_AUTO: '0',
    QILIN_FEED_SEED: seed,
    ...env,
  });
  return {
    url,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Logs the first admin in and answers a poster of operator commands that returns each answer's data. */
export const operatorPoster = async (url: string) => {
  const login = await fetch(url + OperatorPath.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: TEST_OPERATOR_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return async <T>(p: string, body: unknown, headers: Record<string, string> = {}) =>
    (
      (await (
        await fetch(url + p, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
          body: JSON.stringify(body),
        })
      ).json()) as { data: T }
    ).data;
};

/**
 * A /ws/sports socket that collects every message it receives. `waitFor` polls every 25 ms, `tries` times,
 * for the first message that passes; `track` collects the socket so the test can close it afterwards.
 */
export const connectSports = async (
  url: string,
  options: { tries?: number; track?: WebSocket[]; language?: 'zh-TW' } = {},
) => {
  const query = options.language ? `?language=${options.language}` : '';
  const ws = new WebSocket(url.replace('http', 'ws') + '/ws/sports' + query);
  options.track?.push(ws);
  const got: SportsServerMessage[] = [];
  ws.on('message', (raw) => got.push(JSON.parse(String(raw)) as SportsServerMessage));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const tries = options.tries ?? 200;
  const waitFor = async (test: (m: SportsServerMessage) => boolean) => {
    for (let i = 0; i < tries; i += 1) {
      const m = got.find(test);
      if (m) return m;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('message not received');
  };
  return { ws, got, waitFor, send: (m: unknown) => ws.send(JSON.stringify(m)) };
};
