import { z } from 'zod';
import { PageRequestSchema, pageOf, text } from './common.ts';

export const CountryAreaRequestSchema = z.object({ area: text(40).optional() });
export const CountryAreaSchema = z.object({ areaName: z.string(), areaCode: z.string(), regex: z.string() });
export type CountryArea = z.infer<typeof CountryAreaSchema>;

export const CaptchaModeSchema = z.enum(['none', 'picture', 'slider']);
export type CaptchaMode = z.infer<typeof CaptchaModeSchema>;

/** SPEC §3 pre-info: ip and siteBaseConfig (h5DomainUrl, title) plus the switches the SPA needs. */
export const SiteBaseConfigSchema = z.object({
  siteId: z.string(),
  name: z.string(),
  title: z.string(),
  h5DomainUrl: z.string(),
  logo: z.string(),
  editionsAllowed: z.boolean(),
  captchaMode: CaptchaModeSchema,
  saveMoneyEnabled: z.boolean(),
  helpCkEnabled: z.boolean(),
  safeSwitch: z.boolean(),
  seoText: z.string(),
  iosUrl: z.string(),
  androidUrl: z.string(),
});
export type SiteBaseConfig = z.infer<typeof SiteBaseConfigSchema>;

export const PreInfoSchema = z.object({
  ip: z.string(),
  siteBaseConfig: SiteBaseConfigSchema,
  /** SPKI public key (base64) for sendCode/two's RSA-OAEP fields. */
  sendCodeKey: z.string(),
  /**
   * Ours (SPEC §8.1 6032, DESIGN §11): the caller's country is on the site's warning list. The SPA then tells
   * the player, once per browser session, that the site may be restricted where they are.
   */
  regionNotice: z.boolean(),
});
export type PreInfo = z.infer<typeof PreInfoSchema>;

export const CustomerServiceSchema = z.object({ url: z.string() });

export const DecryptRequestSchema = z.object({ field: z.enum(['realName', 'phone', 'email']) });
/** SPEC §3 DD_ entries store `{ d, v }`: the field name and its plain value. */
export const DecryptResponseSchema = z.object({ d: z.string(), v: z.string() });

export const AdSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string(),
});
export type Ad = z.infer<typeof AdSchema>;

/** Top navigation and home tiles; `code` is a SPEC §2.4 category. */
export const NavigationItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  path: z.string(),
  icon: z.string(),
});
export type NavigationItem = z.infer<typeof NavigationItemSchema>;
export const NavigationResponseSchema = z.object({
  banners: z.array(AdSchema),
  navigation: z.array(NavigationItemSchema),
});
export type NavigationResponse = z.infer<typeof NavigationResponseSchema>;

export const NoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;
export const NoticeListRequestSchema = PageRequestSchema;
export const NoticeListResponseSchema = pageOf(NoticeSchema);
