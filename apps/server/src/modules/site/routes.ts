import path from 'node:path';
import { z } from 'zod';
import {
  CountryAreaRequestSchema,
  CountryAreaSchema,
  CustomerServiceSchema,
  AdSchema,
  EmptySchema,
  NavigationResponseSchema,
  NoticeListRequestSchema,
  NoticeListResponseSchema,
  PreInfoSchema,
  SitePath,
} from '@qilin/contract';
import { REPO_ROOT } from '../../platform/config/config.ts';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import { clientCountry } from '../../platform/http/client-country.ts';
import { createSiteRepo } from './repo.ts';
import { createSiteService, SITE_CHANGED } from './service.ts';
import { loadBrands } from './brand-file.ts';
import { seedSites } from './seed.ts';
import { registerBrandAssets } from './assets.ts';
import { renderServicePage, SERVICE_PAGE_PATH } from './service-page.ts';
import type { SiteApi } from './site-config.ts';

const tags = ['site'];
/**
 * Not a contract schema: /service/chat is an HTML page this server renders for a browser tab (the default
 * customer-service URL), not an API call. Its path is the server's own, no client builds its query, and a
 * bad `site` shows the default site's page instead of answering an envelope.
 */
const ServicePageQuerySchema = z.object({
  site: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/)
    .optional(),
  lang: z.enum(['zh-CN', 'zh-TW']).optional(),
});

export const registerSiteModule = async (ctx: ModuleContext): Promise<SiteApi> => {
  const { deps, route, app } = ctx;
  const brandsDir = path.join(REPO_ROOT, 'brands');
  const repo = createSiteRepo(deps.db);
  await seedSites(repo, loadBrands(brandsDir), deps.now());
  const service = createSiteService(deps, repo);
  await deps.bus.subscribe(SITE_CHANGED, () => service.invalidate());

  route(SitePath.countryArea, {
    auth: 'none',
    summary: 'Phone areas for the country picker (+86 first); `area` filters by name or code',
    tags,
    body: CountryAreaRequestSchema,
    response: z.array(CountryAreaSchema),
    handler: ({ body }) => service.countryAreas(body.area),
  });

  route(SitePath.preInfo, {
    auth: 'none',
    summary:
      'Caller IP, the site configuration and switches, the send-code public key, and whether the caller’s region is on the warning list (6032)',
    tags,
    body: EmptySchema,
    response: PreInfoSchema,
    handler: ({ ctx: rc, req, reply }) => {
      // Per caller (it carries the IP), so only the browser may keep it, briefly.
      reply.header('cache-control', 'private, max-age=5');
      // …and the answer depends on the caller's language header.
      reply.header('vary', 'language');
      return service.preInfo(rc, clientCountry(req, deps.config.countryHeader));
    },
  });

  route(SitePath.onlineCustomService, {
    auth: 'none',
    summary: 'The customer-service URL configured for the site',
    tags,
    body: EmptySchema,
    response: CustomerServiceSchema,
    handler: ({ ctx: rc }) => service.customerService(rc.siteId),
  });

  route(SitePath.myDiscountAd, {
    auth: 'none',
    summary: 'The promotions strip',
    tags,
    body: EmptySchema,
    response: z.array(AdSchema),
    handler: ({ ctx: rc }) => service.discountAds(rc.siteId, rc.language),
  });

  route(SitePath.navigationList, {
    auth: 'none',
    summary: 'Home banners and the top-level navigation categories (SPEC §2.4)',
    tags,
    body: EmptySchema,
    response: NavigationResponseSchema,
    handler: ({ ctx: rc }) => service.navigation(rc.siteId, rc.language),
  });

  route(SitePath.noticeList, {
    auth: 'none',
    summary: 'Site notices, newest first, paged',
    tags,
    body: NoticeListRequestSchema,
    response: NoticeListResponseSchema,
    handler: ({ ctx: rc, body }) => service.notices(rc.siteId, body, rc.language),
  });

  registerBrandAssets(app, brandsDir);

  app.get(SERVICE_PAGE_PATH, { schema: { hide: true } }, async (req, reply) => {
    const query = ServicePageQuerySchema.safeParse(req.query);
    const site = await service.site(query.success && query.data.site ? query.data.site : deps.config.siteId);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'")
      .type('text/html; charset=utf-8')
      .send(renderServicePage(site, query.success ? (query.data.lang ?? 'zh-CN') : 'zh-CN'));
  });

  return {
    getConfig: service.getConfig,
    phoneRegex: service.phoneRegex,
    accessLists: service.accessLists,
  };
};
