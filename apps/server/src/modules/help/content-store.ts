import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HELP_CODES, SITE_PAGE_CODES, type HelpLanguage } from '@qilin/contract';

/** One page as written in the repository: its title (the file's first `# ` line) and the Markdown after it. */
export interface DefaultPage {
  title: string;
  body: string;
}

export type ContentStore = ReadonlyMap<HelpLanguage, ReadonlyMap<string, DefaultPage>>;

export const CONTENT_DIR = path.join(import.meta.dirname, 'content');
export const PAGE_CODES: readonly string[] = [...HELP_CODES, ...SITE_PAGE_CODES];

/** `# Title\n\nbody` -> { title, body }; a file without a leading title is a mistake caught at start-up. */
export const parsePage = (source: string, file: string): DefaultPage => {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const match = /^# (.+)\n+([\s\S]*)$/.exec(text);
  if (!match?.[1]) throw new Error(`${file}: must start with a "# title" line`);
  return { title: match[1].trim(), body: (match[2] ?? '').trim() };
};

/**
 * Reads content/<language>/<code>.md once at start-up (the files ship with the code; a restart picks up
 * edits). zh-CN must hold every page: it is the fallback of every other language. Any other language may
 * leave pages out, which then show in zh-CN.
 */
export const loadContent = (dir: string = CONTENT_DIR): ContentStore => {
  const store = new Map<HelpLanguage, Map<string, DefaultPage>>();
  for (const language of ['zh-CN', 'zh-TW'] as const) {
    const pages = new Map<string, DefaultPage>();
    const langDir = path.join(dir, language);
    if (existsSync(langDir)) {
      for (const name of readdirSync(langDir)) {
        const code = name.replace(/\.md$/, '');
        if (!name.endsWith('.md') || !PAGE_CODES.includes(code)) continue;
        const file = path.join(langDir, name);
        pages.set(code, parsePage(readFileSync(file, 'utf8'), file));
      }
    }
    store.set(language, pages);
  }
  const missing = PAGE_CODES.filter((c) => !store.get('zh-CN')?.has(c));
  if (missing.length > 0) throw new Error(`help content: zh-CN pages missing: ${missing.join(', ')}`);
  return store;
};

/** The repository's page in the language, or its zh-CN text when that language lacks it. */
export const defaultPage = (
  store: ContentStore,
  code: string,
  language: HelpLanguage,
): DefaultPage | undefined => store.get(language)?.get(code) ?? store.get('zh-CN')?.get(code);
