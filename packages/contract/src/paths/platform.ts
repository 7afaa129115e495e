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
} as const;

/** SPEC §7's optional safe transport: prefixed path, timestamp and signature headers, encrypted body. */
export const SAFE_PREFIX = '/safe';
export const SafeHeader = {
  timestamp: 'x-timestamp',
  sign: 'x-sign',
} as const;
