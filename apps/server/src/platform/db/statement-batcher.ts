/**
 * Group commit for one kind of short, independent statement (an idempotency claim, a venue order insert):
 * a call made while that kind's statement is in flight waits and goes with the others in the next one,
 * a single set-based statement over unnest() arrays. Idle, a call runs at once on its own, so batching
 * costs no latency; busy, one statement (one round trip, one commit) carries every waiting call. On this
 * 2-core machine a lone autocommit statement cost ~0.3 ms of server CPU and as much again in PostgreSQL
 * (docs/decisions.md, "Venue transfer speed").
 *
 * `run` answers one result per item, in order. A batch that fails is retried item by item, so one bad item
 * fails alone and the others are unaffected (a failed statement applied nothing).
 */
export const createStatementBatcher = <I, O>(
  run: (items: I[]) => Promise<O[]>,
  options: { maxBatch?: number } = {},
) => {
  const maxBatch = options.maxBatch ?? 500;
  type Waiter = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  let queue: Waiter[] = [];
  let busy = false;

  const settle = async (batch: Waiter[]) => {
    try {
      const out = await run(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(out[i]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const w of batch) {
        try {
          w.resolve((await run([w.item]))[0]!);
        } catch (alone) {
          w.reject(alone);
        }
      }
    }
  };

  const drain = async () => {
    busy = true;
    while (queue.length > 0) {
      const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
      queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
      await settle(batch);
    }
    busy = false;
  };

  return (item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!busy) void drain();
    });
};
