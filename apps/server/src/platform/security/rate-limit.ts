import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for abuse limits (per IP, per account). In one process a Map suffices; with
 * several instances Redis holds the counters so a limit is shared (DESIGN §1).
 */
export interface RateLimiter {
  /** Counts one hit and answers whether it is still within `limit` for the window. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Whether one more hit would still be within `limit`, without counting one (limits on failures only). */
  peek(key: string, limit: number): Promise<boolean>;
  /**
   * Takes back one earlier hit of the current window (never below zero), for limits that count an attempt
   * before its outcome is known and give it back when it turns out not to count.
   */
  release(key: string): Promise<void>;
  /** Forgets the key's window: a success that clears a run of failures. */
  reset(key: string): Promise<void>;
  /**
   * Forgets the key's window only while its count has reached `limit` (what `peek` refuses), answering
   * whether it did: an operator lifting a lock in force, in one step, so of two lifts at once only one
   * reports it, and a run of failures short of the lock is left to count on.
   */
  resetIfReached(key: string, limit: number): Promise<boolean>;
}

/** Decrements only a live counter: a DECR on an expired key would create one without an expiry. */
const RELEASE_SCRIPT = `local n = tonumber(redis.call('get', KEYS[1]) or '0')
if n > 0 then return redis.call('decr', KEYS[1]) end
return 0`;

/** Deletes only a counter at or above the limit (ARGV[1]); 1 when it did. */
const RESET_IF_REACHED_SCRIPT = `local n = tonumber(redis.call('get', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then redis.call('del', KEYS[1]) return 1 end
return 0`;

export const createMemoryRateLimiter = (now: () => number = Date.now): RateLimiter => {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      const w = windows.get(key);
      if (!w || w.resetAt <= t) {
        windows.set(key, { count: 1, resetAt: t + windowMs });
        if (windows.size > 100_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
        return limit >= 1;
      }
      w.count += 1;
      return w.count <= limit;
    },
    async peek(key, limit) {
      const w = windows.get(key);
      return !w || w.resetAt <= now() || w.count < limit;
    },
    async release(key) {
      const w = windows.get(key);
      if (w && w.resetAt > now() && w.count > 0) w.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async resetIfReached(key, limit) {
      const w = windows.get(key);
      if (!w || w.resetAt <= now() || w.count < limit) return false;
      windows.delete(key);
      return true;
    },
  };
};

export const createRedisRateLimiter = (redis: Redis, prefix = 'qilin:rl:'): RateLimiter => ({
  async hit(key, limit, windowMs) {
    const k = prefix + key;
    const results = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    return count <= limit;
  },
  async peek(key, limit) {
    return Number((await redis.get(prefix + key)) ?? 0) < limit;
  },
  async release(key) {
    await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
  },
  async reset(key) {
    await redis.del(prefix + key);
  },
  async resetIfReached(key, limit) {
    return Number(await redis.eval(RESET_IF_REACHED_SCRIPT, 1, prefix + key, limit)) === 1;
  },
});
