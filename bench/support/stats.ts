/** Percentile of a sorted-on-demand sample (nearest rank). */
export const percentile = (samples: number[], p: number): number => {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';

/**
 * Closed loop: `concurrency` workers call `op` back to back for `seconds`; answers completed ops per second.
 * Many outstanding calls is how a busy site looks to the ledger's batching writer.
 */
export const closedLoop = async (op: () => Promise<unknown>, concurrency: number, seconds: number) => {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await op();
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - start) / 1000);
};

/**
 * Open loop at a fixed rate: calls start on schedule whatever the previous ones do (no coordinated
 * omission); answers each call's latency in ms.
 */
export const openLoop = async (op: () => Promise<unknown>, ratePerSecond: number, seconds: number) => {
  const latencies: number[] = [];
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  const total = Math.floor(ratePerSecond * seconds);
  const tickMs = 2;
  let issued = 0;
  while (issued < total) {
    // Call i is due at start + i/rate (call 0 at once, not one interval late).
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * ratePerSecond) + 1);
    for (; issued < due; issued += 1) {
      const scheduled = start + (issued / ratePerSecond) * 1000;
      inflight.push(
        op().then(() => {
          latencies.push(performance.now() - scheduled);
        }),
      );
    }
    await new Promise((r) => setTimeout(r, tickMs));
  }
  await Promise.all(inflight);
  return latencies;
};
