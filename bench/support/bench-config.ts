import { loadConfig } from '../../apps/server/src/platform/config/config.ts';

/** The server settings every in-process benchmark starts from; `extra` adds the database or feed settings. */
export const benchConfig = (dataDir: string, extra: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // BENCH_LOG_LEVEL=warn shows what the figures hide (a ledger batch that failed and was retried, say).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    TRUST_PROXY: '1',
    OPERATOR_PASSWORD: 'bench-operator-password',
    ...extra,
  });
