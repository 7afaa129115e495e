/**
 * A tiny per-key cache with a time-to-live. Concurrent misses share one load, so a burst of requests
 * after expiry costs one query. Stale for at most `ttlMs` on other instances; this one is cleared on change.
 */
export const createTtlCache = <V>(ttlMs: number, now: () => number = Date.now) => {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const t = now();
      const hit = entries.get(key);
      if (hit && hit.expires > t) return hit.value;
      const value = load();
      entries.set(key, { value, expires: t + ttlMs });
      // A failed load must not be cached.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
};
