import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.ts';
import type { Secrets } from './config/secrets.ts';
import type { Db } from './db/client.ts';
import type { TransactionRunner } from './db/transaction-runner.ts';
import type { Bus } from './bus/bus.ts';
import type { RateLimiter } from './security/rate-limit.ts';
import type { FieldCrypto } from './security/field-crypto.ts';
import type { KeyedLock } from './locks/keyed-lock.ts';

/** What every module receives: the shared infrastructure, never another module's internals. */
export interface Deps {
  config: Config;
  secrets: Secrets;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  /** Transactions whose last statement can carry the COMMIT in its round trip (the ledger writer). */
  transact: TransactionRunner;
  bus: Bus;
  limiter: RateLimiter;
  /** One at a time per key across every instance (Redis when configured, in-process otherwise). */
  lock: KeyedLock;
  crypto: FieldCrypto;
  log: FastifyBaseLogger;
  /** Injected clock so tests can move time (lockouts, code expiry). */
  now: () => Date;
}
