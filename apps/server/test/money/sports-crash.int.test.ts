import { afterAll, describe, expect, it } from 'vitest';
import {
  Code,
  FundsPath,
  GamePath,
  OperatorPath,
  yuanToFen,
  type Balance,
  type Envelope,
  type LedgerCheckResult,
  type Match,
  type Ticket,
  type VenueLaunchResponse,
} from '@qilin/contract';
import { databaseTargets } from '../harness.ts';
import { processServer, type ProcessServer } from '../process-server.ts';
import { newKey, operatorHeaders, postJson, registerMember, type MemberSession } from './http-client.ts';

/**
 * The sportsbook's money through two kill -9s (issue 3 §6's crash test, for issue 4's stakes and payouts):
 * one in the middle of a burst of bets, one as their match's result is recorded. After each restart, a bet
 * retried with its ticket id is booked once and answers what it answered before, and the settlement the
 * crash cut short is finished on start: every winner paid exactly once.
 */
interface Player extends MemberSession {
  venueToken: string;
}

interface Bet {
  player: number;
  body: {
    ticket_id: string;
    type: 'single';
    stake: string;
    oddsType: 'E';
    acceptOdds: 'any';
    legs: { gameId: string; w: 'M'; r: 'H' | 'N' | 'C'; line: null; odds: number }[];
  };
  first: Envelope<Ticket> | null;
}

const PLAYERS = 4;
const BETS = 240;
const FUNDS_FEN = 1_000_000;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const target of databaseTargets()) {
  describe(`sportsbook crash [${target.kind}]`, () => {
    let server: ProcessServer;
    afterAll(async () => {
      await server?.cleanup();
    });

    const resource = <T>(p: Player, method: string, fields: Record<string, unknown> = {}) =>
      postJson<T>(
        server.url,
        GamePath.resource,
        {
          method,
          enName: 'crty',
          Request: { timestamp: Date.now(), token: p.venueToken, language: 'zh-CN', ip: '', ...fields },
        },
        p.headers,
      );

    /** A football match of a coming day (so it cannot kick off during the test) with its 1X2 open. */
    const tomorrowsMatch = async (p: Player): Promise<Match> => {
      const dates = (await resource<{ dates: string[] }>(p, 'earlyDates')).data.dates;
      for (const date of dates.slice(1)) {
        const list = await resource<{ leagues: { matches: Match[] }[] }>(p, 'matches', {
          gameType: 'FT',
          showType: 'FU',
          date,
        });
        const match = list.data.leagues
          .flatMap((l) => l.matches)
          .find((m) => m.gameStatus === 'pre' && m.markets.some((x) => x.w === 'M' && x.status === 'open'));
        if (match) return match;
      }
      throw new Error('the feed offers no football 1X2 on a coming day');
    };

    /** Sends a bet until it has an answer, through the crash and the restart. */
    const untilAnswered = async (bet: Bet, players: Player[]) => {
      for (let attempt = 0; attempt < 240; attempt += 1) {
        try {
          return await resource<Ticket>(players[bet.player]!, 'placeBet', bet.body);
        } catch {
          await pause(250);
        }
      }
      throw new Error(`no answer for ${bet.body.ticket_id}`);
    };

    const ticketsOf = async (p: Player): Promise<Ticket[]> => {
      const list: Ticket[] = [];
      for (let page = 1; ; page += 1) {
        const res = await postJson<{ list: Ticket[]; total: number }>(
          server.url,
          GamePath.betRecordList,
          { pageNum: page, pageSize: 100 },
          p.headers,
        );
        expect(res.status_code, res.message).toBe(Code.Success);
        list.push(...res.data.list);
        if (list.length >= res.data.total || res.data.list.length === 0) return list;
      }
    };

    it('kill -9 amid bets and as their result is recorded: each ticket booked once, each winner paid once', async () => {
      server = await processServer(target);
      await server.start();
      let op = await operatorHeaders(server.url);
      const players: Player[] = [];
      for (let i = 0; i < PLAYERS; i += 1) {
        const member = await registerMember(server.url);
        const funded = await postJson(
          server.url,
          OperatorPath.walletCredit,
          { username: member.name, amount: String(FUNDS_FEN / 100), reason: '崩溃测试' },
          { ...op, 'idempotency-key': newKey() },
        );
        expect(funded.status_code, funded.message).toBe(Code.Success);
        const launched = await postJson<VenueLaunchResponse>(
          server.url,
          GamePath.launch,
          { enName: 'crty', gameCode: 'crty' },
          member.headers,
        );
        expect(launched.status_code, launched.message).toBe(Code.Success);
        players.push({ ...member, venueToken: launched.data.token });
      }
      const match = await tomorrowsMatch(players[0]!);
      const oneXtwo = match.markets.find((x) => x.w === 'M')!;
      const oddsOf = (r: string) => oneXtwo.selections.find((s) => s.r === r)!.odds;
      const sides = ['H', 'N', 'C'] as const;
      const bets: Bet[] = Array.from({ length: BETS }, (_, i) => ({
        player: i % PLAYERS,
        body: {
          ticket_id: `crash${i}x${newKey().slice(0, 8)}`,
          type: 'single',
          // Stakes that differ, so a lost or doubled ticket shows in the sums.
          stake: `${10 + (i % 13)}.${i % 10}0`,
          oddsType: 'E',
          acceptOdds: 'any',
          legs: [{ gameId: match.gameId, w: 'M', r: sides[i % 3]!, line: null, odds: oddsOf(sides[i % 3]!) }],
        },
        first: null,
      }));

      // First crash: bets from 10 workers; the server dies once a third of them have answers.
      let answered = 0;
      let next = 0;
      let killed: Promise<void> | null = null;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (next < bets.length && !killed) {
            const bet = bets[next++]!;
            try {
              bet.first = await resource<Ticket>(players[bet.player]!, 'placeBet', bet.body);
              answered += 1;
              if (answered === BETS / 3) killed = server.kill();
            } catch {
              // in flight when the process died: unknown outcome, retried below
            }
          }
        }),
      );
      await killed;
      expect(answered).toBeLessThan(BETS);

      await server.start();
      op = await operatorHeaders(server.url);
      const retried = await Promise.all(bets.map((bet) => untilAnswered(bet, players)));
      retried.forEach((res, i) => {
        expect(res.status_code, res.message).toBe(Code.Success);
        expect(res.data.status).toBe('accepted');
        // What was answered before the crash is answered identically after it.
        const first = bets[i]!.first;
        if (first) expect(res).toEqual(first);
      });
      const tickets = retried.map((r) => r.data);
      for (const [i, p] of players.entries()) {
        const mine = tickets.filter((_, k) => bets[k]!.player === i);
        const booked = await ticketsOf(p);
        expect(booked.map((t) => t.ticket_id).sort()).toEqual(mine.map((t) => t.ticket_id).sort());
        const balance = await postJson<Balance>(server.url, FundsPath.getBalance, {}, p.headers);
        const staked = mine.reduce((sum, t) => sum + yuanToFen(t.risk), 0);
        expect(yuanToFen(balance.data.centerWalletBalance)).toBe(FUNDS_FEN - staked);
      }

      // Second crash: the home side wins 2-0, and the server dies once settlement has begun.
      const score = await postJson(
        server.url,
        OperatorPath.matchesScore,
        { gameId: match.gameId, home: 2, away: 0 },
        op,
      );
      expect(score.status_code, score.message).toBe(Code.Success);
      const finished = await postJson(server.url, OperatorPath.matchesFinish, { gameId: match.gameId }, op);
      expect(finished.status_code, finished.message).toBe(Code.Success);
      // Killed as soon as the result is recorded: its settlement has at most begun (the result is published
      // after the finish answers), and the restart must settle what the crash cut short, once.
      await server.kill();
      await server.start();
      op = await operatorHeaders(server.url);

      const expected = (t: Ticket) => {
        const stake = yuanToFen(t.risk);
        return t.legs[0]!.r === 'H' ? Math.floor((stake * Math.round(t.odds * 1000)) / 1000) : 0;
      };
      const deadline = Date.now() + 60_000;
      for (const [i, p] of players.entries()) {
        let booked = await ticketsOf(p);
        while (booked.some((t) => t.status !== 'settled') && Date.now() < deadline) {
          await pause(250);
          booked = await ticketsOf(p);
        }
        expect(booked.every((t) => t.status === 'settled')).toBe(true);
        const mine = tickets.filter((_, k) => bets[k]!.player === i);
        for (const t of booked) {
          const placed = mine.find((m) => m.ticket_id === t.ticket_id)!;
          expect(yuanToFen(t.payout ?? '0'), t.ticket_id).toBe(expected(placed));
        }
        const balance = await postJson<Balance>(server.url, FundsPath.getBalance, {}, p.headers);
        const staked = mine.reduce((sum, t) => sum + yuanToFen(t.risk), 0);
        const paid = mine.reduce((sum, t) => sum + expected(t), 0);
        expect(paid).toBeGreaterThan(0);
        expect(yuanToFen(balance.data.centerWalletBalance)).toBe(FUNDS_FEN - staked + paid);
      }
      const check = await postJson<LedgerCheckResult>(server.url, OperatorPath.ledgerCheck, {}, op);
      expect(check.data.problems).toEqual([]);
      await server.stop();
    }, 240_000);
  });
}
