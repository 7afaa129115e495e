/**
 * `npm run ledger:check`: the ledger's invariants. With `--url <base>` (or `--url=<base>`) it asks a
 * running server (the operator API; needed for PGlite, whose files one process owns); without, it opens the
 * configured database itself (DATABASE_URL, else DATA_DIR's PGlite — only while no server runs on it). It
 * says which database it read, and never creates one: a check that passed on an empty database created
 * by mistake would say nothing about the real books.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runCli } from './operator.ts';
import { loadConfig } from '../platform/config/config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { checkLedger } from '../modules/ledger/check.ts';
import { printLedgerCheck } from './commands/ledger-check.ts';
import { CliError } from './client.ts';

/** Where the check reads, for the operator: PostgreSQL without its credentials, or PGlite's folder. */
const describeDatabase = (databaseUrl: string | undefined, pgliteDir: string): string => {
  if (!databaseUrl) return `PGlite ${pgliteDir}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
};

const main = async (argv: string[]): Promise<number> => {
  if (argv.some((a) => a === '--url' || a.startsWith('--url=')))
    return runCli(['ledger:check', ...argv], process.env, (t) => console.log(t));
  const config = loadConfig(process.env);
  const pgliteDir = path.resolve(config.dataDir, 'pglite');
  if (!config.databaseUrl && !existsSync(pgliteDir)) {
    console.error(
      `错误：${pgliteDir} 中没有数据库。请设置 DATA_DIR 或 DATABASE_URL；检查运行中的服务器请用 --url <地址>`,
    );
    return 1;
  }
  console.log(`数据库：${describeDatabase(config.databaseUrl, pgliteDir)}`);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
  });
  try {
    printLedgerCheck(await checkLedger(database.db), (t) => console.log(t));
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      console.error(`错误：${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
};

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  process.exitCode = await main(process.argv.slice(2));
}
