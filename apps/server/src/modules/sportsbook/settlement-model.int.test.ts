import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { siteDate, siteDayStart, yuanToFen, type BetResult, type PlaceBetRequest } from '@qilin/contract';
import { parlayReturn, settleHandicap, settleTotal, singleReturn } from '@qilin/sportsbook';
import { forEachDatabase } from '../../../test/harness.ts';
import { fundedMemberId, sportsbookStack } from './stack-test-support.ts';
import { fakeMatch, market } from './test-support.ts';

/**
 * Settlement against a model (issue 4 §5): random bets on three games (half-time plays on the alternate id
 * among them), then random results in any order —
 * finishes, corrected finishes, voids, restores — with cash-outs in between. Whatever the path, the wallet
 * must end where the last word on each game puts it: every settled ticket paid by its legs' final results
 * (a restored game's legs are open again and pay nothing yet), every cashed-out ticket its cash-out value,
 * and `ledger:check` clean. Corrections move only differences; this checks they add up.
 */

const ODDS = {
  M: { H: 2.1, N: 3.2, C: 3.5 },
  HM: { H: 2.8, N: 2.1, C: 4.2 },
  R: { H: 1.95, C: 1.9 },
  OU: { O: 1.85, U: 2.0 },
} as const;
const LINE = { M: null, HM: null, R: -0.25, OU: 2.5 } as const;
type Play = keyof typeof ODDS;
/** One outright market beside the games: three options, a winner published (and corrected) at any time. */
const OUTRIGHT = { T1: 2.5, T2: 3.4, T3: 6.0 } as const;
type Option = keyof typeof OUTRIGHT;
const option = fc.constantFrom<Option>('T1', 'T2', 'T3');
const outrightBet = fc.record({ stake: fc.integer({ min: 10, max: 200 }), r: option });

interface Pick {
  game: number;
  w: Play;
  r: string;
}

const pick: fc.Arbitrary<Pick> = fc.oneof(
  fc.record({ game: fc.nat(2), w: fc.constant('M' as const), r: fc.constantFrom('H', 'N', 'C') }),
  fc.record({ game: fc.nat(2), w: fc.constant('HM' as const), r: fc.constantFrom('H', 'N', 'C') }),
  fc.record({ game: fc.nat(2), w: fc.constant('R' as const), r: fc.constantFrom('H', 'C') }),
  fc.record({ game: fc.nat(2), w: fc.constant('OU' as const), r: fc.constantFrom('O', 'U') }),
);
const oddsOf = (p: Pick) => (ODDS[p.w] as Record<string, number>)[p.r]!;

const bet = fc.record({
  stake: fc.integer({ min: 10, max: 200 }),
  picks: fc.uniqueArray(pick, { minLength: 1, maxLength: 3, selector: (p) => p.game }),
});

type Event =
  | { kind: 'finish'; game: number; ft: [number, number]; ht: [number, number] }
  | { kind: 'void'; game: number; ht: [number, number] | null }
  | { kind: 'restore'; game: number }
  | { kind: 'cashOut'; ticket: number }
  | { kind: 'crown'; winner: Option };
const score = fc.tuple(fc.nat(4), fc.nat(4));
const event: fc.Arbitrary<Event> = fc.oneof(
  {
    // The half-time score is part of the full-time one.
    arbitrary: fc
      .record({
        kind: fc.constant('finish' as const),
        game: fc.nat(2),
        ft: score,
        share: fc.tuple(fc.nat(4), fc.nat(4)),
      })
      .map(({ share, ...e }) => ({
        ...e,
        ht: [Math.min(share[0], e.ft[0]), Math.min(share[1], e.ft[1])] as [number, number],
      })),
    weight: 4,
  },
  {
    // A void after a completed first half names its score: the half-time plays stand on it.
    arbitrary: fc.record({
      kind: fc.constant('void' as const),
      game: fc.nat(2),
      ht: fc.option(score, { nil: null }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('restore' as const), game: fc.nat(2) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('cashOut' as const), ticket: fc.nat(8) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('crown' as const), winner: option }), weight: 1 },
);

/** The last word on a game: still to play (or restored and open again), finished at a score, or void. */
type GameState =
  | { kind: 'open' }
  | { kind: 'finished'; ft: [number, number]; ht: [number, number] }
  | { kind: 'void'; ht: [number, number] | null };

const legResult = (p: Pick, g: GameState): BetResult => {
  if (g.kind === 'open') return 'A';
  // A void stands only for the half-time plays of a first half it came after.
  const scored = p.w === 'HM' ? g.ht : g.kind === 'finished' ? g.ft : null;
  if (!scored) return 'D';
  const [h, a] = scored;
  if (p.w === 'M' || p.w === 'HM') return (p.r === 'H' ? h > a : p.r === 'C' ? a > h : h === a) ? 'W' : 'L';
  if (p.w === 'R') return p.r === 'H' ? settleHandicap(LINE.R, h - a) : settleHandicap(-LINE.R, a - h);
  return settleTotal(LINE.OU, h + a, p.r === 'O' ? 'over' : 'under');
};

let run = 0;

forEachDatabase('settlement against a model', (server) => {
  let s: ReturnType<typeof sportsbookStack>;
  beforeAll(async () => {
    s = sportsbookStack(server());
    await s.settlement.start();
  });

  it('ends every wallet where the final results and cash-outs put it, whatever the path', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(bet, { minLength: 1, maxLength: 6 }),
        fc.array(outrightBet, { maxLength: 3 }),
        fc.array(event, { minLength: 1, maxLength: 10 }),
        async (bets, outrightBets, events) => {
          run += 1;
          const games = [0, 1, 2].map((i) => `M${process.pid % 1000}r${run}g${i}`);
          for (const id of games)
            s.fake.addMatch(
              fakeMatch(id, 'FT', [
                market(id, 'M', LINE.M, ODDS.M),
                market(id, 'HM', LINE.HM, ODDS.HM),
                market(id, 'R', LINE.R, ODDS.R),
                market(id, 'OU', LINE.OU, ODDS.OU),
              ]),
            );
          const outrightId = `O${process.pid % 1000}r${run}`;
          s.fake.addOutright(outrightId, { ...OUTRIGHT });
          let winner: Option | null = null;
          const initial = 1_000_000;
          const member = await fundedMemberId(s.ledger, initial);
          const tickets: {
            id: string;
            picks: Pick[];
            /** An outright ticket's option instead of picks. */
            option: Option | null;
            stakeFen: number;
            cashedOut: number | null;
          }[] = [];
          for (const [i, b] of bets.entries()) {
            const body: PlaceBetRequest = {
              ticket_id: `model${run}x${i}${Date.now().toString(36)}`,
              type: b.picks.length > 1 ? 'parlay' : 'single',
              stake: String(b.stake),
              oddsType: 'E',
              acceptOdds: 'any',
              legs: b.picks.map((p) => ({
                // Half-time plays are booked on the match's alternate id (SPEC §9).
                gameId: p.w === 'HM' ? `${games[p.game]!}h` : games[p.game]!,
                w: p.w,
                r: p.r,
                line: LINE[p.w],
                odds: oddsOf(p),
              })),
            };
            const placed = await s.placement.place(member, body);
            expect(placed.status).toBe('accepted');
            tickets.push({
              id: placed.ticket_id,
              picks: b.picks,
              option: null,
              stakeFen: b.stake * 100,
              cashedOut: null,
            });
          }
          for (const [i, b] of outrightBets.entries()) {
            const placed = await s.placement.place(member, {
              ticket_id: `model${run}o${i}${Date.now().toString(36)}`,
              type: 'outright',
              stake: String(b.stake),
              oddsType: 'E',
              acceptOdds: 'any',
              legs: [{ gameId: outrightId, w: 'CH', r: b.r, line: null, odds: OUTRIGHT[b.r] }],
            });
            expect(placed.status).toBe('accepted');
            tickets.push({
              id: placed.ticket_id,
              picks: [],
              option: b.r,
              stakeFen: b.stake * 100,
              cashedOut: null,
            });
          }

          const state: GameState[] = games.map(() => ({ kind: 'open' }));
          for (const e of events) {
            if (e.kind === 'cashOut') {
              const t = tickets[e.ticket % tickets.length]!;
              const quote = await s.cashOut.quote(member, t.id);
              if (!quote.available) continue;
              const done = await s.cashOut.cashOut(member, t.id, quote.value);
              expect(done.status).toBe('cashed_out');
              t.cashedOut = yuanToFen(quote.value);
              continue;
            }
            if (e.kind === 'crown') {
              s.fake.publish({ gameId: outrightId, winner: e.winner });
              winner = e.winner;
              await s.settlement.idle();
              continue;
            }
            const gameId = games[e.game]!;
            if (e.kind === 'finish') {
              s.fake.publish({ gameId, ft: e.ft, ht: e.ht });
              state[e.game] = { kind: 'finished', ft: e.ft, ht: e.ht };
            } else if (e.kind === 'void') {
              s.fake.publish({ gameId, status: 'void', ht: e.ht, voidCode: 'D1', voidReason: '赛事取消' });
              state[e.game] = { kind: 'void', ht: e.ht };
            } else {
              // Only a void match comes back (the operator's restore and the real feed both require it).
              if (state[e.game]!.kind !== 'void') continue;
              s.fake.publish({ gameId, status: 'restored' });
              state[e.game] = { kind: 'open' };
            }
            await s.settlement.idle();
          }

          let expected = initial;
          for (const t of tickets) {
            expected -= t.stakeFen;
            if (t.cashedOut !== null) {
              expected += t.cashedOut;
              continue;
            }
            if (t.option) {
              if (winner)
                expected += singleReturn(t.stakeFen, OUTRIGHT[t.option], t.option === winner ? 'W' : 'L');
              continue;
            }
            const legs = t.picks.map((p) => ({
              decimalOdds: oddsOf(p),
              result: legResult(p, state[p.game]!),
            }));
            if (legs.some((l) => l.result === 'A')) continue;
            expected +=
              legs.length === 1
                ? singleReturn(t.stakeFen, legs[0]!.decimalOdds, legs[0]!.result)
                : parlayReturn(t.stakeFen, legs);
          }
          const wallet = (await s.ledger.memberBalances(member)).wallet;
          expect(wallet, JSON.stringify({ bets, events, state, tickets })).toBe(expected);
          // The day's winnings the daily cap checks (a row kept by a trigger) are what the tickets sum to.
          const now = server().deps.now();
          const summed = (await s.repo.winningsSince([member], siteDayStart(now))).get(member) ?? 0;
          expect((await s.repo.winningsOn([member], siteDate(now))).get(member)).toBe(summed);
        },
      ),
      { numRuns: Number(process.env.QILIN_MODEL_RUNS ?? 20) },
    );
    expect((await s.ledger.check()).ok).toBe(true);
  }, 300_000);
});
