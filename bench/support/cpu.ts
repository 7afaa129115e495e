import { readFileSync } from 'node:fs';

/**
 * CPU seconds the whole machine has spent busy (all cores, from /proc/stat), or null off Linux: with the
 * process's own `process.cpuUsage()` it tells whether a run was bound by this process, the database or
 * neither.
 */
export const machineBusySeconds = (): number | null => {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = fields.map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return (ticks.reduce((a, b) => a + b, 0) - idle) / 100;
  } catch {
    return null;
  }
};

/** Process and whole-machine CPU seconds spent while `run` ran, with its answer. */
export const withCpu = async <T>(run: () => Promise<T>) => {
  const busy0 = machineBusySeconds();
  const cpu0 = process.cpuUsage();
  const value = await run();
  const cpu = process.cpuUsage(cpu0);
  const busy1 = machineBusySeconds();
  return {
    value,
    processS: (cpu.user + cpu.system) / 1e6,
    /** The kernel's share of processS: socket writes to PostgreSQL and to HTTP peers on loopback. */
    systemS: cpu.system / 1e6,
    machineS: busy0 !== null && busy1 !== null ? busy1 - busy0 : null,
  };
};

/**
 * "CPU at peak: server X ms per <unit>; whole machine Y ms per <unit> (Z x a TPC-B transaction)": where a
 * throughput figure's CPU went, weighed against pgbench's machine CPU per transaction in the same command.
 */
export const cpuPerOperation = (
  usage: { processS: number; systemS?: number; machineS: number | null },
  operations: number,
  unit: string,
  pgbenchCpuMs: number | null,
  /** CPU seconds the load generator's own process spent, when the load came from one. */
  clientS?: number,
  labels: { server?: string } = {},
): string => {
  const ms = (s: number) => ((s * 1000) / Math.max(1, operations)).toFixed(2);
  const machine =
    usage.machineS === null
      ? ''
      : `; whole machine ${ms(usage.machineS)} ms${
          pgbenchCpuMs
            ? ` (${((usage.machineS * 1000) / Math.max(1, operations) / pgbenchCpuMs).toFixed(1)}x a TPC-B transaction)`
            : ''
        }`;
  const client = clientS === undefined ? '' : `; load client ${ms(clientS)} ms`;
  const kernel =
    usage.systemS === undefined
      ? ''
      : ` (${Math.round((usage.systemS / usage.processS) * 100)}% in the kernel)`;
  return `  CPU at peak per ${unit}: ${labels.server ?? 'server'} ${ms(usage.processS)} ms${kernel}${client}${machine}`;
};
