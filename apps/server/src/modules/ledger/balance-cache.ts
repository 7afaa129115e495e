/** Accounts remembered at most; past this the cache starts again (a day's active members fit well under). */
const MAX_ACCOUNTS = 500_000;

/**
 * The balances this process's writer last committed, so a batch need not read them back under the writer
 * lock (that read was a third of a bet batch's time, measured). Trusted only while this writer is the last
 * one to have posted: every posting draws transfer ids from one sequence, so the sequence's last value,
 * read as the lock is taken, equals the last id this writer drew exactly when no other writer (another
 * instance, a batch that rolled back) has drawn since. Each batch's guarded UPDATE checks the balances it
 * started from anyway, so a stale entry fails its batch instead of booking anything wrong.
 */
export const createBalanceCache = () => {
  const balances = new Map<number, number>();
  /** The last transfer id this writer's committed batches drew, when the cache matches the database. */
  let epoch: number | null = null;

  const clear = () => {
    balances.clear();
    epoch = null;
  };

  return {
    /** Called under the writer lock with the sequence's last value: forgets everything if others wrote. */
    validate(lastTransferId: number | null) {
      if (epoch === null || lastTransferId !== epoch) clear();
    },
    get: (accountId: number): number | undefined => balances.get(accountId),
    /** After a commit: the balances it left and the last transfer id it drew. */
    committed(after: Map<number, number>, lastTransferId: number) {
      if (balances.size + after.size > MAX_ACCOUNTS) balances.clear();
      for (const [id, balance] of after) balances.set(id, balance);
      epoch = lastTransferId;
    },
    clear,
  };
};

export type BalanceCache = ReturnType<typeof createBalanceCache>;
