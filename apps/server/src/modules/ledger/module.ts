import type { Deps } from '../../platform/deps.ts';
import { createIdempotency, type Idempotency } from './idempotency.ts';
import { createLedger, type Ledger } from './ledger.ts';

/** The ledger and the idempotency keys, built once and handed to every module that moves money. */
export interface Money {
  ledger: Ledger;
  idempotency: Idempotency;
}

export const createMoney = (deps: Deps): Money => ({
  ledger: createLedger(deps),
  idempotency: createIdempotency(deps),
});
