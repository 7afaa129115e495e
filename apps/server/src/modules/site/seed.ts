import type { SiteRepo } from './repo.ts';
import type { BrandBundle } from './brand-file.ts';
import { COUNTRY_AREAS } from './country-areas.ts';
import { NAVIGATION, navigationIcon } from './navigation.ts';

const DAY_MS = 86_400_000;

/**
 * Idempotent start-up seed. Branding (with its translations) and country areas follow the files on every
 * start; switches, banners, promotions and notices are written only when absent so operators' changes are
 * never undone. Rows seeded before translations existed get theirs filled in, as long as their zh-CN text is
 * still the seed's. Safe when several instances start at once: every write is an upsert, an
 * insert-if-absent or an update-if-missing.
 */
export const seedSites = async (repo: SiteRepo, brands: readonly BrandBundle[], now: Date): Promise<void> => {
  for (const [sort, area] of COUNTRY_AREAS.entries()) await repo.upsertCountryArea({ ...area, sort });

  for (const { brand, content } of brands) {
    const { switches, siteId, ...branding } = brand;
    await repo.upsertBrand({ siteId, ...branding }, switches, now);

    for (const [sort, { zhTW, ...item }] of NAVIGATION.entries()) {
      const translations = { 'zh-TW': { name: zhTW } };
      await repo.insertNavigationIfAbsent({
        siteId,
        ...item,
        icon: navigationIcon(siteId, item.code),
        translations,
        sort,
      });
      await repo.fillNavigationTranslations({ siteId, code: item.code, name: item.name, translations });
    }
    for (const kind of ['banner', 'promotion'] as const) {
      const seeds = kind === 'banner' ? content.banners : content.promotions;
      if ((await repo.listAds(siteId, kind)).length === 0) {
        for (const [sort, ad] of seeds.entries()) await repo.insertAdIfAbsent({ siteId, kind, sort, ...ad });
      }
      for (const { slug, title, subtitle, translations } of seeds) {
        await repo.fillAdTranslations({ siteId, kind, slug, title, subtitle, translations });
      }
    }
    if ((await repo.countNotices(siteId)) === 0) {
      for (const notice of content.notices) {
        const { daysAgo, ...rest } = notice;
        await repo.insertNotice({ siteId, ...rest, publishedAt: new Date(now.getTime() - daysAgo * DAY_MS) });
      }
    }
    for (const { slug, title, content: text, translations } of content.notices) {
      await repo.fillNoticeTranslations({ siteId, slug, title, content: text, translations });
    }
  }
};
