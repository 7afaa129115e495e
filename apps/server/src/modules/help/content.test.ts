import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP_CODES, SITE_PAGE_CODES } from '@qilin/contract';
import { privacyDocument } from '../../../../web/src/features/auth/legal/privacy.ts';
import { termsDocument } from '../../../../web/src/features/auth/legal/terms.ts';
import { HELP_GROUPS } from './catalogue.ts';
import { CONTENT_DIR, defaultPage, loadContent, parsePage } from './content-store.ts';

const store = loadContent();

describe('help content', () => {
  it('has every page in zh-CN and in zh-TW, with a translated title', () => {
    for (const code of [...HELP_CODES, ...SITE_PAGE_CODES]) {
      const cn = store.get('zh-CN')?.get(code);
      const tw = store.get('zh-TW')?.get(code);
      expect(cn, code).toBeDefined();
      expect(tw, `${code} zh-TW`).toBeDefined();
      expect(tw?.body, code).not.toBe(cn?.body);
    }
    expect(readdirSync(path.join(CONTENT_DIR, 'zh-TW')).length).toBe(
      HELP_CODES.length + SITE_PAGE_CODES.length,
    );
  });

  it('writes zh-TW in Traditional characters', () => {
    // A few Simplified-only characters common in this content must never appear in the zh-TW files.
    for (const code of [...HELP_CODES, ...SITE_PAGE_CODES]) {
      const body = `${store.get('zh-TW')?.get(code)?.title}\n${store.get('zh-TW')?.get(code)?.body}`;
      expect(body, code).not.toMatch(/[们这说账户钱转册请绑额时间会]/);
    }
  });

  it('puts every help page in exactly one menu group', () => {
    const codes = HELP_GROUPS.flatMap((g) => g.codes);
    expect([...codes].sort()).toEqual([...HELP_CODES].sort());
  });

  it('contains no raw HTML (the SPA renders Markdown with HTML disabled, so it would show as text)', () => {
    for (const lang of ['zh-CN', 'zh-TW'] as const)
      for (const [code, p] of store.get(lang) ?? [])
        expect(p.body, `${lang}/${code}`).not.toMatch(/<[a-z/!]/i);
  });

  it('links only to pages of the site', () => {
    for (const lang of ['zh-CN', 'zh-TW'] as const)
      for (const [code, p] of store.get(lang) ?? [])
        for (const [, href] of p.body.matchAll(/\]\(([^)]+)\)/g))
          expect(href, `${lang}/${code}`).toMatch(/^\/[a-zA-Z]/);
  });

  it('keeps the terms and the privacy policy word for word those of the register form', () => {
    for (const [code, doc] of [
      ['gztk', termsDocument],
      ['ysgz', privacyDocument],
    ] as const) {
      for (const lang of ['zh-CN', 'zh-TW'] as const) {
        const page = defaultPage(store, code, lang);
        const source = doc[lang];
        expect(page?.title).toBe(source.title);
        for (const s of source.sections) {
          expect(page?.body).toContain(`## ${s.title}`);
          for (const paragraph of s.body) expect(page?.body).toContain(paragraph);
        }
      }
    }
  });

  it('parses the title line and refuses a file without one', () => {
    expect(parsePage('# 标题\n\n正文\n', 'x.md')).toEqual({ title: '标题', body: '正文' });
    expect(parsePage('\uFEFF# 标题\r\n正文', 'x.md')).toEqual({ title: '标题', body: '正文' });
    expect(() => parsePage('正文', 'x.md')).toThrow(/x\.md/);
  });

  it('falls back to zh-CN for a page a language lacks', () => {
    const partial = new Map([
      ['zh-CN' as const, new Map([['kh', { title: '开户', body: 'b' }]])],
      ['zh-TW' as const, new Map()],
    ]);
    expect(defaultPage(partial, 'kh', 'zh-TW')?.title).toBe('开户');
    expect(defaultPage(partial, 'nope', 'zh-TW')).toBeUndefined();
  });

  it('reads the files as UTF-8 Markdown starting with a title', () => {
    const raw = readFileSync(path.join(CONTENT_DIR, 'zh-TW', 'kh.md'), 'utf8');
    expect(raw.startsWith('# 開戶指南')).toBe(true);
  });
});
