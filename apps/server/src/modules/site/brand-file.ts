import { readFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CaptchaModeSchema } from '@qilin/contract';

/** `{ "zh-TW": { field: text } }`: the non-source languages' text for some of an entry's fields. */
const translationsOf = <F extends string>(fields: readonly [F, ...F[]]) =>
  z
    .object({ 'zh-TW': z.partialRecord(z.enum(fields), z.string().min(1)).optional() })
    .strict()
    .default({});

const AdSeedSchema = z.object({
  slug: z.string().min(1),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string(),
  translations: translationsOf(['title', 'subtitle', 'image']),
});

/** brands/<id>/brand.json: branding plus the switches a new site starts with. */
export const BrandFileSchema = z.object({
  siteId: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  name: z.string().min(1),
  title: z.string().min(1),
  homeUrl: z.string().url(),
  h5DomainUrl: z.string().url(),
  logo: z.string(),
  seoText: z.string().default(''),
  iosUrl: z.string().default(''),
  androidUrl: z.string().default(''),
  serviceHours: z.string().default(''),
  translations: translationsOf(['name', 'title', 'seoText', 'serviceHours', 'logo']),
  switches: z.object({
    editionsAllowed: z.boolean(),
    captchaMode: CaptchaModeSchema,
    saveMoneyEnabled: z.boolean(),
    helpCkEnabled: z.boolean(),
    safeSwitch: z.boolean(),
    customerServiceUrl: z.string(),
  }),
});
export type BrandFile = z.infer<typeof BrandFileSchema>;

/** brands/<id>/content.json: what a new site shows before the operator has written anything. */
export const BrandContentSchema = z.object({
  banners: z.array(AdSeedSchema).default([]),
  promotions: z.array(AdSeedSchema).default([]),
  notices: z
    .array(
      z.object({
        slug: z.string().min(1),
        daysAgo: z.number().min(0),
        title: z.string(),
        content: z.string(),
        translations: translationsOf(['title', 'content']),
      }),
    )
    .default([]),
});
export type BrandContent = z.infer<typeof BrandContentSchema>;

export interface BrandBundle {
  brand: BrandFile;
  content: BrandContent;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Every brand folder with a brand.json; a malformed file stops start-up with the file named. */
export const loadBrands = (brandsDir: string): BrandBundle[] => {
  if (!existsSync(brandsDir)) return [];
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(brandsDir, d.name, 'brand.json')))
    .map((d) => {
      const dir = path.join(brandsDir, d.name);
      const brand = BrandFileSchema.safeParse(readJson(path.join(dir, 'brand.json')));
      if (!brand.success) throw new Error(`${dir}/brand.json: ${brand.error.message}`);
      // Assets are served from brands/<siteId>/, so the folder must carry the site's id.
      if (brand.data.siteId !== d.name)
        throw new Error(`${dir}/brand.json: siteId must equal the folder name`);
      const contentFile = path.join(dir, 'content.json');
      const content = BrandContentSchema.safeParse(existsSync(contentFile) ? readJson(contentFile) : {});
      if (!content.success) throw new Error(`${contentFile}: ${content.error.message}`);
      return { brand: brand.data, content: content.data };
    });
};
