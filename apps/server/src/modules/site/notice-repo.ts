import { and, count, desc, eq } from 'drizzle-orm';
import type { PageRequest } from '@qilin/contract';
import type { Db } from '../../platform/db/client.ts';
import { siteNotices } from './schema.ts';

export type NoticeRow = typeof siteNotices.$inferSelect;
export type NewNotice = typeof siteNotices.$inferInsert;

/** The site notices table as operators manage it: a page newest first, add one, remove one. */
export const createNoticeRepo = (db: Db) => ({
  async page(siteId: string, page: PageRequest): Promise<{ rows: NoticeRow[]; total: number }> {
    const where = eq(siteNotices.siteId, siteId);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(siteNotices)
        .where(where)
        .orderBy(desc(siteNotices.publishedAt), desc(siteNotices.id))
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize),
      db.select({ total: count() }).from(siteNotices).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  async insert(values: NewNotice): Promise<NoticeRow | undefined> {
    const [row] = await db.insert(siteNotices).values(values).returning();
    return row;
  },

  /** The removed row, or undefined when the site has no notice of that id. */
  async remove(siteId: string, id: number): Promise<NoticeRow | undefined> {
    const [row] = await db
      .delete(siteNotices)
      .where(and(eq(siteNotices.siteId, siteId), eq(siteNotices.id, id)))
      .returning();
    return row;
  },
});
