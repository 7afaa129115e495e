import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  Code,
  GamePath,
  OperatorPath,
  type FeedPushResponse,
  type Match,
  type OperatorMatch,
  type Ticket,
  type VenueLaunchResponse,
} from '@qilin/contract';
import { singleReturn } from '@qilin/sportsbook';
import { databaseTargets, startTestServer, type TestServer } from '../../../test/harness.ts';
import { runOperatorCli } from '../../../test/operator-cli.ts';
import { registerAndLogin } from '../identity/test-support.ts';
import { expectLedgerOk } from '../ledger/test-support.ts';
import { createOperatorWithRole } from '../operator/test-support.ts';
import { sportsMatches } from './schema.ts';
import { listenFeedServer, operatorPoster } from './test-support.ts';

/**
 * feed:push end to end: a real provider's bridge posts fixtures and their progress through the operator API,
 * players bet on them like on any simulated match, and a reported result settles the tickets.
 */
const FEED_ENV = { QILIN_FEED_AUTO: '0', QILIN_FEED_SEED: 'int-test' };
const GAME = '555000777';

const fixture = (startTime: Date, extra: Record<string, unknown> = {}) => ({
  gameId: GAME,
  sport: 'FT',
  leagueId: 'EPL',
  teamH: '布莱顿',
  teamC: '富勒姆',
  startTime: startTime.toISOString(),
  ratingH: 0.62,
  ratingC: 0.48,
  ...extra,
});

for (const target of databaseTargets()) {
  describe(`feed push [${target.kind}]`, () => {
    let server: TestServer;
    let risk: string;
    const asOperator = <T>(token: string, path: string, body: unknown) =>
      server.post<T>(path, body, { authorization: `Bearer ${token}` });
    const listed = async () =>
      (
        await asOperator<{ list: OperatorMatch[] }>(risk, OperatorPath.matchesList, {
          gameType: 'FT',
          limit: 500,
        })
      ).data.list.find((m) => m.gameId === GAME);

    /** A player credited 100 yuan, with the sportsbook's venue/resource call under their venue session. */
    const fundedBettor = async (creditKey: string) => {
      const admin = (await createOperatorWithRole(server, 'admin')).token;
      const player = await registerAndLogin(server);
      const credit = await server.post(
        OperatorPath.walletCredit,
        { username: player.name, amount: '100', reason: '测试入款' },
        { authorization: `Bearer ${admin}`, 'idempotency-key': creditKey },
      );
      expect(credit.status_code, credit.message).toBe(Code.Success);
      const venue = await player.client.post<VenueLaunchResponse>(GamePath.launch, {
        enName: 'crty',
        gameCode: 'crty',
      });
      return <T>(method: string, fields: Record<string, unknown>) =>
        player.client.post<T>(GamePath.resource, {
          method,
          enName: 'crty',
          Request: { timestamp: Date.now(), token: venue.data.token, ...fields },
        });
    };

    const stored = async () =>
      (await server.deps.db.select().from(sportsMatches).where(eq(sportsMatches.gameId, GAME)))[0];

    beforeAll(async () => {
      server = await startTestServer(target, { env: FEED_ENV });
      risk = (await createOperatorWithRole(server, 'risk')).token;
    });
    afterAll(async () => {
      await server?.close();
    });

    it('refuses a malformed message and an operator without the right, adding nothing', async () => {
      const start = new Date(Date.now() + 2 * 3_600_000);
      const bad = await asOperator(risk, OperatorPath.feedPush, {
        matches: [fixture(start, { gameId: '12' })],
      });
      expect(bad.status_code).toBe(Code.InvalidParameter);
      const empty = await asOperator(risk, OperatorPath.feedPush, { matches: [] });
      expect(empty.status_code).toBe(Code.InvalidParameter);
      const support = (await createOperatorWithRole(server, 'support')).token;
      const refused = await asOperator(support, OperatorPath.feedPush, { matches: [fixture(start)] });
      expect(refused.status_code).toBe(Code.AccessDenied);
      expect(await listed()).toBeUndefined();
    });

    it('lists a pushed match, takes bets on it, follows its score and settles on the reported result', async () => {
      const start = new Date(Date.now() + 2 * 3_600_000);
      const added = await asOperator<FeedPushResponse>(risk, OperatorPath.feedPush, {
        matches: [fixture(start)],
      });
      expect(added.status_code, added.message).toBe(Code.Success);
      expect(added.data).toEqual({ added: 1, updated: 0, decided: 0 });
      expect(await listed()).toMatchObject({ team_h: '布莱顿', team_c: '富勒姆', gameStatus: 'pre' });
      // The provider moves the kick-off an hour back: listed and stored so.
      const later = new Date(start.getTime() + 3_600_000);
      const moved = await asOperator<FeedPushResponse>(risk, OperatorPath.feedPush, {
        matches: [fixture(later)],
      });
      expect(moved.data).toEqual({ added: 0, updated: 1, decided: 0 });
      expect((await listed())?.startTime).toBe(later.toISOString());
      expect((await stored())?.startTime.toISOString()).toBe(later.toISOString());

      // A funded player sees it priced by our models and backs the home side.
      const resource = await fundedBettor(`feed-push-${target.kind}`);
      const detail = await resource<Match>('matchDetail', { gameId: GAME });
      expect(detail.status_code, detail.message).toBe(Code.Success);
      const home = detail.data.markets.find((m) => m.w === 'M')!.selections.find((s) => s.r === 'H')!;
      // The stronger home side is the favourite.
      const away = detail.data.markets.find((m) => m.w === 'M')!.selections.find((s) => s.r === 'C')!;
      expect(home.odds).toBeLessThan(away.odds);
      const bet = await resource<Ticket>('placeBet', {
        ticket_id: `feedpush${target.kind}01`,
        type: 'single',
        stake: '20',
        oddsType: 'E',
        acceptOdds: 'none',
        legs: [{ gameId: GAME, w: 'M', r: 'H', line: null, odds: home.odds }],
      });
      expect(bet.status_code, bet.message).toBe(Code.Success);

      // In play at 1-0, then over at 2-0: the result is published once and the ticket pays.
      const live = await asOperator<FeedPushResponse>(risk, OperatorPath.feedPush, {
        matches: [fixture(later, { status: 'live', score: [1, 0], period: 1, elapsed: 1_200 })],
      });
      expect(live.data).toEqual({ added: 0, updated: 1, decided: 0 });
      expect(await listed()).toMatchObject({ gameStatus: 'live', score: '1-0' });
      // Stored at once, not at the simulator's next snapshot (it does not run here).
      expect((await stored())?.state).toMatchObject({ status: 'live', score: [1, 0] });
      // A football result without its half-time score is refused: half-time plays would settle on 2-0.
      const noHalf = await asOperator(risk, OperatorPath.feedPush, {
        matches: [fixture(later, { status: 'finished', score: [2, 0] })],
      });
      expect(noHalf).toMatchObject({
        status_code: Code.InvalidParameter,
        message: '已完场的足球赛事须提供半场比分（htScore）',
      });
      const over = { matches: [fixture(later, { status: 'finished', score: [2, 0], htScore: [1, 0] })] };
      expect((await asOperator<FeedPushResponse>(risk, OperatorPath.feedPush, over)).data.decided).toBe(1);
      // The bridge repeats itself: nothing is published again.
      expect((await asOperator<FeedPushResponse>(risk, OperatorPath.feedPush, over)).data.decided).toBe(0);

      let ticket: Ticket | undefined;
      for (let i = 0; i < 100 && ticket?.status !== 'settled'; i += 1) {
        ticket = (await resource<Ticket>('orderStatus', { ticket_id: `feedpush${target.kind}01` })).data;
        if (ticket.status !== 'settled') await new Promise((r) => setTimeout(r, 100));
      }
      expect(ticket).toMatchObject({ status: 'settled' });
      expect(Math.round(Number(ticket!.payout) * 100)).toBe(singleReturn(2_000, home.odds, 'W'));
      await expectLedgerOk(server);
    });
    it('pays the half-time plays of a match abandoned after half time and refunds the rest', async () => {
      const game = '555000778';
      const at = new Date(Date.now() + 2 * 3_600_000);
      const match = (extra: Record<string, unknown> = {}) => ({ ...fixture(at, extra), gameId: game });
      await asOperator(risk, OperatorPath.feedPush, { matches: [match()] });
      const resource = await fundedBettor(`feed-push-half-${target.kind}`);
      const detail = (await resource<Match>('matchDetail', { gameId: game })).data;
      const homeOf = (w: string) =>
        detail.markets.find((m) => m.w === w)!.selections.find((s) => s.r === 'H')!;
      const half = detail.markets.find((m) => m.w === 'HM')!;
      const backed = [
        { id: `feedhalf${target.kind}ht`, leg: { gameId: detail.hgid, w: 'HM', r: 'H', line: null } },
        { id: `feedhalf${target.kind}ft`, leg: { gameId: game, w: 'M', r: 'H', line: null } },
      ];
      for (const { id, leg } of backed) {
        const odds = (leg.w === 'HM' ? half.selections.find((s) => s.r === 'H')! : homeOf('M')).odds;
        const bet = await resource<Ticket>('placeBet', {
          ticket_id: id,
          type: 'single',
          stake: '10',
          oddsType: 'E',
          acceptOdds: 'none',
          legs: [{ ...leg, odds }],
        });
        expect(bet.status_code, bet.message).toBe(Code.Success);
      }
      // Led 1-0 at half time, level in the second half, then abandoned: the first half was played out.
      await asOperator(risk, OperatorPath.feedPush, {
        matches: [match({ status: 'live', score: [1, 1], period: 2, elapsed: 600, htScore: [1, 0] })],
      });
      const voided = await asOperator<FeedPushResponse>(risk, OperatorPath.feedPush, {
        matches: [match({ status: 'void', voidReason: 'D3 比赛腰斩' })],
      });
      expect(voided.data.decided).toBe(1);
      const settled = async (id: string) => {
        let t: Ticket | undefined;
        for (let i = 0; i < 100 && t?.status !== 'settled' && t?.status !== 'cancelled'; i += 1) {
          t = (await resource<Ticket>('orderStatus', { ticket_id: id })).data;
          if (t.status === 'accepted') await new Promise((r) => setTimeout(r, 100));
        }
        return t!;
      };
      const ht = await settled(backed[0]!.id);
      expect(ht).toMatchObject({ status: 'settled' });
      expect(ht.legs[0]).toMatchObject({ result: 'W', voidCode: null });
      const htOdds = half.selections.find((s) => s.r === 'H')!.odds;
      expect(Math.round(Number(ht.payout) * 100)).toBe(singleReturn(1_000, htOdds, 'W'));
      const ft = await settled(backed[1]!.id);
      expect(ft).toMatchObject({ status: 'cancelled' });
      expect(ft.legs[0]).toMatchObject({ result: 'D', voidCode: 'D3' });
      expect(Number(ft.payout)).toBe(10);
      await expectLedgerOk(server);
    });

    it("settles a provider's ice hockey 1X2 on regulation and its total on the final with the shoot-out goal", async () => {
      const game = '555000779';
      const at = new Date(Date.now() + 2 * 3_600_000);
      const match = (extra: Record<string, unknown> = {}) => ({
        ...fixture(at, extra),
        gameId: game,
        sport: 'IH',
        leagueId: 'NHL',
        teamH: '波士顿棕熊',
        teamC: '多伦多枫叶',
        // A low-scoring pair: a 4.5-goal total is on offer.
        tempo: 0.7,
      });
      await asOperator(risk, OperatorPath.feedPush, { matches: [match()] });
      const resource = await fundedBettor(`feed-push-ih-${target.kind}`);
      const detail = (await resource<Match>('matchDetail', { gameId: game })).data;
      // The regulation draw, and over 4.5 goals: 2-2 after 60 minutes has four, the 3-2 final five.
      const draw = detail.markets.find((m) => m.w === 'M')!.selections.find((x) => x.r === 'N')!;
      const over = detail.markets.find((m) => m.w === 'OU' && m.line === 4.5)!.selections[0]!;
      expect(over.r).toBe('O');
      const backed = [
        { id: `feedih${target.kind}m`, leg: { gameId: game, w: 'M', r: 'N', line: null, odds: draw.odds } },
        { id: `feedih${target.kind}ou`, leg: { gameId: game, w: 'OU', r: 'O', line: 4.5, odds: over.odds } },
      ];
      for (const { id, leg } of backed) {
        const bet = await resource<Ticket>('placeBet', {
          ticket_id: id,
          type: 'single',
          stake: '10',
          oddsType: 'E',
          acceptOdds: 'none',
          legs: [leg],
        });
        expect(bet.status_code, bet.message).toBe(Code.Success);
      }
      // A finished game without its regulation score, or with one the final cannot follow, is refused.
      const bare = await asOperator(risk, OperatorPath.feedPush, {
        matches: [match({ status: 'finished', score: [3, 2] })],
      });
      expect(bare).toMatchObject({
        status_code: Code.InvalidParameter,
        message: '已完场的冰球、橄榄球赛事须提供常规时间比分（regScore）',
      });
      const twoGoals = await asOperator(risk, OperatorPath.feedPush, {
        matches: [match({ status: 'finished', score: [4, 2], regScore: [2, 2] })],
      });
      expect(twoGoals.status_code).toBe(Code.InvalidParameter);
      const over32 = await asOperator<FeedPushResponse>(risk, OperatorPath.feedPush, {
        matches: [match({ status: 'finished', score: [3, 2], regScore: [2, 2] })],
      });
      expect(over32.data.decided).toBe(1);
      for (const { id, leg } of backed) {
        let t: Ticket | undefined;
        for (let i = 0; i < 100 && t?.status !== 'settled'; i += 1) {
          t = (await resource<Ticket>('orderStatus', { ticket_id: id })).data;
          if (t.status !== 'settled') await new Promise((r) => setTimeout(r, 100));
        }
        expect(t, id).toMatchObject({ status: 'settled' });
        expect(t!.legs[0], id).toMatchObject({ result: 'W', finalScore: leg.w === 'M' ? '2-2' : '3-2' });
        expect(Math.round(Number(t!.payout) * 100)).toBe(singleReturn(1_000, leg.odds, 'W'));
      }
      await expectLedgerOk(server);
    });

    it('takes a message from a file with npm run operator -- feed:push', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'qilin-feed-push-'));
      try {
        const file = path.join(dir, 'message.json');
        const start = new Date(Date.now() + 5 * 3_600_000).toISOString();
        const nba = { sport: 'BK', leagueId: 'NBA', startTime: start };
        writeFileSync(
          file,
          JSON.stringify({
            matches: [
              { gameId: '555000881', teamH: '湖人', teamC: '勇士', ...nba },
              { gameId: '555000882', teamH: '凯尔特人', teamC: '尼克斯', ...nba },
            ],
          }),
        );
        const pushed = await runOperatorCli(server, ['feed:push', file]);
        expect(pushed.code, pushed.out).toBe(0);
        expect(pushed.stdout).toContain('新增 2 项，更新 0 项，公布赛果 0 项');
        const missing = await runOperatorCli(server, ['feed:push', path.join(dir, 'nothing.json')]);
        expect(missing.code).toBe(2);
        expect(missing.out).toContain('无法读取文件');
        writeFileSync(file, '{ "matches": [');
        const broken = await runOperatorCli(server, ['feed:push', file]);
        expect(broken.code).toBe(2);
        expect(broken.out).toContain('文件不是有效的 JSON');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

describe('feed push across a restart [pglite]', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-feed-push-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  // The simulator runs by itself here: it must still leave the provider's matches to the provider.
  const env = {
    DATA_DIR: dataDir,
    QILIN_FEED_AUTO: '1',
    QILIN_FEED_SEED: 'int-test',
    QILIN_FEED_TICK_MS: '50',
  };

  it("keeps a provider's match as the provider left it, though its kick-off passes while the server is down", async () => {
    const start = Date.now();
    const first = await listenFeedServer(env, () => new Date(start));
    const post = await operatorPoster(first.url);
    const kickOff = new Date(start + 3_600_000);
    const live = {
      ...fixture(kickOff),
      gameId: '555000701',
      status: 'live',
      score: [0, 1],
      period: 1,
      elapsed: 300,
    };
    expect(await post(OperatorPath.feedPush, { matches: [fixture(kickOff), live] })).toEqual({
      added: 2,
      updated: 0,
      decided: 0,
    });
    // Ticks of the simulator meanwhile play its own matches, not these.
    await new Promise((r) => setTimeout(r, 300));
    await first.app.close();

    const second = await listenFeedServer(env, () => new Date(start + 4 * 3_600_000));
    const rows = (
      await (
        await operatorPoster(second.url)
      )<{ list: OperatorMatch[] }>(OperatorPath.matchesList, {
        gameType: 'FT',
        limit: 500,
      })
    ).list;
    expect(rows.find((m) => m.gameId === GAME)).toMatchObject({
      gameStatus: 'pre',
      startTime: kickOff.toISOString(),
    });
    expect(rows.find((m) => m.gameId === '555000701')).toMatchObject({ gameStatus: 'live', score: '0-1' });
    await second.app.close();
  });
});
