import { z } from 'zod';
import { text } from './common.ts';

/** SPEC §2.3: the 23 help-centre pages, in the order of the table. */
export const HELP_CODES = [
  'kh',
  'ck',
  'qk',
  'zz',
  'yhgz',
  'tjllq',
  'xnbcqkjc',
  'tytzjc',
  'tysstqth',
  'fjcjc',
  'rqgl',
  'dxqgl',
  'cpwt',
  'dzjj',
  'tywt',
  'zrwt',
  'qtwt',
  'bczr',
  'gywm',
  'gztk',
  'hzhb',
  'ysgz',
  'zxkf',
] as const;
export type HelpCode = (typeof HELP_CODES)[number];

/** The information pages whose text is site content too (ours: SPEC names no call for them). */
export const SITE_PAGE_CODES = ['agent', 'download', 'sponsor', 'intro'] as const;
export type SitePageCode = (typeof SITE_PAGE_CODES)[number];

export const HelpLanguageSchema = z.enum(['zh-CN', 'zh-TW']);
export type HelpLanguage = z.infer<typeof HelpLanguageSchema>;

/**
 * A page code as the caller sends it. The shape is checked here (6007 on junk); whether the page exists is
 * the service's answer (6004), so a typo in a link reads as "not found", not as a bad request.
 */
const PageCodeSchema = z
  .string()
  .regex(/^[a-zA-Z]{1,20}$/, 'must be a page code (letters only)')
  .transform((v) => v.toLowerCase());

export const HelpPageRequestSchema = z.object({ code: PageCodeSchema });
export type HelpPageRequest = z.infer<typeof HelpPageRequestSchema>;
export const SitePageRequestSchema = HelpPageRequestSchema;

/** One page: its title and body as Markdown (no raw HTML is rendered), whether an operator replaced it. */
export const ContentPageSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** Markdown (CommonMark + tables). */
  body: z.string(),
  language: HelpLanguageSchema,
  /** True when the site's operator replaced the repository's default text. */
  overridden: z.boolean(),
  /** ISO time of the override; '' for the default text. */
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

/** help/menu: the left menu, grouped; a page a site switch turns off (ck) is absent. */
export const HelpMenuItemSchema = z.object({ code: z.string(), title: z.string() });
export const HelpMenuGroupSchema = z.object({
  key: z.string(),
  title: z.string(),
  items: z.array(HelpMenuItemSchema),
});
export const HelpMenuSchema = z.object({ groups: z.array(HelpMenuGroupSchema) });
export type HelpMenu = z.infer<typeof HelpMenuSchema>;
export type HelpMenuGroup = z.infer<typeof HelpMenuGroupSchema>;

/** advertising/sponsorContent: the brand's sponsorships (SPEC shows no shape; ours). */
export const SponsorEntrySchema = z.object({
  id: z.string(),
  /** The sponsored club, team or event. */
  name: z.string(),
  /** The kind of partnership, e.g. 官方区域合作伙伴. */
  role: z.string(),
  /** The season or period, e.g. 2025/26 赛季. */
  period: z.string(),
  description: z.string(),
  image: z.string(),
});
export type SponsorEntry = z.infer<typeof SponsorEntrySchema>;
export const SponsorContentSchema = z.object({
  /** The page's introduction (Markdown, operators may override it as site page 'sponsor'). */
  intro: ContentPageSchema,
  list: z.array(SponsorEntrySchema),
});
export type SponsorContent = z.infer<typeof SponsorContentSchema>;

/**
 * Operator help/set: replace one page of one site in one language, or (`reset`) go back to the repository's
 * text. `code` is a help code or a site page code.
 */
const helpSetTarget = {
  siteId: text(40)
    .regex(/^[a-z0-9_-]+$/, 'must be a site id (a-z, 0-9, _ or -)')
    .optional(),
  code: PageCodeSchema,
  language: HelpLanguageSchema,
};
export const HelpSetRequestSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('set'),
    ...helpSetTarget,
    title: text(60).trim().min(1, 'title must not be empty'),
    body: text(60_000).trim().min(1, 'body must not be empty'),
  }),
  z.object({ action: z.literal('reset'), ...helpSetTarget }),
]);
export type HelpSetRequest = z.infer<typeof HelpSetRequestSchema>;
export const HelpSetResponseSchema = z.object({
  siteId: z.string(),
  code: z.string(),
  language: HelpLanguageSchema,
  title: z.string(),
  overridden: z.boolean(),
});
export type HelpSetResponse = z.infer<typeof HelpSetResponseSchema>;
