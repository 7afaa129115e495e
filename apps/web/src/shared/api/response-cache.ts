/**
 * SPEC §7 caches responses "per path and body". We cache only read calls whose caller opts in, only
 * successful answers, for a short time, and share the in-flight promise so a page that mounts three
 * widgets asking the same thing sends one request.
 */
export const CACHE_TTL_MS = 10_000;

interface Entry<V> {
  at: number;
  value: Promise<V>;
}

export function cacheKey(path: string, body: unknown): string {
  return `${path}\n${JSON.stringify(body ?? null)}`;
}

export class ResponseCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = CACHE_TTL_MS,
  ) {}

  get(key: string): Promise<V> | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (this.now() - e.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  set(key: string, value: Promise<V>): void {
    this.entries.set(key, { at: this.now(), value });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
