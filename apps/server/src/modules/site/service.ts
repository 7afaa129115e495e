import {
  CaptchaModeSchema,
  type Ad,
  type CountryArea,
  type NavigationResponse,
  type Notice,
  type PageRequest,
  type PreInfo,
} from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { regionListHas } from '../../platform/http/access-policy.ts';
import type { AdRow, NavRow, SiteRepo, SiteRow } from './repo.ts';
import type { Language, Translations } from './schema.ts';
import type { SiteApi, SiteConfig } from './site-config.ts';
import { createTtlCache } from './ttl-cache.ts';

/** The bus channel on which any instance announces a changed site row; every instance drops its cache. */
export const SITE_CHANGED = 'site.changed';

const CACHE_MS = 5_000;

const toConfig = (row: SiteRow): SiteConfig => ({
  siteId: row.siteId,
  name: row.name,
  title: row.title,
  homeUrl: row.homeUrl,
  h5DomainUrl: row.h5DomainUrl,
  logo: row.logo,
  editionsAllowed: row.editionsAllowed,
  captchaMode: CaptchaModeSchema.parse(row.captchaMode),
  saveMoneyEnabled: row.saveMoneyEnabled,
  helpCkEnabled: row.helpCkEnabled,
  safeSwitch: row.safeSwitch,
  seoText: row.seoText,
  iosUrl: row.iosUrl,
  androidUrl: row.androidUrl,
  customerServiceUrl: row.customerServiceUrl,
});

/** The SPKI body without its PEM armour, as the SPA's WebCrypto importKey('spki') wants it (base64). */
const spkiBase64 = (pem: string): string => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

/**
 * A row's text fields in the caller's language: zh-CN is the row's own columns; another language takes each
 * field from `translations` and falls back to the zh-CN column where that field has no translation.
 */
const localize = <F extends string, R extends Record<F, string> & { translations: Translations<F> }>(
  row: R,
  language: Language,
  fields: readonly F[],
): Record<F, string> => {
  const t = language === 'zh-CN' ? undefined : row.translations[language];
  return Object.fromEntries(fields.map((f) => [f, t?.[f] || row[f]])) as Record<F, string>;
};

/** '+86', '86' and ' +86 ' all mean the same area. */
const normaliseCode = (code: string): string => `+${code.trim().replace(/^\+/, '')}`;

export interface SiteService extends SiteApi {
  site(siteId: string): Promise<SiteRow>;
  countryAreas(area: string | undefined): Promise<CountryArea[]>;
  /** `country`: the caller's, from COUNTRY_HEADER (null = unknown), for the 6032 notice flag. */
  preInfo(ctx: RequestContext, country: string | null): Promise<PreInfo>;
  customerService(siteId: string): Promise<{ url: string }>;
  discountAds(siteId: string, language: Language): Promise<Ad[]>;
  navigation(siteId: string, language: Language): Promise<NavigationResponse>;
  notices(
    siteId: string,
    page: PageRequest,
    language: Language,
  ): Promise<{ list: Notice[]; total: number } & PageRequest>;
  invalidate(): void;
}

export const createSiteService = (deps: Deps, repo: SiteRepo): SiteService => {
  const clock = () => deps.now().getTime();
  // The whole sites table is small: one snapshot answers every site id, known or not, from memory.
  const sitesCache = createTtlCache<Map<string, SiteRow>>(CACHE_MS, clock);
  const areasCache = createTtlCache<CountryArea[]>(60_000, clock);
  // Rows are cached with all their languages; each answer is localized on the way out.
  const adsCache = createTtlCache<AdRow[]>(CACHE_MS, clock);
  const navCache = createTtlCache<NavRow[]>(CACHE_MS, clock);
  const sendCodeKey = spkiBase64(deps.secrets.sendCodePublicKey);

  const site = async (siteId: string): Promise<SiteRow> => {
    const all = await sitesCache.get('all', async () => {
      const rows = await repo.listSites();
      return new Map(rows.map((r) => [r.siteId, r]));
    });
    const row = all.get(siteId) ?? all.get(deps.config.siteId);
    // The seed always creates the default site, so this is a deployment error, not a player's.
    if (!row)
      throw new Error(
        `default site '${deps.config.siteId}' is missing: is brands/${deps.config.siteId}/brand.json present?`,
      );
    return row;
  };

  const areas = () =>
    areasCache.get('all', async () =>
      (await repo.listCountryAreas()).map(({ areaName, areaCode, regex }) => ({ areaName, areaCode, regex })),
    );

  const ads = async (siteId: string, kind: 'banner' | 'promotion', language: Language): Promise<Ad[]> =>
    (await adsCache.get(`${siteId}:${kind}`, () => repo.listAds(siteId, kind))).map((a) => ({
      id: String(a.id),
      ...localize(a, language, ['title', 'subtitle', 'image'] as const),
      link: a.link,
    }));

  const getConfig = async (siteId: string) => toConfig(await site(siteId));

  return {
    site,
    getConfig,

    async accessLists(siteId) {
      const row = await site(siteId);
      return {
        siteId: row.siteId,
        regionDeny: row.regionDeny,
        regionWarn: row.regionWarn,
        ipDeny: row.ipDeny,
      };
    },

    async phoneRegex(areaCode) {
      const code = normaliseCode(areaCode);
      return (await areas()).find((a) => a.areaCode === code)?.regex ?? null;
    },

    async countryAreas(area) {
      const all = await areas();
      const q = area?.trim() ?? '';
      if (!q) return all;
      const asCode = /^\+?\d+$/.test(q) ? normaliseCode(q) : null;
      return all.filter((a) => (asCode ? a.areaCode === asCode : a.areaName.includes(q)));
    },

    async preInfo(ctx, country) {
      const row = await site(ctx.siteId);
      const c = toConfig(row);
      const text = localize(row, ctx.language, ['name', 'title', 'seoText', 'logo'] as const);
      return {
        ip: ctx.ip,
        siteBaseConfig: {
          siteId: c.siteId,
          name: text.name,
          title: text.title,
          h5DomainUrl: c.h5DomainUrl,
          logo: text.logo,
          editionsAllowed: c.editionsAllowed,
          captchaMode: c.captchaMode,
          saveMoneyEnabled: c.saveMoneyEnabled,
          helpCkEnabled: c.helpCkEnabled,
          safeSwitch: c.safeSwitch,
          seoText: text.seoText,
          iosUrl: c.iosUrl,
          androidUrl: c.androidUrl,
        },
        sendCodeKey,
        regionNotice: regionListHas(row.regionWarn, country),
      };
    },

    async customerService(siteId) {
      return { url: (await site(siteId)).customerServiceUrl };
    },

    async discountAds(siteId, language) {
      return ads((await site(siteId)).siteId, 'promotion', language);
    },

    async navigation(siteId, language) {
      const row = await site(siteId);
      const items = await navCache.get(row.siteId, () => repo.listNavigation(row.siteId));
      return {
        banners: await ads(row.siteId, 'banner', language),
        // A disabled save-money switch hides the entry as well as the page (SPEC §2.2).
        navigation: items
          .filter((i) => row.saveMoneyEnabled || i.code !== 'saveMoney')
          .map((i) => ({
            code: i.code,
            name: localize(i, language, ['name'] as const).name,
            path: i.path,
            icon: i.icon,
          })),
      };
    },

    async notices(siteId, page, language) {
      const row = await site(siteId);
      const { list, total } = await repo.pageNotices(row.siteId, deps.now(), page.pageNum, page.pageSize);
      return {
        list: list.map((n) => ({
          id: String(n.id),
          ...localize(n, language, ['title', 'content'] as const),
          publishedAt: n.publishedAt.toISOString(),
        })),
        total,
        pageNum: page.pageNum,
        pageSize: page.pageSize,
      };
    },

    invalidate() {
      sitesCache.clear();
      adsCache.clear();
      navCache.clear();
    },
  };
};
