import { beforeAll, expect, it } from 'vitest';
import {
  Code,
  GamePath,
  OperatorPath,
  formatYuan,
  type BetRecordTotalSchema,
  type Match,
  type PayoutLimits,
  type Ticket,
  type VenueLaunchResponse,
} from '@qilin/contract';
import type { z } from 'zod';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { registerAndLogin, type Account } from '../identity/test-support.ts';
import { expectLedgerOk, fundMember, ledgerOf, memberIdOf } from '../ledger/test-support.ts';
import { createOperatorWithRole } from '../operator/test-support.ts';
import { preMatchOf, resourceCall } from './http-test-support.ts';

/** The sportsbook over HTTP with the real feed: launch, resource calls, a bet settled by operator commands. */
interface Player extends Account {
  memberId: number;
  venueToken: string;
}

const launch = (p: Account, enName = 'crty', gameCode = 'crty') =>
  p.client.post<VenueLaunchResponse>(GamePath.launch, { enName, gameCode });

const call = resourceCall;

const player = async (server: TestServer, fen: number): Promise<Player> => {
  const account = await registerAndLogin(server);
  const memberId =
    fen > 0 ? await fundMember(server, account.name, fen) : await memberIdOf(server, account.name);
  const res = await launch(account);
  expect(res.status_code, res.message).toBe(Code.Success);
  return { ...account, memberId, venueToken: res.data.token };
};

const preMatch = (p: Player) => preMatchOf(p, p.venueToken);

const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> => {
  for (let i = 0; i < 200; i += 1) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
};

forEachDatabase('sportsbook over HTTP', (server) => {
  let op: string;
  beforeAll(async () => {
    op = (await createOperatorWithRole(server(), 'admin')).token;
  });
  const operator = (path: string, body: unknown) =>
    server().post(path, body, { authorization: `Bearer ${op}` });

  it('launches crty with a venue session and refuses other venues for now', async () => {
    const p = await registerAndLogin(server());
    const res = await launch(p);
    expect(res.status_code).toBe(Code.Success);
    expect(res.data).toMatchObject({ url: '/game/sport/crty', enName: 'crty' });
    expect(Date.parse(res.data.expiresAt) - Date.now()).toBeGreaterThan(11 * 3600_000);
    expect((await launch(p, 'demo')).status_code).toBe(Code.VenueUnderMaintenance);
    expect((await launch(p, 'nope')).status_code).toBe(Code.VenueUnderMaintenance);
    expect((await server().post(GamePath.launch, { enName: 'crty', gameCode: 'crty' })).status_code).toBe(
      Code.LoginExpired,
    );
  });

  it('launches crty only with its lobby game code (SPEC §3: enName, gameCode)', async () => {
    const p = await registerAndLogin(server());
    const unknown = await launch(p, 'crty', 'slots-777');
    expect([unknown.status_code, unknown.message]).toEqual([
      Code.ParameterError,
      '皇冠体育没有该游戏：slots-777',
    ]);
    const missing = await p.client.post(GamePath.launch, { enName: 'crty' });
    expect(missing.status_code).toBe(Code.InvalidParameter);
    expect(missing.message).toContain('gameCode');
    expect((await launch(p, 'crty', '')).status_code).toBe(Code.InvalidParameter);
  });

  it("answers resource calls for the session's member only (6302 otherwise)", async () => {
    const a = await player(server(), 0);
    const b = await player(server(), 0);
    expect((await call(a, a.venueToken, 'earlyDates')).status_code).toBe(Code.Success);
    const refused = [
      await call(a, b.venueToken, 'openBets'),
      await call(a, `${a.venueToken.slice(0, -2)}xx`, 'openBets'),
      await call(a, 'v1.e30.abc', 'openBets'),
      await call(a, a.venueToken, 'openBets', {}, 'demo'),
      // A missing or malformed envelope is a broken venue session too, not a parameter error.
      await call(a, '', 'openBets'),
      await call(a, a.venueToken, 'openBets', { timestamp: 'now' }),
      await a.client.post(GamePath.resource, { method: 'openBets', enName: 'crty', Request: {} }),
    ];
    for (const r of refused)
      expect([r.status_code, r.message]).toEqual([Code.UidVerificationError, '数据异常，请重新进入游戏']);
    // SPEC §9's caps in yuan for the slip: 1.5M dollars for football at the platform's dollar rate.
    const limits = await call<PayoutLimits>(a, a.venueToken, 'payoutLimits');
    expect(limits.status_code).toBe(Code.Success);
    expect(limits.data.sports.FT).toBe(limits.data.memberDaily);
    expect(Number(limits.data.sports.FT)).toBeGreaterThan(Number(limits.data.sports.TN));
    expect(Number(limits.data.newHandicap)).toBeLessThan(Number(limits.data.sports.VF));
    expect(Object.keys(limits.data.sports)).toHaveLength(12);
    const unknown = await call(a, a.venueToken, 'dropTables');
    expect(unknown.status_code).toBe(Code.ParameterError);
    expect(unknown.message).toContain('dropTables');
    // What every object inherits is no method either.
    for (const inherited of ['constructor', 'toString', '__proto__'])
      expect((await call(a, a.venueToken, inherited)).status_code).toBe(Code.ParameterError);
    const bad = await call(a, a.venueToken, 'matches', { showType: 'XX' });
    expect(bad.status_code).toBe(Code.InvalidParameter);
    expect(bad.message).toContain('showType');
    expect((await server().post(GamePath.hotLive, {})).status_code).toBe(Code.Success);
  });

  it('places a bet on a live feed match and settles it when the operator finishes the match', async () => {
    const p = await player(server(), 100_000);
    const found = await preMatch(p);
    expect(found, 'the feed offers a pre-match football 1X2').not.toBeNull();
    const { match, odds } = found!;
    const placed = await call<Ticket>(p, p.venueToken, 'placeBet', {
      ticket_id: `http${Date.now()}`,
      type: 'single',
      stake: '100',
      oddsType: 'E',
      acceptOdds: 'any',
      legs: [{ gameId: match.gameId, w: 'M', r: 'H', line: null, odds }],
    });
    expect(placed.status_code, placed.message).toBe(Code.Success);
    expect(placed.data).toMatchObject({ status: 'accepted', stake: '100.00', risk: '100.00' });
    expect((await ledgerOf(server()).memberBalances(p.memberId)).wallet).toBe(90_000);
    const other = await player(server(), 0);
    const peek = await call(other, other.venueToken, 'orderStatus', { ticket_id: placed.data.ticket_id });
    expect(peek.status_code).toBe(Code.NotFound);

    expect(
      (await operator(OperatorPath.matchesScore, { gameId: match.gameId, home: 2, away: 0 })).status_code,
    ).toBe(Code.Success);
    expect((await operator(OperatorPath.matchesFinish, { gameId: match.gameId })).status_code).toBe(
      Code.Success,
    );
    const settled = await until(
      async () =>
        (await call<Ticket>(p, p.venueToken, 'orderStatus', { ticket_id: placed.data.ticket_id })).data,
      (t) => t.status === 'settled',
    );
    const ret = Math.floor((10_000 * Math.round(placed.data.odds * 1000)) / 1000);
    expect(settled).toMatchObject({ status: 'settled', result: 'W', payout: (ret / 100).toFixed(2) });
    expect(settled.legs[0]).toMatchObject({ result: 'W', finalScore: '2-0' });
    expect((await ledgerOf(server()).memberBalances(p.memberId)).wallet).toBe(90_000 + ret);

    const records = await p.client.post<{ list: Ticket[]; total: number }>(GamePath.betRecordList, {
      status: 'settled',
    });
    expect(records.data.total).toBe(1);
    expect(records.data.list[0]?.ticket_id).toBe(placed.data.ticket_id);
    // The 未结算 tab and another sport's filter no longer list it.
    const count = async (filter: object) =>
      (await p.client.post<{ total: number }>(GamePath.betRecordList, filter)).data.total;
    expect(await count({ status: 'unsettled' })).toBe(0);
    expect(await count({ gameType: match.gameType === 'BK' ? 'TN' : 'BK' })).toBe(0);
    expect(await count({ gameType: match.gameType, status: 'settled' })).toBe(1);
    const totals = await p.client.post<z.infer<typeof BetRecordTotalSchema>>(GamePath.betRecordTotal, {});
    expect(totals.data).toMatchObject({ count: 1, stake: '100.00', validStake: '100.00' });
    expect((await other.client.post<{ total: number }>(GamePath.betRecordList, {})).data.total).toBe(0);
    const listed = await operator(OperatorPath.ticketsList, { username: p.name });
    expect(listed.data).toMatchObject({
      list: [{ ticket_id: placed.data.ticket_id, username: p.name, status: 'settled', shortfall: '0.00' }],
    });
    expect((await operator(OperatorPath.ticketsList, { username: 'nobody-here' })).status_code).toBe(
      Code.NotFound,
    );
    await expectLedgerOk(server());
  });

  it('publishes the stake limits of each market and holds placement to them', async () => {
    const p = await player(server(), 10_000_000);
    const { match, odds } = (await preMatch(p))!;
    const market = match.markets.find((m) => m.w === 'M')!;
    expect(market.minStake).toBe('10.00');
    const above = (Number(market.maxStake) + 1).toFixed(2);
    const bet = (stake: string) =>
      call<Ticket>(p, p.venueToken, 'placeBet', {
        ticket_id: `lim${Date.now()}${stake.replace('.', '')}`,
        type: 'single',
        stake,
        oddsType: 'E',
        acceptOdds: 'any',
        legs: [{ gameId: match.gameId, w: 'M', r: 'H', line: null, odds }],
      });
    const refused = await bet(above);
    expect(refused.status_code).toBe(Code.InvalidParameter);
    expect(refused.message).toBe(`最高投注金额为${formatYuan(market.maxStake)}元`);
    expect((await bet('9.99')).message).toBe(`最低投注金额为${formatYuan(market.minStake)}元`);
    expect((await ledgerOf(server()).memberBalances(p.memberId)).wallet).toBe(10_000_000);
    expect((await bet(market.maxStake)).status_code).toBe(Code.Success);
  });

  it('words feed names, tickets and refusals in Traditional Chinese for a zh-TW caller', async () => {
    const p = await player(server(), 100_000);
    const zhTW = { language: 'zh-TW' };
    const callIn = <T>(headers: Record<string, string>, method: string, fields: Record<string, unknown>) =>
      p.client.post<T>(
        GamePath.resource,
        { method, enName: 'crty', Request: { timestamp: Date.now(), token: p.venueToken, ...fields } },
        headers,
      );
    type Leagues = { leagues: { name: string; matches: Match[] }[] };
    // The early market's first day always has football (今日 can be empty late in the betting day).
    const dates = (await callIn<{ dates: string[] }>({}, 'earlyDates', {})).data.dates;
    const ask = { gameType: 'FT', showType: 'FU', date: dates[0] };
    const cn = (await callIn<Leagues>({}, 'matches', ask)).data.leagues;
    const tw = (await callIn<Leagues>(zhTW, 'matches', ask)).data.leagues;
    expect(cn.length).toBeGreaterThan(0);
    const ids = (list: Leagues['leagues']) => list.map((l) => l.matches.map((m) => m.gameId));
    expect(ids(tw)).toEqual(ids(cn));
    // Every league the simulator plays is named with 联 (联赛, 联盟): zh-TW reads 聯.
    expect(cn.every((l) => l.name.includes('联'))).toBe(true);
    expect(tw.every((l) => l.name.includes('聯') && !l.name.includes('联'))).toBe(true);

    const { match, odds } = (await preMatch(p))!;
    const slip = (ticket_id: string, stake: string) => ({
      ticket_id,
      type: 'single',
      stake,
      oddsType: 'E',
      acceptOdds: 'any',
      legs: [{ gameId: match.gameId, w: 'M', r: 'H', line: null, odds }],
    });
    const placed = await callIn<Ticket>(zhTW, 'placeBet', slip(`tw${Date.now()}`, '10'));
    expect(placed.status_code, placed.message).toBe(Code.Success);
    const records = await p.client.post<{ list: Ticket[] }>(GamePath.betRecordList, {}, zhTW);
    expect(records.data.list[0]?.legs[0]?.league).toContain('聯');
    expect(records.data.list[0]?.legs[0]?.league).not.toContain('联');

    const refused = await callIn(zhTW, 'placeBet', slip('tw-empty', ''));
    expect(refused).toMatchObject({ status_code: Code.InvalidParameter, message: '請輸入投注金額' });
    const loggedOut = await server().client().post(GamePath.betRecordList, {}, zhTW);
    expect(loggedOut).toMatchObject({ status_code: Code.LoginExpired, message: '請重新登入' });
  });

  it('refuses an expired venue session', async () => {
    const p = await player(server(), 0);
    server().advance(12 * 3600_000 + 1000);
    const r = await call(p, p.venueToken, 'openBets');
    expect(r.status_code).toBe(Code.UidVerificationError);
  });
});
