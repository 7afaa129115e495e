import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { forEachDatabase } from '../../../test/harness.ts';
import { expectLedgerOk } from '../ledger/test-support.ts';
import { dailyCapStack, ledgerRacing, ticketRow, walletOf, winningsToday } from './daily-cap-test-support.ts';
import { DAILY_CAP_FEN } from './payout-caps.ts';
import { createSettlement } from './settlement.ts';
import { fundedMemberId, markWon } from './stack-test-support.ts';
import { homeWinBets } from './test-support.ts';
import type { TicketRepo } from './ticket-repo.ts';

/**
 * SPEC §9's daily payout cap when a correction books a ticket's win to today: a resettled ticket is stamped
 * with the day it settles again, so a win paid on an earlier day now counts on today's row. Another payout
 * of the same member (here a cash-out) that spends today's room between the correction's read of the room
 * and its write must not take the day above the cap, whether the correction takes money back (a posting) or
 * only records what the wallet could not give (a plain change of the ticket).
 */

forEachDatabase('sportsbook daily payout cap when a correction books a win to today', (server) => {
  const s = dailyCapStack(server);

  const { newGame, homeWin, homeWon } = homeWinBets(() => s.fake, 'CC');
  /** The same home win, corrected to another winning score (revision 2): the ticket is settled again. */
  const corrected = (gameId: string) => ({ ...homeWon(gameId), ft: [3, 0] as [number, number], revision: 2 });

  /** A ¥100 home win on a new game, settled and paid (¥210), then moved to the site day before today. */
  const paidYesterday = async (m: number) => {
    const gameId = newGame();
    const bet = await s.placement.place(m, homeWin(gameId));
    await s.settlement.enqueue(homeWon(gameId));
    await server().deps.db.execute(
      sql`UPDATE sports_tickets SET settled_at = settled_at - interval '1 day'
          WHERE key = ${`${m}:${bet.ticket_id}`}`,
    );
    return { gameId, key: `${m}:${bet.ticket_id}` };
  };
  /** Earlier today the member won all but ¥10 of the daily cap (no money moved: only the count matters). */
  const wonAllButTenYuanToday = async (m: number) => {
    const won = await s.placement.place(m, homeWin(newGame()));
    await markWon(server(), `${m}:${won.ticket_id}`, DAILY_CAP_FEN - 1_000, server().deps.now());
  };
  /** An open ticket worth ¥133 now, whose cash-out the ¥10 of room left caps at ¥110. */
  const cashable = async (m: number) => {
    const gameId = newGame();
    const open = await s.placement.place(m, homeWin(gameId));
    s.fake.setOdds(gameId, 'M', null, 'H', 1.5);
    expect(await s.cashOut.quote(m, open.ticket_id)).toMatchObject({ available: true, value: '110.00' });
    return () => s.cashOut.cashOut(m, open.ticket_id, '110.00');
  };

  it('keeps the day at the cap when a cash-out spends the room before a correction takes money back', async () => {
    const m = await fundedMemberId(s.ledger, 100_000);
    const yesterday = await paidYesterday(m);
    await wonAllButTenYuanToday(m);
    const cashOut = await cashable(m);

    // The correction reads the ¥10 of room (the win now counts today, capped to ¥110) and takes ¥100 back;
    // the cash-out takes the ¥10 before that posting lands.
    const ledger = ledgerRacing(s.ledger, 'bet:settle:', cashOut);
    const settlement = createSettlement({ deps: server().deps, ledger, repo: s.repo, feed: s.fake.api });
    await settlement.enqueue(corrected(yesterday.gameId));

    // The cash-out took the ¥10; the corrected win counts today with its stake back and nothing above.
    expect(await winningsToday(s, m)).toBe(DAILY_CAP_FEN);
    expect(await ticketRow(s, yesterday.key)).toMatchObject({ payout: 10_000, shortfall: 0 });
    expect(await walletOf(s, m)).toBe(100_000 - 30_000 + 21_000 + 11_000 - 11_000);
    await expectLedgerOk(server());
  });

  it('keeps the day at the cap when a cash-out spends the room before a correction records a shortfall', async () => {
    // Three stakes and nothing more: once yesterday's ¥210 is spent, the wallet holds nothing to take back.
    const m = await fundedMemberId(s.ledger, 30_000);
    const yesterday = await paidYesterday(m);
    await wonAllButTenYuanToday(m);
    const cashOut = await cashable(m);
    await s.ledger.postOrThrow({
      reference: `test:cc:spend:${m}`,
      kind: 'debit',
      legs: [{ from: { member: m, kind: 'wallet' }, to: { house: 'house' }, amount: 21_000 }],
    });

    // The correction finds the wallet empty and only writes the ticket (its ¥100 owed as a shortfall); the
    // cash-out takes the ¥10 of room after the wallet was read and before that write.
    let raced = false;
    const repo: TicketRepo = {
      ...s.repo,
      applyChange: async (change) => {
        if (!raced) {
          raced = true;
          await cashOut();
        }
        return s.repo.applyChange(change);
      },
    };
    const settlement = createSettlement({ deps: server().deps, ledger: s.ledger, repo, feed: s.fake.api });
    await settlement.enqueue(corrected(yesterday.gameId));

    // Settled again on the room left (none): the win keeps its stake, and the ¥110 the cash-out paid in
    // the meantime is what the correction takes back.
    expect(await winningsToday(s, m)).toBe(DAILY_CAP_FEN);
    expect(await ticketRow(s, yesterday.key)).toMatchObject({ payout: 10_000, shortfall: 0 });
    expect(await walletOf(s, m)).toBe(0);
    await expectLedgerOk(server());
  });
});
