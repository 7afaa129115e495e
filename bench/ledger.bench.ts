/**
 * Ledger throughput (issue 3 §7): transfers per second through the ledger service on PostgreSQL, against
 * pgbench's TPC-B tps on the same server measured in the same command; p50/p99 latency at half the peak
 * rate; the same figures on PGlite. Targets: ledger >= 3x TPC-B, p99 < 50 ms at half peak.
 * BENCH_SECONDS (default 10) sets each phase's length; BENCH_DATABASE_URL (default the local test database).
 */
import { printPgbenchBaseline } from './support/pgbench.ts';
import { openLedgerTarget, type LedgerTarget } from './support/ledger-target.ts';
import { closedLoop, fmt, openLoop, percentile } from './support/stats.ts';
import { openHttpTarget } from './support/http-target.ts';
import { runLoad } from './support/load-client.ts';
import { measureHttpFloor, printHttpFloor } from './support/http-floor.ts';
import { GamePath } from '@qilin/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/platform/db/raw-sql.ts';
import { cpuPerOperation, withCpu } from './support/cpu.ts';
import { withLoopDelay } from './support/loop-delay.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const URL_PG =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const MEMBERS = 10_000;
const CONCURRENCY = 2_000;

let seq = 0;
const reference = () => `bench:${process.pid}:${(seq += 1)}`;

/** Funds MEMBERS wallets, then measures random member-to-venue-style transfers between them. */
const measure = async (target: LedgerTarget) => {
  const { ledger } = target;
  const base = 1_000_000;
  await Promise.all(
    Array.from({ length: MEMBERS }, (_, i) =>
      ledger.post({
        reference: reference(),
        kind: 'credit',
        legs: [
          {
            from: { house: 'house', shardKey: i },
            to: { member: base + i, kind: 'wallet' },
            amount: 1_000_000,
          },
        ],
      }),
    ),
  );
  const transfer = () => {
    const from = base + Math.floor(Math.random() * MEMBERS);
    return ledger.post({
      reference: reference(),
      kind: 'venue_in',
      legs: [
        {
          from: { member: from, kind: 'wallet' },
          to: { member: from, kind: 'venue', code: 'demo' },
          amount: 1 + Math.floor(Math.random() * 100),
        },
      ],
    });
  };
  await closedLoop(transfer, 200, 1); // warm-up: account cache, plans
  const s0 = ledger.stats();
  const peak = await closedLoop(transfer, CONCURRENCY, SECONDS);
  const s1 = ledger.stats();
  const latencies = await openLoop(transfer, peak / 2, Math.max(3, SECONDS / 2));
  const s2 = ledger.stats();
  const batching = (a: typeof s0, b: typeof s0) =>
    `${fmt((b.postings - a.postings) / Math.max(1, b.batches - a.batches), 1)} postings/batch, ${fmt((b.busyMs - a.busyMs) / Math.max(1, b.batches - a.batches), 1)} ms/batch`;
  console.log(`  [${target.kind}] peak: ${batching(s0, s1)}; half peak: ${batching(s1, s2)}`);
  const check = await ledger.check();
  return {
    peak,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    ok: check.ok,
    transfers: check.transfers,
  };
};

const report = (label: string, r: Awaited<ReturnType<typeof measure>>, baseline: number | null) => {
  console.log(`${label}: ${fmt(r.peak)} transfers/s at peak (${CONCURRENCY} outstanding)`);
  if (baseline) console.log(`  ratio vs pgbench TPC-B: ${fmt(r.peak / baseline, 2)}x (target >= 3x)`);
  console.log(
    `  at half peak (${fmt(r.peak / 2)}/s): p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 1)} ms (target p99 < 50 ms)`,
  );
  console.log(`  ledger:check ${r.ok ? 'ok' : 'FAILED'} over ${fmt(r.transfers)} transfers`);
};

/** Concurrent players of the HTTP phase (BENCH_PLAYERS). */
const HTTP_MEMBERS = Number(process.env.BENCH_PLAYERS ?? 100);
/**
 * BENCH_PHASES=ledger,http,pglite runs a subset (e.g. to profile one); all by default. On PostgreSQL the
 * demo provider runs as a process of its own, as the remote service it stands for; BENCH_PROVIDER=self
 * serves it from the server's process instead (the only way on PGlite).
 */
const PHASES = new Set((process.env.BENCH_PHASES ?? 'ledger,http,pglite').split(','));

/**
 * Venue transfers over HTTP through the whole server: idempotency key, venue order, ledger hold, the
 * signed HTTP call to the demo provider (its own books in the same database), settlement posting.
 * Each member alternates in and out so balances never run dry.
 */
const measureHttp = async (url: string | undefined, pgbenchCpuMs: number | null) => {
  // A remote provider's work is not ours, but on this one machine its CPU still counts in the machine's.
  const providerProcess = url !== undefined && process.env.BENCH_PROVIDER !== 'self';
  const target = await openHttpTarget(url, HTTP_MEMBERS, { providerProcess });
  try {
    // The load comes from its own process (load-client.ts); each session alternates in and out.
    const sessions = target.sessions.map((session) => ({
      headers: { ...session, 'idempotency-key': '$ID' },
      bodies: [1, 2].map((ty) => JSON.stringify({ channelCode: 'demo', amount: '1.00', ty })),
    }));
    const job = { base: target.base, path: GamePath.transfer, sessions };
    // Warm up, and put something at the venue so transfers out have money to move.
    await runLoad({ ...job, mode: 'closed', concurrency: HTTP_MEMBERS, seconds: 1 });
    const transfers = async () =>
      Number(
        (await queryRows<{ n: string }>(target.deps.db, sql`SELECT count(*) AS n FROM ledger_transfers`))[0]
          ?.n ?? 0,
      );
    const before = await transfers();
    const usage = await withCpu(() =>
      runLoad({ ...job, mode: 'closed', concurrency: HTTP_MEMBERS, seconds: SECONDS }),
    );
    const peak = usage.value.rate;
    // Each venue transfer books two ledger transfers (the hold, then done or release).
    const ledgerRate = ((await transfers()) - before) / SECONDS;
    // Printed with the phase's other figures (reportHttp), not ahead of its heading.
    const cpuLine = cpuPerOperation(usage, peak * SECONDS, 'venue transfer', pgbenchCpuMs, usage.value.cpuS, {
      server: providerProcess
        ? 'server (the demo provider in its own process)'
        : 'server (with the demo provider)',
    });
    const halfRun = await withLoopDelay(() =>
      runLoad({ ...job, mode: 'open', rate: peak / 2, seconds: Math.max(3, SECONDS / 2) }),
    );
    const { latencies } = halfRun.value;
    const check = await target.ledger.check();
    return {
      peak,
      ledgerRate,
      cpuLine,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      loopP99: halfRun.p99Ms,
      loopMax: halfRun.maxMs,
      ok: check.ok,
      transfers: check.transfers,
    };
  } finally {
    await target.close();
  }
};

const reportHttp = (label: string, r: Awaited<ReturnType<typeof measureHttp>>, baseline: number | null) => {
  console.log(`${label}: ${fmt(r.peak)} venue transfers/s at peak (${HTTP_MEMBERS} concurrent players)`);
  console.log(
    `  = ${fmt(r.ledgerRate)} ledger transfers/s (a venue transfer books its hold and its outcome)`,
  );
  if (baseline)
    console.log(
      `  ratio vs pgbench TPC-B: ${fmt(r.peak / baseline, 2)}x in venue transfers, ${fmt(r.ledgerRate / baseline, 2)}x in ledger transfers (target >= 1x)`,
    );
  console.log(r.cpuLine);
  console.log(
    `  at half peak (${fmt(r.peak / 2)}/s): p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 1)} ms (target p99 < 50 ms); server event-loop delay p99 ${fmt(r.loopP99, 1)} ms, max ${fmt(r.loopMax, 1)} ms`,
  );
  console.log(`  ledger:check ${r.ok ? 'ok' : 'FAILED'} over ${fmt(r.transfers)} transfers`);
};

const main = async () => {
  const { baseline, cpuMsPerTx } = await printPgbenchBaseline(URL_PG, SECONDS);
  if (baseline !== null || process.env.BENCH_DATABASE_URL) {
    const pgTarget = await openLedgerTarget(URL_PG);
    try {
      if (PHASES.has('ledger')) report('ledger service on PostgreSQL', await measure(pgTarget), baseline);
    } finally {
      await pgTarget.close();
    }
    if (PHASES.has('http')) {
      reportHttp('HTTP venue/transfer on PostgreSQL', await measureHttp(URL_PG, cpuMsPerTx), baseline);
      // A venue transfer is two round trips: the player's to us, ours to the demo provider.
      printHttpFloor(await measureHttpFloor(SECONDS, HTTP_MEMBERS), 2, 1, baseline);
    }
  }
  if (!PHASES.has('pglite')) return;
  const lite = await openLedgerTarget();
  try {
    report('ledger service on PGlite', await measure(lite), baseline);
  } finally {
    await lite.close();
  }
  reportHttp('HTTP venue/transfer on PGlite', await measureHttp(undefined, cpuMsPerTx), baseline);
};

await main();
