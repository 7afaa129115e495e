import { and, count, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { auditLog } from './schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/** What audit:list filters on; every field is optional and they combine with AND. */
export interface AuditFilter {
  operator?: string;
  /** One action, or every action starting with `actionPrefix`. */
  action?: string;
  actionPrefix?: string;
  /** Every action but this one. */
  notAction?: string;
  target?: string;
  outcome?: string;
  since?: Date;
  until?: Date;
}

/** Reading the audit log (audit.ts writes it): newest first, with the filtered total for paging. */
export const createAuditRepo = (db: Db) => ({
  async page(filter: AuditFilter, pageNum: number, pageSize: number) {
    const conditions: (SQL | undefined)[] = [
      filter.operator === undefined ? undefined : eq(auditLog.operatorUsername, filter.operator),
      filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
      // starts_with rather than LIKE: the prefix is matched as written, '_' included.
      filter.actionPrefix === undefined
        ? undefined
        : sql`starts_with(${auditLog.action}, ${filter.actionPrefix})`,
      filter.notAction === undefined ? undefined : ne(auditLog.action, filter.notAction),
      filter.target === undefined ? undefined : eq(auditLog.target, filter.target),
      filter.outcome === undefined ? undefined : eq(auditLog.outcome, filter.outcome),
      filter.since === undefined ? undefined : gte(auditLog.at, filter.since),
      filter.until === undefined ? undefined : lt(auditLog.at, filter.until),
    ];
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },
});

export type AuditRepo = ReturnType<typeof createAuditRepo>;
