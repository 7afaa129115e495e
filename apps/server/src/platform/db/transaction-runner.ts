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

export type TransactionRunner = (<T>(work: (tx: OpenTransaction) => Promise<T>) => Promise<T>) & {
  /**
   * PostgreSQL only: BEGIN, the statements and COMMIT sent as one simple query, so the whole transaction
   * is one round trip and nothing in it waits for this process (the ledger's batches planned ahead).
   * Answers each statement's rows; rejects, rolled back, if any statement fails.
   */
  oneShot?: (statements: SQL[]) => Promise<unknown[][]>;
};

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

  /**
   * One-shot transactions leave in the order they were asked for: each takes its connection only after
   * the one before has (the pool may hand a connection released meanwhile to a later caller while it
   * opens a new one for an earlier caller), so their statements reach the database in that order.
   */
  let lastConnect: Promise<unknown> = Promise.resolve();
  const oneShot = async (statements: SQL[]): Promise<unknown[][]> => {
    const text = ['BEGIN', ...statements.map(inlineSql), 'COMMIT'].join(';\n');
    const connecting = lastConnect.then(() => pool.connect());
    lastConnect = connecting.catch(() => undefined);
    const client = await connecting;
    let broken: Error | undefined;
    try {
      let results: pg.QueryResult[];
      try {
        results = (await client.query(text)) as unknown as pg.QueryResult[];
      } catch (error) {
        // A failed statement leaves the transaction open and aborted, and skips the rest of the query.
        await client.query('ROLLBACK').catch((rollback: unknown) => {
          broken = rollback instanceof Error ? rollback : new Error(String(rollback));
        });
        throw error;
      }
      if (results.at(-1)?.command !== 'COMMIT') throw new Error('the transaction rolled back at its commit');
      return results.slice(1, -1).map((r) => r.rows as unknown[]);
    } finally {
      client.release(broken);
    }
  };

  const run = async <T>(work: (tx: OpenTransaction) => Promise<T>): Promise<T> => {
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
  return Object.assign(run, { oneShot });
};
