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
  reset(key: string): Promise<void>;
}

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
    async reset(key) {
      windows.delete(key);
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
  async reset(key) {
    await redis.del(prefix + key);
  },
});
