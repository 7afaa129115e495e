import type { Deps } from '../../platform/deps.ts';
import { every } from '../../platform/jobs/every.ts';
import type { DepositCredit } from './deposit-credit.ts';
import type { DepositRepo } from './deposit-repo.ts';

/** How often the deposit housekeeping runs (expiry, repair, nonce purge). */
const PASS_MS = 2_000;
/** A claimed order unmarked this long belongs to a callback that died between posting and marking. */
const REPAIR_AFTER_MS = 10_000;
/** Callback nonces are kept a day: far beyond the 5-minute timestamp window that refuses older replays. */
const NONCE_KEEP_MS = 86_400_000;
const PURGE_EVERY_MS = 3_600_000;

/**
 * Deposit housekeeping: pending orders past their time become 'expired' (a claimed one never does: it is
 * being credited); claimed orders left unmarked by a crash are credited (idempotently) and marked paid,
 * and so are deposit exceptions marked credited (`repairExceptions`); old callback nonces are purged.
 */
export const startDepositJobs = (
  deps: Deps,
  onClose: (fn: () => Promise<void>) => void,
  orders: DepositRepo,
  credit: DepositCredit,
  repairExceptions: () => Promise<void>,
) => {
  let lastPurge = 0;
  every(deps, onClose, PASS_MS, 'deposit-housekeeping', async () => {
    const now = deps.now();
    await orders.expireDue(now);
    for (const row of await orders.stuckClaims(new Date(now.getTime() - REPAIR_AFTER_MS))) {
      deps.log.warn({ orderNo: row.orderNo }, 'deposit repair: finishing a claimed order left unmarked');
      await credit.finish(row);
    }
    await repairExceptions();
    if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now.getTime();
      await orders.purgeNonces(new Date(now.getTime() - NONCE_KEEP_MS));
    }
  });
};
