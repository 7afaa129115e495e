import type { Deps } from '../deps.ts';

/**
 * Runs `fn` every `ms` on a timer that never overlaps itself and stops (waiting for a running pass) at
 * shutdown, before the database closes. Every instance runs its own: a job must be safe to run on several
 * at once (idempotent statements, rows another pass holds skipped or waited for).
 */
export const every = (
  deps: Pick<Deps, 'log'>,
  onClose: (fn: () => Promise<void>) => void,
  ms: number,
  name: string,
  fn: () => Promise<void>,
) => {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = fn()
      .catch((err: unknown) => deps.log.error({ err, job: name }, 'background job failed'))
      .finally(() => {
        running = null;
      });
  }, ms);
  timer.unref();
  onClose(async () => {
    clearInterval(timer);
    await running;
  });
};
