import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { depositExceptions } from './schema.ts';

export type DepositExceptionRow = typeof depositExceptions.$inferSelect;

/** All SQL about deposit exceptions (schema.ts says what they are). */
export const createExceptionRepo = (db: Db) => ({
  /** Records a trade once: the gateway's retries of the same trade leave the first row as it is. */
  async record(values: typeof depositExceptions.$inferInsert): Promise<void> {
    await db
      .insert(depositExceptions)
      .values(values)
      .onConflictDoNothing({ target: depositExceptions.tradeNo });
  },

  async byId(id: number): Promise<DepositExceptionRow | null> {
    const rows = await db.select().from(depositExceptions).where(eq(depositExceptions.id, id)).limit(1);
    return rows[0] ?? null;
  },

  /** A site's exceptions, newest first: the open ones, the resolved ones, or all. */
  async page(
    siteId: string,
    state: 'open' | 'resolved' | 'all',
    pageNum: number,
    pageSize: number,
  ): Promise<{ rows: DepositExceptionRow[]; total: number }> {
    const where = and(
      eq(depositExceptions.siteId, siteId),
      state === 'open'
        ? isNull(depositExceptions.resolvedAt)
        : state === 'resolved'
          ? isNotNull(depositExceptions.resolvedAt)
          : undefined,
    );
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(depositExceptions)
        .where(where)
        .orderBy(desc(depositExceptions.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(depositExceptions)
        .where(where),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  },

  /** Cases marked credited within (since, before): the repair pass checks that their posting exists. */
  async creditedBetween(since: Date, before: Date): Promise<DepositExceptionRow[]> {
    return db
      .select()
      .from(depositExceptions)
      .where(
        and(
          eq(depositExceptions.resolution, 'credited'),
          gt(depositExceptions.resolvedAt, since),
          lt(depositExceptions.resolvedAt, before),
        ),
      )
      .limit(500);
  },

  /** Marks an open exception resolved; false when it was resolved already (by another operator, say). */
  async resolve(
    id: number,
    resolution: 'credited' | 'dismissed',
    by: string,
    note: string,
    at: Date,
  ): Promise<boolean> {
    const rows = await db
      .update(depositExceptions)
      .set({ resolution, resolvedBy: by, resolvedNote: note, resolvedAt: at })
      .where(and(eq(depositExceptions.id, id), isNull(depositExceptions.resolvedAt)))
      .returning({ id: depositExceptions.id });
    return rows.length > 0;
  },
});

export type ExceptionRepo = ReturnType<typeof createExceptionRepo>;
