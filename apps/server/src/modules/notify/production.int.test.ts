import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DevPath } from '@qilin/contract';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config/config.ts';

it('in production the dev outbox and the captcha answer helper do not exist', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-prod-'));
  const { app } = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      OPERATOR_PASSWORD: 'prod-test-password-1',
    }),
  );
  try {
    const outbox = await app.inject({ method: 'GET', url: `${DevPath.outbox}?to=13800000000` });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.body).not.toContain('messages');
    const captcha = await app.inject({ method: 'GET', url: `${DevPath.captcha}/abc` });
    expect(captcha.statusCode).toBe(404);
    expect(captcha.body).not.toContain('answer');
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
