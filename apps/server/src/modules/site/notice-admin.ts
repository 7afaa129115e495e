import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { Code, type OperatorNotice, type PageRequest } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { siteNotices } from './schema.ts';
import { SITE_CHANGED } from './service.ts';

export interface NoticeDraft {
  title: string;
  body: string;
  titleTw?: string;
  bodyTw?: string;
}

/**
 * The site notices (advertising/queryNoticeListByPage) as operators manage them. Authorisation is the
 * caller's job (the operator gate). The notice list is read from the database on every call, and a change
 * is still announced on the bus so any cache added later on any instance drops at once.
 */
export interface NoticeAdmin {
  list(siteId: string, page: PageRequest): Promise<{ list: OperatorNotice[]; total: number }>;
  add(siteId: string, draft: NoticeDraft): Promise<OperatorNotice>;
  remove(siteId: string, id: number): Promise<OperatorNotice>;
}

const present = (row: typeof siteNotices.$inferSelect): OperatorNotice => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  content: row.content,
  publishedAt: row.publishedAt.toISOString(),
});

export const createNoticeAdmin = (deps: Deps): NoticeAdmin => {
  const { db } = deps;
  const changed = (siteId: string) => deps.bus.publish(SITE_CHANGED, { siteId });
  return {
    async list(siteId, page) {
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
      return { list: rows.map(present), total: totals[0]?.total ?? 0 };
    },

    async add(siteId, draft) {
      const tw: Partial<Record<'title' | 'content', string>> = {};
      if (draft.titleTw) tw.title = draft.titleTw;
      if (draft.bodyTw) tw.content = draft.bodyTw;
      const [row] = await db
        .insert(siteNotices)
        .values({
          siteId,
          // Seeded notices have readable slugs; an operator's gets a unique one (seeding never collides).
          slug: `op-${deps.now().getTime().toString(36)}-${randomBytes(3).toString('hex')}`,
          title: draft.title,
          content: draft.body,
          translations: Object.keys(tw).length > 0 ? { 'zh-TW': tw } : {},
          publishedAt: deps.now(),
        })
        .returning();
      if (!row) throw new Error('inserting a notice returned no row');
      await changed(siteId);
      return present(row);
    },

    async remove(siteId, id) {
      const [row] = await db
        .delete(siteNotices)
        .where(and(eq(siteNotices.siteId, siteId), eq(siteNotices.id, id)))
        .returning();
      if (!row) throw new AppError(Code.NotFound, `公告 ${id} 不存在`);
      await changed(siteId);
      return present(row);
    },
  };
};
