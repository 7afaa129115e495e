import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  GamePath,
  OperatorPath,
  type ChampionMarket,
  type FeedPushResponse,
  type Ticket,
  type VenueLaunchResponse,
} from '@qilin/contract';
import { singleReturn } from '@qilin/sportsbook';
import { databaseTargets, startTestServer, type TestServer } from '../../../test/harness.ts';
import { registerAndLogin, type Account } from '../identity/test-support.ts';
import { expectLedgerOk, fundMember, ledgerOf } from '../ledger/test-support.ts';
import { createOperatorWithRole } from '../operator/test-support.ts';
import { resourceCall } from '../sportsbook/http-test-support.ts';
import { listenFeedServer, operatorPoster } from './test-support.ts';

/**
 * A real provider's outrights through feed:push: listed beside the simulator's champion markets, priced by
 * our outright model on the provider's strengths, bet on, and settled (then resettled, or cancelled) by
 * what the provider reports.
 */
const FEED_ENV = { QILIN_FEED_AUTO: '0', QILIN_FEED_SEED: 'int-test' };
const DAY = 86_400_000;

const outright = (gameId: string, closeTime: Date, extra: Record<string, unknown> = {}) => ({
  gameId,
  sport: 'FT',
  leagueId: 'EPL',
  title: '英格兰超级联赛 2027 冠军',
  closeTime: closeTime.toISOString(),
  options: [
    { rtype: 'C1', name: '曼城', strength: 8 },
    { rtype: 'C2', name: '阿森纳', strength: 4 },
    { rtype: 'C3', name: '利物浦', strength: 2 },
    { rtype: 'C4', name: '切尔西', strength: 1 },
  ],
  ...extra,
});

interface Player extends Account {
  memberId: number;
  token: string;
}

for (const target of databaseTargets()) {
  describe(`feed push: outrights [${target.kind}]`, () => {
    let server: TestServer;
    let risk: string;
    const push = (body: unknown) =>
      server.post<FeedPushResponse>(OperatorPath.feedPush, body, { authorization: `Bearer ${risk}` });
    const player = async (): Promise<Player> => {
      const account = await registerAndLogin(server);
      const memberId = await fundMember(server, account.name, 100_000);
      const launched = await account.client.post<VenueLaunchResponse>(GamePath.launch, {
        enName: 'crty',
        gameCode: 'crty',
      });
      return { ...account, memberId, token: launched.data.token };
    };
    const champions = async (p: Player, showType: 'FSFT' | 'FSFU') =>
      (
        await resourceCall<{ markets: ChampionMarket[] }>(p, p.token, 'champions', {
          gameType: 'FS',
          showType,
        })
      ).data.markets;
    const bet = (p: Player, ticketId: string, gameId: string, r: string, odds: number) =>
      resourceCall<Ticket>(p, p.token, 'placeBet', {
        ticket_id: ticketId,
        type: 'outright',
        stake: '10',
        oddsType: 'E',
        acceptOdds: 'none',
        legs: [{ gameId, w: 'CH', r, line: null, odds }],
      });
    /** The ticket once settled (or cancelled), and `until` holds (a resettlement). */
    const settled = async (p: Player, ticketId: string, until?: (t: Ticket) => boolean) => {
      let t: Ticket | undefined;
      for (let i = 0; i < 100; i += 1) {
        t = (await resourceCall<Ticket>(p, p.token, 'orderStatus', { ticket_id: ticketId })).data;
        if ((t.status === 'settled' || t.status === 'cancelled') && (!until || until(t))) return t;
        await new Promise((r) => setTimeout(r, 100));
      }
      return t!;
    };

    beforeAll(async () => {
      server = await startTestServer(target, { env: FEED_ENV });
      risk = (await createOperatorWithRole(server, 'risk')).token;
    });
    afterAll(async () => {
      await server?.close();
    });

    it('refuses a finished outright without a winner among its options, and a move to another league', async () => {
      const close = new Date(Date.now() + 3 * DAY);
      const noWinner = await push({ outrights: [outright('FP900', close, { status: 'finished' })] });
      expect(noWinner.status_code).toBe(Code.InvalidParameter);
      const stranger = await push({
        outrights: [outright('FP900', close, { status: 'finished', winner: 'C9' })],
      });
      expect(stranger.status_code).toBe(Code.InvalidParameter);
      const twice = outright('FP900', close);
      twice.options[1] = { ...twice.options[1]!, rtype: 'C1' };
      expect((await push({ outrights: [twice] })).status_code).toBe(Code.InvalidParameter);
      expect((await push({ outrights: [outright('FP900', close)] })).data).toEqual({
        added: 1,
        updated: 0,
        decided: 0,
      });
      const moved = await push({ outrights: [outright('FP900', close, { leagueId: 'LALIGA' })] });
      expect(moved.status_code).toBe(Code.InvalidParameter);
      const p = await player();
      expect((await champions(p, 'FSFU')).find((m) => m.gameId === 'FP900')?.league_id).toBe('EPL');
    });

    it('lists an outright by its close, prices it on the strengths, pays the winner and resettles a correction', async () => {
      const p = await player();
      const close = new Date(Date.now() + 4 * DAY);
      expect((await push({ outrights: [outright('FP901', close)] })).data.added).toBe(1);
      // Closing after today: an early (FSFU) champion market, beside the simulator's.
      const market = (await champions(p, 'FSFU')).find((m) => m.gameId === 'FP901')!;
      expect((await champions(p, 'FSFT')).some((m) => m.gameId === 'FP901')).toBe(false);
      expect(market).toMatchObject({ title: '英格兰超级联赛 2027 冠军', status: 'open', gameType: 'FT' });
      const odds = market.options.map((o) => o.odds);
      // Stronger contenders are shorter, and the book carries a margin.
      expect(odds).toEqual([...odds].sort((a, b) => a - b));
      expect(odds.reduce((s, o) => s + 1 / o, 0)).toBeGreaterThan(1.05);
      const [, arsenal, liverpool] = market.options;
      const before = await ledgerOf(server).balanceOf({ member: p.memberId, kind: 'wallet' });
      const onArsenal = await bet(p, 'fpout001', 'FP901', 'C2', arsenal!.odds);
      expect(onArsenal.status_code, onArsenal.message).toBe(Code.Success);
      const onLiverpool = await bet(p, 'fpout002', 'FP901', 'C3', liverpool!.odds);
      expect(onLiverpool.status_code, onLiverpool.message).toBe(Code.Success);

      const won = await push({ outrights: [outright('FP901', close, { status: 'finished', winner: 'C2' })] });
      expect(won.data).toEqual({ added: 0, updated: 1, decided: 1 });
      // Decided: no longer offered, and a late bet is refused.
      expect((await champions(p, 'FSFU')).some((m) => m.gameId === 'FP901')).toBe(false);
      const late = await bet(p, 'fpout003', 'FP901', 'C2', arsenal!.odds);
      expect(late.status_code).not.toBe(Code.Success);
      const first = await settled(p, 'fpout001');
      expect(first.status).toBe('settled');
      expect(Math.round(Number(first.payout) * 100)).toBe(singleReturn(1_000, arsenal!.odds, 'W'));
      expect((await settled(p, 'fpout002')).payout).toBe('0.00');
      // The bridge repeats itself: nothing published again.
      const again = await push({
        outrights: [outright('FP901', close, { status: 'finished', winner: 'C2' })],
      });
      expect(again.data.decided).toBe(0);

      // The provider corrects the winner: the two tickets swap, and the wallet moves by the difference.
      const fixed = await push({
        outrights: [outright('FP901', close, { status: 'finished', winner: 'C3' })],
      });
      expect(fixed.data.decided).toBe(1);
      const lost = await settled(p, 'fpout001', (t) => t.payout === '0.00');
      expect(lost.payout).toBe('0.00');
      const second = await settled(p, 'fpout002', (t) => t.payout !== '0.00');
      expect(Math.round(Number(second.payout) * 100)).toBe(singleReturn(1_000, liverpool!.odds, 'W'));
      const after = await ledgerOf(server).balanceOf({ member: p.memberId, kind: 'wallet' });
      expect(after - before).toBe(singleReturn(1_000, liverpool!.odds, 'W') - 2_000);
      await expectLedgerOk(server);
    });

    it('cancels every bet on a voided outright with its reason, stake returned', async () => {
      const p = await player();
      // Before the betting day turns (noon in Beijing, 04:00 UTC), so it closes "today".
      const noon = new Date();
      noon.setUTCHours(4, 0, 0, 0);
      if (noon.getTime() <= Date.now()) noon.setTime(noon.getTime() + DAY);
      const close = new Date(Date.now() + Math.min(2 * 3_600_000, (noon.getTime() - Date.now()) / 2));
      await push({ outrights: [outright('FP902', close)] });
      // Closing today: a today (FSFT) champion market.
      const market = (await champions(p, 'FSFT')).find((m) => m.gameId === 'FP902')!;
      expect(market.status).toBe('open');
      expect((await bet(p, 'fpvoid01', 'FP902', 'C1', market.options[0]!.odds)).status_code).toBe(
        Code.Success,
      );
      const voided = await push({
        outrights: [outright('FP902', close, { status: 'void', voidReason: 'D1' })],
      });
      expect(voided.data.decided).toBe(1);
      const t = await settled(p, 'fpvoid01');
      expect(t.status).toBe('cancelled');
      expect(t.payout).toBe('10.00');
      expect(t.legs[0]).toMatchObject({ result: 'D' });
      expect(t.legs[0]!.voidReason).toBeTruthy();
      await expectLedgerOk(server);
    });
  });
}

describe('feed push: outrights across a restart [pglite]', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-feed-outright-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, ...FEED_ENV };

  it("keeps a provider's outright, open or decided, after a restart", async () => {
    const close = new Date(Date.now() + 3 * DAY);
    const first = await listenFeedServer(env);
    const post = await operatorPoster(first.url);
    expect(
      await post(OperatorPath.feedPush, {
        outrights: [outright('FP950', close), outright('FP951', close, { status: 'void', voidReason: 'D2' })],
      }),
    ).toEqual({ added: 2, updated: 0, decided: 1 });
    await first.app.close();

    const second = await listenFeedServer(env);
    const again = await operatorPoster(second.url);
    // Known after the restart: the same message updates rather than adds, and publishes nothing new.
    expect(
      await again(OperatorPath.feedPush, {
        outrights: [outright('FP950', close), outright('FP951', close, { status: 'void', voidReason: 'D2' })],
      }),
    ).toEqual({ added: 0, updated: 2, decided: 0 });
    await second.app.close();
  });
});
