// DESIGN §8 budget: the home route's initial JS <= 180 KB gzip. Prints the figure and its ratio to the
// budget, and the ratio to the largest lazy chunk (what a later route pays on top).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { execSync } from 'node:child_process';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(path.join(dist, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
const initialBytes = initial.reduce((sum, f) => sum + gz(f), 0);
const all = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const lazy = all.filter((f) => !initial.includes(`assets/${f}`)).map((f) => gz(`assets/${f}`));
const budget = 180 * 1024;
console.log(`home initial JS: ${(initialBytes / 1024).toFixed(1)} KB gzip in ${initial.length} files`);
console.log(`budget 180 KB: ratio ${(initialBytes / budget).toFixed(2)} (<= 1.00 meets it)`);
if (lazy.length)
  console.log(
    `largest lazy chunk: ${(Math.max(...lazy) / 1024).toFixed(1)} KB gzip; ${lazy.length} lazy chunks`,
  );
