import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { Code, OperatorPath } from '@qilin/contract';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config/config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-first-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Without OPERATOR_PASSWORD the first start generates one, saves it 0600 and prints it once (PGlite only). */
const start = async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const { app } = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, url };
};

const login = async (url: string, password: string) => {
  const res = await fetch(url + OperatorPath.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  return ((await res.json()) as { status_code: number }).status_code;
};

it('generates the first admin password once, saves it privately and prints it once', async () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    const first = await start();
    const file = path.join(dataDir, 'operator-password.txt');
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const printed = log.mock.calls.map((c) => c.join(' ')).join('\n');
    expect(printed).toContain(password);
    expect(await login(first.url, password)).toBe(Code.Success);
    await first.app.close();

    log.mockClear();
    const second = await start();
    expect(log.mock.calls.map((c) => c.join(' ')).join('\n')).not.toContain(password);
    expect(readFileSync(file, 'utf8').trim()).toBe(password);
    expect(await login(second.url, password)).toBe(Code.Success);
    await second.app.close();
  } finally {
    log.mockRestore();
  }
});
