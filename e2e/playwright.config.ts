import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8091);
const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-e2e-'));
/**
 * Journeys that change something for every player (the captcha mode, the save-money and help switches) or
 * drive the shared simulator's matches (score, finish, void, restore): they run one at a time after all
 * the others, which run two at a time (each as its own players on its own network).
 */
const SITE_WIDE = /\/j(9|10|11|15|17)-[^/]*\.e2e\.ts$/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: 'artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // A journey waits on the server and the browser as much as it computes: one at a time left a third of
  // this 2-core machine idle (61 % busy measured over J10-J14 and J22).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'journeys', testIgnore: SITE_WIDE },
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['journeys'], workers: 1 },
  ],
  // CI retries a failed journey once, in a fresh worker: the list then names it flaky (with the first
  // try's error and page printed), and a journey that fails twice still fails the run. Locally a failure
  // is a failure (E2E_RETRIES overrides either).
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // The journeys play a player who asked for less motion: antd's dialogs and popovers then open at once
    // (AppProviders). A press that landed while one was still zooming in was lost on a loaded machine
    // (J11's cash-out confirmation, J12's delete confirmation); the animations are drawing only.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A control that never turns up fails its step with the step's own call log, instead of waiting out the
    // whole journey's timeout (J5 once spent 160 s in one click) and leaving no time for the rest.
    actionTimeout: 30_000,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      OPERATOR_PASSWORD: 'e2e-operator-password',
      // Each journey is a player on their own network: the suite sends X-Forwarded-For per browser context
      // (e2e/support/fixtures.ts), so the per-IP limits (register 5 per 10 min, send-code 10 per 10 min) and
      // the new-device IP check see one player per journey instead of the whole suite as one address.
      TRUST_PROXY: '1',
      // The proxy's country header (DESIGN §11): J30 sends it; every other journey is of no known country,
      // which the region lists never limit.
      COUNTRY_HEADER: 'cf-ipcountry',
    },
  },
});
