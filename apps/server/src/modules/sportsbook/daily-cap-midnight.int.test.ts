import { expect, it } from 'vitest';
import { siteDate, siteMidnight } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { expectLedgerOk } from '../ledger/test-support.ts';
import { createCashOut } from './cash-out.ts';
import {
  aroundMidnight,
  dailyCapStack,
  ledgerRacing,
  ticketRow,
  walletOf,
} from './daily-cap-test-support.ts';
import { DAILY_CAP_FEN } from './payout-caps.ts';
import { createSettlement } from './settlement.ts';
import { fundedMemberId, markWon } from './stack-test-support.ts';
import { homeWinBets } from './test-support.ts';
import type { TicketRepo } from './ticket-repo.ts';

/**
 * SPEC §9's daily payout cap when midnight (Asia/Shanghai) passes while a payout is being decided: a
 * settlement run that starts before midnight and settles tickets after it, a cash-out whose room is read
 * on one side of midnight. Every payout must be capped by the room of the site day it is booked to (its
 * settled_at, the day sports_daily_winnings counts it on): a member who used up yesterday's cap is paid
 * in full today, and today's room still caps today's wins.
 */

forEachDatabase('sportsbook daily payout cap across midnight', (server) => {
  /** The stack's clock: every part of it (placement, settlement, cash-out, the ledger) reads this. */
  let clock = new Date();
  const s = dailyCapStack(server, () => clock);
  /** The site day before the stack's midnight (the one after today's, real time), and the day after it. */
  const { dayBefore, dayAfter, atMidnight } = aroundMidnight();

  const { newGame, homeWin, homeWon } = homeWinBets(() => s.fake, 'MN');
  /** A win of `winnings` fen settled at `at` (another match's ticket): the trigger counts it on at's day. */
  const wonAt = async (m: number, winnings: number, at: Date) => {
    const won = await s.placement.place(m, homeWin(newGame()));
    await markWon(server(), `${m}:${won.ticket_id}`, winnings, at);
  };
  /** The member's winnings counted on `day`; the tickets settled that day must sum to the same. */
  const winningsOn = async (m: number, day: string) => {
    const from = (await s.repo.winningsSince([m], siteMidnight(day))).get(m) ?? 0;
    const after = (await s.repo.winningsSince([m], siteMidnight(day, 1))).get(m) ?? 0;
    const counted = (await s.repo.winningsOn([m], day)).get(m) ?? 0;
    expect(counted).toBe(from - after);
    return counted;
  };
  const ticket = (m: number, id: string) => ticketRow(s, `${m}:${id}`);
  /** The stack's repo with a hook after each read of the tickets of a chunk, or of a room. */
  const hookedRepo = (hooks: { byKeys?: (n: number) => void; winningsOn?: () => void }): TicketRepo => {
    let chunks = 0;
    return {
      ...s.repo,
      byKeys: async (keys) => {
        const read = await s.repo.byKeys(keys);
        chunks += 1;
        hooks.byKeys?.(chunks);
        return read;
      },
      winningsOn: async (members, day) => {
        const read = await s.repo.winningsOn(members, day);
        hooks.winningsOn?.();
        return read;
      },
    };
  };

  it('pays a member who used up yesterday’s cap in full when the run settles after midnight', async () => {
    clock = atMidnight(-60_000);
    const m = await fundedMemberId(s.ledger, 100_000);
    await wonAt(m, DAILY_CAP_FEN, atMidnight(-60_000)); // yesterday's cap, used up
    // Another member has ¥10 of today's room left and two winning tickets in the run.
    const other = await fundedMemberId(s.ledger, 100_000);
    await wonAt(other, DAILY_CAP_FEN - 1_000, atMidnight(0));
    const game = newGame();
    const bet = await s.placement.place(m, homeWin(game));
    await s.placement.place(other, homeWin(game));
    await s.placement.place(other, homeWin(game));

    // The run starts a moment before midnight; midnight passes while it reads its tickets.
    clock = atMidnight(-100);
    const repo = hookedRepo({ byKeys: () => (clock = atMidnight(500)) });
    const settlement = createSettlement({ deps: s.deps, ledger: s.ledger, repo, feed: s.fake.api });
    await settlement.enqueue(homeWon(game));

    const settled = await ticket(m, bet.ticket_id);
    expect(siteDate(settled.settledAt!)).toBe(dayAfter);
    expect(settled.payout).toBe(21_000);
    expect(await winningsOn(m, dayAfter)).toBe(11_000);
    expect(await winningsOn(m, dayBefore)).toBe(DAILY_CAP_FEN);
    expect(await walletOf(s, m)).toBe(100_000 - 20_000 + 21_000);
    // Today's room still caps today's wins: the two tickets share the ¥10 left.
    expect(await winningsOn(other, dayAfter)).toBe(DAILY_CAP_FEN);
    expect(await walletOf(s, other)).toBe(100_000 - 30_000 + 20_000 + 1_000);
    await expectLedgerOk(server());
  });

  it('starts a fresh room when midnight passes between the run’s chunks', async () => {
    clock = atMidnight(-60_000);
    const m = await fundedMemberId(s.ledger, 100_000);
    await wonAt(m, DAILY_CAP_FEN - 1_000, atMidnight(-60_000)); // ¥10 of yesterday's room left
    const game = newGame();
    await s.placement.place(m, homeWin(game));
    await s.placement.place(m, homeWin(game));

    // One ticket per chunk: the first settles before midnight, the second after it.
    clock = atMidnight(-100);
    const repo = hookedRepo({ byKeys: (n) => (clock = n === 1 ? atMidnight(-50) : atMidnight(500)) });
    const settlement = createSettlement({
      deps: s.deps,
      ledger: s.ledger,
      repo,
      feed: s.fake.api,
      chunk: 1,
    });
    await settlement.enqueue(homeWon(game));

    // The ticket settled yesterday took the ¥10 left; the one settled today its full ¥110.
    expect(await winningsOn(m, dayBefore)).toBe(DAILY_CAP_FEN);
    expect(await winningsOn(m, dayAfter)).toBe(11_000);
    expect(await walletOf(s, m)).toBe(100_000 - 30_000 + 11_000 + 21_000);
    await expectLedgerOk(server());
  });

  it('caps a contended member’s retry by the room of the day it is booked to', async () => {
    clock = atMidnight(-60_000);
    const m = await fundedMemberId(s.ledger, 100_000);
    await wonAt(m, DAILY_CAP_FEN - 1_000, atMidnight(-60_000)); // ¥10 of yesterday's room left
    const settling = newGame();
    const cashing = newGame();
    const bet = await s.placement.place(m, homeWin(settling));
    const open = await s.placement.place(m, homeWin(cashing));
    s.fake.setOdds(cashing, 'M', null, 'H', 1.5);

    // Settlement reads the ¥10; a cash-out takes them before its posting lands, so the win is settled
    // again on a fresh read of the room, and midnight passes just after that read.
    clock = atMidnight(-100);
    let armed = false;
    const repo = hookedRepo({
      winningsOn: () => {
        if (armed) {
          armed = false;
          clock = atMidnight(500);
        }
      },
    });
    const ledger = ledgerRacing(s.ledger, 'bet:settle:', async () => {
      await s.cashOut.cashOut(m, open.ticket_id, '110.00');
      armed = true;
    });
    const settlement = createSettlement({ deps: s.deps, ledger, repo, feed: s.fake.api });
    await settlement.enqueue(homeWon(settling));

    // The retry read yesterday's room (spent): it pays no winnings, so it must be booked to yesterday,
    // not to today, whose room was whole.
    const settled = await ticket(m, bet.ticket_id);
    expect(settled.payout).toBe(10_000);
    expect(siteDate(settled.settledAt!)).toBe(dayBefore);
    expect(await winningsOn(m, dayBefore)).toBe(DAILY_CAP_FEN);
    expect(await winningsOn(m, dayAfter)).toBe(0);
    expect(await walletOf(s, m)).toBe(100_000 - 30_000 + 11_000 + 10_000);
    await expectLedgerOk(server());
  });

  it('books a cash-out as midnight passes to the day whose room capped it, then pays in full today', async () => {
    clock = atMidnight(-60_000);
    const m = await fundedMemberId(s.ledger, 100_000);
    await wonAt(m, DAILY_CAP_FEN - 1_000, atMidnight(-60_000)); // ¥10 of yesterday's room left
    const games = [newGame(), newGame()];
    const [first, second] = [
      await s.placement.place(m, homeWin(games[0]!)),
      await s.placement.place(m, homeWin(games[1]!)),
    ];
    // Both open tickets are worth ¥133 now (¥33 above the stake).
    for (const g of games) s.fake.setOdds(g, 'M', null, 'H', 1.5);

    // The ¥10 left caps the offer at ¥110; midnight passes right after the cash-out reads the room.
    clock = atMidnight(-100);
    expect(await s.cashOut.quote(m, first.ticket_id)).toMatchObject({ value: '110.00' });
    let armed = true;
    const cashOut = createCashOut({
      deps: s.deps,
      ledger: s.ledger,
      feed: s.fake.api,
      repo: hookedRepo({
        winningsOn: () => {
          if (armed) {
            armed = false;
            clock = atMidnight(500);
          }
        },
      }),
    });
    await cashOut.cashOut(m, first.ticket_id, '110.00');
    const cashed = await ticket(m, first.ticket_id);
    expect(siteDate(cashed.settledAt!)).toBe(dayBefore);
    expect(await winningsOn(m, dayBefore)).toBe(DAILY_CAP_FEN);
    expect(await winningsOn(m, dayAfter)).toBe(0);

    // Today the member's room is whole again: the other ticket cashes out at its full ¥133.
    expect(await cashOut.quote(m, second.ticket_id)).toMatchObject({ value: '133.00' });
    await cashOut.cashOut(m, second.ticket_id, '133.00');
    expect(await winningsOn(m, dayAfter)).toBe(3_300);
    expect(await walletOf(s, m)).toBe(100_000 - 30_000 + 11_000 + 13_300);
    await expectLedgerOk(server());
  });
});
