import { and, asc, count, desc, eq, isNull, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { countryAreas, siteAds, siteNavigationItems, siteNotices, sites } from './schema.ts';

export type SiteRow = typeof sites.$inferSelect;
export type SiteInsert = typeof sites.$inferInsert;
export type AdKind = 'banner' | 'promotion';
export type AdRow = typeof siteAds.$inferSelect;
export type NavRow = typeof siteNavigationItems.$inferSelect;
export type SwitchColumn =
  | 'captchaMode'
  | 'editionsAllowed'
  | 'saveMoneyEnabled'
  | 'helpCkEnabled'
  | 'safeSwitch'
  | 'customerServiceUrl'
  | 'regionDeny'
  | 'regionWarn'
  | 'ipDeny';

/** Branding comes from brand.json on every start; switches belong to the operator after the first. */
export type BrandFields = Pick<
  SiteInsert,
  | 'siteId'
  | 'name'
  | 'title'
  | 'homeUrl'
  | 'h5DomainUrl'
  | 'logo'
  | 'seoText'
  | 'iosUrl'
  | 'androidUrl'
  | 'serviceHours'
  | 'translations'
>;

/** A row's zh-TW entry is absent (rows written before translations existed, or never translated). */
const lacksZhTw = (column: AnyColumn) => isNull(sql`${column} -> 'zh-TW'`);

export const createSiteRepo = (db: Db) => ({
  listSites: () => db.select().from(sites),

  findSite: async (siteId: string): Promise<SiteRow | undefined> => {
    const rows = await db.select().from(sites).where(eq(sites.siteId, siteId)).limit(1);
    return rows[0];
  },

  /** Inserts the brand with its initial switches, or refreshes only the branding of an existing row. */
  upsertBrand: async (brand: BrandFields, initialSwitches: Partial<SiteInsert>, at: Date): Promise<void> => {
    const { siteId: _siteId, ...branding } = brand;
    await db
      .insert(sites)
      .values({ ...initialSwitches, ...brand, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: sites.siteId, set: { ...branding, updatedAt: at } });
  },

  /** Sets one switch and answers the previous value, in one statement so concurrent sets cannot interleave. */
  setSwitch: async (
    siteId: string,
    column: SwitchColumn,
    value: string | boolean,
    at: Date,
  ): Promise<{ previous: string | boolean } | null> => {
    return db.transaction(async (tx) => {
      const current = await tx.select().from(sites).where(eq(sites.siteId, siteId)).for('update').limit(1);
      const row = current[0];
      if (!row) return null;
      await tx
        .update(sites)
        .set({ [column]: value, updatedAt: at })
        .where(eq(sites.siteId, siteId));
      return { previous: row[column] };
    });
  },

  listCountryAreas: () => db.select().from(countryAreas).orderBy(asc(countryAreas.sort)),

  upsertCountryArea: async (row: typeof countryAreas.$inferInsert): Promise<void> => {
    await db
      .insert(countryAreas)
      .values(row)
      .onConflictDoUpdate({
        target: countryAreas.areaCode,
        set: { areaName: row.areaName, regex: row.regex, sort: row.sort },
      });
  },

  listAds: (siteId: string, kind: AdKind) =>
    db
      .select()
      .from(siteAds)
      .where(and(eq(siteAds.siteId, siteId), eq(siteAds.kind, kind), eq(siteAds.enabled, true)))
      .orderBy(asc(siteAds.sort), asc(siteAds.id)),

  /** Seeding adds an entry only when its slug is new, so edits and deletions by operators stay. */
  insertAdIfAbsent: async (row: typeof siteAds.$inferInsert): Promise<void> => {
    await db.insert(siteAds).values(row).onConflictDoNothing();
  },

  /**
   * Gives a seeded ad its translations when it has none, but only while its zh-CN text is still the seed's:
   * an entry the operator rewrote would otherwise show the old text in zh-TW.
   */
  fillAdTranslations: async (
    row: Pick<
      typeof siteAds.$inferInsert,
      'siteId' | 'kind' | 'slug' | 'title' | 'subtitle' | 'translations'
    >,
  ): Promise<void> => {
    await db
      .update(siteAds)
      .set({ translations: row.translations })
      .where(
        and(
          eq(siteAds.siteId, row.siteId),
          eq(siteAds.kind, row.kind),
          eq(siteAds.slug, row.slug),
          eq(siteAds.title, row.title),
          eq(siteAds.subtitle, row.subtitle),
          lacksZhTw(siteAds.translations),
        ),
      );
  },

  listNavigation: (siteId: string) =>
    db
      .select()
      .from(siteNavigationItems)
      .where(and(eq(siteNavigationItems.siteId, siteId), eq(siteNavigationItems.enabled, true)))
      .orderBy(asc(siteNavigationItems.sort)),

  insertNavigationIfAbsent: async (row: typeof siteNavigationItems.$inferInsert): Promise<void> => {
    await db.insert(siteNavigationItems).values(row).onConflictDoNothing();
  },

  /** As fillAdTranslations, for a navigation item whose name is still the code's. */
  fillNavigationTranslations: async (
    row: Pick<typeof siteNavigationItems.$inferInsert, 'siteId' | 'code' | 'name' | 'translations'>,
  ): Promise<void> => {
    await db
      .update(siteNavigationItems)
      .set({ translations: row.translations })
      .where(
        and(
          eq(siteNavigationItems.siteId, row.siteId),
          eq(siteNavigationItems.code, row.code),
          eq(siteNavigationItems.name, row.name),
          lacksZhTw(siteNavigationItems.translations),
        ),
      );
  },

  /** Published notices, newest first; the id breaks ties so pages never overlap. */
  pageNotices: async (siteId: string, at: Date, pageNum: number, pageSize: number) => {
    const where = and(eq(siteNotices.siteId, siteId), lte(siteNotices.publishedAt, at));
    const [list, totals] = await Promise.all([
      db
        .select()
        .from(siteNotices)
        .where(where)
        .orderBy(desc(siteNotices.publishedAt), desc(siteNotices.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ total: count() }).from(siteNotices).where(where),
    ]);
    return { list, total: totals[0]?.total ?? 0 };
  },

  countNotices: async (siteId: string): Promise<number> => {
    const rows = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(siteNotices)
      .where(eq(siteNotices.siteId, siteId));
    return rows[0]?.total ?? 0;
  },

  insertNotice: async (row: typeof siteNotices.$inferInsert): Promise<void> => {
    await db.insert(siteNotices).values(row).onConflictDoNothing();
  },

  /** As fillAdTranslations, for a seeded notice whose title and content are still the seed's. */
  fillNoticeTranslations: async (
    row: Pick<typeof siteNotices.$inferInsert, 'siteId' | 'slug' | 'title' | 'content' | 'translations'>,
  ): Promise<void> => {
    await db
      .update(siteNotices)
      .set({ translations: row.translations })
      .where(
        and(
          eq(siteNotices.siteId, row.siteId),
          eq(siteNotices.slug, row.slug),
          eq(siteNotices.title, row.title),
          eq(siteNotices.content, row.content),
          lacksZhTw(siteNotices.translations),
        ),
      );
  },
});

export type SiteRepo = ReturnType<typeof createSiteRepo>;
