import type { Bus } from '../../platform/bus/bus.ts';

/** How long a resolved session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 2_000;
const MAX_ENTRIES = 50_000;
const REVOKED_CHANNEL = 'identity.session-revoked';

export interface CachedSession {
  sessionId: number;
  sessionExpiresAt: number;
  memberId: number;
  userId: string;
  name: string;
  siteId: string;
  status: string;
}

type Revocation = { tokenHash: string } | { memberId: number };

/**
 * Resolving a token costs a database round trip on every call a member makes; the hot paths (placing bets,
 * the sport page's resource calls) make many. Resolved sessions are kept for SESSION_CACHE_MS. Revocations
 * (logout, password change, freeze, an operator's members:logout) drop entries here at once and on other
 * instances through the bus; a read that raced with a revocation is not cached (the generation check), so a
 * revoked token is refused immediately on this instance and within the bus delay (bounded by the TTL)
 * elsewhere.
 */
export const createSessionCache = (bus: Bus, now: () => Date) => {
  const entries = new Map<string, CachedSession & { checkedAt: number }>();
  let generation = 0;

  const drop = (r: Revocation) => {
    generation += 1;
    if ('tokenHash' in r) entries.delete(r.tokenHash);
    else for (const [hash, e] of entries) if (e.memberId === r.memberId) entries.delete(hash);
  };
  void bus.subscribe(REVOKED_CHANNEL, (payload) => drop(payload as Revocation));

  return {
    get(tokenHash: string): CachedSession | null {
      const e = entries.get(tokenHash);
      if (!e) return null;
      const t = now().getTime();
      if (t - e.checkedAt >= SESSION_CACHE_MS || t < e.checkedAt || e.sessionExpiresAt <= t) {
        entries.delete(tokenHash);
        return null;
      }
      return e;
    },
    /** Marks the start of a database read; `put` with the mark caches only if nothing was revoked since. */
    mark: () => generation,
    put(tokenHash: string, session: CachedSession, mark: number) {
      if (mark !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { ...session, checkedAt: now().getTime() });
    },
    async revoked(r: Revocation) {
      drop(r);
      await bus.publish(REVOKED_CHANNEL, r);
    },
  };
};

export type SessionCache = ReturnType<typeof createSessionCache>;
