import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';

/** A row another module writes in the same database transaction as the posting it rides on. */
export interface CompanionRow {
  writer: string;
  row: unknown;
}

export type CompanionWrite<T> = (tx: Db | Tx, rows: T[]) => Promise<void>;
/** Data-modifying statements (INSERTs, guarded UPDATEs) whose output nobody reads, for a batch's rows. */
export type CompanionStatements<T> = (rows: T[]) => SQL[];

type Writer =
  | { kind: 'write'; write: CompanionWrite<unknown> }
  | { kind: 'statements'; build: CompanionStatements<unknown> };

/**
 * Companion writers let a module keep its own rows (a bet ticket, say) atomic with the money they stand
 * for, without a second transaction: the batching writer calls each writer once per batch with the rows of
 * the postings that posted. A failing companion write fails the batch, which is then retried posting by
 * posting, so it fails only its own posting.
 *
 * Two kinds: a `write` runs its own statements in the batch's transaction (it may read, count and throw);
 * `statements` only change rows without reading anything back, so the writer runs them inside its own
 * write statement as extra data-modifying CTEs, which saves the hot path a round trip per statement while
 * the batch holds the writer lock. Such a statement sees the database as the batch's statement began and
 * must not change a row another CTE of the batch changes (PostgreSQL refuses that): the ledger's own CTEs
 * touch only ledger tables, and a companion's rows belong to its own posting.
 */
export const createCompanionRegistry = () => {
  const writers = new Map<string, Writer>();
  const add = (name: string, writer: Writer) => {
    if (writers.has(name)) throw new Error(`companion writer ${name} is already registered`);
    writers.set(name, writer);
    return <T>(row: T): CompanionRow => ({ writer: name, row });
  };

  const byWriter = (rows: CompanionRow[]) => {
    const groups = new Map<string, unknown[]>();
    for (const r of rows) {
      if (!writers.has(r.writer)) throw new Error(`no companion writer ${r.writer}`);
      const list = groups.get(r.writer);
      if (list) list.push(r.row);
      else groups.set(r.writer, [r.row]);
    }
    return [...groups].map(([name, list]) => ({ writer: writers.get(name)!, list }));
  };

  return {
    /** Registers a writer and answers the function that wraps a row for `Posting.companions`. */
    register<T>(name: string, write: CompanionWrite<T>): (row: T) => CompanionRow {
      return add(name, { kind: 'write', write: write as CompanionWrite<unknown> });
    },
    /** Registers a write-only writer whose statements ride in the batch's write statement. */
    registerStatements<T>(name: string, build: CompanionStatements<T>): (row: T) => CompanionRow {
      return add(name, { kind: 'statements', build: build as CompanionStatements<unknown> });
    },
    /** The write-only companions' statements for these rows (the writer embeds them). */
    statements(rows: CompanionRow[]): SQL[] {
      return byWriter(rows).flatMap(({ writer, list }) =>
        writer.kind === 'statements' ? writer.build(list) : [],
      );
    },
    /** Whether any of these rows has a writer that runs statements of its own (see `writeAll`). */
    hasWrites(rows: CompanionRow[]): boolean {
      return rows.some((r) => writers.get(r.writer)?.kind === 'write');
    },
    /** Runs the other companions' writes in the batch's transaction. */
    async writeAll(tx: Db | Tx, rows: CompanionRow[]) {
      for (const { writer, list } of byWriter(rows))
        if (writer.kind === 'write') await writer.write(tx, list);
    },
  };
};

export type CompanionRegistry = ReturnType<typeof createCompanionRegistry>;
