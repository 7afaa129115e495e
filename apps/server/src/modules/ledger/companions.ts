import type { Tx } from '../../platform/db/client.ts';

/** A row another module writes in the same database transaction as the posting it rides on. */
export interface CompanionRow {
  writer: string;
  row: unknown;
}

export type CompanionWrite<T> = (tx: Tx, rows: T[]) => Promise<void>;

/**
 * Companion writers let a module keep its own rows (a bet ticket, say) atomic with the money they stand
 * for, without a second transaction: the batching writer calls each writer once per batch with the rows of
 * the postings that posted. A failing companion write fails the batch, which is then retried posting by
 * posting, so it fails only its own posting.
 */
export const createCompanionRegistry = () => {
  const writers = new Map<string, CompanionWrite<unknown>>();
  return {
    /** Registers a writer and answers the function that wraps a row for `Posting.companions`. */
    register<T>(name: string, write: CompanionWrite<T>): (row: T) => CompanionRow {
      if (writers.has(name)) throw new Error(`companion writer ${name} is already registered`);
      writers.set(name, write as CompanionWrite<unknown>);
      return (row: T) => ({ writer: name, row });
    },
    async writeAll(tx: Tx, rows: CompanionRow[]) {
      const byWriter = new Map<string, unknown[]>();
      for (const r of rows) {
        if (!writers.has(r.writer)) throw new Error(`no companion writer ${r.writer}`);
        const list = byWriter.get(r.writer);
        if (list) list.push(r.row);
        else byWriter.set(r.writer, [r.row]);
      }
      for (const [name, list] of byWriter) await writers.get(name)!(tx, list);
    },
  };
};

export type CompanionRegistry = ReturnType<typeof createCompanionRegistry>;
