import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/** Every environment variable the server reads, validated once at start-up. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Postgres schema to use (tests isolate themselves this way). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  REDIS_URL: z.string().url().optional(),
  /** Namespace for Redis keys and channels, so several deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:-]+$/)
    .default('qilin'),
  OPERATOR_PASSWORD: z.string().min(8).optional(),
  /**
   * The most one manual credit or debit (`credit`/`debit`) may move, in whole yuan: a typo of three zeros
   * must not become money. Larger corrections are split, each with its own reason in the audit log.
   */
  OPERATOR_ADJUST_MAX_YUAN: z.coerce.number().int().min(1).max(1_000_000_000).default(1_000_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_ID: z.string().default('demo'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: bool,
  /**
   * The request header in which the proxy in front reports the caller's country (ISO 3166-1 alpha-2), e.g.
   * cf-ipcountry behind Cloudflare. Unset: no country is known and no region list applies. Set it only
   * behind a proxy that writes (and overwrites) that header, or a client could name its own country.
   */
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name')
    .transform((v) => v.toLowerCase())
    .optional(),
  TOKEN_SECRET: z.string().min(32).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  CAPTCHA_SECRET: z.string().min(32).optional(),
  DATA_KEY: z.string().min(32).optional(),
  /** Sports feed simulator: game seconds per real second (tests use e.g. 60). */
  QILIN_FEED_TIME_SCALE: z.coerce.number().positive().max(10_000).default(1),
  /** 0 stops automatic progression (tests drive matches by operator commands); default on. */
  QILIN_FEED_AUTO: bool,
  /** Real milliseconds between simulator ticks. */
  QILIN_FEED_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Seed of the generated fixtures, so every run (and test) sees the same teams and times. */
  QILIN_FEED_SEED: z.string().min(1).max(64).default('qilin'),
  /** 0 on instances that only serve the feed from the database and broker (run one simulator). */
  QILIN_FEED_SIMULATOR: bool,
  /**
   * The demo provider refuses a request older (or newer) than this, and we take an order it never
   * received as failed only after twice this since it was sent. Tests that wait that out shorten it.
   */
  DEMO_PROVIDER_STALE_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
  /**
   * Where the demo provider is reached (an instance of this server, e.g. one of its own): by default this
   * process, which serves it under /demo-provider/ too.
   */
  DEMO_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * `demo-provider`: this process serves only the demo provider (no API, jobs or SPA), as the separate
   * service a real provider is; the platform's instances then reach it through DEMO_PROVIDER_URL.
   */
  QILIN_ROLE: z.enum(['platform', 'demo-provider']).default('platform'),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  operatorPassword: string | undefined;
  /** OPERATOR_ADJUST_MAX_YUAN in fen. */
  adjustMaxFen: number;
  logLevel: Env['LOG_LEVEL'];
  siteId: string;
  webDist: string;
  trustProxy: boolean;
  /** COUNTRY_HEADER, lower case (Node's header keys are); undefined when unset. */
  countryHeader: string | undefined;
  secretOverrides: Partial<Record<'tokenSecret' | 'jwtSecret' | 'captchaSecret' | 'dataKey', string>>;
  feed: { timeScale: number; auto: boolean; tickMs: number; seed: string; simulator: boolean };
  demoProviderStaleMs: number;
  demoProviderUrl: string | undefined;
  role: Env['QILIN_ROLE'];
}

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

export class ConfigError extends Error {}

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${detail}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    operatorPassword: e.OPERATOR_PASSWORD,
    adjustMaxFen: e.OPERATOR_ADJUST_MAX_YUAN * 100,
    logLevel: e.LOG_LEVEL,
    siteId: e.SITE_ID,
    webDist: e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY ?? false,
    countryHeader: e.COUNTRY_HEADER,
    secretOverrides: {
      tokenSecret: e.TOKEN_SECRET,
      jwtSecret: e.JWT_SECRET,
      captchaSecret: e.CAPTCHA_SECRET,
      dataKey: e.DATA_KEY,
    },
    feed: {
      timeScale: e.QILIN_FEED_TIME_SCALE,
      auto: e.QILIN_FEED_AUTO ?? true,
      tickMs: e.QILIN_FEED_TICK_MS,
      seed: e.QILIN_FEED_SEED,
      simulator: e.QILIN_FEED_SIMULATOR ?? true,
    },
    demoProviderStaleMs: e.DEMO_PROVIDER_STALE_MS,
    demoProviderUrl: e.DEMO_PROVIDER_URL?.replace(/\/+$/, ''),
    role: e.QILIN_ROLE,
  };
};

export const REPO_ROOT = repoRoot;
