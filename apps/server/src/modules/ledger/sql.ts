import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';

/**
 * Runs raw SQL and answers its rows, on either driver (node-postgres and PGlite both answer `{ rows }`).
 * The ledger's hot path is raw SQL: a handful of set-based statements per batch, whatever its size.
 */
export const queryRows = async <T>(db: Db | Tx, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};
