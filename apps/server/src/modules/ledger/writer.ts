import type { FastifyBaseLogger } from 'fastify';
import type { OpenTransaction, TransactionRunner } from '../../platform/db/transaction-runner.ts';
import { queryRows } from '../../platform/db/raw-sql.ts';
import { accountSpec, type AccountDirectory, type AccountRow } from './accounts.ts';
import { createBalanceCache } from './balance-cache.ts';
import { answerPostings, appendNetLegs, planPostings } from './batch-plan.ts';
import { batchWriteStatement, isBalanceGuard, lookUpBatch, takeWriterLock } from './batch-sql.ts';
import type { CompanionRegistry } from './companions.ts';
import type { Posting, PostingResult } from './posting.ts';

/** Postings per database transaction at most; beyond this the next batch follows at once. */
export const MAX_BATCH = 2_000;

/**
 * How long a transaction opened ahead of its postings holds the lock waiting for the first of them before
 * it commits empty: long enough to span a busy server's turn from one batch's answers to the next requests.
 */
const EAGER_HOLD_MS = 20;

interface Pending {
  posting: Posting;
  resolve(result: PostingResult): void;
  reject(error: unknown): void;
}

/** A batch's outcome: each posting's result, and what the balance cache learns once it commits. */
interface AppliedBatch {
  results: PostingResult[];
  balances: Map<number, number>;
  /** The last transfer id the batch drew; null when it posted nothing. */
  lastTransferId: number | null;
}

/** A balance was not what the batch started from (another writer posted since it was cached). */
class StaleBalanceError extends Error {
  constructor(cause: unknown) {
    super('a ledger balance changed under a batch that trusted its cached value', { cause });
  }
}

/**
 * The single writer of the ledger (DESIGN §5, after TigerBeetle): postings submitted while a batch commits
 * wait and go together in the next database transaction. Each posting is still checked on its own —
 * balances are applied in submission order and a posting that would overdraw a floor-zero account is
 * rejected alone. One advisory lock per batch makes it the only writer across instances (no deadlocks).
 * It remembers the balances it committed (balance-cache.ts) instead of reading them back per batch, and
 * every balance it changes is guarded by the value it started from.
 */
export const createLedgerWriter = (
  transact: TransactionRunner,
  accounts: AccountDirectory,
  now: () => Date,
  log: FastifyBaseLogger,
  companions: CompanionRegistry,
  /** PostgreSQL: the next batch's transaction waits for the lock while one applies (see `pipeline`). */
  pipelined = false,
) => {
  const queue: Pending[] = [];
  /**
   * On PostgreSQL a second transaction opens and queues for the writer lock while the first applies its
   * batch: when the first commits, the second holds the lock at once and takes everything submitted
   * meanwhile, so BEGIN and the lock's round trip leave the critical path. PGlite has one connection.
   */
  const pipeline = pipelined ? 2 : 1;
  /** Transactions open or opening, and those of them still waiting for the lock. */
  let open = 0;
  let waiting = 0;
  let busy = false;
  /** Counters for benchmarks and operators: how well batching works under the current load. */
  const counters = { batches: 0, postings: 0, busyMs: 0 };
  let idle: Promise<void> = Promise.resolve();
  let markIdle: () => void = () => {};
  const cache = createBalanceCache();
  /**
   * Settles when the batch taken last has committed or failed, and its outcome is in the cache: the next
   * batch holds the lock as soon as that commit ends, a moment before this process hears of it.
   */
  let lastSettled: Promise<void> = Promise.resolve();

  /** Wakes a transaction that holds the lock before any posting came (see `run`). */
  let arrived: (() => void) | null = null;
  const nextArrival = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => wake(), EAGER_HOLD_MS);
      // The postings that arrive in the same turn of the event loop join the batch too.
      const wake = () => {
        clearTimeout(timer);
        arrived = null;
        setImmediate(resolve);
      };
      arrived = wake;
    });

  const submit = (posting: Posting): Promise<PostingResult> =>
    new Promise((resolve, reject) => {
      queue.push({ posting, resolve, reject });
      arrived?.();
      if (!busy) {
        busy = true;
        idle = new Promise((r) => (markIdle = r));
        // setImmediate lets every posting submitted in this turn of the event loop join the first batch.
        setImmediate(schedule);
      } else if (open > 0) schedule();
    });

  /**
   * Starts a transaction when postings wait (or, `eager`, are sure to come) and no open one will take
   * them; marks idle when all is done.
   */
  function schedule(eager = false) {
    if ((queue.length > 0 || eager) && waiting === 0 && open < pipeline) void run(eager);
    else if (queue.length === 0 && open === 0 && busy) {
      busy = false;
      markIdle();
    }
  }

  const remember = (applied: AppliedBatch) => {
    if (applied.lastTransferId !== null) cache.committed(applied.balances, applied.lastTransferId);
  };

  /** The accounts a batch touches, and each leg's account keys. */
  const accountsOf = async (batch: Pending[]) => {
    const specs = batch.flatMap((p) =>
      p.posting.legs.flatMap((l) => [accountSpec(l.from), accountSpec(l.to)]),
    );
    // Shard choice is random per spec; fix each leg's keys once so the plan and the locks agree.
    let si = 0;
    const legKeys = batch.map((p) => p.posting.legs.map(() => [specs[si++]!.key, specs[si++]!.key] as const));
    return { legKeys, rows: await accounts.resolve(specs) };
  };

  /**
   * Postings in a transaction of their own that trusts nothing remembered: every balance and reference is
   * read under the lock (after their batch failed as a whole).
   */
  const runUntrusted = async (items: Pending[]) => {
    const { legKeys, rows } = await accountsOf(items);
    const applied = await transact(async (tx) => {
      await takeWriterLock(tx.db);
      return applyBatch(tx, items, legKeys, rows, false);
    });
    remember(applied);
    items.forEach((p, i) => p.resolve(applied.results[i]!));
  };

  /**
   * One transaction: the lock, then a batch. Pipelined, the batch is taken from the queue once the lock is
   * held, so batches apply in the order they were taken and postings in submission order.
   */
  const run = async (eager = false) => {
    open += 1;
    waiting += 1;
    let holding = false;
    const hold = () => {
      if (holding) return;
      holding = true;
      waiting -= 1;
    };
    let batch: Pending[] = [];
    let taken = false;
    let started = 0;
    let prior: Promise<void> = Promise.resolve();
    let settle: () => void = () => {};
    const take = () => {
      taken = true;
      batch = queue.splice(0, MAX_BATCH);
      started = performance.now();
      if (batch.length > 0) counters.batches += 1;
      counters.postings += batch.length;
      prior = lastSettled;
      lastSettled = new Promise((r) => (settle = r));
    };
    /** The batch under the lock: the cache is checked once the batch before has settled. */
    const apply = async (
      tx: OpenTransaction,
      lastTransferId: number | null,
      { legKeys, rows }: Awaited<ReturnType<typeof accountsOf>>,
    ) => {
      await prior;
      cache.validate(lastTransferId);
      return applyBatch(tx, batch, legKeys, rows, true);
    };
    try {
      let applied: AppliedBatch | null = null;
      if (pipelined) {
        applied = await transact(async (tx) => {
          const last = await takeWriterLock(tx.db);
          if (eager && queue.length === 0) await nextArrival();
          hold();
          take();
          // The next transaction queues for the lock behind this one now, even if nothing waits yet: under
          // load postings arrive while this batch applies, and a transaction opened only when they do was
          // still opening when this one committed (about half the cycle of a busy writer, measured). If
          // nothing has come by the time it holds the lock, it commits an empty batch.
          schedule(batch.length > 0);
          // Accounts resolve on another pooled connection: one created here outlives a failed batch.
          return batch.length === 0 ? null : apply(tx, last, await accountsOf(batch));
        });
      } else {
        hold();
        take();
        // PGlite has one connection, which the transaction holds: accounts resolve before it.
        const accounts = batch.length > 0 ? await accountsOf(batch) : null;
        if (accounts)
          applied = await transact(async (tx) => apply(tx, await takeWriterLock(tx.db), accounts));
      }
      if (applied) {
        remember(applied);
        batch.forEach((p, i) => p.resolve(applied.results[i]!));
      }
      settle();
      if (batch.length > 0) counters.busyMs += performance.now() - started;
    } catch (error) {
      hold();
      // Failed before the lock (no connection, say): this transaction's batch is what waits now, so the
      // postings are answered (refused if the database stays away) instead of waiting for ever.
      if (!taken) take();
      cache.clear();
      settle();
      // The batch's transaction failed as a whole: a fresh reference that was posted after all, a balance
      // another instance changed, a lost connection. The batch is tried once more trusting nothing
      // remembered, then each posting alone, so one bad posting cannot fail its neighbours.
      log.warn({ err: error, size: batch.length }, 'ledger batch failed; retrying it with every row read');
      const retried = await runUntrusted(batch).then(
        () => true,
        () => false,
      );
      if (!retried)
        for (const item of batch) await runUntrusted([item]).catch((single: unknown) => item.reject(single));
    } finally {
      open -= 1;
      schedule();
    }
  };

  const applyBatch = async (
    tx: OpenTransaction,
    batch: Pending[],
    legKeys: (readonly [string, string])[][],
    rows: Map<string, AccountRow>,
    /** Whether cached balances may stand in for reads and fresh references go unchecked. */
    trusted: boolean,
  ): Promise<AppliedBatch> => {
    const at = now();
    const postings = batch.map((p) => p.posting);
    const references = [
      ...new Set(postings.filter((p) => !(trusted && p.freshReference)).map((p) => p.reference)),
    ];
    const allIds = [...new Set([...rows.values()].map((r) => r.id))].sort((a, b) => a - b);
    const balance = new Map<number, number>();
    const ids: number[] = [];
    for (const id of allIds) {
      const cached = trusted ? cache.get(id) : undefined;
      if (cached === undefined) ids.push(id);
      else balance.set(id, cached);
    }
    // The caller holds the writer lock. Trusted, the batch reads only balances the cache lacks and references
    // not marked fresh, often nothing (a bet batch: a round trip and a third of the batch's time saved,
    // measured). A fresh reference that was posted after all fails the batch on the unique index if it
    // would post, and the batch is retried untrusted (see run); if it would be refused, it is looked up
    // below, so that a replay of a posting that spent the balance answers `duplicate`, not a refusal.
    const { balances: read, posted } = await lookUpBatch(tx.db, ids, references);
    for (const [id, b] of read) balance.set(id, b);
    const before = new Map(balance);
    const plan = planPostings(postings, legKeys, rows, balance, posted);
    const lookedUp = new Set(references);
    const unchecked = plan.outcomes.flatMap((o, i) =>
      o.status === 'rejected' && !lookedUp.has(postings[i]!.reference) ? [postings[i]!.reference] : [],
    );
    if (unchecked.length > 0) {
      const late = (await lookUpBatch(tx.db, [], unchecked)).posted;
      plan.outcomes.forEach((o, i) => {
        const ids = late.get(postings[i]!.reference);
        if (o.status === 'rejected' && ids) {
          posted.set(postings[i]!.reference, ids);
          plan.outcomes[i] = { status: 'duplicate', transferIds: ids };
        }
      });
    }
    appendNetLegs(plan, postings, balance);

    const transferIds: number[] = [];
    if (plan.planned.length > 0) {
      const changed = [...balance.entries()]
        .filter(([id, b]) => before.get(id) !== b)
        .map(([id, b]) => ({ id, was: before.get(id)!, balance: b }));
      const rowsToWrite = plan.outcomes.flatMap((o, i) =>
        o.status === 'planned' ? (postings[i]!.companions ?? []) : [],
      );
      // A posting dated by its caller keeps that time (never one after the batch's).
      const postedAt = new Map(
        postings.flatMap((p) => (p.at ? [[p.reference, p.at < at ? p.at : at] as const] : [])),
      );
      const statement = batchWriteStatement(
        plan.planned,
        changed,
        at,
        companions.statements(rowsToWrite),
        postedAt,
      );
      // With no companion that runs statements of its own, the write statement carries the COMMIT: one
      // round trip.
      const ownWrites = companions.hasWrites(rowsToWrite);
      const inserted = await (
        ownWrites
          ? queryRows<{ id: string | number }>(tx.db, statement)
          : tx.commitWith<{ id: string | number }>(statement)
      ).catch((error: unknown) => {
        throw isBalanceGuard(error) ? new StaleBalanceError(error) : error;
      });
      for (const r of inserted) transferIds.push(Number(r.id));
      if (ownWrites) await companions.writeAll(tx.db, rowsToWrite);
    }

    const keyOf = new Map([...rows.values()].map((r) => [r.id, r.key]));
    return {
      results: answerPostings(postings, plan, transferIds, (id) => keyOf.get(id)!, posted),
      balances: balance,
      lastTransferId: transferIds.length > 0 ? Math.max(...transferIds) : null,
    };
  };

  return {
    submit,
    /** Resolves once every submitted posting has committed (used by shutdown and tests). */
    flushed: () => idle,
    stats: () => ({ ...counters }),
  };
};

export type LedgerWriter = ReturnType<typeof createLedgerWriter>;
