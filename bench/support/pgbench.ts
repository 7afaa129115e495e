import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { fmt } from './stats.ts';
import { machineBusySeconds } from './cpu.ts';

/**
 * PostgreSQL's own TPC-B-like benchmark (pgbench's default script) on a scratch database of the same
 * server: the baseline the ledger's batched throughput is compared with.
 */
export const pgbenchTps = async (
  url: string,
  clients: number,
  seconds: number,
): Promise<{ tps: number; cpuMsPerTx: number | null } | null> => {
  if (spawnSync('pgbench', ['--version']).status !== 0) return null;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'qilin_pgbench'`);
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE qilin_pgbench');
  await admin.end();
  const target = new URL(url);
  target.pathname = '/qilin_pgbench';
  const conn = target.toString();
  const init = spawnSync('pgbench', ['-i', '-q', '-s', '10', conn], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const busy0 = machineBusySeconds();
  const run = spawnSync('pgbench', ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), conn], {
    encoding: 'utf8',
  });
  const m =
    /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout) ??
    /tps = ([\d.]+)/.exec(run.stdout);
  const busy1 = machineBusySeconds();
  if (!m) return null;
  const tps = Number(m[1]);
  // The whole machine's CPU per transaction (pgbench and PostgreSQL): what a benchmark's own figure per
  // operation is weighed against when the machine, not a lock, is the limit.
  const cpuMsPerTx = busy0 !== null && busy1 !== null ? ((busy1 - busy0) * 1000) / (tps * seconds) : null;
  return { tps, cpuMsPerTx };
};

/**
 * The baseline line a PostgreSQL benchmark prints first: pgbench's TPC-B figure (8 clients, scale 10), or
 * why there is none. `reachable` is false when the database could not be reached (the reason is printed).
 */
export const printPgbenchBaseline = async (
  url: string,
  seconds: number,
): Promise<{ reachable: boolean; baseline: number | null; cpuMsPerTx: number | null }> => {
  try {
    const run = await pgbenchTps(url, 8, seconds);
    const cpu = run?.cpuMsPerTx ? ` (machine CPU ${fmt(run.cpuMsPerTx, 2)} ms per transaction)` : '';
    console.log(
      run
        ? `pgbench TPC-B (8 clients, scale 10): ${fmt(run.tps)} tps${cpu}`
        : 'pgbench not installed: no baseline',
    );
    return { reachable: true, baseline: run?.tps ?? null, cpuMsPerTx: run?.cpuMsPerTx ?? null };
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${url}: ${(error as Error).message}`);
    return { reachable: false, baseline: null, cpuMsPerTx: null };
  }
};
