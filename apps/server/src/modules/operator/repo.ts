import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { OperatorRole } from '@qilin/contract';
import type { Db } from '../../platform/db/client.ts';
import { auditLog, operatorSessions, operators } from './schema.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;

export const createOperatorRepo = (db: Db) => ({
  findByUsername: async (username: string): Promise<OperatorRow | undefined> => {
    const rows = await db.select().from(operators).where(eq(operators.username, username)).limit(1);
    return rows[0];
  },

  /** Answers the new row, or undefined when the username is taken (concurrent first starts race safely). */
  insertOperator: async (
    username: string,
    passwordHash: string,
    role: OperatorRole,
    at: Date,
  ): Promise<OperatorRow | undefined> => {
    const rows = await db
      .insert(operators)
      .values({ username, passwordHash, role, createdAt: at })
      .onConflictDoNothing({ target: operators.username })
      .returning();
    return rows[0];
  },

  /**
   * Counts one wrong password and locks at the `limit`-th in a row, in one statement so parallel
   * guesses cannot slip past the counter.
   */
  recordFailure: async (id: number, limit: number, lockUntil: Date): Promise<{ failedLogins: number }> => {
    const rows = await db
      .update(operators)
      .set({
        failedLogins: sql`case when ${operators.failedLogins} + 1 >= ${limit} then 0 else ${operators.failedLogins} + 1 end`,
        lockedUntil: sql`case when ${operators.failedLogins} + 1 >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
      })
      .where(eq(operators.id, id))
      .returning({ failedLogins: operators.failedLogins });
    return rows[0] ?? { failedLogins: 0 };
  },

  recordSuccess: async (id: number, at: Date): Promise<void> => {
    await db
      .update(operators)
      .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: at })
      .where(eq(operators.id, id));
  },

  insertSession: async (tokenHash: string, operatorId: number, ip: string, expiresAt: Date, at: Date) => {
    await db.insert(operatorSessions).values({ tokenHash, operatorId, ip, expiresAt, createdAt: at });
  },

  /** The active operator behind a live session. */
  findSession: async (tokenHash: string, at: Date) => {
    const rows = await db
      .select({ operatorId: operators.id, username: operators.username, role: operators.role })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, tokenHash),
          gt(operatorSessions.expiresAt, at),
          eq(operators.status, 'active'),
        ),
      )
      .limit(1);
    return rows[0];
  },

  deleteExpiredSessions: async (at: Date): Promise<void> => {
    await db.delete(operatorSessions).where(lt(operatorSessions.expiresAt, at));
  },

  /** Every operator account, oldest first (there are few: back-office staff). */
  listOperators: async (): Promise<OperatorRow[]> => db.select().from(operators).orderBy(operators.id),

  insertAudit: async (row: AuditInsert): Promise<void> => {
    await db.insert(auditLog).values(row);
  },
});

export type OperatorRepo = ReturnType<typeof createOperatorRepo>;
