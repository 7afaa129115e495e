import path from 'node:path';
import {
  ContentPageSchema,
  EmptySchema,
  HelpMenuSchema,
  HelpPageRequestSchema,
  HelpSetRequestSchema,
  HelpSetResponseSchema,
  OperatorPath,
  SitePageRequestSchema,
  SponsorContentSchema,
  HelpPath,
} from '@qilin/contract';
import { REPO_ROOT } from '../../platform/config/config.ts';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { OperatorGate } from '../operator/gate.ts';
import type { SiteApi } from '../site/site-config.ts';
import { loadContent } from './content-store.ts';
import { createHelpRepo } from './repo.ts';
import { createHelpService } from './service.ts';
import { loadSponsors } from './sponsors.ts';

const tags = ['help'];

/** The help centre (SPEC §2.3) and the information pages' content: Markdown with per-site overrides. */
export const registerHelpModule = async (
  ctx: ModuleContext,
  { site, gate }: { site: SiteApi; gate: OperatorGate },
): Promise<void> => {
  const { deps, route } = ctx;
  const service = createHelpService(
    deps,
    createHelpRepo(deps.db),
    loadContent(),
    loadSponsors(path.join(REPO_ROOT, 'brands')),
    site,
    gate,
  );

  route(HelpPath.menu, {
    auth: 'none',
    summary: "The help centre's left menu in the caller's language, grouped; ck is absent when switched off",
    tags,
    body: EmptySchema,
    response: HelpMenuSchema,
    handler: ({ ctx: rc, reply }) => {
      reply.header('vary', 'language');
      return service.menu(rc.siteId, rc.language);
    },
  });

  route(HelpPath.page, {
    auth: 'none',
    summary: 'One help page (SPEC §2.3 code) as Markdown: the site override, else the default text',
    tags,
    body: HelpPageRequestSchema,
    response: ContentPageSchema,
    handler: ({ ctx: rc, body, reply }) => {
      reply.header('vary', 'language');
      return service.helpPage(rc.siteId, body.code, rc.language);
    },
  });

  route(HelpPath.sitePage, {
    auth: 'none',
    summary: 'An information page (agent, download, sponsor, intro) as Markdown, with site overrides',
    tags,
    body: SitePageRequestSchema,
    response: ContentPageSchema,
    handler: ({ ctx: rc, body, reply }) => {
      reply.header('vary', 'language');
      return service.sitePage(rc.siteId, body.code, rc.language);
    },
  });

  route(HelpPath.sponsorContent, {
    auth: 'none',
    summary: "The brand's sponsorships and the sponsor page's introduction",
    tags,
    body: EmptySchema,
    response: SponsorContentSchema,
    handler: ({ ctx: rc, reply }) => {
      reply.header('vary', 'language');
      return service.sponsorContent(rc.siteId, rc.language);
    },
  });

  route(OperatorPath.helpSet, {
    auth: 'operator',
    summary: 'Replace (action set) or restore (action reset) one page of one site in one language (admin)',
    tags: ['operator'],
    body: HelpSetRequestSchema,
    response: HelpSetResponseSchema,
    handler: ({ operator, body, ctx: rc }) => service.set(operator, body, rc.ip),
  });
};
