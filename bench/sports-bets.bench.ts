/**
 * Sportsbook benchmarks (issue 4 §8). (a) Bets placed per second over HTTP (venue/resource placeBet
 * through the whole server, real feed) on PostgreSQL, against pgbench's TPC-B tps measured in the same
 * command, and p50/p99 at half the peak rate (targets: >= 2x TPC-B, p99 < 50 ms). (b) Settling 100,000
 * open tickets of one match on PostgreSQL (target < 10 s). Prints figures; never asserts.
 * BENCH_SECONDS (default 10), BENCH_SETTLE_TICKETS (default 100000), BENCH_PHASES=place,settle,
 * BENCH_PLAYERS (default 100: concurrent players in (a), to see whether more load raises the peak),
 * BENCH_SERVERS (default 2: (a) again with the players spread over that many server processes; 1 skips it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { Code, GamePath, type Match, type VenueLaunchResponse } from '@qilin/contract';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import type { Deps } from '../apps/server/src/platform/deps.ts';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.ts';
import { createPlacement } from '../apps/server/src/modules/sportsbook/placement.ts';
import { createSettlement } from '../apps/server/src/modules/sportsbook/settlement.ts';
import { createTicketRepo } from '../apps/server/src/modules/sportsbook/ticket-repo.ts';
import { createLetterRepo } from '../apps/server/src/modules/messages/letter-repo.ts';
import { createLetterSender } from '../apps/server/src/modules/messages/letter-writer.ts';
import { createFakeFeed, fakeMatch, market } from '../apps/server/src/modules/sportsbook/test-support.ts';
import { printPgbenchBaseline } from './support/pgbench.ts';
import { errorsOnlyLog } from './support/quiet-log.ts';
import { openHttpTarget } from './support/http-target.ts';
import { fmt, percentile } from './support/stats.ts';
import { runLoad } from './support/load-client.ts';
import { measureHttpFloor, printHttpFloor } from './support/http-floor.ts';
import { cpuPerOperation, withCpu } from './support/cpu.ts';
import { withLoopDelay } from './support/loop-delay.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SETTLE_TICKETS = Number(process.env.BENCH_SETTLE_TICKETS ?? 100_000);
const URL_PG =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const PHASES = new Set((process.env.BENCH_PHASES ?? 'place,settle').split(','));
const HTTP_MEMBERS = Number(process.env.BENCH_PLAYERS ?? 100);
/** Server processes of the second placement run (1 skips it). */
const SERVERS = Number(process.env.BENCH_SERVERS ?? 2);
const URL_REDIS = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * (a) placeBet over HTTP: each call a fresh ticket id on a pre-match 1X2 of the simulator's feed. With
 * `servers` > 1, the members are spread over that many server processes on the same database and Redis bus
 * (one runs the simulator, the others follow its match states), as behind a load balancer.
 */
const measurePlacement = async (baseline: number | null, pgbenchCpuMs: number | null, servers = 1) => {
  const target = await openHttpTarget(URL_PG, HTTP_MEMBERS, { replicas: servers - 1, redisUrl: URL_REDIS });
  if (target.bases.length < servers) {
    console.log(
      `(a) across ${servers} server processes: skipped (needs PostgreSQL and Redis at ${URL_REDIS})`,
    );
    await target.close();
    return;
  }
  try {
    const venue: { token: string; headers: Record<string, string> }[] = [];
    for (const s of target.sessions) {
      const res = await target.post<VenueLaunchResponse>(
        GamePath.launch,
        { enName: 'crty', gameCode: 'crty' },
        s,
      );
      if (res.status_code !== Code.Success) throw new Error(`launch: ${res.message}`);
      venue.push({ token: res.data.token, headers: s });
    }
    const call = <T>(i: number, method: string, fields: Record<string, unknown>) =>
      target.post<T>(
        GamePath.resource,
        { method, enName: 'crty', Request: { timestamp: Date.now(), token: venue[i]!.token, ...fields } },
        venue[i]!.headers,
      );
    const dates = (await call<{ dates: string[] }>(0, 'earlyDates', {})).data.dates;
    let leg: { gameId: string; w: 'M'; r: 'H'; line: null; odds: number } | null = null;
    for (const ask of [{ showType: 'FT' }, ...dates.map((date) => ({ showType: 'FU', date }))]) {
      const list = await call<{ leagues: { matches: Match[] }[] }>(0, 'matches', { gameType: 'FT', ...ask });
      for (const m of list.data.leagues.flatMap((l) => l.matches)) {
        const h = m.markets
          .find((x) => x.w === 'M' && x.status === 'open')
          ?.selections.find((s) => s.r === 'H');
        if (m.gameStatus === 'pre' && h && !leg)
          leg = { gameId: m.gameId, w: 'M', r: 'H', line: null, odds: h.odds };
      }
    }
    if (!leg) throw new Error('the feed offers no pre-match football 1X2');
    // The load comes from its own process (load-client.ts): each call a fresh ticket id.
    const sessions = venue.map((v, i) => ({
      base: target.bases[i % target.bases.length],
      headers: v.headers,
      bodies: [
        JSON.stringify({
          method: 'placeBet',
          enName: 'crty',
          Request: {
            timestamp: Date.now(),
            token: v.token,
            ticket_id: 'b$ID',
            type: 'single',
            stake: '10',
            oddsType: 'E',
            acceptOdds: 'any',
            legs: [leg],
          },
        }),
      ],
    }));
    const job = { base: target.base, path: GamePath.resource, sessions };
    // A replica quotes once it holds the simulator's states: wait for a bet through each to be booked.
    for (const [i, base] of target.bases.entries()) {
      const body = sessions[i]!.bodies[0]!.replace('$ID', `warmup${i}${Date.now()}`);
      for (let tries = 0; ; tries += 1) {
        const res = await fetch(base + GamePath.resource, {
          method: 'POST',
          headers: { 'content-type': 'application/json', client: 'web', ...sessions[i]!.headers },
          body,
        });
        const answer = (await res.json()) as { status_code: number; message: string };
        if (answer.status_code === Code.Success) break;
        if (tries > 100) throw new Error(`no bet booked through ${base}: ${JSON.stringify(answer)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await runLoad({ ...job, mode: 'closed', concurrency: HTTP_MEMBERS, seconds: 1 });
    const usage = await withCpu(() =>
      runLoad({ ...job, mode: 'closed', concurrency: HTTP_MEMBERS, seconds: SECONDS }),
    );
    const peakRun = usage.value;
    const peak = peakRun.rate;
    const halfRun = await withLoopDelay(() =>
      runLoad({ ...job, mode: 'open', rate: peak / 2, seconds: Math.max(3, SECONDS / 2) }),
    );
    const half = halfRun.value;
    const latencies = half.latencies;
    const refused = peakRun.refused + half.refused;
    if (refused > 0) console.log(`  first refusal: ${peakRun.firstRefusal || half.firstRefusal}`);
    const check = await target.ledger.check();
    const where = servers > 1 ? `, ${servers} server processes sharing PostgreSQL and Redis` : '';
    console.log(
      `(a) placeBet over HTTP on PostgreSQL: ${fmt(peak)} bets/s at peak (${HTTP_MEMBERS} concurrent players${where})`,
    );
    if (baseline) console.log(`  ratio vs pgbench TPC-B: ${fmt(peak / baseline, 2)}x (target >= 2x)`);
    // With several servers this process's CPU is only one of them: the machine's figure is the one to read.
    console.log(
      cpuPerOperation(
        servers > 1 ? { ...usage, processS: usage.machineS ?? usage.processS, systemS: undefined } : usage,
        peak * SECONDS,
        'bet',
        pgbenchCpuMs,
        usage.value.cpuS,
      ),
    );
    console.log(
      `  at half peak (${fmt(peak / 2)}/s): p50 ${fmt(percentile(latencies, 50), 1)} ms, p99 ${fmt(percentile(latencies, 99), 1)} ms (target p99 < 50 ms); server event-loop delay p99 ${fmt(halfRun.p99Ms, 1)} ms, max ${fmt(halfRun.maxMs, 1)} ms`,
    );
    console.log(
      `  refused: ${refused}; ledger:check ${check.ok ? 'ok' : 'FAILED'} over ${fmt(check.transfers)} transfers`,
    );
    if (servers === 1) printHttpFloor(await measureHttpFloor(SECONDS, HTTP_MEMBERS), 1, 2, baseline);
  } finally {
    await target.close();
  }
};

/** (b) SETTLE_TICKETS open singles on one match (placed through the placement service), then its result. */
const measureSettlement = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-bench-settle-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ dataDir, databaseUrl: URL_PG, databaseSchema: schema });
  try {
    const deps = {
      db: database.db,
      dbKind: database.kind,
      transact: database.transact,
      now: () => new Date(),
      log: errorsOnlyLog,
      config: { siteId: 'bench' },
    } as unknown as Deps;
    const ledger = createLedger(deps);
    const repo = createTicketRepo(deps.db, ledger);
    const fake = createFakeFeed();
    fake.addMatch(fakeMatch('BENCH1', 'FT', [market('BENCH1', 'R', -0.25, { H: 1.95, C: 1.9 })]));
    const placement = createPlacement({ deps, ledger, repo, feed: fake.api, onConfirming: () => {} });
    // As in the server: every settled ticket also writes its member's inbox letter.
    const letters = createLetterSender(deps, createLetterRepo(deps.db));
    const settlement = createSettlement({ deps, ledger, repo, feed: fake.api, letters });
    const members = 1_000;
    const base = 7_000_000;
    await Promise.all(
      Array.from({ length: members }, (_, i) =>
        ledger.postOrThrow({
          reference: `bench:settle:fund:${i}`,
          kind: 'credit',
          legs: [
            {
              from: { house: 'house', shardKey: i },
              to: { member: base + i, kind: 'wallet' },
              amount: 100_000_000,
            },
          ],
        }),
      ),
    );
    const t0 = performance.now();
    const CHUNK = 2_000;
    for (let i = 0; i < SETTLE_TICKETS; i += CHUNK)
      await Promise.all(
        Array.from({ length: Math.min(CHUNK, SETTLE_TICKETS - i) }, (_, j) =>
          placement.place(base + ((i + j) % members), {
            ticket_id: `s${String(i + j).padStart(9, '0')}`,
            type: 'single',
            stake: '10',
            oddsType: 'E',
            acceptOdds: 'any',
            legs: [{ gameId: 'BENCH1', w: 'R', r: (i + j) % 2 ? 'H' : 'C', line: -0.25, odds: 1.9 }],
          }),
        ),
      );
    const placedS = (performance.now() - t0) / 1000;
    console.log(
      `(b) placed ${fmt(SETTLE_TICKETS)} tickets through the placement service in ${fmt(placedS, 1)} s`,
    );
    // The open tickets stand for a day's betting, which autovacuum would have analysed long before the
    // final whistle; a fresh bench schema has no statistics yet, so take them as autovacuum would.
    await database.db.execute(
      sql`ANALYZE sports_tickets, sports_ticket_legs, ledger_transfers, ledger_entries`,
    );
    const s0 = ledger.stats();
    const t1 = performance.now();
    const usage = await withCpu(() =>
      settlement.enqueue({
        gameId: 'BENCH1',
        hgid: 'BENCH1h',
        sport: 'FT',
        status: 'finished',
        ft: [1, 1],
        ht: [0, 0],
        sets: [],
        winner: null,
        voidCode: null,
        voidReason: null,
        revision: 1,
      }),
    );
    const settleS = (performance.now() - t1) / 1000;
    const open = await repo.openTicketsByGame(['BENCH1']);
    const check = await ledger.check();
    console.log(
      `  settled ${fmt(SETTLE_TICKETS)} tickets in ${fmt(settleS, 2)} s = ${fmt(SETTLE_TICKETS / settleS)} tickets/s (target < 10 s; ratio ${fmt(10 / settleS, 2)}x); still open: ${open.get('BENCH1') ?? 0}; ledger:check ${check.ok ? 'ok' : 'FAILED'}`,
    );
    const s1 = ledger.stats();
    const batches = Math.max(1, s1.batches - s0.batches);
    console.log(
      `  ledger: ${fmt(s1.postings - s0.postings)} postings in ${fmt(batches)} batches, ${fmt((s1.busyMs - s0.busyMs) / batches, 1)} ms per batch (${fmt((s1.busyMs - s0.busyMs) / 1000, 2)} s in all)`,
    );
    const busy = usage.machineS !== null ? `; the whole machine ${fmt(usage.machineS, 1)} s` : '';
    console.log(
      `  CPU during settlement: this process ${fmt(usage.processS, 1)} s${busy} (PostgreSQL has the rest)`,
    );
  } finally {
    await database.close();
    const c = new pg.Client({ connectionString: URL_PG });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const main = async () => {
  const { reachable, baseline, cpuMsPerTx } = await printPgbenchBaseline(URL_PG, SECONDS);
  if (!reachable) return;
  if (PHASES.has('place')) await measurePlacement(baseline, cpuMsPerTx);
  if (PHASES.has('place') && SERVERS > 1) await measurePlacement(baseline, cpuMsPerTx, SERVERS);
  if (PHASES.has('settle')) await measureSettlement();
};

await main();
