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
