import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

const dialect = new PgDialect();

/**
 * A parameter as a quoted literal. Quoted literals start out untyped in PostgreSQL, as untyped bind
 * parameters do, so casts, function resolution and inference read the statement the same way.
 */
const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return pg.escapeLiteral(String(value));
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  throw new Error(`cannot inline a parameter of type ${typeof value}`);
};

/**
 * A statement as text with its parameters written in, for PostgreSQL's simple query protocol: the one
 * that carries several statements in one round trip (a batch's write and its COMMIT), but no parameters.
 * Only for statements whose text holds no `$` of its own (no dollar quoting).
 */
export const inlineSql = (query: SQL): string => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
};
