import { and, eq } from 'drizzle-orm';
import type { HelpLanguage } from '@qilin/contract';
import type { Db } from '../../platform/db/client.ts';
import { helpPageOverrides } from './schema.ts';

export type OverrideRow = typeof helpPageOverrides.$inferSelect;

/** Operators' replacements of the repository's pages, per site and language. */
export const createHelpRepo = (db: Db) => ({
  find: async (siteId: string, code: string, language: HelpLanguage): Promise<OverrideRow | undefined> => {
    const rows = await db
      .select()
      .from(helpPageOverrides)
      .where(
        and(
          eq(helpPageOverrides.siteId, siteId),
          eq(helpPageOverrides.code, code),
          eq(helpPageOverrides.language, language),
        ),
      )
      .limit(1);
    return rows[0];
  },

  /** code -> title of the site's overrides in one language (the menu shows replaced titles). */
  titles: async (siteId: string, language: HelpLanguage): Promise<Map<string, string>> => {
    const rows = await db
      .select({ code: helpPageOverrides.code, title: helpPageOverrides.title })
      .from(helpPageOverrides)
      .where(and(eq(helpPageOverrides.siteId, siteId), eq(helpPageOverrides.language, language)));
    return new Map(rows.map((r) => [r.code, r.title]));
  },

  upsert: async (row: OverrideRow): Promise<void> => {
    await db
      .insert(helpPageOverrides)
      .values(row)
      .onConflictDoUpdate({
        target: [helpPageOverrides.siteId, helpPageOverrides.code, helpPageOverrides.language],
        set: { title: row.title, body: row.body, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
      });
  },

  /** True when a row was removed. */
  remove: async (siteId: string, code: string, language: HelpLanguage): Promise<boolean> => {
    const rows = await db
      .delete(helpPageOverrides)
      .where(
        and(
          eq(helpPageOverrides.siteId, siteId),
          eq(helpPageOverrides.code, code),
          eq(helpPageOverrides.language, language),
        ),
      )
      .returning({ code: helpPageOverrides.code });
    return rows.length > 0;
  },
});

export type HelpRepo = ReturnType<typeof createHelpRepo>;
