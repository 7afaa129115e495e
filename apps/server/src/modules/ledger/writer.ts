import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { OpenTransaction, TransactionRunner } from '../../platform/db/transaction-runner.ts';
import { accountSpec, type AccountDirectory, type AccountRow } from './accounts.ts';
import type { CompanionRegistry } from './companions.ts';
import type { Posting, PostingResult } from './posting.ts';
import { queryRows, toArray } from '../../platform/db/raw-sql.ts';
import { createBalanceCache } from './balance-cache.ts';

/**
 * The advisory lock that makes one batch at a time the only writer of balances, across instances; keyed
 * by schema too, so ledgers in different schemas of one database (tenants, test runs) do not wait on each
 * other.
 */
const LEDGER_WRITER_LOCK = 7_316_001;

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

/** The write statement's balance guard fired: it sets a NULL balance, which the NOT NULL column refuses. */
const isBalanceGuard = (error: unknown): boolean => {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code, column } = e as Error & { code?: string; column?: string };
    if (code === '23502' && column === 'balance') return true;
  }
  return false;
};

interface PlannedTransfer {
  reference: string;
  leg: number;
  kind: string;
  from: number;
  to: number;
  amount: number;
  memo: string;
  fromAfter: number;
  toAfter: number;
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

  // One writer at a time, across instances: a transaction-scoped advisory lock instead of a row lock per
  // account. Row locks cost a WAL record per locked row (a settlement batch locks ~1,000 accounts: 30 % of
  // its time, measured), and only this writer ever changes balances, so one lock serialises exactly what
  // needs it. The lock is released after commit, when the batch is visible to the next holder's statements
  // (read committed), so the balances it reads are the latest. The CHECK constraint on floor-zero accounts
  // stays the backstop.
  // The same statement answers the transfer id sequence's last value once the lock is held (the subquery
  // must produce its row first), for the balance cache's check at no extra round trip.
  const takeLock = async (tx: Db | Tx): Promise<number | null> => {
    const [row] = await queryRows<{ last: string | number | null }>(
      tx,
      sql`SELECT pg_sequence_last_value(pg_get_serial_sequence('ledger_transfers', 'id')) AS last
          FROM (SELECT pg_advisory_xact_lock(${LEDGER_WRITER_LOCK}, hashtext(current_schema())) OFFSET 0) AS l`,
    );
    return row?.last === null || row?.last === undefined ? null : Number(row.last);
  };

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
      await takeLock(tx.db);
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
          const last = await takeLock(tx.db);
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
        if (accounts) applied = await transact(async (tx) => apply(tx, await takeLock(tx.db), accounts));
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

  /**
   * Under the writer lock, one round trip: these accounts' balances and which of these references are
   * posted (their transfer ids). Both are per-key probes behind OFFSET 0 (which stops the planner
   * flattening them): on a young table without statistics it otherwise chose a sequential scan of every
   * transfer per batch, a cost that grew with the ledger (7 ms at 60,000 transfers, measured).
   */
  const lookUp = async (tx: Db | Tx, ids: number[], references: string[]) => {
    const existingIds = new Map<string, number[]>();
    const balances = new Map<number, number>();
    if (ids.length === 0 && references.length === 0) return { balances, existingIds };
    const found = await queryRows<{
      id: string | number;
      balance: string | number | null;
      reference: string | null;
      leg: number | null;
    }>(
      tx,
      sql`WITH locked AS (
            SELECT a.id, a.balance FROM unnest(${toArray(ids)}::bigint[]) AS k(id)
            CROSS JOIN LATERAL (SELECT id, balance FROM ledger_accounts WHERE id = k.id OFFSET 0) AS a
          )
          SELECT id, balance, NULL::text AS reference, NULL::smallint AS leg FROM locked
          UNION ALL
          (SELECT t.id, NULL::bigint, t.reference, t.leg FROM unnest(${toArray(references)}::text[]) AS r(ref)
            CROSS JOIN LATERAL (SELECT id, reference, leg FROM ledger_transfers WHERE reference = r.ref OFFSET 0) AS t
            ORDER BY t.reference, t.leg)`,
    );
    for (const r of found) {
      if (r.reference === null) balances.set(Number(r.id), Number(r.balance));
      else existingIds.set(r.reference, [...(existingIds.get(r.reference) ?? []), Number(r.id)]);
    }
    return { balances, existingIds };
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
    const references = [
      ...new Set(batch.filter((p) => !(trusted && p.posting.freshReference)).map((p) => p.posting.reference)),
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
    const { balances: read, existingIds } = await lookUp(tx.db, ids, references);
    for (const [id, b] of read) balance.set(id, b);
    const before = new Map(balance);
    const byId = new Map<number, AccountRow>([...rows.values()].map((r) => [r.id, r]));

    const planned: PlannedTransfer[] = [];
    const outcomes: (
      | PostingResult
      | { status: 'planned'; first: number; count: number }
      | { status: 'same-as'; reference: string }
    )[] = [];
    const seen = new Set<string>();
    /** Net legs of the postings planned so far, summed per account pair and kind (see `Leg.net`). */
    const nets = new Map<string, { low: number; high: number; kind: string; sum: number }>();
    batch.forEach(({ posting }, i) => {
      if (existingIds.has(posting.reference)) {
        outcomes.push({ status: 'duplicate', transferIds: existingIds.get(posting.reference)! });
        return;
      }
      if (seen.has(posting.reference)) {
        outcomes.push({ status: 'same-as', reference: posting.reference });
        return;
      }
      seen.add(posting.reference);
      const touched = new Map<number, number>();
      const legs: PlannedTransfer[] = [];
      const netted: { from: number; to: number; amount: number }[] = [];
      const hasOwnLeg = posting.legs.some((l) => !l.net);
      let refused: string | null = null;
      posting.legs.forEach((leg, li) => {
        if (refused) return;
        const [fromKey, toKey] = legKeys[i]![li]!;
        const from = rows.get(fromKey)!;
        const to = rows.get(toKey)!;
        if (leg.net && hasOwnLeg && !from.floorZero && !to.floorZero) {
          netted.push({ from: from.id, to: to.id, amount: leg.amount });
          return;
        }
        for (const a of [from, to]) if (!touched.has(a.id)) touched.set(a.id, balance.get(a.id)!);
        const fromAfter = balance.get(from.id)! - leg.amount;
        if (from.floorZero && fromAfter < 0) {
          refused = from.key;
          return;
        }
        balance.set(from.id, fromAfter);
        const toAfter = balance.get(to.id)! + leg.amount;
        balance.set(to.id, toAfter);
        legs.push({
          reference: posting.reference,
          leg: li,
          kind: posting.kind,
          from: from.id,
          to: to.id,
          amount: leg.amount,
          memo: posting.memo ?? '',
          fromAfter,
          toAfter,
        });
      });
      if (refused) {
        for (const [id, before] of touched) balance.set(id, before);
        outcomes.push({ status: 'rejected', reason: 'insufficient_funds', accountKey: refused });
        return;
      }
      outcomes.push({ status: 'planned', first: planned.length, count: legs.length });
      planned.push(...legs);
      for (const n of netted) {
        const [low, high, signed] = n.from < n.to ? [n.from, n.to, n.amount] : [n.to, n.from, -n.amount];
        const key = `${low}:${high}:${posting.kind}`;
        const group = nets.get(key);
        if (group) group.sum += signed;
        else nets.set(key, { low, high, kind: posting.kind, sum: signed });
      }
    });
    // The merged net legs go last, one transfer per account pair and kind, under a reference derived from
    // the batch's first new posting (unique, since that reference is posted here for the first time).
    const lookedUp = new Set(references);
    const unchecked = outcomes.flatMap((o, i) =>
      o.status === 'rejected' && !lookedUp.has(batch[i]!.posting.reference)
        ? [batch[i]!.posting.reference]
        : [],
    );
    if (unchecked.length > 0) {
      const posted = (await lookUp(tx.db, [], unchecked)).existingIds;
      outcomes.forEach((o, i) => {
        const ids = posted.get(batch[i]!.posting.reference);
        if (o.status === 'rejected' && ids) {
          existingIds.set(batch[i]!.posting.reference, ids);
          outcomes[i] = { status: 'duplicate', transferIds: ids };
        }
      });
    }
    const firstNew = outcomes.findIndex((o) => o.status === 'planned');
    let netLeg = 0;
    for (const g of nets.values()) {
      if (g.sum === 0) continue;
      const [from, to, amount] = g.sum > 0 ? [g.low, g.high, g.sum] : [g.high, g.low, -g.sum];
      const fromAfter = balance.get(from)! - amount;
      const toAfter = balance.get(to)! + amount;
      balance.set(from, fromAfter);
      balance.set(to, toAfter);
      planned.push({
        reference: `net:${batch[firstNew]!.posting.reference}`,
        leg: netLeg++,
        kind: g.kind,
        from,
        to,
        amount,
        memo: 'net of the batch',
        fromAfter,
        toAfter,
      });
    }

    const transferIds: number[] = [];
    if (planned.length > 0) {
      const changed = [...balance.entries()].filter(([id, b]) => before.get(id) !== b);
      const stamp = at.toISOString();
      const rows = outcomes.flatMap((o, i) =>
        o.status === 'planned' ? (batch[i]!.posting.companions ?? []) : [],
      );
      // Write-only companions (a bet's ticket and legs, a venue order's settlement) ride in this statement
      // as more CTEs.
      const riding = companions.statements(rows).map((q, i) => sql`, ${sql.raw(`c${i}`)} AS (${q})`);
      // One statement for the transfers, their entries (two per leg, in plan order so entry ids follow
      // the order balances were applied: ledger:check reads the last entry by id), the new balances and
      // the riding companions. Transfer ids are drawn from the identity's sequence in `v`, so the entries
      // take theirs from `v` and only the ids come back (no join on the references, no reference strings
      // returned).
      // Each changed balance is guarded by the value the batch started from: a cached one another writer
      // has changed since becomes NULL, which the column refuses, so the statement fails and nothing
      // commits. It raises rather than reports, so that the COMMIT can travel with it: with no companion
      // that runs statements of its own, the statement commits in its own round trip.
      const statement = sql`WITH v AS MATERIALIZED (
            SELECT nextval(pg_get_serial_sequence('ledger_transfers', 'id')) AS id, v.*
            FROM unnest(
              ${toArray(planned.map((p) => p.reference))}::text[], ${toArray(planned.map((p) => p.leg))}::smallint[],
              ${toArray(planned.map((p) => p.kind))}::text[], ${toArray(planned.map((p) => p.from))}::bigint[],
              ${toArray(planned.map((p) => p.to))}::bigint[], ${toArray(planned.map((p) => p.amount))}::bigint[],
              ${toArray(planned.map((p) => p.memo))}::text[], ${toArray(planned.map((p) => p.fromAfter))}::bigint[],
              ${toArray(planned.map((p) => p.toAfter))}::bigint[]
            ) WITH ORDINALITY AS v(r, l, k, f, t, a, m, fa, ta, n)
            ORDER BY v.n
          ), ins AS (
            INSERT INTO ledger_transfers (id, reference, leg, kind, from_account, to_account, amount, memo, created_at)
            OVERRIDING SYSTEM VALUE
            SELECT id, r, l, k, f, t, a, m, ${stamp}::timestamptz FROM v ORDER BY n
          ), ent AS (
            INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
            SELECT v.id, x.account, x.amount, x.after, ${stamp}::timestamptz
            FROM v CROSS JOIN LATERAL (VALUES (0, v.f, -v.a, v.fa), (1, v.t, v.a, v.ta)) AS x(side, account, amount, after)
            ORDER BY v.n, x.side
          ), upd AS (
            UPDATE ledger_accounts AS acc SET balance = CASE WHEN acc.balance = u.was THEN u.b END
            FROM unnest(
              ${toArray(changed.map(([id]) => id))}::bigint[], ${toArray(changed.map(([id]) => before.get(id)!))}::bigint[],
              ${toArray(changed.map(([, b]) => b))}::bigint[]
            ) AS u(id, was, b)
            WHERE acc.id = u.id
          )${sql.join(riding)}
          SELECT id FROM v ORDER BY n`;
      const ownWrites = companions.hasWrites(rows);
      const inserted = await (
        ownWrites
          ? queryRows<{ id: string | number }>(tx.db, statement)
          : tx.commitWith<{ id: string | number }>(statement)
      ).catch((error: unknown) => {
        throw isBalanceGuard(error) ? new StaleBalanceError(error) : error;
      });
      for (const r of inserted) transferIds.push(Number(r.id));
      if (ownWrites) await companions.writeAll(tx.db, rows);
    }

    // Each posting's answer: its transfer ids and the balances right after it (replayed leg by leg).
    const resolved: PostingResult[] = [];
    const firstResult = new Map<string, PostingResult>();
    outcomes.forEach((o, i) => {
      if (o.status === 'planned') {
        const legs = planned.slice(o.first, o.first + o.count);
        const after: Record<string, number> = {};
        for (const l of legs) {
          after[byId.get(l.from)!.key] = l.fromAfter;
          after[byId.get(l.to)!.key] = l.toAfter;
        }
        const r: PostingResult = {
          status: 'posted',
          transferIds: transferIds.slice(o.first, o.first + o.count),
          balances: after,
        };
        firstResult.set(batch[i]!.posting.reference, r);
        resolved.push(r);
      } else if (o.status === 'same-as') {
        const first = firstResult.get(o.reference);
        const earlier = existingIds.get(o.reference);
        resolved.push(
          earlier
            ? { status: 'duplicate', transferIds: earlier }
            : first && first.status === 'posted'
              ? { status: 'duplicate', transferIds: first.transferIds }
              : (first ?? { status: 'rejected', reason: 'insufficient_funds', accountKey: '' }),
        );
      } else {
        if (o.status === 'rejected') firstResult.set(batch[i]!.posting.reference, o);
        resolved.push(o);
      }
    });
    return {
      results: resolved,
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
