import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/**
 * Runs raw SQL and answers its rows, on either driver (node-postgres and PGlite both answer `{ rows }`).
 * Hot paths (the ledger's batches, settlement, bulk letters) are raw SQL: a handful of set-based
 * statements per batch, whatever its size.
 */
export const queryRows = async <T>(db: Db | Tx, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

const NEEDS_ESCAPE = /["\\]/;

/**
 * A JS array as one SQL array literal parameter. Both drivers accept a PostgreSQL array literal string,
 * which keeps every batch statement at one parameter per column whatever the batch size (a multi-row
 * VALUES of 2,000 rows would carry tens of thousands of parameters to parse and plan).
 */
export const toArray = (values: readonly (string | number | boolean | null)[]): string => {
  // Built by concatenation with a test before escaping: a settlement batch quotes ~40,000 strings, few of
  // which hold a quote or a backslash.
  let out = '{';
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i]!;
    if (i > 0) out += ',';
    if (v === null) out += 'NULL';
    else if (typeof v !== 'string') out += String(v);
    else if (NEEDS_ESCAPE.test(v)) out += `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    else out += `"${v}"`;
  }
  return `${out}}`;
};
