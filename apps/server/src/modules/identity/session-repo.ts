import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { memberSessions, members } from './schema.ts';

/** All SQL about member sessions. Tokens are only ever handled as their SHA-256. */
export const createSessionRepo = (db: Db) => ({
  async insert(values: typeof memberSessions.$inferInsert): Promise<void> {
    await db.insert(memberSessions).values(values);
  },

  /** The live session for a token hash with its member, or null. */
  async live(tokenHash: string, now: Date) {
    const rows = await db
      .select({ session: memberSessions, member: members })
      .from(memberSessions)
      .innerJoin(members, eq(members.id, memberSessions.memberId))
      .where(
        and(
          eq(memberSessions.tokenHash, tokenHash),
          isNull(memberSessions.revokedAt),
          gt(memberSessions.expiresAt, now),
        ),
      )
      .limit(1);
    return rows[0] ?? null;
  },

  async extend(id: number, expiresAt: Date): Promise<void> {
    await db.update(memberSessions).set({ expiresAt }).where(eq(memberSessions.id, id));
  },

  async revoke(tokenHash: string, now: Date): Promise<void> {
    await db
      .update(memberSessions)
      .set({ revokedAt: now })
      .where(and(eq(memberSessions.tokenHash, tokenHash), isNull(memberSessions.revokedAt)));
  },

  /**
   * Ends every live session of a member, except the one whose hash is `keep` when given; answers how many
   * it ended. An expired session is no longer live (`live` refuses it) and is left as it is, so the count
   * is of sessions someone could still use.
   */
  async revokeAll(memberId: number, now: Date, keep?: string): Promise<number> {
    const rows = await db
      .update(memberSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(memberSessions.memberId, memberId),
          isNull(memberSessions.revokedAt),
          gt(memberSessions.expiresAt, now),
          keep ? ne(memberSessions.tokenHash, keep) : undefined,
        ),
      )
      .returning({ id: memberSessions.id });
    return rows.length;
  },
});

export type SessionRepo = ReturnType<typeof createSessionRepo>;
