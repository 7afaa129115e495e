import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { schema } from './schema.ts';
import {
  createDrizzleTransactionRunner,
  createPgTransactionRunner,
  type TransactionRunner,
} from './transaction-runner.ts';

export type Schema = typeof schema;
/** The one database type every repository uses, whether PGlite or PostgreSQL is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Transactions whose last statement can carry the COMMIT (the ledger writer's batches). */
  transact: TransactionRunner;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../drizzle');

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  databaseSchema?: string;
}

/** Opens PGlite under DATA_DIR, or PostgreSQL when a URL is given, and runs the one migration set. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.databaseUrl) {
    const schemaName = options.databaseSchema;
    // JIT off: our statements are short OLTP ones, but the planner cannot see inside the unnest() arrays
    // the batch statements take and overestimates them past jit_above_cost; compiling then cost 50-170 ms
    // per ledger batch, more than the batch's own work (measured with auto_explain, docs/decisions.md).
    // Set in the URL because node-postgres lets the URL's own `options` replace a separate one.
    const url = new URL(options.databaseUrl);
    const serverOptions = [url.searchParams.get('options'), '-c jit=off'];
    if (schemaName) serverOptions.push(`-c search_path=${schemaName}`);
    url.searchParams.set('options', serverOptions.filter(Boolean).join(' '));
    const pool = new pg.Pool({
      connectionString: url.toString(),
      // A venue transfer makes ~9 short durable commits in a row; with 10 connections a busy server
      // queued for the pool while PostgreSQL waited on WAL flushes (measured: 20 beats 10 by ~20 %).
      max: 20,
    });
    if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as unknown as Parameters<typeof migratePg>[0], {
      migrationsFolder: MIGRATIONS_DIR,
      ...(schemaName ? { migrationsSchema: schemaName } : {}),
    });
    return { db, kind: 'postgres', transact: createPgTransactionRunner(pool), close: () => pool.end() };
  }
  const dir = path.join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], {
    migrationsFolder: MIGRATIONS_DIR,
  });
  return { db, kind: 'pglite', transact: createDrizzleTransactionRunner(db), close: () => client.close() };
};
