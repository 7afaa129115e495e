import { expect, it } from 'vitest';
import { forEachDatabase } from '../../../test/harness.ts';
import { expectLedgerOk } from '../ledger/test-support.ts';
import { dailyCapStack, ledgerRacing, walletOf, winningsToday } from './daily-cap-test-support.ts';
import { DAILY_CAP_FEN } from './payout-caps.ts';
import { createSettlement } from './settlement.ts';
import { fundedMemberId, markWon } from './stack-test-support.ts';
import { homeWinBets } from './test-support.ts';

/**
 * SPEC §9's daily payout cap under concurrency: settlement decides a member's room, and another payout of
 * the same member (a cash-out, another match's settlement) commits before settlement's posting does. The
 * day must still end at the cap, not above it.
 */

forEachDatabase('sportsbook daily payout cap under concurrency', (server) => {
  const s = dailyCapStack(server);

  const { newGame, homeWin, homeWon } = homeWinBets(() => s.fake, 'DC');
  /** Earlier today the member won all but ¥10 of the daily cap, on a ticket on `gameId`. */
  const wonAllButTenYuanToday = async (m: number, gameId: string) => {
    const won = await s.placement.place(m, homeWin(gameId));
    await markWon(server(), `${m}:${won.ticket_id}`, DAILY_CAP_FEN - 1_000, server().deps.now());
  };
  /**
   * A settlement whose first winning payout waits for `before` to finish: settlement has read the
   * member's room by then, and `before` pays the member in between.
   */
  const settlementRacing = (before: () => Promise<unknown>) => {
    const ledger = ledgerRacing(s.ledger, 'bet:settle:', before);
    return createSettlement({ deps: server().deps, ledger, repo: s.repo, feed: s.fake.api });
  };

  it('keeps the day at the cap when a cash-out pays the last room while settlement posts a win', async () => {
    const m = await fundedMemberId(s.ledger, 100_000);
    await wonAllButTenYuanToday(m, newGame());
    const settling = newGame();
    const cashing = newGame();
    await s.placement.place(m, homeWin(settling));
    const open = await s.placement.place(m, homeWin(cashing));
    // The open ticket is worth ¥133 now; the ¥10 of room left caps the offer at ¥110.
    s.fake.setOdds(cashing, 'M', null, 'H', 1.5);
    expect(await s.cashOut.quote(m, open.ticket_id)).toMatchObject({ available: true, value: '110.00' });

    const settlement = settlementRacing(() => s.cashOut.cashOut(m, open.ticket_id, '110.00'));
    await settlement.enqueue(homeWon(settling));

    // The cash-out took the ¥10 of room; the win settled after it gets its stake back and nothing above.
    expect(await winningsToday(s, m)).toBe(DAILY_CAP_FEN);
    expect(await walletOf(s, m)).toBe(100_000 - 30_000 + 11_000 + 10_000);
    await expectLedgerOk(server());
  });

  it('keeps the day at the cap when two matches of one member settle side by side', async () => {
    const m = await fundedMemberId(s.ledger, 100_000);
    await wonAllButTenYuanToday(m, newGame());
    const first = newGame();
    const second = newGame();
    await s.placement.place(m, homeWin(first));
    await s.placement.place(m, homeWin(second));

    // Another instance settles the second match while this one is about to pay the first.
    const other = createSettlement({ deps: server().deps, ledger: s.ledger, repo: s.repo, feed: s.fake.api });
    const settlement = settlementRacing(() => other.enqueue(homeWon(second)));
    await settlement.enqueue(homeWon(first));

    // One of the two wins took the ¥10 of room, the other its stake back.
    expect(await winningsToday(s, m)).toBe(DAILY_CAP_FEN);
    expect(await walletOf(s, m)).toBe(100_000 - 30_000 + 11_000 + 10_000);
    await expectLedgerOk(server());
  });

  it('counts the day’s winnings as the tickets sum them through corrections, a restore and a cash-out', async () => {
    const stop = await s.settlement.start();
    const publish = async (gameId: string, result: Parameters<typeof s.fake.publish>[0]) => {
      s.fake.publish({ ...result, gameId });
      await s.settlement.idle();
    };
    try {
      const m = await fundedMemberId(s.ledger, 100_000);
      const [g, h] = [newGame(), newGame()];
      await s.placement.place(m, homeWin(g));
      const open = await s.placement.place(m, homeWin(h));
      await publish(g, { gameId: g, ft: [2, 0] });
      expect(await winningsToday(s, m)).toBe(11_000);
      await publish(g, { gameId: g, ft: [0, 1] }); // corrected to a loss: the ¥110 goes back
      expect(await winningsToday(s, m)).toBe(0);
      await publish(g, { gameId: g, ft: [3, 0] });
      expect(await winningsToday(s, m)).toBe(11_000);
      await publish(g, { gameId: g, status: 'restored' }); // open again: it has won nothing yet
      expect(await winningsToday(s, m)).toBe(0);
      await publish(g, { gameId: g, ft: [1, 0] });
      expect(await winningsToday(s, m)).toBe(11_000);
      s.fake.setOdds(h, 'M', null, 'H', 1.5);
      await s.cashOut.cashOut(m, open.ticket_id, '133.00'); // ¥33 above its stake
      expect(await winningsToday(s, m)).toBe(14_300);
      expect(await walletOf(s, m)).toBe(100_000 - 20_000 + 21_000 + 13_300);
      await expectLedgerOk(server());
    } finally {
      stop();
    }
  });
});
