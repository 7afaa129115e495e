import { and, count, desc, eq, gt, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { members } from './schema.ts';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type MemberPatch = Partial<Omit<NewMember, 'id' | 'siteId' | 'userId' | 'createdAt'>>;

/** All SQL about the members table. */
export const createMemberRepo = (db: Db) => ({
  async byName(siteId: string, name: string): Promise<MemberRow | null> {
    const rows = await db
      .select()
      .from(members)
      .where(and(eq(members.siteId, siteId), eq(members.nameLower, name.toLowerCase())))
      .limit(1);
    return rows[0] ?? null;
  },

  async byId(id: number): Promise<MemberRow | null> {
    const rows = await db.select().from(members).where(eq(members.id, id)).limit(1);
    return rows[0] ?? null;
  },

  async insert(values: NewMember): Promise<MemberRow> {
    const rows = await db.insert(members).values(values).returning();
    const row = rows[0];
    if (!row) throw new Error('member insert returned nothing');
    return row;
  },

  async update(id: number, patch: MemberPatch): Promise<void> {
    await db.update(members).set(patch).where(eq(members.id, id));
  },

  /**
   * Applies `patch` only while the member's status is `from`, and answers whether this call did it: of two
   * concurrent freezes exactly one reports the change.
   */
  async updateIfStatus(id: number, from: 'active' | 'frozen', patch: MemberPatch): Promise<boolean> {
    const rows = await db
      .update(members)
      .set(patch)
      .where(and(eq(members.id, id), eq(members.status, from)))
      .returning({ id: members.id });
    return rows.length > 0;
  },

  /**
   * Sets a field only while it is still empty, so two concurrent binds cannot both win; answers whether
   * this call did it.
   */
  async updateIfNull(
    id: number,
    column: 'phoneIndex' | 'emailIndex' | 'realNameEnc' | 'birthdayEnc' | 'withdrawPasswordHash',
    patch: MemberPatch,
  ): Promise<boolean> {
    const rows = await db
      .update(members)
      .set(patch)
      .where(and(eq(members.id, id), sql`${members[column]} is null`))
      .returning({ id: members.id });
    return rows.length > 0;
  },

  /** Counts a wrong password in one statement; the threshold-th in a row locks until `lockUntil`. */
  async countFailedLogin(id: number, threshold: number, lockUntil: Date): Promise<Date | null> {
    const rows = await db
      .update(members)
      .set({
        failedLogins: sql`case when ${members.failedLogins} + 1 >= ${threshold} then 0 else ${members.failedLogins} + 1 end`,
        lockedUntil: sql`case when ${members.failedLogins} + 1 >= ${threshold} then ${lockUntil.toISOString()}::timestamptz else ${members.lockedUntil} end`,
      })
      .where(eq(members.id, id))
      .returning({ lockedUntil: members.lockedUntil });
    return rows[0]?.lockedUntil ?? null;
  },

  /**
   * Lifts a login lock in force at `now`, with the run of wrong passwords that led to it, in one guarded
   * UPDATE; answers the member's status when this call lifted one, null when none was in force (nothing
   * written, and of two concurrent unlocks exactly one reports it). A lock that ran out is no lock.
   */
  async clearLoginLock(id: number, now: Date): Promise<{ status: string } | null> {
    const rows = await db
      .update(members)
      .set({ failedLogins: 0, lockedUntil: null })
      .where(and(eq(members.id, id), gt(members.lockedUntil, now)))
      .returning({ status: members.status });
    return rows[0] ?? null;
  },

  async contactTaken(siteId: string, column: 'phoneIndex' | 'emailIndex', index: string): Promise<boolean> {
    const rows = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.siteId, siteId), eq(members[column], index)))
      .limit(1);
    return rows.length > 0;
  },

  async page(keyword: string | undefined, pageNum: number, pageSize: number) {
    const where = keyword ? ilike(members.nameLower, `%${escapeLike(keyword.toLowerCase())}%`) : undefined;
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(members)
        .where(where)
        .orderBy(desc(members.createdAt), desc(members.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ n: count() }).from(members).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },

  async lockedNow(id: number, now: Date): Promise<boolean> {
    const rows = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, id), gt(members.lockedUntil, now)))
      .limit(1);
    return rows.length > 0;
  },
});

export type MemberRepo = ReturnType<typeof createMemberRepo>;

/** `%` and `_` typed by an operator are literal characters, not wildcards. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
