// Writes the OpenAPI document the server serves at /docs to docs/api/openapi.json, so the API can be read
// (and diffed in review) without starting the server. Run with `npm run docs:api`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig, REPO_ROOT } from '../src/platform/config/config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-openapi-'));
const { app } = await buildApp(
  loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    OPERATOR_PASSWORD: 'openapi-only-0',
  }),
);
await app.ready();
const out = path.join(REPO_ROOT, 'docs/api/openapi.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`wrote ${path.relative(REPO_ROOT, out)}`);
