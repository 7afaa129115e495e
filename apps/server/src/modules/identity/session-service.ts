import type { RequestContext } from '../../platform/http/context.ts';
import type { Member } from '../../platform/http/route.ts';
import { newToken, sha256 } from '../../platform/security/tokens.ts';
import type { IdentityContext } from './identity-context.ts';
import type { MemberRow } from './member-repo.ts';
import { Policy } from './policy.ts';
import { createSessionCache, type CachedSession } from './session-cache.ts';

/** Opaque, revocable sessions: the token goes to the client, only its SHA-256 stays here. */
export const createSessionService = (ic: IdentityContext) => {
  const cache = createSessionCache(ic.deps.bus, ic.deps.now);

  /** The session behind a token hash: from the cache, else the database (then cached). */
  const lookup = async (tokenHash: string, now: Date): Promise<CachedSession | null> => {
    const hit = cache.get(tokenHash);
    if (hit) return hit;
    const mark = cache.mark();
    const found = await ic.sessions.live(tokenHash, now);
    if (!found) return null;
    const { session, member } = found;
    const remaining = session.expiresAt.getTime() - now.getTime();
    let expiresAt = session.expiresAt.getTime();
    if (Policy.sessionTtlMs - remaining > Policy.sessionRefreshAfterMs) {
      expiresAt = now.getTime() + Policy.sessionTtlMs;
      await ic.sessions.extend(session.id, new Date(expiresAt));
    }
    const entry: CachedSession = {
      sessionId: session.id,
      sessionExpiresAt: expiresAt,
      memberId: member.id,
      userId: member.userId,
      name: member.name,
      siteId: member.siteId,
      status: member.status,
    };
    cache.put(tokenHash, entry, mark);
    return entry;
  };

  return {
    async issue(member: MemberRow, ctx: RequestContext): Promise<string> {
      const token = newToken();
      const now = ic.deps.now();
      await ic.sessions.insert({
        memberId: member.id,
        tokenHash: sha256(token),
        deviceId: ctx.deviceId.slice(0, 100),
        ip: ctx.ip.slice(0, 64),
        createdAt: now,
        expiresAt: new Date(now.getTime() + Policy.sessionTtlMs),
      });
      return token;
    },

    /**
     * The route helper's member resolver: null (-> 6001) for unknown, expired, revoked tokens, frozen
     * members, and tokens presented to another site than the one they were issued for.
     */
    async resolve(token: string, ctx: RequestContext): Promise<Member | null> {
      if (token.length > 100) return null;
      const found = await lookup(sha256(token), ic.deps.now());
      if (!found) return null;
      if (found.status !== 'active' || found.siteId !== ctx.siteId) return null;
      return {
        memberId: found.memberId,
        userId: found.userId,
        name: found.name,
        siteId: found.siteId,
        token,
      };
    },

    async logout(member: Member): Promise<void> {
      const tokenHash = sha256(member.token);
      await ic.sessions.revoke(tokenHash, ic.deps.now());
      await cache.revoked({ tokenHash });
    },

    /** After a password change: the session that changed it stays, every other one ends. */
    async revokeOthers(member: Member): Promise<void> {
      await ic.sessions.revokeAll(member.memberId, ic.deps.now(), sha256(member.token));
      await cache.revoked({ memberId: member.memberId });
    },

    /**
     * Ends every live session of the member, here and (through the bus) in every instance's cache, and
     * answers how many it ended. The cache entries go even when none was live: cheap, and the caller may
     * be finishing a revocation cut short before its publish.
     */
    async revokeAll(memberId: number): Promise<number> {
      const ended = await ic.sessions.revokeAll(memberId, ic.deps.now());
      await cache.revoked({ memberId });
      return ended;
    },
  };
};

export type SessionService = ReturnType<typeof createSessionService>;
