import { expect, it } from 'vitest';
import { siteDate } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { expectLedgerOk } from '../ledger/test-support.ts';
import { createRecordsRepo } from '../wallet/records-repo.ts';
import { createCashOut } from './cash-out.ts';
import { aroundMidnight, dailyCapStack, ledgerRacing, ticketRow } from './daily-cap-test-support.ts';
import { createSettlement } from './settlement.ts';
import { fundedMemberId } from './stack-test-support.ts';
import { homeWinBets } from './test-support.ts';

/**
 * A payout decided a moment before midnight (Asia/Shanghai) whose posting commits after it: SPEC §9's daily
 * cap counts it on the site day of the ticket's settled_at, and the trade record (transactions/
 * queryDealRecord, the ledger entries' times) must show it on that same day, at that same instant.
 */

forEachDatabase('sportsbook payouts on one day in the cap and the trade record', (server) => {
  /** The stack's clock: every part of it (placement, settlement, cash-out, the ledger) reads this. */
  let clock = new Date();
  const s = dailyCapStack(server, () => clock);
  /** `atMidnight(ms)`: `ms` from the midnight that ends `dayBefore` (negative: before it). */
  const { dayBefore, atMidnight } = aroundMidnight();

  const { newGame, homeWin, homeWon } = homeWinBets(() => s.fake, 'TR');
  /** The stack's ledger, with midnight passing as the first posting whose reference starts so reaches it. */
  const midnightBefore = (prefix: string): Ledger =>
    ledgerRacing(s.ledger, prefix, () => {
      clock = atMidnight(500);
    });
  const settledAt = async (key: string) => (await ticketRow(s, key)).settledAt!;
  /** When the trade record shows the member's wallet entry of this posting. */
  const recordedAt = async (m: number, reference: string) => {
    const page = await createRecordsRepo(server().deps.db).page({
      memberId: m,
      kinds: ['bet_settle', 'bet_payout'],
      from: null,
      to: null,
      limit: 100,
      offset: 0,
    });
    return page.rows.find((r) => r.reference === reference)!.createdAt;
  };
  /** The payout is shown on the day the cap counts it, at the very instant the ticket was stamped. */
  const expectOneDay = async (m: number, reference: string, stamped: Date) => {
    const shown = await recordedAt(m, reference);
    expect(siteDate(shown)).toBe(siteDate(stamped));
    expect(shown).toEqual(stamped);
  };

  it('shows a settlement and its correction on the day whose cap counts them', async () => {
    clock = atMidnight(-60_000);
    const m = await fundedMemberId(s.ledger, 100_000);
    const game = newGame();
    const bet = await s.placement.place(m, homeWin(game));
    const key = `${m}:${bet.ticket_id}`;

    // The run reads its time before midnight; its posting reaches the ledger after it.
    clock = atMidnight(-100);
    const settle = (ledger: Ledger) =>
      createSettlement({ deps: s.deps, ledger, repo: s.repo, feed: s.fake.api });
    await settle(midnightBefore('bet:settle:')).enqueue(homeWon(game));
    const paid = await settledAt(key);
    expect(siteDate(paid)).toBe(dayBefore);
    await expectOneDay(m, `bet:settle:${key}:${game}@1`, paid);

    // Corrected to a loss the same way: the ¥110 taken back shows on the day the ticket now counts on.
    clock = atMidnight(-100);
    await settle(midnightBefore('bet:settle:')).enqueue({ ...homeWon(game), ft: [0, 1], revision: 2 });
    const corrected = await settledAt(key);
    expect(siteDate(corrected)).toBe(dayBefore);
    await expectOneDay(m, `bet:settle:${key}:${game}@2`, corrected);
    await expectLedgerOk(server());
  });

  it('shows a cash-out on the day whose cap counts it', async () => {
    clock = atMidnight(-60_000);
    const m = await fundedMemberId(s.ledger, 100_000);
    const game = newGame();
    const bet = await s.placement.place(m, homeWin(game));
    s.fake.setOdds(game, 'M', null, 'H', 1.5);

    clock = atMidnight(-100);
    const cashOut = createCashOut({
      deps: s.deps,
      ledger: midnightBefore('bet:cashout:'),
      repo: s.repo,
      feed: s.fake.api,
    });
    await cashOut.cashOut(m, bet.ticket_id, '133.00');
    const key = `${m}:${bet.ticket_id}`;
    const cashed = await settledAt(key);
    expect(siteDate(cashed)).toBe(dayBefore);
    await expectOneDay(m, `bet:cashout:${key}`, cashed);
    await expectLedgerOk(server());
  });
});
