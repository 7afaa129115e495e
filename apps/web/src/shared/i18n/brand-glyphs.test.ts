import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptLeaks, type Script } from './script-leaks.ts';

const BRANDS = path.resolve(import.meta.dirname, '../../../../../brands');

/** The words drawn into each brand picture (SVG <text>), by file: brands/<id>/<name>.svg. */
const drawnText = (): { file: string; text: string }[] =>
  readdirSync(BRANDS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(path.join(BRANDS, d.name))
        .filter((f) => f.endsWith('.svg'))
        .map((f) => {
          const svg = readFileSync(path.join(BRANDS, d.name, f), 'utf8');
          const text = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
          return { file: `${d.name}/${f}`, text };
        }),
    );

/**
 * A picture with a -zh-tw twin is shown to zh-CN readers only and its twin to zh-TW readers; one without
 * (the category icons) is shown to both, so what it draws must read the same in either script.
 */
const readersOf = (file: string, all: Set<string>): Script[] => {
  if (file.endsWith('-zh-tw.svg')) return ['zh-TW'];
  if (all.has(file.replace(/\.svg$/, '-zh-tw.svg'))) return ['zh-CN'];
  return ['zh-CN', 'zh-TW'];
};

describe('brand pictures', () => {
  const pictures = drawnText();
  const all = new Set(pictures.map((p) => p.file));

  it('are found, some with words drawn in', () => {
    expect(pictures.filter((p) => p.text.trim()).length).toBeGreaterThan(10);
  });

  it('draw words in the script of every reader they are shown to', () => {
    const leaks = pictures.flatMap(({ file, text }) =>
      readersOf(file, all).flatMap((script) =>
        scriptLeaks(text, script).map((l) => `${file} (${script}): ${l.char} in “${l.context}”`),
      ),
    );
    expect(leaks).toEqual([]);
  });
});
