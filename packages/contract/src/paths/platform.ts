/** Development-only helpers (absent when NODE_ENV=production). */
export const DevPath = {
  outbox: '/dev/outbox',
  captcha: '/dev/captcha',
} as const;

export const HealthPath = '/health';

/** Request headers of SPEC §7. */
export const Header = {
  client: 'client',
  version: 'version',
  token: 'token',
  uuid: 'uuid',
  requestId: 'x-request-id',
  siteId: 'x-site-id',
  xCode: 'x-code',
  language: 'language',
  idempotencyKey: 'idempotency-key',
  /**
   * On an answer given again for a request key used before (the body is the first answer, unchanged, as
   * idempotency requires): nothing was done this time. The operator CLI says so.
   */
  idempotentReplayed: 'idempotent-replayed',
} as const;

/** SPEC §7's optional safe transport: prefixed path, timestamp and signature headers, encrypted body. */
export const SAFE_PREFIX = '/safe';
export const SafeHeader = {
  timestamp: 'x-timestamp',
  sign: 'x-sign',
} as const;
