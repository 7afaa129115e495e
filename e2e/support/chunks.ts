import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The built SPA the journeys' server serves (the webServer inherits WEB_DIST). */
const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../apps/web/dist');

/**
 * The file name of the lazy chunk that holds a source module (e.g. 'features/auth/components/AuthDialog.tsx'):
 * chunk names are bare hashes, so the build's hidden source maps say which chunk is which.
 */
export const chunkOf = (sourceSuffix: string): string => {
  const assets = path.join(webDist, 'assets');
  for (const file of readdirSync(assets)) {
    if (!file.endsWith('.js.map')) continue;
    const map = JSON.parse(readFileSync(path.join(assets, file), 'utf8')) as { sources: string[] };
    if (map.sources.some((s) => s.endsWith(sourceSuffix))) return file.replace(/\.map$/, '');
  }
  throw new Error(`no chunk of ${webDist} holds ${sourceSuffix}`);
};
