import { siteDate } from '@qilin/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/raw-sql.ts';
import type { Deps } from '../../platform/deps.ts';
import { every } from '../../platform/jobs/every.ts';
import { Policy } from './policy.ts';

const DAY_MS = 86_400_000;

/**
 * How long identity's short-lived and historical rows are kept. Each is well past the longest window
 * anything reads them over (Policy), so a purge can never change an answer:
 * - login events feed the risk checks over 24 hours at most (`farmingWindowMs`); 90 days stay for
 *   customer service and risk, who ask where and when an account was used;
 * - sessions expired or revoked 30 days ago (a live one is never either), kept that long for the same
 *   questions;
 * - codes, new-device challenges, register's login tickets and captchas a day after they expired (all live
 *   minutes); the 60 s resend rule reads only the latest code of a target.
 */
export const IdentityRetention = {
  loginEventsMs: 90 * DAY_MS,
  endedSessionsMs: 30 * DAY_MS,
  expiredMs: DAY_MS,
} as const;

if (
  IdentityRetention.loginEventsMs <= Policy.farmingWindowMs ||
  IdentityRetention.expiredMs < Policy.codeTtlMs
)
  throw new Error('identity retention shorter than a window that reads the rows');

/** Rows per DELETE: each batch is a short statement of its own, so a login never waits on the purge. */
const BATCH = 2_000;
/** How often an instance looks; it purges once per site day (the first pass ten minutes after it starts). */
export const IDENTITY_PURGE_PASS_MS = 10 * 60_000;

/**
 * Deletes the rows of `table` matching `doomed`, `batch` at a time in key order from where the last batch
 * stopped: one walk over the key (old rows come first in an identity column's order), with no index on the
 * time columns for every login to keep up. Rows another transaction holds are skipped, not waited for: the
 * next day's pass takes them, and two instances purging at once skip each other's.
 */
const purgeTable = async (
  db: Db,
  table: string,
  key: string,
  numeric: boolean,
  doomed: SQL,
  batch: number,
) => {
  const t = sql.identifier(table);
  const k = sql.identifier(key);
  let after: string | null = null;
  let purged = 0;
  for (;;) {
    // The cursor comes back as text; a numeric key compares by value, a text key as text.
    const keyAfter: SQL =
      after === null ? sql`TRUE` : numeric ? sql`${k} > ${after}::bigint` : sql`${k} > ${after}`;
    const [last] = await queryRows<{ last: string | null; n: number }>(
      db,
      sql`WITH doomed AS (
            SELECT ${k} AS k FROM ${t} WHERE ${keyAfter} AND (${doomed}) ORDER BY ${k} LIMIT ${batch}
            FOR UPDATE SKIP LOCKED),
          gone AS (DELETE FROM ${t} USING doomed WHERE ${t}.${k} = doomed.k RETURNING ${t}.${k} AS k)
          SELECT max(k)::text AS last, count(*)::int AS n FROM gone`,
    );
    const n = last?.n ?? 0;
    purged += n;
    if (n < batch || !last?.last) return purged;
    after = last.last;
  }
};

/** Deletes every identity row past its keeping (see `IdentityRetention`); answers the count per table. */
export const purgeIdentityRows = async (db: Db, now: Date, batch = BATCH) => {
  const before = (ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
  const expired = before(IdentityRetention.expiredMs);
  const ended = before(IdentityRetention.endedSessionsMs);
  return {
    login_events: await purgeTable(
      db,
      'login_events',
      'id',
      true,
      sql`at < ${before(IdentityRetention.loginEventsMs)}`,
      batch,
    ),
    member_sessions: await purgeTable(
      db,
      'member_sessions',
      'id',
      true,
      sql`expires_at < ${ended} OR revoked_at < ${ended}`,
      batch,
    ),
    verification_codes: await purgeTable(
      db,
      'verification_codes',
      'id',
      true,
      sql`expires_at < ${expired}`,
      batch,
    ),
    login_challenges: await purgeTable(
      db,
      'login_challenges',
      'id',
      true,
      sql`expires_at < ${expired}`,
      batch,
    ),
    login_tickets: await purgeTable(
      db,
      'login_tickets',
      'ticket_hash',
      false,
      sql`expires_at < ${expired}`,
      batch,
    ),
    captchas: await purgeTable(db, 'captchas', 'id', false, sql`expires_at < ${expired}`, batch),
  };
};

/** The background job: on every instance, once per site day (deleting what is past keeping is idempotent). */
export const startIdentityHousekeeping = (
  deps: Pick<Deps, 'db' | 'log' | 'now'>,
  onClose: (fn: () => Promise<void>) => void,
) => {
  let doneFor = '';
  every(deps, onClose, IDENTITY_PURGE_PASS_MS, 'identity-housekeeping', async () => {
    const now = deps.now();
    const day = siteDate(now);
    if (day === doneFor) return;
    const purged = await purgeIdentityRows(deps.db, now);
    doneFor = day;
    if (Object.values(purged).some((n) => n > 0)) deps.log.info({ purged }, 'purged old identity rows');
  });
};
