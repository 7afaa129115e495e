import { randomBytes } from 'node:crypto';
import { Code, type OperatorNotice, type PageRequest } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { createNoticeRepo, type NoticeRow } from './notice-repo.ts';
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

const present = (row: NoticeRow): OperatorNotice => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  content: row.content,
  publishedAt: row.publishedAt.toISOString(),
});

export const createNoticeAdmin = (deps: Deps): NoticeAdmin => {
  const notices = createNoticeRepo(deps.db);
  const changed = (siteId: string) => deps.bus.publish(SITE_CHANGED, { siteId });
  return {
    async list(siteId, page) {
      const { rows, total } = await notices.page(siteId, page);
      return { list: rows.map(present), total };
    },

    async add(siteId, draft) {
      const tw: Partial<Record<'title' | 'content', string>> = {};
      if (draft.titleTw) tw.title = draft.titleTw;
      if (draft.bodyTw) tw.content = draft.bodyTw;
      const row = await notices.insert({
        siteId,
        // Seeded notices have readable slugs; an operator's gets a unique one (seeding never collides).
        slug: `op-${deps.now().getTime().toString(36)}-${randomBytes(3).toString('hex')}`,
        title: draft.title,
        content: draft.body,
        translations: Object.keys(tw).length > 0 ? { 'zh-TW': tw } : {},
        publishedAt: deps.now(),
      });
      if (!row) throw new Error('inserting a notice returned no row');
      await changed(siteId);
      return present(row);
    },

    async remove(siteId, id) {
      const row = await notices.remove(siteId, id);
      if (!row) throw new AppError(Code.NotFound, `公告 ${id} 不存在`);
      await changed(siteId);
      return present(row);
    },
  };
};
