import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { HelpLanguage, SponsorEntry } from '@qilin/contract';

const SponsorSeedSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  role: z.string(),
  period: z.string(),
  description: z.string(),
  image: z.string(),
  translations: z
    .object({
      'zh-TW': z
        .object({ name: z.string(), role: z.string(), period: z.string(), description: z.string() })
        .partial()
        .optional(),
    })
    .strict()
    .default({}),
});
const SponsorFileSchema = z.array(SponsorSeedSchema);
type SponsorSeed = z.infer<typeof SponsorSeedSchema>;

/** siteId -> its sponsorships, read from brands/<siteId>/sponsors.json at start-up (content of the brand). */
export type SponsorBook = ReadonlyMap<string, readonly SponsorSeed[]>;

export const loadSponsors = (brandsDir: string): SponsorBook => {
  const book = new Map<string, SponsorSeed[]>();
  if (!existsSync(brandsDir)) return book;
  for (const d of readdirSync(brandsDir, { withFileTypes: true })) {
    const file = path.join(brandsDir, d.name, 'sponsors.json');
    if (!d.isDirectory() || !existsSync(file)) continue;
    const parsed = SponsorFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
    book.set(d.name, parsed.data);
  }
  return book;
};

/** The entries in the caller's language; a field without a translation keeps its zh-CN text. */
export const localizeSponsors = (seeds: readonly SponsorSeed[], language: HelpLanguage): SponsorEntry[] =>
  seeds.map(({ translations, ...s }) => {
    const t = language === 'zh-CN' ? undefined : translations[language];
    return {
      ...s,
      name: t?.name || s.name,
      role: t?.role || s.role,
      period: t?.period || s.period,
      description: t?.description || s.description,
    };
  });
