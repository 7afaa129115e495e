import { describe, expect, it } from 'vitest';
import { scriptLeaks, type Script } from './script-leaks.ts';

/**
 * Every string table of the SPA: the shell's, the shared one, each feature's (i18n-strings.ts) and the
 * legal documents ({ 'zh-CN': ..., 'zh-TW': ... }).
 */
const tables = import.meta.glob<Record<string, unknown>>(
  [
    '../../features/*/i18n-strings.ts',
    '../../features/auth/legal/*.ts',
    './common.ts',
    './common-zh-tw.ts',
    '../../app/i18n.ts',
    '../../app/i18n-zh-tw.ts',
  ],
  { eager: true },
);

const leaves = (value: unknown, path: string): [string, string][] => {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
};

/** The language switch names each language in its own script: 简体中文 stays Simplified in zh-TW. */
const NAMES_IN_OWN_SCRIPT = /\.header\.zh(CN|TW)(Short)?$/;

const stringsOf = (script: Script): [string, string][] => {
  const suffix = script === 'zh-TW' ? 'ZhTW' : 'ZhCN';
  return Object.entries(tables)
    .flatMap(([file, exports]) =>
      Object.entries(exports).flatMap(([name, value]) => {
        const where = `${file.replace(/^(\.\.?\/)+/, '')}#${name}`;
        if (name.endsWith(suffix)) return leaves(value, where);
        const byLanguage =
          value && typeof value === 'object' ? (value as Record<string, unknown>)[script] : null;
        return byLanguage ? leaves(byLanguage, `${where}.${script}`) : [];
      }),
    )
    .filter(([key]) => !NAMES_IN_OWN_SCRIPT.test(key));
};

describe('scriptLeaks', () => {
  it('finds a Simplified character in Traditional text and the reverse', () => {
    expect(scriptLeaks('中心钱包餘額', 'zh-TW').map((l) => l.char)).toEqual(['钱']);
    expect(scriptLeaks('中心錢包余额', 'zh-CN').map((l) => l.char)).toEqual(['錢']);
  });

  it('leaves characters both scripts share, in the phrases that use them', () => {
    expect(scriptLeaks('公里 皇后 台灣 提前兌現 了解 公布 佛羅里達美洲豹', 'zh-TW')).toEqual([]);
    expect(scriptLeaks('公里 皇后 台湾 提前结算 佛罗里达美洲豹 梁靖崑', 'zh-CN')).toEqual([]);
  });
});

describe.each(['zh-CN', 'zh-TW'] as const)('the %s string tables', (script) => {
  const strings = stringsOf(script);

  it('are found', () => {
    expect(strings.length).toBeGreaterThan(500);
  });

  it('are written in their own script', () => {
    const leaks = strings.flatMap(([key, text]) =>
      scriptLeaks(text, script).map((l) => `${key}: ${l.char} in “${l.context}”`),
    );
    expect(leaks).toEqual([]);
  });
});
