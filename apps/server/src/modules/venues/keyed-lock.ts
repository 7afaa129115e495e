/**
 * Runs functions one at a time per key, in arrival order (a promise chain per key; idle keys are
 * dropped). The venue flows use one per member: syncing a venue account against the provider's figure
 * is only right while nothing else moves that member's venue money.
 */
export const createKeyedLock = () => {
  const tails = new Map<string, Promise<void>>();

  return async <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    let release: () => void = () => {};
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    tails.set(key, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
};

export type KeyedLock = ReturnType<typeof createKeyedLock>;
