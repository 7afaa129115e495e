/**
 * One member's tasks one at a time, in the order they come (in this process): each task starts when the
 * member's previous one has settled, whether it succeeded or failed. Members never wait for each other.
 */
export const createMemberTurns = () => {
  const turns = new Map<number, Promise<unknown>>();
  return <T>(memberId: number, fn: () => Promise<T>): Promise<T> => {
    const next = (turns.get(memberId) ?? Promise.resolve()).then(fn, fn);
    const done = next.catch(() => undefined);
    turns.set(memberId, done);
    // The map keeps only members with a task pending.
    void done.then(() => {
      if (turns.get(memberId) === done) turns.delete(memberId);
    });
    return next;
  };
};
