import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { addDays, siteDate } from '@qilin/contract';
import { asc, eq, lt, sql } from 'drizzle-orm';
import { forEachDatabase } from '../../../test/harness.ts';
import { DAILY_CAP_FEN } from './payout-caps.ts';
import { sportsDailyWinnings } from './schema.ts';
import { fundedMemberId, sportsbookStack } from './stack-test-support.ts';
import { homeWinBets } from './test-support.ts';
import {
  purgeDailyWinnings,
  startWinningsPurge,
  WINNINGS_PURGE_PASS_MS,
  winningsKeptFrom,
} from './winnings-purge.ts';

/** Member ids of rows written straight into the table (no tickets behind them), apart from other files'. */
let nextBulkMember = 8_000_000 + (process.pid % 1000) * 1000;

forEachDatabase('sportsbook: purge of old daily winnings', (server) => {
  let s: ReturnType<typeof sportsbookStack>;
  beforeAll(() => {
    s = sportsbookStack(server());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const db = () => server().deps.db;
  const today = () => siteDate(server().deps.now());
  const rowsOf = (memberId: number) =>
    db()
      .select({ day: sportsDailyWinnings.day, won: sportsDailyWinnings.won })
      .from(sportsDailyWinnings)
      .where(eq(sportsDailyWinnings.memberId, memberId))
      .orderBy(asc(sportsDailyWinnings.day));
  const rowsBefore = async (day: string) =>
    (await db().select().from(sportsDailyWinnings).where(lt(sportsDailyWinnings.day, day))).length;
  /** Rows of `count` fresh members on `day`, as the trigger would have left them. */
  const bulkRows = async (day: string, count: number) => {
    const ids = Array.from({ length: count }, () => (nextBulkMember += 1));
    await db()
      .insert(sportsDailyWinnings)
      .values(ids.map((memberId) => ({ memberId, day, won: 100 })));
    return ids;
  };

  const { newGame, homeWin, homeWon } = homeWinBets(() => s.fake, 'WP');

  it('deletes the rows of days before the last 30, batch by batch, and keeps the rest: the cap still holds', async () => {
    const keptFrom = winningsKeptFrom(server().deps.now());
    expect(keptFrom).toBe(addDays(today(), -30));
    const m = await fundedMemberId(s.ledger, 100_000);
    // Earlier today the member won all but ¥10 of the cap (the trigger counts it into today's row).
    const won = await s.placement.place(m, homeWin(newGame()));
    await db().execute(
      sql`UPDATE sports_tickets SET status = 'settled', payout = risk + ${DAILY_CAP_FEN - 1_000},
            settled_at = ${server().deps.now().toISOString()}::timestamptz
          WHERE key = ${`${m}:${won.ticket_id}`}`,
    );
    await db()
      .insert(sportsDailyWinnings)
      .values([-400, -31, -30, -1].map((d) => ({ memberId: m, day: addDays(today(), d), won: 500 - d })));
    await bulkRows(addDays(today(), -45), 23);
    const old = await rowsBefore(keptFrom);
    expect(old).toBeGreaterThanOrEqual(25);

    // Batches of 7: the walk goes on from where each stopped until none is left.
    expect(await purgeDailyWinnings(db(), keptFrom, 7)).toBe(old);
    expect(await rowsBefore(keptFrom)).toBe(0);
    expect(await rowsOf(m)).toEqual([
      { day: addDays(today(), -30), won: 530 },
      { day: addDays(today(), -1), won: 501 },
      { day: today(), won: DAILY_CAP_FEN - 1_000 },
    ]);
    expect(await purgeDailyWinnings(db(), keptFrom, 7)).toBe(0);

    // Today's row is the cap's: a win now pays its stake and the ¥10 of room left, not ¥110.
    const game = newGame();
    await s.placement.place(m, homeWin(game));
    await s.settlement.enqueue(homeWon(game));
    expect((await s.repo.winningsOn([m], today())).get(m)).toBe(DAILY_CAP_FEN);
    expect((await s.ledger.memberBalances(m)).wallet).toBe(100_000 - 20_000 + 11_000);
  });

  it('two instances purging at once delete each old row once, and neither fails', async () => {
    const before = winningsKeptFrom(server().deps.now());
    await bulkRows(addDays(before, -1), 40);
    await bulkRows(addDays(before, -90), 20);
    const old = await rowsBefore(before);
    const [a, b] = await Promise.all([
      purgeDailyWinnings(db(), before, 5),
      purgeDailyWinnings(db(), before, 5),
    ]);
    expect(a + b).toBe(old);
    expect(await rowsBefore(before)).toBe(0);
  });

  it('runs as a background job once per site day', async () => {
    const start = server().deps.now();
    let clock = start;
    let statements = 0;
    const counted = new Proxy(db(), {
      get: (target, name, receiver) => {
        if (name === 'execute') statements += 1;
        return Reflect.get(target, name, receiver);
      },
    });
    const deps = { db: counted, log: server().deps.log, now: () => clock };
    const stops: (() => Promise<void>)[] = [];
    // Only this job's interval is fake: the server's timers were made before.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    startWinningsPurge(deps, (stop) => stops.push(stop));
    const oldDay = addDays(winningsKeptFrom(start), -1);
    const gone = async (ids: number[]) => {
      for (let i = 0; i < 200; i += 1) {
        if ((await Promise.all(ids.map(rowsOf))).every((rows) => rows.length === 0)) return true;
        await sleep(20);
      }
      return false;
    };

    const first = await bulkRows(oldDay, 3);
    await vi.advanceTimersByTimeAsync(WINNINGS_PURGE_PASS_MS);
    expect(await gone(first)).toBe(true);
    // The same site day: the next passes leave the table alone.
    const second = await bulkRows(oldDay, 3);
    const after = statements;
    await vi.advanceTimersByTimeAsync(WINNINGS_PURGE_PASS_MS * 3);
    expect(statements).toBe(after);
    expect((await Promise.all(second.map(rowsOf))).flat()).toHaveLength(3);
    // The next site day purges again.
    clock = new Date(start.getTime() + 86_400_000);
    await vi.advanceTimersByTimeAsync(WINNINGS_PURGE_PASS_MS);
    expect(await gone(second)).toBe(true);
    await Promise.all(stops.map((stop) => stop()));
  });
});
