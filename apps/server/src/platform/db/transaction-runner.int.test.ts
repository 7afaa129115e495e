import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { inlineSql } from './inline-sql.ts';
import { queryRows, toArray } from './raw-sql.ts';
import {
  createDrizzleTransactionRunner,
  createPgTransactionRunner,
  type TransactionRunner,
} from './transaction-runner.ts';

/** Values that break naive quoting: quotes, backslashes, a `$1` of their own, newlines, CJK, empties. */
const awkward = ["it's", 'back\\slash', 'a $1 b', 'line\nbreak', '中文 注单', '', '"quoted"', "\\'both"];

interface Target {
  db: Db;
  transact: TransactionRunner;
  /** Another connection's view: what has committed. */
  committed(table: string): Promise<string[]>;
  close(): Promise<void>;
}

const pglite = async (): Promise<Target> => {
  const client = await PGlite.create();
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    transact: createDrizzleTransactionRunner(db),
    // One connection: what it reads outside a transaction is what committed.
    committed: async (table) =>
      (await client.query<{ v: string }>(`SELECT v FROM ${table} ORDER BY id`)).rows.map((r) => r.v),
    close: () => client.close(),
  };
};

const postgres = async (url: string): Promise<Target> => {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const { drizzle } = await import('drizzle-orm/node-postgres');
  return {
    db: drizzle(pool) as unknown as Db,
    transact: createPgTransactionRunner(pool),
    committed: async (table) =>
      (await pool.query<{ v: string }>(`SELECT v FROM ${table} ORDER BY id`)).rows.map((r) => r.v),
    close: () => pool.end(),
  };
};

const targets: [string, () => Promise<Target>][] = [['PGlite', pglite]];
const url = process.env.TEST_DATABASE_URL;
if (url) targets.push(['PostgreSQL', () => postgres(url)]);

describe.each(targets)('transactions that commit with their last statement on %s', (_, open) => {
  let target: Target;
  const table = `txr_${process.pid}_${randomBytes(3).toString('hex')}`;
  beforeAll(async () => {
    target = await open();
    await queryRows(target.db, sql.raw(`CREATE TABLE ${table} (id serial PRIMARY KEY, v text NOT NULL)`));
  });
  afterAll(async () => {
    await queryRows(target.db, sql.raw(`DROP TABLE ${table}`));
    await target.close();
  });
  const clear = () => queryRows(target.db, sql.raw(`DELETE FROM ${table}`));
  const insert = (values: string[]) =>
    sql`INSERT INTO ${sql.raw(table)} (v) SELECT * FROM unnest(${toArray(values)}::text[]) RETURNING v`;

  it('inlines parameters so the statement reads exactly as with bind parameters', async () => {
    const query = sql`SELECT ${awkward[0]}::text AS a, ${awkward[1]}::text AS b, ${awkward[2]}::text AS c,
      ${awkward[3]}::text AS d, ${awkward[4]}::text AS e, ${toArray(awkward)}::text[] AS arr,
      ${null}::bigint AS n, ${-42}::bigint AS neg, ${1.5}::float8 AS f, ${true}::boolean AS t,
      ${new Date('2026-11-25T01:02:03.004Z')}::timestamptz AS at, hashtext(${'x'}) AS h`;
    const bound = await queryRows<Record<string, unknown>>(target.db, query);
    const inlined = await queryRows<Record<string, unknown>>(target.db, sql.raw(inlineSql(query)));
    expect(inlined).toEqual(bound);
    expect(bound[0]!.arr).toEqual(awkward);
    expect(Number(bound[0]!.neg)).toBe(-42);
  });

  it('commits with the last statement and answers its rows', async () => {
    await clear();
    const rows = await target.transact(async (tx) => {
      await queryRows(tx.db, insert(['first']));
      return tx.commitWith<{ v: string }>(insert(awkward));
    });
    expect(rows.map((r) => r.v)).toEqual(awkward);
    expect(await target.committed(table)).toEqual(['first', ...awkward]);
  });

  it('commits nothing when the last statement fails, and the next transaction runs normally', async () => {
    await clear();
    const failing = target.transact(async (tx) => {
      await queryRows(tx.db, insert(['kept?']));
      // NULL into a NOT NULL column: the statement raises, so its COMMIT must not happen.
      return tx.commitWith(sql`INSERT INTO ${sql.raw(table)} (v) VALUES (${null}) RETURNING v`);
    });
    await expect(failing).rejects.toThrow();
    expect(await target.committed(table)).toEqual([]);
    await target.transact((tx) => tx.commitWith(insert(['after'])));
    expect(await target.committed(table)).toEqual(['after']);
  });

  it('commits work that never calls commitWith and rolls back work that throws', async () => {
    await clear();
    await target.transact(async (tx) => queryRows(tx.db, insert(['plain'])));
    await expect(
      target.transact(async (tx) => {
        await queryRows(tx.db, insert(['dropped']));
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await target.committed(table)).toEqual(['plain']);
  });
});
