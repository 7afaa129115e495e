import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The languages the SPA offers; zh-CN is the source language, held in the plain text columns. */
export const LANGUAGES = ['zh-CN', 'zh-TW'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Per-row translations of a table's text columns: `{ "zh-TW": { title: "…", … } }`. A missing language or
 * field falls back to the zh-CN column, so a row an operator adds in one language still shows.
 */
export type Translations<F extends string> = Partial<
  Record<Exclude<Language, 'zh-CN'>, Partial<Record<F, string>>>
>;
const translations = <F extends string>() =>
  jsonb('translations').$type<Translations<F>>().notNull().default({});

/**
 * One row per white-label brand. Branding fields are refreshed from brands/<id>/brand.json at start-up;
 * the switches are only seeded once, so what an operator sets with `site:set` survives restarts.
 */
export const sites = pgTable(
  'sites',
  {
    siteId: text('site_id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    homeUrl: text('home_url').notNull(),
    h5DomainUrl: text('h5_domain_url').notNull(),
    logo: text('logo').notNull(),
    seoText: text('seo_text').notNull().default(''),
    iosUrl: text('ios_url').notNull().default(''),
    androidUrl: text('android_url').notNull().default(''),
    serviceHours: text('service_hours').notNull().default(''),
    editionsAllowed: boolean('editions_allowed').notNull().default(true),
    captchaMode: text('captcha_mode').notNull().default('none'),
    saveMoneyEnabled: boolean('save_money_enabled').notNull().default(true),
    helpCkEnabled: boolean('help_ck_enabled').notNull().default(true),
    safeSwitch: boolean('safe_switch').notNull().default(false),
    customerServiceUrl: text('customer_service_url').notNull().default(''),
    /** DESIGN §11: comma-joined upper-case country codes ('' = none), checked by the access gate. */
    regionDeny: text('region_deny').notNull().default(''),
    regionWarn: text('region_warn').notNull().default(''),
    /** Comma-joined IPv4/IPv6 addresses and CIDR ranges ('' = none). */
    ipDeny: text('ip_deny').notNull().default(''),
    translations: translations<'name' | 'title' | 'seoText' | 'serviceHours' | 'logo'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sites_captcha_mode_check', sql`${t.captchaMode} in ('none', 'picture', 'slider')`)],
);

/** Phone areas for the country picker (SPEC §3); global, not per brand. `sort` keeps +86 first. */
export const countryAreas = pgTable('country_areas', {
  areaCode: text('area_code').primaryKey(),
  areaName: text('area_name').notNull(),
  regex: text('regex').notNull(),
  sort: integer('sort').notNull(),
});

/** Banners (home carousel) and promotions (discount strip) share one shape: the contract's Ad. */
export const siteAds = pgTable(
  'site_ads',
  {
    id: serial('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.siteId),
    kind: text('kind').notNull(),
    /** Stable key so seeding can tell which entries it already made. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    image: text('image').notNull(),
    link: text('link').notNull(),
    /** `image` too: banner art has its text baked in, so each language has its own file. */
    translations: translations<'title' | 'subtitle' | 'image'>(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('site_ads_site_kind_slug').on(t.siteId, t.kind, t.slug),
    check('site_ads_kind_check', sql`${t.kind} in ('banner', 'promotion')`),
  ],
);

/** SPEC §2.4's top-level categories per site; the web shows those whose pages exist. */
export const siteNavigationItems = pgTable(
  'site_navigation_items',
  {
    id: serial('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.siteId),
    code: text('code').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    icon: text('icon').notNull(),
    translations: translations<'name'>(),
    sort: integer('sort').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('site_navigation_items_site_code').on(t.siteId, t.code)],
);

export const siteNotices = pgTable(
  'site_notices',
  {
    id: serial('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.siteId),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    translations: translations<'title' | 'content'>(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('site_notices_site_slug').on(t.siteId, t.slug),
    index('site_notices_site_published').on(t.siteId, t.publishedAt),
  ],
);
