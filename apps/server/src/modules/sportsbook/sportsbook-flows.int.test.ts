import { beforeAll, expect, it } from 'vitest';
import { Code, siteDayStart, type PlaceBetRequest } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { expectLedgerOk } from '../ledger/test-support.ts';
import { eq } from 'drizzle-orm';
import { createLetterRepo } from '../messages/letter-repo.ts';
import type { LetterSender } from '../messages/letter-sender.ts';
import { createLetterSender } from '../messages/letter-writer.ts';
import { letters } from '../messages/schema.ts';
import { createSettlement } from './settlement.ts';
import { sql } from 'drizzle-orm';
import { DAILY_CAP_FEN } from './payout-caps.ts';
import { fundedMemberId, sportsbookStack } from './stack-test-support.ts';
import { fakeMatch, market } from './test-support.ts';

/**
 * Placement, confirmation, settlement and cash-out on a real database and ledger, against an in-test feed
 * (the simulator's HTTP-driven flows are in sportsbook.int.test.ts).
 */
const stackOf = sportsbookStack;
const fund = fundedMemberId;

let nextGame = 1;
const ticketId = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

const wallet = async (ledger: Ledger, memberId: number) => (await ledger.memberBalances(memberId)).wallet;

forEachDatabase('sportsbook flows (in-test feed)', (server) => {
  let s: ReturnType<typeof stackOf>;
  beforeAll(async () => {
    s = stackOf(server());
    await s.settlement.start();
  });

  /** A pre-match football game with a handicap, a total, 1X2 and correct score. */
  const newGame = (delaySeconds = 0) => {
    const id = `G${process.pid % 1000}x${nextGame++}`;
    s.fake.addMatch(
      fakeMatch(id, 'FT', [
        market(id, 'R', -0.25, { H: 1.95, C: 1.9 }),
        market(id, 'OU', 2.5, { O: 1.85, U: 2.0 }),
        market(id, 'M', null, { H: 2.1, N: 3.2, C: 3.5 }),
        market(id, 'PD', null, { '2-1': 8.5, OTH: 30 }),
      ]),
      delaySeconds,
    );
    return id;
  };
  const single = (gameId: string, w: string, line: number | null, r: string, odds: number, stake = '100') =>
    ({
      ticket_id: ticketId(),
      type: 'single',
      stake,
      oddsType: 'E',
      acceptOdds: 'better',
      legs: [{ gameId, w, r, line, odds }],
    }) as PlaceBetRequest;
  /** A parlay of these legs under "accept any odds". */
  const parlayOf = (legs: PlaceBetRequest['legs'], stake = '10') =>
    ({
      ticket_id: ticketId(),
      type: 'parlay',
      stake,
      oddsType: 'E',
      acceptOdds: 'any',
      legs,
    }) as PlaceBetRequest;
  /** Earlier today the member won all but ¥10 of the daily cap (SPEC §9), on a ticket on `gameId`. */
  const wonAllButTenYuanToday = async (m: number, gameId: string) => {
    const won = await s.placement.place(m, single(gameId, 'M', null, 'H', 2.1));
    await server().deps.db.execute(
      sql`UPDATE sports_tickets SET status = 'settled', payout = risk + ${DAILY_CAP_FEN - 1_000},
            settled_at = ${server().deps.now().toISOString()}::timestamptz
          WHERE key = ${`${m}:${won.ticket_id}`}`,
    );
  };
  /** The member spends part of the wallet (the debit an operator would post). */
  const spend = (m: number, amount: number, tag: string) =>
    s.ledger.postOrThrow({
      reference: `test:sb:spend:${tag}:${m}`,
      kind: 'debit',
      legs: [{ from: { member: m, kind: 'wallet' }, to: { house: 'house' }, amount }],
    });

  const finish = async (gameId: string, ft: [number, number], extra: Record<string, unknown> = {}) => {
    s.fake.publish({ gameId, ft, ...extra });
    await s.settlement.idle();
  };

  it('settles a quarter-line handicap half lost, a total won and a 1X2 lost, to the fen', async () => {
    const m = await fund(s.ledger, 100_000);
    const g = newGame();
    const hcap = await s.placement.place(m, single(g, 'R', -0.25, 'H', 1.95));
    const total = await s.placement.place(m, single(g, 'OU', 2.5, 'U', 2.0, '50'));
    const x12 = await s.placement.place(m, single(g, 'M', null, 'H', 2.1, '20'));
    expect([hcap.status, total.status, x12.status]).toEqual(['accepted', 'accepted', 'accepted']);
    expect(hcap.potentialReturn).toBe('195.00');
    expect(await wallet(s.ledger, m)).toBe(100_000 - 17_000);
    await finish(g, [1, 1]);
    // handicap -0.25 on a draw: half lost (50.00 back); under 2.5: 100.00 back; home 1X2: lost.
    expect(await wallet(s.ledger, m)).toBe(100_000 - 17_000 + 5_000 + 10_000);
    const after = await s.repo.find(`${m}:${hcap.ticket_id}`);
    expect(after?.ticket).toMatchObject({ status: 'settled', result: 'LL', payout: 5_000 });
    expect(after?.legs[0]).toMatchObject({ result: 'LL', finalScore: '1-1' });
  });

  it('finds a parlay in the bet record under the sport of any of its legs', async () => {
    const m = await fund(s.ledger, 100_000);
    const football = newGame();
    const basketball = `G${process.pid % 1000}x${nextGame++}`;
    s.fake.addMatch(fakeMatch(basketball, 'BK', [market(basketball, 'M', null, { H: 1.6, C: 2.3 })]));
    await s.placement.place(
      m,
      parlayOf([
        { gameId: football, w: 'M', r: 'H', line: null, odds: 2.1 },
        { gameId: basketball, w: 'M', r: 'C', line: null, odds: 2.3 },
      ]),
    );
    const listed = async (gameType: string) =>
      (
        await s.repo.memberTickets(
          m,
          s.repo.recordWhere({ statuses: null, gameType, from: null, to: null }),
          { offset: 0, limit: 10 },
        )
      ).total;
    // Its first leg is football; a player looking under 篮球 finds it too.
    expect(await listed('FT')).toBe(1);
    expect(await listed('BK')).toBe(1);
    expect(await listed('TN')).toBe(0);
  });

  it('settles a parlay with a void leg at the other legs’ odds, and an outright by its winner', async () => {
    const m = await fund(s.ledger, 100_000);
    const [a, b, c] = [newGame(), newGame(), newGame()];
    const parlay = await s.placement.place(
      m,
      parlayOf([
        { gameId: a, w: 'M', r: 'H', line: null, odds: 2.1 },
        { gameId: b, w: 'OU', r: 'O', line: 2.5, odds: 1.85 },
        { gameId: c, w: 'PD', r: '2-1', line: null, odds: 8.5 },
      ]),
    );
    expect(parlay.odds).toBe(33.022);
    s.fake.addOutright(`O${a}`, { T1: 5, T2: 7.5 });
    const outright = await s.placement.place(m, {
      ticket_id: ticketId(),
      type: 'outright',
      stake: '10',
      oddsType: 'E',
      acceptOdds: 'none',
      legs: [{ gameId: `O${a}`, w: 'CH', r: 'T2', line: null, odds: 7.5 }],
    });
    expect(await wallet(s.ledger, m)).toBe(98_000);
    await finish(a, [2, 0]);
    s.fake.publish({ gameId: b, status: 'void', voidCode: 'D1', voidReason: '赛事取消' });
    await s.settlement.idle();
    expect((await s.repo.find(`${m}:${parlay.ticket_id}`))?.ticket.status).toBe('accepted');
    await finish(c, [2, 1]);
    // 10.00 x 2.1 x 1 (void) x 8.5 = 178.50
    expect(await wallet(s.ledger, m)).toBe(98_000 + 17_850);
    const t = await s.repo.find(`${m}:${parlay.ticket_id}`);
    expect(t?.legs.map((l) => l.result)).toEqual(['W', 'D', 'W']);
    expect(t?.legs[1]).toMatchObject({ voidCode: 'D1', voidReason: '赛事取消' });
    s.fake.publish({ gameId: `O${a}`, winner: 'T2' });
    await s.settlement.idle();
    expect(await wallet(s.ledger, m)).toBe(98_000 + 17_850 + 7_500);
    expect((await s.repo.find(`${m}:${outright.ticket_id}`))?.ticket.status).toBe('settled');
  });

  it('on a corrected result moves only the difference, and a replay moves nothing', async () => {
    const m = await fund(s.ledger, 10_000);
    const g = newGame();
    await s.placement.place(m, single(g, 'M', null, 'H', 2.1));
    await finish(g, [1, 0]);
    expect(await wallet(s.ledger, m)).toBe(10_000 - 10_000 + 21_000);
    await finish(g, [1, 1]); // corrected: the home win was a draw
    expect(await wallet(s.ledger, m)).toBe(0);
    await s.settlement.enqueue({ ...(await s.fake.api.resultOf(g))! });
    expect(await wallet(s.ledger, m)).toBe(0);
    await finish(g, [3, 1]); // corrected again: home win after all
    expect(await wallet(s.ledger, m)).toBe(21_000);
  });

  it('records a shortfall when a correction finds the winnings already spent', async () => {
    const m = await fund(s.ledger, 10_000);
    const g = newGame();
    const t = await s.placement.place(m, single(g, 'M', null, 'H', 2.1));
    await finish(g, [1, 0]);
    await spend(m, 15_000, 'won');
    await finish(g, [0, 1]);
    expect(await wallet(s.ledger, m)).toBe(0);
    expect((await s.repo.find(`${m}:${t.ticket_id}`))?.ticket).toMatchObject({
      payout: 0,
      shortfall: 15_000,
    });
  });

  it('settles a shortfall first when a later correction raises the ticket again (paid once in all)', async () => {
    const m = await fund(s.ledger, 10_000);
    const g = newGame();
    const t = await s.placement.place(m, single(g, 'M', null, 'H', 2.1));
    await finish(g, [1, 0]);
    await spend(m, 15_000, 'up');
    await finish(g, [0, 1]); // took back the 6,000 left; 15,000 owed
    await finish(g, [2, 0]); // worth 21,000 again: the 15,000 owed is kept back
    expect(await wallet(s.ledger, m)).toBe(6_000);
    expect((await s.repo.find(`${m}:${t.ticket_id}`))?.ticket).toMatchObject({
      payout: 21_000,
      shortfall: 0,
    });
    await finish(g, [3, 0]); // unchanged worth: nothing moves
    expect(await wallet(s.ledger, m)).toBe(6_000);
    await expectLedgerOk(server());
  });

  it('keeps what a restored ticket still owes out of what it pays when it settles again', async () => {
    const m = await fund(s.ledger, 10_000);
    const g = newGame();
    const t = await s.placement.place(m, single(g, 'M', null, 'H', 2.1));
    s.fake.publish({ gameId: g, status: 'void', voidCode: 'D1', voidReason: '赛事取消' });
    await s.settlement.idle();
    await spend(m, 6_000, 'restore');
    s.fake.publish({ gameId: g, status: 'restored' }); // takes back 4,000; 6,000 owed
    await s.settlement.idle();
    expect(await s.cashOut.quote(m, t.ticket_id)).toMatchObject({
      available: false,
      reason: '该注单尚有未结清款项，暂不可兑现',
    });
    await finish(g, [1, 0]); // pays 21,000, less the 6,000 owed
    expect(await wallet(s.ledger, m)).toBe(15_000);
    expect((await s.repo.find(`${m}:${t.ticket_id}`))?.ticket).toMatchObject({
      status: 'settled',
      payout: 21_000,
      shortfall: 0,
    });
    await expectLedgerOk(server());
  });

  it('takes back from one member for two corrected tickets what the wallet holds, not one read twice', async () => {
    const m = await fund(s.ledger, 20_000);
    const g = newGame();
    const a = await s.placement.place(m, single(g, 'R', -0.25, 'H', 1.95));
    const b = await s.placement.place(m, single(g, 'R', -0.25, 'H', 1.95));
    await finish(g, [1, 0]); // both won: 19,500 each
    expect(await wallet(s.ledger, m)).toBe(39_000);
    await spend(m, 19_000, 'two');
    await finish(g, [0, 0]); // half lost: each is worth 5,000 now, 14,500 back from each
    expect(await wallet(s.ledger, m)).toBe(0);
    const shortfalls = await Promise.all(
      [a, b].map(async (t) => (await s.repo.find(`${m}:${t.ticket_id}`))?.ticket.shortfall),
    );
    // 20,000 was there to take: 14,500 from the first, 5,500 from the second, 9,000 written off.
    expect(shortfalls.sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual([0, 9_000]);
    await expectLedgerOk(server());
  });

  it('refunds the stake of a voided match (ticket cancelled)', async () => {
    const m = await fund(s.ledger, 10_000);
    const g = newGame();
    const t = await s.placement.place(m, single(g, 'R', -0.25, 'C', 1.9));
    s.fake.publish({ gameId: g, status: 'void', voidCode: 'D3', voidReason: '比赛腰斩' });
    await s.settlement.idle();
    expect(await wallet(s.ledger, m)).toBe(10_000);
    expect((await s.repo.find(`${m}:${t.ticket_id}`))?.ticket).toMatchObject({
      status: 'cancelled',
      result: 'D',
    });
  });

  it('restores a voided match: its bets are open again (A), what they paid goes back, and they settle on the final score', async () => {
    const m = await fund(s.ledger, 11_000);
    const [g, h] = [newGame(), newGame()];
    const one = await s.placement.place(m, single(g, 'M', null, 'H', 2.1));
    const parlay = await s.placement.place(
      m,
      parlayOf([
        { gameId: g, w: 'OU', r: 'O', line: 2.5, odds: 1.85 },
        { gameId: h, w: 'M', r: 'H', line: null, odds: 2.1 },
      ]),
    );
    expect(await wallet(s.ledger, m)).toBe(0);
    await finish(h, [1, 0]);
    s.fake.publish({ gameId: g, status: 'void', voidCode: 'D1', voidReason: '赛事取消' });
    await s.settlement.idle();
    // The single is refunded (100.00); the parlay is paid at its other leg's odds (10.00 x 2.1).
    expect(await wallet(s.ledger, m)).toBe(10_000 + 2_100);

    s.fake.publish({ gameId: g, status: 'restored' });
    await s.settlement.idle();
    expect(await wallet(s.ledger, m)).toBe(0);
    const single1 = await s.repo.find(`${m}:${one.ticket_id}`);
    expect(single1?.ticket).toMatchObject({ status: 'accepted', result: 'A', payout: null, shortfall: 0 });
    expect(single1?.legs[0]).toMatchObject({ result: 'A', voidCode: null });
    const parlay1 = await s.repo.find(`${m}:${parlay.ticket_id}`);
    expect(parlay1?.ticket).toMatchObject({ status: 'accepted', result: 'A', payout: null });
    expect(parlay1?.legs.map((l) => l.result)).toEqual(['A', 'W']);
    // Open again, so they can be cashed out while the match's markets are open.
    expect(await s.cashOut.quote(m, one.ticket_id)).toMatchObject({ available: true });
    // A replay of the restore moves nothing.
    await s.settlement.enqueue({ ...(await s.fake.api.resultOf(g))! });
    expect(await wallet(s.ledger, m)).toBe(0);

    await finish(g, [2, 1]);
    // Home win at 2.1: 210.00; over 2.5 with the home leg: 10.00 x 1.85 x 2.1 = 38.85.
    expect(await wallet(s.ledger, m)).toBe(21_000 + 3_885);
    expect((await s.repo.find(`${m}:${one.ticket_id}`))?.ticket).toMatchObject({
      status: 'settled',
      result: 'W',
      payout: 21_000,
    });
    expect((await s.repo.find(`${m}:${parlay.ticket_id}`))?.legs.map((l) => l.result)).toEqual(['W', 'W']);
    expect((await s.ledger.check()).ok).toBe(true);
  });

  it('restores a bet whose refund was spent: the house covers the rest, recorded as its shortfall', async () => {
    const m = await fund(s.ledger, 10_000);
    const g = newGame();
    const t = await s.placement.place(m, single(g, 'M', null, 'H', 2.1));
    s.fake.publish({ gameId: g, status: 'void', voidCode: 'D1', voidReason: '赛事取消' });
    await s.settlement.idle();
    await spend(m, 6_000, 'refund');
    s.fake.publish({ gameId: g, status: 'restored' });
    await s.settlement.idle();
    expect(await wallet(s.ledger, m)).toBe(0);
    expect((await s.repo.find(`${m}:${t.ticket_id}`))?.ticket).toMatchObject({
      status: 'accepted',
      result: 'A',
      shortfall: 6_000,
    });
    await finish(g, [0, 0]);
    expect((await s.repo.find(`${m}:${t.ticket_id}`))?.ticket).toMatchObject({
      status: 'settled',
      result: 'L',
    });
    expect((await s.ledger.check()).ok).toBe(true);
  });

  it('confirms an in-play bet after the delay, or rejects and refunds it when the price moved or the market closed', async () => {
    const m = await fund(s.ledger, 100_000);
    const g = newGame(5);
    const ok = await s.placement.place(m, single(g, 'OU', 2.5, 'O', 1.85));
    const moved = await s.placement.place(m, single(g, 'M', null, 'H', 2.1));
    expect([ok.status, moved.status]).toEqual(['confirming', 'confirming']);
    expect(await wallet(s.ledger, m)).toBe(80_000);
    await s.confirmation.sweepNow(); // not due yet
    expect((await s.repo.find(`${m}:${ok.ticket_id}`))?.ticket.status).toBe('confirming');
    s.fake.setOdds(g, 'M', null, 'H', 1.8);
    server().advance(6_000);
    await s.confirmation.sweepNow();
    expect((await s.repo.find(`${m}:${ok.ticket_id}`))?.ticket.status).toBe('accepted');
    const rejected = (await s.repo.find(`${m}:${moved.ticket_id}`))?.ticket;
    expect(rejected).toMatchObject({ status: 'rejected', statusText: '赔率已变化，注单未被接受' });
    expect(await wallet(s.ledger, m)).toBe(90_000);

    const suspended = await s.placement.place(m, single(g, 'OU', 2.5, 'O', 1.85));
    s.fake.setStatus(g, 'suspended');
    server().advance(6_000);
    await s.confirmation.sweepNow();
    expect((await s.repo.find(`${m}:${suspended.ticket_id}`))?.ticket.status).toBe('rejected');
    expect(await wallet(s.ledger, m)).toBe(90_000);
  });

  it('settles a bet booked an instant after its match was settled (quoted open just before)', async () => {
    const m = await fund(s.ledger, 100_000);
    const g = newGame();
    // A second settlement that settles each result once more 50 ms later (10 s in the server).
    const again = createSettlement({
      deps: server().deps,
      ledger: s.ledger,
      repo: s.repo,
      feed: s.fake.api,
      lateTicketsMs: 50,
    });
    const stop = await again.start();
    // The quote finds the market open; the result is published and settled while the stake waits for its
    // batch in the ledger's writer, so the ticket is booked after the result's tickets were read.
    const post = s.ledger.postOrThrow;
    s.ledger.postOrThrow = async (...args) => {
      s.ledger.postOrThrow = post;
      s.fake.publish({ gameId: g, status: 'finished', ft: [1, 0] });
      await s.settlement.idle();
      await again.idle();
      return post(...args);
    };
    try {
      const t = await s.placement.place(m, single(g, 'M', null, 'H', 2.1));
      expect(t.status).toBe('accepted');
      await new Promise((r) => setTimeout(r, 200));
      await again.idle();
      // Not left open on a settled match: paid as if it had been booked in time.
      expect((await s.repo.find(`${m}:${t.ticket_id}`))?.ticket).toMatchObject({
        status: 'settled',
        payout: 21_000,
      });
      expect(await wallet(s.ledger, m)).toBe(111_000);
    } finally {
      s.ledger.postOrThrow = post;
      stop();
    }
    await expectLedgerOk(server());
  });

  it('refunds an in-play bet whose match is voided or finished and settled between its confirmation’s quote and its acceptance', async () => {
    for (const result of [
      { status: 'void', voidCode: 'D1', voidReason: '赛事取消' },
      { status: 'finished', ft: [1, 0] },
    ] as const) {
      const m = await fund(s.ledger, 100_000);
      const g = newGame(5);
      const t = await s.placement.place(m, single(g, 'M', null, 'H', 2.1));
      expect(t.status).toBe('confirming');
      server().advance(6_000);
      // The sweep's quote still finds the market open (an instant before the operator's command, or on an
      // instance whose copy of the match is a moment behind); the result is published and settled before
      // the sweep's acceptance lands.
      const accept = s.repo.moveFromConfirming;
      s.repo.moveFromConfirming = async (...args) => {
        s.fake.publish({ gameId: g, ...result });
        await s.settlement.idle();
        return accept(...args);
      };
      try {
        await s.confirmation.sweepNow();
      } finally {
        s.repo.moveFromConfirming = accept;
      }
      await s.confirmation.sweepNow();
      // Not left open on a match that has settled (its stake would sit in the liability for good).
      expect((await s.repo.find(`${m}:${t.ticket_id}`))?.ticket).toMatchObject({
        status: 'rejected',
        statusText: '盘口已关闭，注单未被接受',
        payout: null,
      });
      expect(await wallet(s.ledger, m)).toBe(100_000);
    }
    await expectLedgerOk(server());
  });

  it('rejects an in-play bet placed under "accept any odds" when its price fell during the delay, and accepts one whose price rose at the booked price', async () => {
    const m = await fund(s.ledger, 100_000);
    const g = newGame(5);
    const anyOdds = (w: string, line: number | null, r: string, odds: number) => ({
      ...single(g, w, line, r, odds),
      acceptOdds: 'any' as const,
    });
    const fell = await s.placement.place(m, anyOdds('M', null, 'H', 2.1));
    const rose = await s.placement.place(m, anyOdds('OU', 2.5, 'O', 1.85));
    s.fake.setOdds(g, 'M', null, 'H', 1.3);
    s.fake.setOdds(g, 'OU', 2.5, 'O', 1.95);
    server().advance(6_000);
    await s.confirmation.sweepNow();
    expect((await s.repo.find(`${m}:${fell.ticket_id}`))?.ticket).toMatchObject({
      status: 'rejected',
      statusText: '赔率已变化，注单未被接受',
    });
    const accepted = await s.repo.find(`${m}:${rose.ticket_id}`);
    expect(accepted?.ticket.status).toBe('accepted');
    expect(accepted?.legs[0]?.odds).toBe(1.85);
    // The rejected stake came back; the accepted one is still at risk.
    expect(await wallet(s.ledger, m)).toBe(90_000);
    await expectLedgerOk(server());
  });

  it('finishes confirmations a crashed process left behind: a rejection cut short before its refund is refunded once', async () => {
    const m = await fund(s.ledger, 100_000);
    const g = newGame(5);
    const waiting = await s.placement.place(m, single(g, 'OU', 2.5, 'O', 1.85));
    const cut = await s.placement.place(m, single(g, 'M', null, 'H', 2.1));
    // The crash: the rejection was recorded, the process died before its refund posting.
    expect(
      await s.repo.moveFromConfirming(`${m}:${cut.ticket_id}`, 'rejecting', '赔率已变化，注单未被接受'),
    ).toBe(true);
    expect(await wallet(s.ledger, m)).toBe(80_000);
    // The next process: a stack of its own on the same database, its sweep started as at boot.
    const next = stackOf(server());
    next.fake.addMatch(s.fake.api.matchDetail(g)!, 5);
    server().advance(6_000);
    await Promise.all([next.confirmation.sweepNow(), next.confirmation.sweepNow()]);
    await next.confirmation.sweepNow();
    expect((await s.repo.find(`${m}:${waiting.ticket_id}`))?.ticket.status).toBe('accepted');
    expect((await s.repo.find(`${m}:${cut.ticket_id}`))?.ticket).toMatchObject({
      status: 'rejected',
      statusText: '赔率已变化，注单未被接受',
    });
    expect(await wallet(s.ledger, m)).toBe(90_000);
    await expectLedgerOk(server());
  });

  it('writes the settlement letter a crash kept from being written, once, when the next process settles the result again', async () => {
    // A stack of its own: its feed's results reach only the settlements made here.
    const c = stackOf(server());
    const m = await fund(c.ledger, 100_000);
    const g = `G${process.pid % 1000}x${nextGame++}`;
    c.fake.addMatch(fakeMatch(g, 'FT', [market(g, 'M', null, { H: 2.1, N: 3.2, C: 3.5 })]));
    const win = await c.placement.place(m, single(g, 'M', null, 'H', 2.1));
    const loss = await c.placement.place(m, single(g, 'M', null, 'C', 3.5));
    // The first process pays both tickets and dies before its letters are written.
    const died: LetterSender = {
      send: () => Promise.reject(new Error('killed')),
      sendMany: () => Promise.reject(new Error('killed')),
    };
    const first = createSettlement({
      deps: server().deps,
      ledger: c.ledger,
      repo: c.repo,
      feed: c.fake.api,
      letters: died,
    });
    const off = await first.start();
    c.fake.publish({ gameId: g, ft: [2, 0] });
    await first.idle();
    off();
    expect(await wallet(c.ledger, m)).toBe(80_000 + 21_000);
    // Each next process catches up on the unacknowledged result at start, writing to the real inbox.
    const inbox = createLetterSender(server().deps, createLetterRepo(server().deps.db));
    const nextProcess = () =>
      createSettlement({
        deps: server().deps,
        ledger: c.ledger,
        repo: c.repo,
        feed: c.fake.api,
        letters: inbox,
      });
    const lettersOf = () => server().deps.db.select().from(letters).where(eq(letters.memberId, m));
    const next = nextProcess();
    const stop = await next.start();
    await next.idle();
    stop();
    const written = await lettersOf();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ title: '注单已结算' });
    expect(written[0]!.body).toContain('您的 2 张注单');
    expect(written[0]!.body).toContain(win.ticket_id);
    expect(written[0]!.body).toContain(loss.ticket_id);
    expect(written[0]!.body).toContain('¥210。');
    // A process that dies after its letters but before acknowledging the result: the rerun writes none.
    const result = (await c.fake.api.resultOf(g))!;
    await nextProcess().enqueue(result);
    expect(await lettersOf()).toHaveLength(1);
    // The money moved once.
    expect(await wallet(c.ledger, m)).toBe(80_000 + 21_000);
    await expectLedgerOk(server());
  });

  it('takes ten long-priced legs at the top stake and pays the capped return (the product passes 2^53 fen)', async () => {
    const m = await fund(s.ledger, 10_000_000);
    const games = Array.from({ length: 10 }, () => newGame());
    // 50,000.00 x 30^10 is ~3e21 fen: placement, the cash-out quote and settlement all meet it.
    const parlay = await s.placement.place(
      m,
      parlayOf(
        games.map((gameId) => ({ gameId, w: 'PD', r: 'OTH', line: null, odds: 30 })),
        '50000',
      ),
    );
    expect(parlay.status).toBe('accepted');
    const booked = (await s.repo.find(`${m}:${parlay.ticket_id}`))!.ticket;
    expect(booked.cap).toBeGreaterThan(0);
    expect(booked.potentialReturn).toBe(5_000_000 + booked.cap);
    expect(await s.cashOut.quote(m, parlay.ticket_id)).toMatchObject({ available: expect.any(Boolean) });
    for (const g of games) await finish(g, [5, 5]);
    const settled = await s.repo.find(`${m}:${parlay.ticket_id}`);
    expect(settled?.ticket).toMatchObject({ status: 'settled', result: 'W', payout: 5_000_000 + booked.cap });
    expect(await wallet(s.ledger, m)).toBe(10_000_000 + booked.cap);
    expect((await s.ledger.check()).ok).toBe(true);
  });

  it('cashes out at the accepted value and closes the ticket; refuses a value above the offer', async () => {
    const m = await fund(s.ledger, 10_000);
    const g = newGame();
    const t = await s.placement.place(m, single(g, 'M', null, 'H', 2.1));
    s.fake.setOdds(g, 'M', null, 'H', 1.5);
    const offer = await s.cashOut.quote(m, t.ticket_id);
    // DESIGN §6 (@qilin/sportsbook cashOutFromProbability): potential return x current win probability
    // (1 / current odds), less the 5% margin: 210.00 / 1.5 x 0.95 (the price shortened: worth more now)
    expect(offer).toMatchObject({ available: true, value: '133.00' });
    s.fake.setOdds(g, 'M', null, 'H', 3.0);
    const lower = await s.cashOut.quote(m, t.ticket_id);
    expect(lower.value).toBe('66.50'); // 210 / 3 x 0.95
    await expect(s.cashOut.cashOut(m, t.ticket_id, '70.00')).rejects.toMatchObject({
      code: Code.InvalidParameter,
    });
    const done = await s.cashOut.cashOut(m, t.ticket_id, '66.00');
    expect(done).toMatchObject({ status: 'cashed_out', payout: '66.00' });
    expect(await wallet(s.ledger, m)).toBe(6_600);
    // A retry whose first answer was lost gets the same ticket and pays nothing more.
    expect(await s.cashOut.cashOut(m, t.ticket_id, '66.00')).toMatchObject({ status: 'cashed_out' });
    await expect(s.cashOut.cashOut(m, t.ticket_id, '60.00')).rejects.toMatchObject({
      code: Code.InvalidParameter,
    });
    expect(await wallet(s.ledger, m)).toBe(6_600);
    await finish(g, [3, 0]); // the result no longer touches a cashed-out ticket
    expect(await wallet(s.ledger, m)).toBe(6_600);
  });

  it('pays a cash-out once when the same request arrives many times at once', async () => {
    const m = await fund(s.ledger, 10_000);
    const g = newGame();
    const t = await s.placement.place(m, single(g, 'M', null, 'H', 2.1));
    s.fake.setOdds(g, 'M', null, 'H', 3.0); // offer 66.50
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () => s.cashOut.cashOut(m, t.ticket_id, '66.00')),
    );
    // The ticket is the request's key: every copy reads the one cash-out, none is refused.
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill('fulfilled'));
    for (const a of answers) expect(a).toMatchObject({ value: { status: 'cashed_out', payout: '66.00' } });
    expect(await wallet(s.ledger, m)).toBe(6_600);
    expect((await s.ledger.check()).ok).toBe(true);
  });

  it('caps a cash-out at the daily payout room and counts what it paid above the stake toward it', async () => {
    const m = await fund(s.ledger, 100_000);
    const g = newGame();
    await wonAllButTenYuanToday(m, g);
    const t = await s.placement.place(m, single(g, 'M', null, 'H', 2.1));
    s.fake.setOdds(g, 'M', null, 'H', 1.5);
    // Worth 133.00 on the price (see above), but only the stake plus the ¥10 of room can be paid.
    expect(await s.cashOut.quote(m, t.ticket_id)).toMatchObject({ available: true, value: '110.00' });
    await expect(s.cashOut.cashOut(m, t.ticket_id, '133.00')).rejects.toMatchObject({
      code: Code.InvalidParameter,
    });
    expect(await s.cashOut.cashOut(m, t.ticket_id, '110.00')).toMatchObject({ payout: '110.00' });
    // The ¥10 it paid above its stake used the room up: the next offer is the stake.
    const next = await s.placement.place(m, single(g, 'M', null, 'H', 1.5));
    s.fake.setOdds(g, 'M', null, 'H', 1.2);
    expect(await s.cashOut.quote(m, next.ticket_id)).toMatchObject({ value: '100.00' });
  });

  it('pays the daily room once when two cash-outs of one member arrive together', async () => {
    const m = await fund(s.ledger, 100_000);
    const g = newGame();
    await wonAllButTenYuanToday(m, g);
    const tickets = [
      await s.placement.place(m, single(g, 'M', null, 'H', 2.1)),
      await s.placement.place(m, single(g, 'M', null, 'H', 2.1)),
    ];
    s.fake.setOdds(g, 'M', null, 'H', 1.5);
    // Each alone is offered its stake plus the ¥10 of room; two tabs accept both at once.
    for (const t of tickets)
      expect(await s.cashOut.quote(m, t.ticket_id)).toMatchObject({ available: true, value: '110.00' });
    const answers = await Promise.allSettled(tickets.map((t) => s.cashOut.cashOut(m, t.ticket_id, '110.00')));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.find((a) => a.status === 'rejected');
    expect(refused?.reason).toMatchObject({
      code: Code.InvalidParameter,
      message: '兑现金额已变化，请重新确认',
    });
    // ¥10 above a stake was paid once; the other ticket is still open, now offered its stake.
    expect(await wallet(s.ledger, m)).toBe(100_000 - 30_000 + 11_000);
    const won = await s.repo.winningsSince([m], siteDayStart(server().deps.now()));
    expect(won.get(m)).toBe(DAILY_CAP_FEN);
    const open = tickets[answers.findIndex((a) => a.status === 'rejected')]!;
    expect(await s.cashOut.quote(m, open.ticket_id)).toMatchObject({ available: true, value: '100.00' });
    await expectLedgerOk(server());
  });

  it('keeps a win capped by the daily room when a correction leaves it won (its own winnings are not counted twice)', async () => {
    const m = await fund(s.ledger, 100_000);
    await wonAllButTenYuanToday(m, newGame());
    const g = newGame();
    const t = await s.placement.place(m, single(g, 'M', null, 'H', 2.1));
    await finish(g, [2, 0]);
    // Won 110.00 on the price, paid the stake and the ¥10 of room.
    expect((await s.repo.find(`${m}:${t.ticket_id}`))?.ticket).toMatchObject({ payout: 11_000, result: 'W' });
    expect(await wallet(s.ledger, m)).toBe(80_000 + 11_000);
    // The correction keeps the home win: the ticket and the wallet stay as they are.
    await finish(g, [3, 0]);
    expect((await s.repo.find(`${m}:${t.ticket_id}`))?.ticket).toMatchObject({ payout: 11_000, result: 'W' });
    expect(await wallet(s.ledger, m)).toBe(80_000 + 11_000);
    // A correction to a draw loses it: the ¥110 goes back.
    await finish(g, [1, 1]);
    expect((await s.repo.find(`${m}:${t.ticket_id}`))?.ticket).toMatchObject({ payout: 0, result: 'L' });
    expect(await wallet(s.ledger, m)).toBe(80_000);
  });

  it('books a correct score in decimal whatever odds type the slip chose, a handicap in the chosen one', async () => {
    const m = await fund(s.ledger, 1_000_00);
    const g = newGame();
    // At 30.00 a Malay price is -0.03 in two decimals: booked that way, ¥100 would have risked ¥3 to win
    // ¥100 (and past 201.00 the price reads 0 and the slip failed 6005).
    const score = await s.placement.place(m, { ...single(g, 'PD', null, 'OTH', 30), oddsType: 'M' });
    expect(score).toMatchObject({
      status: 'accepted',
      oddsType: 'E',
      displayOdds: 30,
      risk: '100.00',
      potentialReturn: '3000.00',
    });
    const handicap = await s.placement.place(m, { ...single(g, 'R', -0.25, 'H', 1.95), oddsType: 'M' });
    expect(handicap).toMatchObject({
      oddsType: 'M',
      displayOdds: 0.95,
      risk: '100.00',
      potentialReturn: '195.00',
    });
  });

  it('totals the stakes typed under 投注金额, as the rows show them, when a Malay price risks less', async () => {
    const m = await fund(s.ledger, 100_000);
    const g = `G${process.pid % 1000}x${nextGame++}`;
    s.fake.addMatch(fakeMatch(g, 'FT', [market(g, 'R', 0.5, { H: 1.7, C: 2.25 })]));
    // 2.25 reads -0.80 in Malay: ¥100 staked risks ¥80.
    const t = await s.placement.place(m, { ...single(g, 'R', 0.5, 'C', 2.25), oddsType: 'M' });
    expect(t).toMatchObject({ status: 'accepted', stake: '100.00', risk: '80.00' });
    expect(await wallet(s.ledger, m)).toBe(92_000);
    expect(await s.repo.memberTotals(m, [])).toMatchObject({ count: 1, stake: 10_000, valid: 0 });
  });

  it('refuses bad slips with a clear message and books nothing', async () => {
    const m = await fund(s.ledger, 10_000);
    const g = newGame();
    const g2 = newGame();
    const refusals: [PlaceBetRequest, string][] = [
      [single(g, 'M', null, 'X', 2), '投注项不存在或已下架'],
      [single(g, 'OU', 3.5, 'O', 2), '投注项不存在或已下架'],
      [single(g, 'M', null, 'H', 2.2), '赔率已变化，请确认新赔率'],
      [{ ...single(g, 'M', null, 'H', 2.0), acceptOdds: 'none' }, '赔率已变化，请确认新赔率'],
      [single(g, 'M', null, 'H', 2.1, '0'), '金额必须大于0'],
      [single(g, 'M', null, 'H', 2.1, '-5'), '请输入正确的金额'],
      [single(g, 'M', null, 'H', 2.1, '1.005'), '金额最多保留两位小数'],
      [single(g, 'M', null, 'H', 2.1, '5'), '最低投注金额为10元'],
      [single(g, 'M', null, 'H', 2.1, '60000'), '最高投注金额为50,000元'],
      [single(g, 'M', null, 'H', 2.1, '100.01'), '余额不足'],
      [
        {
          ...single(g, 'M', null, 'H', 2.1),
          type: 'parlay',
          legs: [
            { gameId: g, w: 'M', r: 'H', line: null, odds: 2.1 },
            { gameId: g, w: 'OU', r: 'O', line: 2.5, odds: 1.85 },
          ],
        },
        '同一场比赛不能在串关中重复投注',
      ],
      [
        {
          ...single(g, 'M', null, 'H', 2.1),
          type: 'parlay',
          legs: [
            { gameId: g, w: 'M', r: 'H', line: null, odds: 2.1 },
            { gameId: `O${g2}`, w: 'CH', r: 'T1', line: null, odds: 5 },
          ],
        },
        '冠军投注不能加入串关',
      ],
      // SPEC §9's slip of at most 10 entries is also the most legs a parlay has; one leg is a single.
      [{ ...single(g, 'M', null, 'H', 2.1), type: 'parlay' }, '串关需要2至10个投注项'],
      [
        {
          ...single(g, 'M', null, 'H', 2.1),
          type: 'parlay',
          legs: Array.from({ length: 11 }, (_, i) => ({
            gameId: `${g}${i}`,
            w: 'M' as const,
            r: 'H',
            line: null,
            odds: 2.1,
          })),
        },
        '串关需要2至10个投注项',
      ],
    ];
    for (const [body, message] of refusals)
      await expect(s.placement.place(m, body), message).rejects.toMatchObject({
        code: Code.InvalidParameter,
        message,
      });
    s.fake.setStatus(g2, 'suspended');
    await expect(s.placement.place(m, single(g2, 'M', null, 'H', 2.1))).rejects.toMatchObject({
      message: '盘口暂停投注，请稍后再试',
    });
    expect(await wallet(s.ledger, m)).toBe(10_000);
    expect((await s.repo.openTickets(m)).length).toBe(0);
  });

  it('answers a replay with the same ticket (money moved once) and refuses the id with another body', async () => {
    const m = await fund(s.ledger, 10_000);
    const g = newGame();
    const body = single(g, 'M', null, 'H', 2.1);
    const [a, b] = await Promise.all([s.placement.place(m, body), s.placement.place(m, body)]);
    const c = await s.placement.place(m, body);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(await wallet(s.ledger, m)).toBe(0);
    await expect(s.placement.place(m, { ...body, stake: '50' })).rejects.toMatchObject({
      code: Code.DataExists,
    });
    // another member's same ticket id is their own ticket
    const other = await fund(s.ledger, 10_000);
    expect((await s.placement.place(other, body)).status).toBe('accepted');
  });

  it('keeps every wallet exact under concurrent bets with replays, then settlement', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => fund(s.ledger, 100_000)));
    const g = newGame();
    const bodies = members.map(() =>
      Array.from({ length: 20 }, (_, i) =>
        single(g, 'M', null, i % 2 ? 'H' : 'C', i % 2 ? 2.1 : 3.5, String(10 + i)),
      ),
    );
    await Promise.all(
      members.flatMap((m, mi) =>
        bodies[mi]!.flatMap((b, i) => [
          s.placement.place(m, b),
          ...(i % 5 === 0 ? [s.placement.place(m, b)] : []),
        ]),
      ),
    );
    const staked = bodies[0]!.reduce((t, b) => t + Number(b.stake) * 100, 0);
    for (const m of members) expect(await wallet(s.ledger, m)).toBe(100_000 - staked);
    await finish(g, [2, 1]);
    const won = bodies[0]!
      .filter((_, i) => i % 2)
      .reduce((t, b) => t + Math.floor(Number(b.stake) * 100 * 2.1), 0);
    for (const m of members) expect(await wallet(s.ledger, m)).toBe(100_000 - staked + won);
    const check = await s.ledger.check();
    expect(check.problems).toEqual([]);
  });
});
