import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * The server's event-loop delay while `run` runs (p99 and max, ms): when a latency percentile is high, it
 * tells whether the server's own thread was blocked (a GC pause, a long synchronous task) or the time went
 * waiting on the database or the disk.
 */
export const withLoopDelay = async <T>(run: () => Promise<T>) => {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  try {
    const value = await run();
    return { value, p99Ms: histogram.percentile(99) / 1e6, maxMs: histogram.max / 1e6 };
  } finally {
    histogram.disable();
  }
};
