import type { FastifyBaseLogger } from 'fastify';
import type { OpenTransaction, TransactionRunner } from '../../platform/db/transaction-runner.ts';
import { queryRows } from '../../platform/db/raw-sql.ts';
import { accountSpec, type AccountDirectory, type AccountRow } from './accounts.ts';
import { createBalanceCache } from './balance-cache.ts';
import { answerPostings, appendNetLegs, planPostings } from './batch-plan.ts';
import {
  batchWriteStatement,
  expectBalancesStatement,
  isBalanceGuard,
  isMovedBalances,
  lastTransferIdOf,
  lookUpBatch,
  takeWriterLock,
  writerLockStatement,
} from './batch-sql.ts';
import type { CompanionRegistry } from './companions.ts';
import type { Posting, PostingResult } from './posting.ts';

/** Postings per database transaction at most; beyond this the next batch follows at once. */
export const MAX_BATCH = 2_000;

/**
 * How long a transaction opened ahead of its postings holds the lock waiting for the first of them before
 * it commits empty: long enough to span a busy server's turn from one batch's answers to the next requests.
 */
const EAGER_HOLD_MS = 20;

/**
 * Batches planned ahead (see `runAhead`) in flight at most: one committing, the next already waiting
 * behind the writer lock inside the database.
 */
const AHEAD_DEPTH = 2;

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
  const counters = { batches: 0, postings: 0, busyMs: 0, aheadBatches: 0, aheadReplanned: 0 };
  let idle: Promise<void> = Promise.resolve();
  let markIdle: () => void = () => {};
  const cache = createBalanceCache();
  /**
   * Settles when the batch taken last has committed or failed, and its outcome is in the cache: the next
   * batch holds the lock as soon as that commit ends, a moment before this process hears of it.
   */
  let lastSettled: Promise<void> = Promise.resolve();

  const oneShot = pipelined ? transact.oneShot : undefined;
  /** Batches planned ahead that were sent and have not settled. */
  let ahead = 0;
  /** The balances the batches planned ahead and still in flight leave, over the cache's. */
  const aheadBalances = new Map<number, number>();
  /**
   * Whether batches may be planned ahead: the cache was current when last checked under the lock, and no
   * batch planned ahead has failed or found another writer since.
   */
  let trustAhead = false;
  /** A setImmediate is gathering this turn's postings into the next batch planned ahead. */
  let gathering = false;
  /**
   * Batches planned ahead that reached the lock before the batch they were planned on: their postings
   * wait here, by batch order, until every batch in flight has settled, then go back to the queue's head.
   * Nothing new starts meanwhile.
   */
  const returned: { order: number; batch: Pending[] }[] = [];
  let aheadOrder = 0;

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
    if (queue.length > 0 && aheadAllowed()) {
      if (ahead > 0) return gatherAhead();
      if (runAhead()) return;
    }
    scheduleRun(eager);
  }

  function scheduleRun(eager = false) {
    if (returned.length > 0) return;
    if ((queue.length > 0 || eager) && waiting === 0 && open < pipeline) void run(eager);
    else if (queue.length === 0 && open === 0 && busy) {
      busy = false;
      markIdle();
    }
  }

  /** Only batches planned ahead are open (a transaction that reads under the lock must go alone). */
  const aheadAllowed = () =>
    oneShot !== undefined && trustAhead && returned.length === 0 && open === ahead && ahead < AHEAD_DEPTH;

  /**
   * With a batch planned ahead in flight, the next one waits for the end of this turn of the event loop,
   * so that it carries every posting the turn brings rather than the first alone.
   */
  function gatherAhead() {
    if (gathering) return;
    gathering = true;
    setImmediate(() => {
      gathering = false;
      if (queue.length > 0 && aheadAllowed() && runAhead()) return;
      scheduleRun();
    });
  }

  const remember = (applied: AppliedBatch) => {
    if (applied.lastTransferId !== null) cache.committed(applied.balances, applied.lastTransferId);
  };

  /** The accounts a batch touches, and each leg's account keys. */
  const specsOf = (batch: Pending[]) => {
    const specs = batch.flatMap((p) =>
      p.posting.legs.flatMap((l) => [accountSpec(l.from), accountSpec(l.to)]),
    );
    // Shard choice is random per spec; fix each leg's keys once so the plan and the locks agree.
    let si = 0;
    const legKeys = batch.map((p) => p.posting.legs.map(() => [specs[si++]!.key, specs[si++]!.key] as const));
    return { specs, legKeys };
  };
  const accountsOf = async (batch: Pending[]) => {
    const { specs, legKeys } = specsOf(batch);
    return { legKeys, rows: await accounts.resolve(specs) };
  };

  /**
   * Plans the head of the queue on the balances the cache and the batches in flight leave, and sends it
   * with the lock and its COMMIT as one query (PostgreSQL): the database applies it the moment the batch
   * before commits, without waiting for this process in between. That wait, a busy event loop's turn
   * from the lock's answer to the batch's statement, was a quarter of the writer's serial time at peak
   * (measured). Under the lock, before it draws an id or writes a row, the batch checks that every balance
   * it touches is the value it was planned on (a plan on a prediction that did not come true is refused
   * and planned again; the write's own guards stay the backstop). Answers false,
   * having taken nothing, when the batch needs a read under the lock: an account or balance not known, a
   * reference that may have been posted, a refusal (it is looked up first), a companion that writes on
   * its own.
   */
  const runAhead = (): boolean => {
    const batch = queue.slice(0, MAX_BATCH);
    const postings = batch.map((p) => p.posting);
    if (!postings.every((p) => p.freshReference)) return false;
    const { specs, legKeys } = specsOf(batch);
    const rows = accounts.known(specs);
    if (!rows) return false;
    const balance = new Map<number, number>();
    for (const { id } of rows.values()) {
      const known = aheadBalances.get(id) ?? cache.get(id);
      if (known === undefined) return false;
      balance.set(id, known);
    }
    const before = new Map(balance);
    const plan = planPostings(postings, legKeys, rows, balance, new Map());
    if (plan.outcomes.some((o) => o.status === 'rejected')) return false;
    appendNetLegs(plan, postings, balance);
    if (plan.planned.length === 0) return false;
    const rowsToWrite = plan.outcomes.flatMap((o, i) =>
      o.status === 'planned' ? (postings[i]!.companions ?? []) : [],
    );
    if (companions.hasWrites(rowsToWrite)) return false;
    // Unchanged balances are guarded too: the steps in between (entries' balance_after) rest on them.
    const guarded = [...balance].map(([id, b]) => ({ id, was: before.get(id)!, balance: b }));
    let statement: ReturnType<typeof batchWriteStatement>;
    try {
      statement = batchWriteStatement(plan.planned, guarded, now(), companions.statements(rowsToWrite));
    } catch {
      // A companion that cannot build its rows fails its batch on the path that reads under the lock,
      // which answers each posting; here it would escape from the scheduler.
      return false;
    }
    queue.splice(0, batch.length);
    for (const [id, b] of balance) aheadBalances.set(id, b);
    const behind = ahead > 0;
    const order = (aheadOrder += 1);
    open += 1;
    ahead += 1;
    counters.batches += 1;
    counters.postings += batch.length;
    counters.aheadBatches += 1;
    const prior = lastSettled;
    let settle: () => void = () => {};
    lastSettled = new Promise((r) => (settle = r));
    const started = performance.now();
    const keyOf = new Map([...rows.values()].map((r) => [r.id, r.key]));
    void (async () => {
      try {
        const [lockRows, , written] = await oneShot!([
          writerLockStatement(),
          expectBalancesStatement(guarded),
          statement,
        ]);
        const transferIds = (written as { id: string | number }[]).map((r) => Number(r.id));
        await prior;
        // Another writer drew transfer ids since this one's last commit: the rest of the cache may be
        // stale (this batch's own balances were all guarded), and the next batch reads under the lock.
        if (!cache.validate(lastTransferIdOf(lockRows!))) trustAhead = false;
        cache.committed(balance, Math.max(...transferIds));
        const results = answerPostings(postings, plan, transferIds, (id) => keyOf.get(id)!, new Map());
        batch.forEach((p, i) => p.resolve(results[i]!));
        settle();
        counters.busyMs += performance.now() - started;
      } catch (error) {
        if (isMovedBalances(error)) {
          counters.aheadReplanned += 1;
          await prior;
          // Every prediction made on this batch is void; the batches planned on it are refused likewise.
          aheadBalances.clear();
          // With no batch of this writer in flight before it, its balances moved behind the writer: another
          // instance posted. Its postings are planned again after a read under the lock.
          if (!behind) {
            trustAhead = false;
            cache.clear();
          }
          returned.push({ order, batch });
          settle();
          return;
        }
        await prior;
        trustAhead = false;
        aheadBalances.clear();
        cache.clear();
        settle();
        await retryAlone(batch, error);
      } finally {
        open -= 1;
        ahead -= 1;
        if (ahead === 0) {
          aheadBalances.clear();
          if (returned.length > 0) {
            // Back at the head of the queue, in the order they were first taken.
            returned.sort((a, b) => a.order - b.order);
            queue.unshift(...returned.flatMap((r) => r.batch));
            returned.length = 0;
          }
        }
        schedule();
      }
    })();
    return true;
  };

  /**
   * A batch whose transaction failed as a whole (a fresh reference that was posted after all, a balance
   * another instance changed, a lost connection) is tried once more trusting nothing remembered, then
   * each posting alone, so one bad posting cannot fail its neighbours.
   */
  const retryAlone = async (batch: Pending[], error: unknown) => {
    log.warn({ err: error, size: batch.length }, 'ledger batch failed; retrying it with every row read');
    const retried = await runUntrusted(batch).then(
      () => true,
      () => false,
    );
    if (!retried)
      for (const item of batch) await runUntrusted([item]).catch((single: unknown) => item.reject(single));
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
      trustAhead = cache.validate(lastTransferId);
      return applyBatch(tx, batch, legKeys, rows, true);
    };
    try {
      // A transaction that reads under the lock waits for the batches planned ahead: they may still be
      // queued for the lock in the database, and this one would hold it while waiting for them to settle.
      if (ahead > 0) await lastSettled;
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
          // When the next batch can be planned ahead instead, it is, once this one commits.
          if (!(oneShot && trustAhead)) scheduleRun(batch.length > 0);
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
      await retryAlone(batch, error);
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
      const statement = batchWriteStatement(plan.planned, changed, at, companions.statements(rowsToWrite));
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
