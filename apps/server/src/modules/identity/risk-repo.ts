import { and, countDistinct, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { loginChallenges, loginEvents, memberKnownOrigins } from './schema.ts';

export type OriginKind = 'device' | 'ip';
export type ChallengeRow = typeof loginChallenges.$inferSelect;

/** All SQL about login risk: known devices/IPs, the login event log and new-device challenges. */
export const createRiskRepo = (db: Db) => ({
  async isKnown(memberId: number, kind: OriginKind, valueIndex: string): Promise<boolean> {
    const rows = await db
      .select({ m: memberKnownOrigins.memberId })
      .from(memberKnownOrigins)
      .where(
        and(
          eq(memberKnownOrigins.memberId, memberId),
          eq(memberKnownOrigins.kind, kind),
          eq(memberKnownOrigins.valueIndex, valueIndex),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  async remember(memberId: number, kind: OriginKind, valueIndex: string, now: Date): Promise<void> {
    await db
      .insert(memberKnownOrigins)
      .values({ memberId, kind, valueIndex, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: [memberKnownOrigins.memberId, memberKnownOrigins.kind, memberKnownOrigins.valueIndex],
        set: { lastSeenAt: now },
      });
  },

  /** Forgets every device the member has proven; answers how many. Known IPs stay (see members:logout). */
  async forgetDevices(memberId: number): Promise<number> {
    const rows = await db
      .delete(memberKnownOrigins)
      .where(and(eq(memberKnownOrigins.memberId, memberId), eq(memberKnownOrigins.kind, 'device')))
      .returning({ m: memberKnownOrigins.memberId });
    return rows.length;
  },

  async logAttempt(values: typeof loginEvents.$inferInsert): Promise<void> {
    await db.insert(loginEvents).values(values);
  },

  /** Distinct usernames that failed from this IP since `since` (credential stuffing). */
  async failedNamesFromIp(ipIndex: string, since: Date): Promise<number> {
    const rows = await db
      .select({ n: countDistinct(loginEvents.nameLower) })
      .from(loginEvents)
      .where(
        and(eq(loginEvents.ipIndex, ipIndex), eq(loginEvents.success, false), gt(loginEvents.at, since)),
      );
    return rows[0]?.n ?? 0;
  },

  /** Other accounts this device logged into since `since` (account farming). */
  async otherAccountsOnDevice(deviceIndex: string, memberId: number, since: Date): Promise<number> {
    const rows = await db
      .select({ n: countDistinct(loginEvents.memberId) })
      .from(loginEvents)
      .where(
        and(
          eq(loginEvents.deviceIndex, deviceIndex),
          eq(loginEvents.success, true),
          gt(loginEvents.at, since),
          ne(loginEvents.memberId, memberId),
        ),
      );
    return rows[0]?.n ?? 0;
  },

  /** The open (unexpired, unpassed) challenge of this member on this device. */
  async openChallenge(memberId: number, deviceIndex: string, now: Date): Promise<ChallengeRow | null> {
    const rows = await db
      .select()
      .from(loginChallenges)
      .where(
        and(
          eq(loginChallenges.memberId, memberId),
          eq(loginChallenges.deviceIndex, deviceIndex),
          isNull(loginChallenges.passedAt),
          gt(loginChallenges.expiresAt, now),
        ),
      )
      .orderBy(desc(loginChallenges.id))
      .limit(1);
    return rows[0] ?? null;
  },

  async openNewChallenge(values: typeof loginChallenges.$inferInsert): Promise<void> {
    await db.insert(loginChallenges).values(values);
  },

  /**
   * Takes one of the challenge's phone tries before the number is compared; answers the tries now taken,
   * or null when all `max` are gone. One statement, so entries sent together cannot all read "tries left"
   * before any of them counts (a burst of guessed digits would otherwise run far past 5).
   */
  async claimPhoneAttempt(id: number, max: number): Promise<number | null> {
    const rows = await db
      .update(loginChallenges)
      .set({ phoneAttempts: sql`${loginChallenges.phoneAttempts} + 1` })
      .where(and(eq(loginChallenges.id, id), lt(loginChallenges.phoneAttempts, max)))
      .returning({ n: loginChallenges.phoneAttempts });
    return rows[0]?.n ?? null;
  },

  /** Gives back the try a right number took: only wrong entries use up tries. */
  async refundPhoneAttempt(id: number): Promise<void> {
    await db
      .update(loginChallenges)
      .set({ phoneAttempts: sql`${loginChallenges.phoneAttempts} - 1` })
      .where(and(eq(loginChallenges.id, id), gt(loginChallenges.phoneAttempts, 0)));
  },

  async pass(id: number, now: Date): Promise<void> {
    await db.update(loginChallenges).set({ passedAt: now }).where(eq(loginChallenges.id, id));
  },
});

export type RiskRepo = ReturnType<typeof createRiskRepo>;
