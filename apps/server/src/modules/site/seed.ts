import type { SiteRepo } from './repo.ts';
import type { BrandBundle } from './brand-file.ts';
import { COUNTRY_AREAS } from './country-areas.ts';
import { NAVIGATION, navigationIcon } from './navigation.ts';

const DAY_MS = 86_400_000;

/**
 * Idempotent start-up seed. Branding and country areas follow the files on every start; switches,
 * banners, promotions and notices are written only when absent so operators' changes are never undone.
 * Safe when several instances start at once: every write is an upsert or insert-if-absent.
 */
export const seedSites = async (repo: SiteRepo, brands: readonly BrandBundle[], now: Date): Promise<void> => {
  for (const [sort, area] of COUNTRY_AREAS.entries()) await repo.upsertCountryArea({ ...area, sort });

  for (const { brand, content } of brands) {
    const { switches, siteId, ...branding } = brand;
    await repo.upsertBrand({ siteId, ...branding }, switches, now);

    for (const [sort, item] of NAVIGATION.entries()) {
      await repo.insertNavigationIfAbsent({
        siteId,
        ...item,
        icon: navigationIcon(siteId, item.code),
        sort,
      });
    }
    if ((await repo.listAds(siteId, 'banner')).length === 0) {
      for (const [sort, ad] of content.banners.entries()) {
        await repo.insertAdIfAbsent({ siteId, kind: 'banner', sort, ...ad });
      }
    }
    if ((await repo.listAds(siteId, 'promotion')).length === 0) {
      for (const [sort, ad] of content.promotions.entries()) {
        await repo.insertAdIfAbsent({ siteId, kind: 'promotion', sort, ...ad });
      }
    }
    if ((await repo.countNotices(siteId)) === 0) {
      for (const notice of content.notices) {
        const { daysAgo, ...rest } = notice;
        await repo.insertNotice({ siteId, ...rest, publishedAt: new Date(now.getTime() - daysAgo * DAY_MS) });
      }
    }
  }
};
