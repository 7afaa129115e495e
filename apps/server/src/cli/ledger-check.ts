/**
 * `npm run ledger:check`: the ledger's invariants. With `--url <base>` it asks a running server (the
 * operator API; needed for PGlite, whose files one process owns); without, it opens the configured
 * database itself (DATABASE_URL, else DATA_DIR's PGlite — only while no server runs on it).
 */
import path from 'node:path';
import { runCli } from './operator.ts';
import { loadConfig } from '../platform/config/config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { checkLedger } from '../modules/ledger/check.ts';
import { printLedgerCheck } from './commands/ledger-check.ts';
import { CliError } from './client.ts';

const main = async (argv: string[]): Promise<number> => {
  if (argv.includes('--url')) return runCli(['ledger:check', ...argv], process.env, (t) => console.log(t));
  const config = loadConfig(process.env);
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
