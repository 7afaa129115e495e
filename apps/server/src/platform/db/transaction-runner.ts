import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db, Tx } from './client.ts';
import { inlineSql } from './inline-sql.ts';
import { queryRows } from './raw-sql.ts';

/** A transaction whose last statement may carry the COMMIT with it. */
export interface OpenTransaction {
  /** Statements in the transaction. */
  readonly db: Db | Tx;
  /**
   * Runs `statement` and commits; on PostgreSQL both travel in one round trip (simple protocol), so the
   * commit costs no wait of its own on a busy event loop. Answers the statement's rows. The statement must
   * raise, not just report, whatever should keep the transaction from committing. Nothing runs after it.
   */
  commitWith<T>(statement: SQL): Promise<T[]>;
}

export type TransactionRunner = <T>(work: (tx: OpenTransaction) => Promise<T>) => Promise<T>;

/** PGlite: a drizzle transaction; its commit follows the work as usual (no round trips to save). */
export const createDrizzleTransactionRunner =
  (db: Db): TransactionRunner =>
  (work) =>
    db.transaction((tx) => work({ db: tx, commitWith: (statement) => queryRows(tx, statement) }));

/**
 * PostgreSQL: a pooled connection driven by hand (BEGIN ... COMMIT), since drizzle's transactions always
 * send their own COMMIT. A drizzle handle per pooled connection is made once and kept with it.
 */
export const createPgTransactionRunner = (pool: pg.Pool): TransactionRunner => {
  const handles = new WeakMap<pg.PoolClient, Db>();
  const handleOf = (client: pg.PoolClient): Db => {
    let handle = handles.get(client);
    if (!handle) {
      handle = drizzlePg(client) as unknown as Db;
      handles.set(client, handle);
    }
    return handle;
  };

  return async (work) => {
    const client = await pool.connect();
    let ended = false;
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work({
        db: handleOf(client),
        async commitWith<T>(statement: SQL) {
          if (ended) throw new Error('the transaction has already committed');
          const results = (await client.query(
            `${inlineSql(statement)};\nCOMMIT`,
          )) as unknown as pg.QueryResult[];
          ended = true;
          // A COMMIT in a failed transaction answers ROLLBACK instead of an error.
          if (results[1]?.command !== 'COMMIT') throw new Error('the transaction rolled back at its commit');
          return results[0]!.rows as T[];
        },
      });
      if (!ended) {
        ended = true;
        await client.query('COMMIT');
      }
      return result;
    } catch (error) {
      // A statement that failed before COMMIT leaves the transaction open and aborted; a failed COMMIT
      // ended it already (the ROLLBACK is then a no-op warning).
      if (!ended)
        await client.query('ROLLBACK').catch((rollback: unknown) => {
          broken = rollback instanceof Error ? rollback : new Error(String(rollback));
        });
      throw error;
    } finally {
      client.release(broken);
    }
  };
};
