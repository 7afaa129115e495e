import { expect, it } from 'vitest';
import {
  Code,
  GamePath,
  OperatorPath,
  type Match,
  type Ticket,
  type VenueLaunchResponse,
} from '@qilin/contract';
import { forEachDatabase, type TestServer } from '../../test/harness.ts';
import { runOperatorCli as cli } from '../../test/operator-cli.ts';
import { registerAndLogin, type Account } from '../modules/identity/test-support.ts';
import { expectLedgerOk, fundMember, ledgerOf } from '../modules/ledger/test-support.ts';
import { preMatchOf, resourceCall } from '../modules/sportsbook/http-test-support.ts';
import { operatorPoster } from '../modules/sports-feed/test-support.ts';

interface Player extends Account {
  memberId: number;
  venueToken: string;
}

const STAKE_FEN = 100_00;
const FUNDS_FEN = 1_000_00;

const player = async (s: TestServer): Promise<Player> => {
  const account = await registerAndLogin(s);
  const memberId = await fundMember(s, account.name, FUNDS_FEN);
  const res = await account.client.post<VenueLaunchResponse>(GamePath.launch, {
    enName: 'crty',
    gameCode: 'crty',
  });
  expect(res.status_code, res.message).toBe(Code.Success);
  return { ...account, memberId, venueToken: res.data.token };
};

let ticketCounter = 0;
/** ¥100 on a 1X2 selection (H home, C away) of a match not started yet. */
const bet = async (p: Player, match: Match, r: 'H' | 'C') => {
  const odds = match.markets.find((m) => m.w === 'M')?.selections.find((x) => x.r === r)?.odds;
  expect(odds, `1X2 ${r} of ${match.gameId}`).toBeDefined();
  ticketCounter += 1;
  const placed = await resourceCall<Ticket>(p, p.venueToken, 'placeBet', {
    ticket_id: `st${Date.now()}${ticketCounter}`,
    type: 'single',
    stake: '100',
    oddsType: 'E',
    acceptOdds: 'any',
    legs: [{ gameId: match.gameId, w: 'M', r, line: null, odds }],
  });
  expect(placed.status_code, placed.message).toBe(Code.Success);
  expect(placed.data.status).toBe('accepted');
};

const wallet = async (s: TestServer, p: Player) => (await ledgerOf(s).memberBalances(p.memberId)).wallet;
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

const preMatch = async (p: Player): Promise<Match> => {
  const found = await preMatchOf(p, p.venueToken);
  expect(found, 'the feed offers a pre-match football 1X2').not.toBeNull();
  return found!.match;
};

forEachDatabase('operator CLI: what match commands did to the tickets', (server) => {
  it('finish says how many tickets were settled and what was paid; a correction what it moved', async () => {
    const s = server();
    const home = await player(s);
    const away = await player(s);
    const match = await preMatch(home);
    const id = match.gameId;
    await bet(home, match, 'H');
    await bet(away, match, 'C');

    // A score on a match in play publishes no result: nothing is settled, nothing said of tickets.
    const started = await cli(s, ['matches:score', id, '2', '0']);
    expect(started.code, started.stderr).toBe(0);
    expect(started.stdout).toMatch(new RegExp(`^已设置比分：${id} .*\\n$`));

    const finished = await cli(s, ['matches:finish', id]);
    expect(finished.code, finished.stderr).toBe(0);
    // The figure is the money that reached the winner's wallet by the time the command answered.
    const won = (await wallet(s, home)) - (FUNDS_FEN - STAKE_FEN);
    expect(won).toBeGreaterThan(STAKE_FEN);
    expect(await wallet(s, away)).toBe(FUNDS_FEN - STAKE_FEN);
    const [line, tickets] = finished.stdout.split('\n');
    expect(line).toMatch(new RegExp(`^已完场：${id} .*已完场，比分 2-0$`));
    expect(tickets).toBe(`注单：2 张已结算；付给会员 ${yuan(won)}`);
    expect(finished.stdout).not.toContain('结算仍在进行');

    // A repeat publishes nothing, so it reports no settlement.
    const again = await cli(s, ['matches:finish', id]);
    expect(again.stdout).toMatch(/^赛事已完场，未做更改：[^\n]*\n$/);

    // The result corrected to 0-1: the home ticket's payout is taken back, the away ticket paid.
    const corrected = await cli(s, ['matches:score', id, '0', '1']);
    expect(corrected.code, corrected.stderr).toBe(0);
    expect(await wallet(s, home)).toBe(FUNDS_FEN - STAKE_FEN);
    const awayWon = (await wallet(s, away)) - (FUNDS_FEN - STAKE_FEN);
    expect(awayWon).toBeGreaterThan(STAKE_FEN);
    expect(corrected.stdout.split('\n')[1]).toBe(
      `注单（更正赛果，第 2 版）：2 张重新结算；付给会员 ${yuan(awayWon)}，从会员钱包追回 ${yuan(won)}`,
    );
    await expectLedgerOk(s);
  });

  it('void says how many tickets were refunded and how much; restore what it took back', async () => {
    const s = server();
    const p = await player(s);
    const q = await player(s);
    const match = await preMatch(p);
    await bet(p, match, 'H');
    await bet(q, match, 'C');
    await bet(q, match, 'H');

    const voided = await cli(s, ['matches:void', match.gameId, 'D1']);
    expect(voided.code, voided.stderr).toBe(0);
    expect(voided.stdout.split('\n').slice(1, 3)).toEqual([
      '作废原因：D1 赛事取消',
      `注单：3 张作废退款；付给会员 ${yuan(3 * STAKE_FEN)}`,
    ]);
    expect(await wallet(s, p)).toBe(FUNDS_FEN);
    expect(await wallet(s, q)).toBe(FUNDS_FEN);

    // Restored, the tickets are open again and their stakes back at risk.
    const restored = await cli(s, ['matches:restore', match.gameId]);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout.split('\n')[1]).toBe(
      `注单（更正赛果，第 2 版）：3 张重新开放；付给会员 ¥0.00，从会员钱包追回 ${yuan(3 * STAKE_FEN)}`,
    );
    expect(await wallet(s, q)).toBe(FUNDS_FEN - 2 * STAKE_FEN);
  });

  it('says so when a match had no tickets to settle', async () => {
    const s = server();
    const pre = await (
      await operatorPoster(s.url)
    )<{ list: { gameId: string }[] }>(OperatorPath.matchesList, {
      gameType: 'FT',
      status: 'pre',
      limit: 500,
    });
    // The last kick-off, days away: no test bets on it and the running simulator cannot start it.
    const gameId = pre.list.at(-1)!.gameId;
    const voided = await cli(s, ['matches:void', gameId, '暴雨']);
    expect(voided.code, voided.stderr).toBe(0);
    expect(voided.stdout.split('\n')[2]).toBe('注单：没有需要结算的注单');
  });
});
