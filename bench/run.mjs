// Runs every benchmark in this folder in turn. Benchmarks print figures and ratios; they never fail a build.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const dir = import.meta.dirname;
const only = process.argv[2];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs') || f.endsWith('.bench.ts'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n=== ${file}`);
  spawnSync('node', ['--import', 'tsx', path.join(dir, file)], { stdio: 'inherit' });
}
