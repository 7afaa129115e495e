import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/platform/db/client.ts';
import type { Deps } from '../../apps/server/src/platform/deps.ts';
import { createLedger, type Ledger } from '../../apps/server/src/modules/ledger/ledger.ts';
import { silentLog } from './quiet-log.ts';

export interface LedgerTarget {
  kind: 'pglite' | 'postgres';
  ledger: Ledger;
  close(): Promise<void>;
}

/** A fresh migrated database (a scratch schema on PostgreSQL, a temp dir for PGlite) with a ledger on it. */
export const openLedgerTarget = async (url?: string): Promise<LedgerTarget> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-bench-'));
  const schema = url ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase({ dataDir, databaseUrl: url, databaseSchema: schema });
  // The server's own choices: pipelined batches on PostgreSQL, commits riding with the write statement.
  const deps = {
    db: database.db,
    dbKind: database.kind,
    transact: database.transact,
    now: () => new Date(),
    log: silentLog,
  } as unknown as Deps;
  return {
    kind: database.kind,
    ledger: createLedger(deps),
    async close() {
      await database.close();
      if (url && schema) {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await c.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
