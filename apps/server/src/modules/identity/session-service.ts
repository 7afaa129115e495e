import type { RequestContext } from '../../platform/http/context.ts';
import type { Member } from '../../platform/http/route.ts';
import { newToken, sha256 } from '../../platform/security/tokens.ts';
import type { IdentityContext } from './identity-context.ts';
import type { MemberRow } from './member-repo.ts';
import { Policy } from './policy.ts';

/** Opaque, revocable sessions: the token goes to the client, only its SHA-256 stays here. */
export const createSessionService = (ic: IdentityContext) => ({
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
    const now = ic.deps.now();
    const found = await ic.sessions.live(sha256(token), now);
    if (!found) return null;
    const { session, member } = found;
    if (member.status !== 'active' || member.siteId !== ctx.siteId) return null;
    const remaining = session.expiresAt.getTime() - now.getTime();
    if (Policy.sessionTtlMs - remaining > Policy.sessionRefreshAfterMs) {
      await ic.sessions.extend(session.id, new Date(now.getTime() + Policy.sessionTtlMs));
    }
    return { memberId: member.id, userId: member.userId, name: member.name, siteId: member.siteId, token };
  },

  async logout(member: Member): Promise<void> {
    await ic.sessions.revoke(sha256(member.token), ic.deps.now());
  },

  /** After a password change: the session that changed it stays, every other one ends. */
  async revokeOthers(member: Member): Promise<void> {
    await ic.sessions.revokeAll(member.memberId, ic.deps.now(), sha256(member.token));
  },

  async revokeAll(memberId: number): Promise<void> {
    await ic.sessions.revokeAll(memberId, ic.deps.now());
  },
});

export type SessionService = ReturnType<typeof createSessionService>;
