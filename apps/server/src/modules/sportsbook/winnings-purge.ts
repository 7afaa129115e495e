import { addDays, siteDate } from '@qilin/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/raw-sql.ts';
import type { Deps } from '../../platform/deps.ts';
import { every } from '../../platform/jobs/every.ts';

/**
 * Site days of sports_daily_winnings kept before today. A day's row is read only while that day is today:
 * the daily cap of that day's payouts (a settlement run or cash-out begun just before midnight reads it a
 * moment after). Later it is only written: a correction or a restore of a ticket settled that day stamps
 * the ticket with the day it settles again, and the trigger takes its winnings off the old day's row. The
 * feed corrects a match up to two days after kick-off (sports-feed KEEP_FINISHED_MS), or later when a
 * correction waits unsettled across a restart; SPEC §9's dispute window is 14 days. Thirty days keep every
 * row a correction within that window can touch, so it stays equal to its tickets' sum. A correction older
 * still writes a negative row for its old day: nothing reads it, and the next pass removes it.
 */
export const WINNINGS_KEEP_DAYS = 30;
/** Rows per DELETE: each batch is its own short statement, so no settlement waits on the purge for long. */
const BATCH = 1_000;
/** How often an instance looks; it purges once per site day (the first pass after it starts, then daily). */
export const WINNINGS_PURGE_PASS_MS = 10 * 60_000;

/** The first site day kept at `now`: rows of earlier days go. */
export const winningsKeptFrom = (now: Date): string => addDays(siteDate(now), -WINNINGS_KEEP_DAYS);

/**
 * Deletes the rows of site days before `before` (YYYY-MM-DD), `batch` at a time, in primary-key order from
 * where the last batch stopped: one walk over the key whatever the table holds, and no index on the day
 * for the settlement trigger to keep up on every upsert. Rows another transaction holds (a resettlement's
 * trigger on the same row) are skipped, not waited for, and go on the next day's pass; two instances
 * purging at once skip each other's. Answers how many rows went.
 */
export const purgeDailyWinnings = async (db: Db, before: string, batch = BATCH): Promise<number> => {
  let from = { memberId: -1, day: '-infinity' };
  let purged = 0;
  for (;;) {
    const [last] = await queryRows<{ member_id: string | number; day: string; n: number }>(
      db,
      sql`WITH doomed AS (
            SELECT member_id, day FROM sports_daily_winnings
            WHERE (member_id, day) > (${from.memberId}::bigint, ${from.day}::date) AND day < ${before}::date
            ORDER BY member_id, day
            LIMIT ${batch}
            FOR UPDATE SKIP LOCKED),
          gone AS (
            DELETE FROM sports_daily_winnings w USING doomed
            WHERE w.member_id = doomed.member_id AND w.day = doomed.day
            RETURNING w.member_id, w.day)
          SELECT member_id, day::text AS day, (count(*) OVER ())::int AS n
          FROM gone ORDER BY member_id DESC, day DESC LIMIT 1`,
    );
    if (!last) return purged;
    purged += last.n;
    if (last.n < batch) return purged;
    from = { memberId: Number(last.member_id), day: last.day };
  }
};

/** The background job: on every instance, once per site day (see `purgeDailyWinnings` for why that is safe). */
export const startWinningsPurge = (
  deps: Pick<Deps, 'db' | 'log' | 'now'>,
  onClose: (fn: () => Promise<void>) => void,
) => {
  let keptFrom = '';
  every(deps, onClose, WINNINGS_PURGE_PASS_MS, 'sports-winnings-purge', async () => {
    const before = winningsKeptFrom(deps.now());
    if (before === keptFrom) return;
    const rows = await purgeDailyWinnings(deps.db, before);
    keptFrom = before;
    if (rows > 0) deps.log.info({ rows, before }, 'purged sports daily winnings of old site days');
  });
};
