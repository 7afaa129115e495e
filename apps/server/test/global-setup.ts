import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/platform/db/client.ts';

/**
 * A fresh PGlite directory costs an initdb plus every migration (seconds each). Do it once per run and let
 * each test server start from a copy of this migrated template (harness.ts).
 */
export default async function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'qilin-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  process.env.QILIN_PGLITE_TEMPLATE = path.join(dir, 'pglite');
  return () => rmSync(dir, { recursive: true, force: true });
}
