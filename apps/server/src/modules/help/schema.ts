import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-site overrides of the help centre and information pages. The defaults are Markdown files in the
 * repository (help/content/); a row here replaces one page of one site in one language.
 * `code` is a help page code of SPEC §2.3 (kh, ck, …) or an information page (download, sponsor, agent, intro).
 */
export const helpPageOverrides = pgTable(
  'help_page_overrides',
  {
    siteId: text('site_id').notNull(),
    code: text('code').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedBy: text('updated_by').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.code, t.language] })],
);
