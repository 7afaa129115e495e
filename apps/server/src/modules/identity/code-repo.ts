import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { captchas, loginTickets, verificationCodes } from './schema.ts';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type CaptchaKind = 'picture' | 'slider' | 'slider-pass';

/** All SQL about one-use secrets: verification codes, captchas and login tickets. */
/** A register ticket this member may spend on this device now: unspent and unexpired. */
const usableTicket = (ticketHash: string, memberId: number, deviceIndex: string, now: Date) =>
  and(
    eq(loginTickets.ticketHash, ticketHash),
    eq(loginTickets.memberId, memberId),
    eq(loginTickets.deviceIndex, deviceIndex),
    isNull(loginTickets.usedAt),
    gt(loginTickets.expiresAt, now),
  );

export const createCodeRepo = (db: Db) => ({
  async latestCode(siteId: string, targetIndex: string, purpose?: number): Promise<CodeRow | null> {
    const rows = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.siteId, siteId),
          eq(verificationCodes.targetIndex, targetIndex),
          purpose === undefined ? undefined : eq(verificationCodes.purpose, purpose),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    return rows[0] ?? null;
  },

  async insertCode(values: typeof verificationCodes.$inferInsert): Promise<void> {
    await db.insert(verificationCodes).values(values);
  },

  /**
   * Takes one of the code's tries before the code is compared; false when all `max` are taken. One
   * statement, so guesses sent together cannot all read "tries left" before any of them counts.
   */
  async claimCodeAttempt(id: number, max: number): Promise<boolean> {
    const rows = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, max)))
      .returning({ id: verificationCodes.id });
    return rows.length > 0;
  },

  /** Gives back the try a right code took: only wrong codes use up tries. */
  async refundCodeAttempt(id: number): Promise<void> {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} - 1` })
      .where(and(eq(verificationCodes.id, id), gt(verificationCodes.attempts, 0)));
  },

  /** Consumes a code once: answers false when another request consumed it first. */
  async consumeCode(id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return rows.length > 0;
  },

  async insertCaptcha(values: typeof captchas.$inferInsert): Promise<void> {
    await db.insert(captchas).values(values);
  },

  async peekCaptcha(id: string) {
    const rows = await db.select().from(captchas).where(eq(captchas.id, id)).limit(1);
    return rows[0] ?? null;
  },

  /** Marks an unexpired, unused captcha used and answers its stored answer; null when none qualifies. */
  async spendCaptcha(id: string, kind: CaptchaKind, now: Date): Promise<string | null> {
    const rows = await db
      .update(captchas)
      .set({ usedAt: now })
      .where(
        and(
          eq(captchas.id, id),
          eq(captchas.kind, kind),
          isNull(captchas.usedAt),
          gt(captchas.expiresAt, now),
        ),
      )
      .returning({ answer: captchas.answer });
    return rows[0]?.answer ?? null;
  },

  /** Old captchas are worthless; dropping them keeps the table small. */
  async purgeCaptchas(before: Date): Promise<void> {
    await db.delete(captchas).where(sql`${captchas.expiresAt} < ${before.toISOString()}::timestamptz`);
  },

  async insertTicket(values: typeof loginTickets.$inferInsert): Promise<void> {
    await db.insert(loginTickets).values(values);
  },

  /** Whether a ticket could be spent now (checked before the password so a bogus 99 still needs a captcha). */
  async ticketUsable(ticketHash: string, memberId: number, deviceIndex: string, now: Date): Promise<boolean> {
    const rows = await db
      .select({ m: loginTickets.memberId })
      .from(loginTickets)
      .where(usableTicket(ticketHash, memberId, deviceIndex, now))
      .limit(1);
    return rows.length > 0;
  },

  async spendTicket(ticketHash: string, memberId: number, deviceIndex: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(loginTickets)
      .set({ usedAt: now })
      .where(usableTicket(ticketHash, memberId, deviceIndex, now))
      .returning({ m: loginTickets.memberId });
    return rows.length > 0;
  },
});

export type CodeRepo = ReturnType<typeof createCodeRepo>;
