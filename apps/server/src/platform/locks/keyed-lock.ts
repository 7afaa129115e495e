import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { Code } from '@qilin/contract';
import { AppError } from '../http/errors.ts';

/**
 * Runs functions one at a time per key. The venue flows take one per member: syncing a venue account
 * against the provider's figure is only right while nothing else moves that member's venue money.
 */
export type KeyedLock = <T>(key: string, fn: () => Promise<T>) => Promise<T>;

/**
 * One instance: a promise chain per key, in arrival order; idle keys are dropped.
 */
export const createKeyedLock = (): KeyedLock => {
  const tails = new Map<string, Promise<void>>();

  return async <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    let release: () => void = () => {};
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    tails.set(key, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
};

/** Deletes or extends the lock only while it is still ours (another holder may have it after a lapse). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const EXTEND = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export interface RedisKeyedLockOptions {
  /** How long a holder's claim lasts unless renewed; a crashed holder blocks the key at most this long. */
  leaseMs?: number;
  /** How long a caller waits for the key before giving up with 6317 (system busy). */
  waitMs?: number;
  /** Pause between attempts while another instance holds the key. */
  retryMs?: number;
}

/**
 * Across instances (DESIGN §2: nothing may assume one instance except behind the broker): the key is held
 * in Redis (SET NX with a lease and a random token), renewed while the function runs, and released only by
 * its holder. Callers on one instance queue in process first, so each instance has at most one contender
 * per key in Redis.
 */
export const createRedisKeyedLock = (
  redis: Redis,
  prefix: string,
  options: RedisKeyedLockOptions = {},
): KeyedLock => {
  // Short, since it is renewed while held: a crashed instance blocks its members for at most this long.
  const leaseMs = options.leaseMs ?? 10_000;
  const waitMs = options.waitMs ?? 15_000;
  const retryMs = options.retryMs ?? 10;
  const local = createKeyedLock();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  return <T>(key: string, fn: () => Promise<T>): Promise<T> =>
    local(key, async () => {
      const name = `${prefix}${key}`;
      const token = randomUUID();
      const started = Date.now();
      while ((await redis.set(name, token, 'PX', leaseMs, 'NX')) !== 'OK') {
        if (Date.now() - started > waitMs) throw new AppError(Code.SystemBusy);
        await sleep(retryMs + Math.random() * retryMs);
      }
      // Renewed a few times per lease, so a slow provider call cannot let the key lapse under us.
      const renew = setInterval(() => {
        redis.eval(EXTEND, 1, name, token, String(leaseMs)).catch(() => {});
      }, leaseMs / 3);
      try {
        return await fn();
      } finally {
        clearInterval(renew);
        // A release that fails (Redis gone for a moment) leaves the key to lapse with its lease.
        await redis.eval(RELEASE, 1, name, token).catch(() => {});
      }
    });
};
