import { defineConfig } from 'vitest/config';

// Two tiers: unit tests are pure and fast; integration tests start the real server on PGlite
// (and PostgreSQL when TEST_DATABASE_URL is set). End-to-end journeys live in e2e/ and run in Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // A web component's test (.test.tsx) names its DOM (happy-dom) in its first line.
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          globalSetup: ['apps/server/test/global-setup.ts'],
          include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each file starts its own servers on their own databases and closes them; nothing of one file's
          // state lives at module level, so a fork imports the server once for all its files (the import
          // was ~1 s of every file's time).
          isolate: false,
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
