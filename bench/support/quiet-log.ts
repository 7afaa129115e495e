import type { Deps } from '../../apps/server/src/platform/deps.ts';

/**
 * Loggers for services a benchmark builds by hand: the figures are the output, so the services' own info
 * and warnings stay out of it. `silentLog` drops everything; `errorsOnlyLog` still prints errors, for
 * benchmarks where an error means the figures cannot be trusted.
 */
const quietLog = (error: (...args: unknown[]) => void): Deps['log'] => {
  const log = {
    warn: () => {},
    error,
    info: () => {},
    debug: () => {},
    trace: () => {},
    fatal: () => {},
    child: () => log,
    level: 'silent',
    silent: () => {},
  } as unknown as Deps['log'];
  return log;
};

export const silentLog = quietLog(() => {});
export const errorsOnlyLog = quietLog((...args) => console.error(...args));
