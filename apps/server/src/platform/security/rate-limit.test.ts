import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** The same behaviour from both stores: a limit counted before the outcome, given back when it does not count. */
const releaseSuite = (make: () => RateLimiter) => {
  it('a released hit frees its place in the window; release never goes below zero', async () => {
    const limiter = make();
    const key = `k:${randomBytes(4).toString('hex')}`;
    expect(await limiter.hit(key, 2, 60_000)).toBe(true);
    expect(await limiter.hit(key, 2, 60_000)).toBe(true);
    await limiter.release(key);
    expect(await limiter.hit(key, 2, 60_000)).toBe(true);
    expect(await limiter.hit(key, 2, 60_000)).toBe(false);
    const other = `k:${randomBytes(4).toString('hex')}`;
    await limiter.release(other);
    await limiter.release(other);
    expect(await limiter.hit(other, 1, 60_000)).toBe(true);
    expect(await limiter.hit(other, 1, 60_000)).toBe(false);
  });

  it('resetIfReached lifts a reached limit once, and leaves a count short of it', async () => {
    const limiter = make();
    const key = `k:${randomBytes(4).toString('hex')}`;
    expect(await limiter.resetIfReached(key, 2)).toBe(false);
    await limiter.hit(key, 2, 60_000);
    // One failure of two: no lock, and the failure still counts.
    expect(await limiter.resetIfReached(key, 2)).toBe(false);
    await limiter.hit(key, 2, 60_000);
    expect(await limiter.peek(key, 2)).toBe(false);
    // Two lifts at once: one lifts, the other finds nothing to lift.
    expect(await Promise.all([limiter.resetIfReached(key, 2), limiter.resetIfReached(key, 2)])).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(await limiter.peek(key, 2)).toBe(true);
    expect(await limiter.hit(key, 2, 60_000)).toBe(true);
    expect(await limiter.hit(key, 2, 60_000)).toBe(true);
    expect(await limiter.hit(key, 2, 60_000)).toBe(false);
  });
};

describe('memory rate limiter', () => {
  releaseSuite(() => createMemoryRateLimiter());

  it('a release after the window ended does not eat into the next window', async () => {
    let t = 0;
    const limiter = createMemoryRateLimiter(() => t);
    expect(await limiter.hit('k', 1, 1000)).toBe(true);
    t = 1500;
    await limiter.release('k');
    expect(await limiter.hit('k', 1, 1000)).toBe(true);
    expect(await limiter.hit('k', 1, 1000)).toBe(false);
  });

  it('resetIfReached finds no lock in a window that has ended', async () => {
    let t = 0;
    const limiter = createMemoryRateLimiter(() => t);
    await limiter.hit('k', 1, 1000);
    t = 1000;
    expect(await limiter.resetIfReached('k', 1)).toBe(false);
  });
});

describe.runIf(redisUrl)('Redis rate limiter', () => {
  const redis = new Redis(redisUrl ?? '');
  const prefix = `qilin-test:${randomBytes(4).toString('hex')}:rl:`;
  afterAll(async () => {
    await redis.quit();
  });
  releaseSuite(() => createRedisRateLimiter(redis, prefix));

  it('a release of a key with no window creates none (no counter without an expiry)', async () => {
    const limiter = createRedisRateLimiter(redis, prefix);
    await limiter.release('absent');
    expect(await redis.exists(`${prefix}absent`)).toBe(0);
  });
});
