// DESIGN §8 budget: the home route's initial JS <= 180 KB gzip. Prints the figure and its ratio to the
// budget, and the ratio to the largest lazy chunk (what a later route pays on top).
//
// "Initial" is what a visitor's browser must fetch before the home page can draw: the scripts dist/index.html
// references (script src + modulepreload href) and the home route's own lazy chunk (the router fetches it at
// once for '/'), each with the chunks it imports statically. Chunks fetched later (dialogs on idle or first
// use, other routes) are lazy. The home chunk is the one whose source map lists features/home/pages/HomePage.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { execSync } from 'node:child_process';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(path.join(dist, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const all = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const read = (file) => readFileSync(path.join(dist, file), 'utf8');
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;

/** Static imports of an ES chunk (`import{a}from"./x.js"`, `import"./x.js"`), not `import("./x.js")`. */
const staticImports = (file) =>
  [...read(file).matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)].map(
    (m) => `assets/${m[1].slice(2)}`,
  );
const withStaticImports = (files) => {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    staticImports(f).forEach(visit);
  };
  files.forEach(visit);
  return seen;
};

const fromHtml = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const homeChunk = all.find((f) => {
  const map = path.join(dist, 'assets', `${f}.map`);
  return (
    existsSync(map) &&
    JSON.parse(readFileSync(map, 'utf8')).sources.some((s) => s.endsWith('features/home/pages/HomePage.tsx'))
  );
});
if (!homeChunk) console.log('note: no source map names HomePage.tsx; counting the index.html scripts only');
const initial = [...withStaticImports([...fromHtml, ...(homeChunk ? [`assets/${homeChunk}`] : [])])];
const initialBytes = initial.reduce((sum, f) => sum + gz(f), 0);
const lazy = all.filter((f) => !initial.includes(`assets/${f}`)).map((f) => gz(`assets/${f}`));
const budget = 180 * 1024;
console.log(`home initial JS: ${(initialBytes / 1024).toFixed(1)} KB gzip in ${initial.length} files`);
for (const f of initial) console.log(`  ${(gz(f) / 1024).toFixed(1).padStart(6)} KB  ${f}`);
console.log(
  `budget 180 KB: ratio ${(initialBytes / budget).toFixed(3)} (<= 1.000 meets it; ${((budget - initialBytes) / 1024).toFixed(1)} KB headroom)`,
);
if (lazy.length)
  console.log(
    `largest lazy chunk: ${(Math.max(...lazy) / 1024).toFixed(1)} KB gzip; ${lazy.length} lazy chunks`,
  );
