import {
  Code,
  HELP_CODES,
  SITE_PAGE_CODES,
  type ContentPage,
  type HelpLanguage,
  type HelpMenu,
  type HelpSetRequest,
  type HelpSetResponse,
  type SponsorContent,
} from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/http/route.ts';
import type { OperatorGate } from '../operator/gate.ts';
import type { SiteApi } from '../site/site-config.ts';
import { HELP_GROUPS, SWITCHABLE_DEPOSIT_PAGE } from './catalogue.ts';
import { defaultPage, PAGE_CODES, type ContentStore } from './content-store.ts';
import type { HelpRepo } from './repo.ts';
import { localizeSponsors, type SponsorBook } from './sponsors.ts';

const HELP: readonly string[] = HELP_CODES;
const SITE_PAGES: readonly string[] = SITE_PAGE_CODES;

export interface HelpService {
  menu(siteId: string, language: HelpLanguage): Promise<HelpMenu>;
  helpPage(siteId: string, code: string, language: HelpLanguage): Promise<ContentPage>;
  sitePage(siteId: string, code: string, language: HelpLanguage): Promise<ContentPage>;
  sponsorContent(siteId: string, language: HelpLanguage): Promise<SponsorContent>;
  set(op: Operator, body: HelpSetRequest, ip: string): Promise<HelpSetResponse>;
}

const notFound = () => new AppError(Code.NotFound, '页面不存在');

export const createHelpService = (
  deps: Deps,
  repo: HelpRepo,
  content: ContentStore,
  sponsors: SponsorBook,
  site: SiteApi,
  gate: OperatorGate,
): HelpService => {
  /** The site id as the site module resolves it (unknown ids mean the default site, as everywhere else). */
  const resolveSite = async (siteId: string) => site.getConfig(siteId);

  /** The operator's override for the site and language, else the repository's text (zh-CN fallback). */
  const page = async (siteId: string, code: string, language: HelpLanguage): Promise<ContentPage> => {
    const row = await repo.find(siteId, code, language);
    if (row) {
      return {
        code,
        title: row.title,
        body: row.body,
        language,
        overridden: true,
        updatedAt: row.updatedAt.toISOString(),
      };
    }
    const base = defaultPage(content, code, language);
    if (!base) throw notFound();
    return { code, title: base.title, body: base.body, language, overridden: false, updatedAt: '' };
  };

  return {
    async menu(siteId, language) {
      const cfg = await resolveSite(siteId);
      const titles = await repo.titles(cfg.siteId, language);
      const groups = HELP_GROUPS.map((g) => ({
        key: g.key,
        title: g.title[language],
        items: g.codes
          .filter((code) => cfg.helpCkEnabled || code !== SWITCHABLE_DEPOSIT_PAGE)
          .map((code) => ({
            code,
            title: titles.get(code) ?? defaultPage(content, code, language)?.title ?? code,
          })),
      }));
      return { groups };
    },

    async helpPage(siteId, code, language) {
      if (!HELP.includes(code)) throw notFound();
      const cfg = await resolveSite(siteId);
      // SPEC §2.2: the deposit help is "treated as not found" while the site switch disables it.
      if (code === SWITCHABLE_DEPOSIT_PAGE && !cfg.helpCkEnabled) throw notFound();
      return page(cfg.siteId, code, language);
    },

    async sitePage(siteId, code, language) {
      if (!SITE_PAGES.includes(code)) throw notFound();
      const cfg = await resolveSite(siteId);
      return page(cfg.siteId, code, language);
    },

    async sponsorContent(siteId, language) {
      const cfg = await resolveSite(siteId);
      const seeds = sponsors.get(cfg.siteId) ?? sponsors.get(deps.config.siteId) ?? [];
      return { intro: await page(cfg.siteId, 'sponsor', language), list: localizeSponsors(seeds, language) };
    },

    async set(op, body, ip) {
      const siteId = body.siteId ?? deps.config.siteId;
      const entry = {
        action: body.action === 'set' ? 'help.set' : 'help.reset',
        target: `${siteId}/${body.code}/${body.language}`,
        detail: body.action === 'set' ? { title: body.title, length: body.body.length } : {},
        ip,
      };
      return gate.run(op, 'help.set', entry, async () => {
        if (!PAGE_CODES.includes(body.code)) {
          throw new AppError(Code.NotFound, `没有代码为 ${body.code} 的页面`);
        }
        // An override for a site that does not exist would never be shown: refuse it instead.
        const cfg = await resolveSite(siteId);
        if (cfg.siteId !== siteId) throw new AppError(Code.NotFound, `站点 ${siteId} 不存在`);
        if (body.action === 'set') {
          await repo.upsert({
            siteId,
            code: body.code,
            language: body.language,
            title: body.title,
            body: body.body,
            updatedBy: op.username,
            updatedAt: deps.now(),
          });
          return { siteId, code: body.code, language: body.language, title: body.title, overridden: true };
        }
        await repo.remove(siteId, body.code, body.language);
        const base = defaultPage(content, body.code, body.language);
        return {
          siteId,
          code: body.code,
          language: body.language,
          title: base?.title ?? body.code,
          overridden: false,
        };
      });
    },
  };
};
