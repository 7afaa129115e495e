import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import {
  Code,
  GamePath,
  OperatorPath,
  type ChampionMarket,
  type FeedPushResponse,
  type VenueLaunchResponse,
  type Match,
  type OperatorMatchCommandResultSchema,
  type OperatorMatchSchema,
  type SportsServerMessage,
} from '@qilin/contract';
import type { z } from 'zod';
import { connectSports, bootBusInstance, operatorPoster } from './test-support.ts';
import { makeClient, type TestServer } from '../../../test/harness.ts';
import { registerAndLogin } from '../identity/test-support.ts';

type Row = z.infer<typeof OperatorMatchSchema>;
type Commanded = z.infer<typeof OperatorMatchCommandResultSchema>;
const redisUrl = process.env.TEST_REDIS_URL;

const boot = (prefix: string, env: Record<string, string> = {}) => bootBusInstance(prefix, 'relay-test', env);

// Across instances a message also crosses the bus: wait up to 10 s for it.
const connect = (url: string) => connectSports(url, { tries: 400, track: open });

/** Matches by id, markets by id: a replica may list a moved line at another place. */
const byId = (matches: Match[]) =>
  new Map(
    matches.map((m) => [
      m.gameId,
      { ...m, markets: [...m.markets].sort((x, y) => x.id.localeCompare(y.id)) },
    ]),
  );
const open: WebSocket[] = [];
/** How often a replica renews its lease on the simulator's states (state-relay.ts). */
const RENEWAL_MS = 15_000;

/** A member of the instance at `url` with ¥100 and a crty venue session there. */
const venuePlayer = async (url: string, ip: string) => {
  const client = makeClient(url, { ip, deviceId: `relay-${randomBytes(6).toString('hex')}` });
  const player = await registerAndLogin({ client: () => client } as unknown as TestServer, client);
  const op = await operatorPoster(url);
  await op(
    OperatorPath.walletCredit,
    { username: player.name, amount: '100', reason: '测试入款' },
    { 'idempotency-key': randomBytes(8).toString('hex') },
  );
  const venue = await player.client.post<VenueLaunchResponse>(GamePath.launch, {
    enName: 'crty',
    gameCode: 'crty',
  });
  if (venue.status_code !== Code.Success) throw new Error(`launch: ${venue.message}`);
  return { player, venue };
};

describe.skipIf(!redisUrl)('/ws/sports across two instances [redis]', () => {
  const prefix = `qilin-test:${randomBytes(6).toString('hex')}`;
  let a: Awaited<ReturnType<typeof boot>>;
  let b: Awaited<ReturnType<typeof boot>>;
  let op: Awaited<ReturnType<typeof operatorPoster>>;
  beforeAll(async () => {
    a = await boot(prefix, {});
    b = await boot(prefix, { QILIN_FEED_SIMULATOR: '0' });
    op = await operatorPoster(a.url);
  });
  afterEach(() => {
    for (const ws of open.splice(0)) ws.close();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers the simulating instance deltas on the other one, with the same epoch and offsets', async () => {
    const onA = await connect(a.url);
    const onB = await connect(b.url);
    onA.send({ type: 'subscribe', channels: ['sport:FT'] });
    onB.send({ type: 'subscribe', channels: ['sport:FT'] });
    const snapA = await onA.waitFor((m) => m.type === 'snapshot');
    const snapB = await onB.waitFor((m) => m.type === 'snapshot');
    if (snapA.type !== 'snapshot' || snapB.type !== 'snapshot') throw new Error('no snapshot');
    expect(snapB.epoch).toBe(snapA.epoch);
    expect(snapB.offset).toBe(snapA.offset);
    expect(byId(snapB.matches)).toEqual(byId(snapA.matches));

    const [m1, m2] = (
      await op<{ list: Row[] }>(OperatorPath.matchesList, { gameType: 'FT', status: 'pre', limit: 50 })
    ).list;
    await op(OperatorPath.matchesScore, { gameId: m1!.gameId, home: 2, away: 0 });
    const next = (m: SportsServerMessage) => m.type === 'delta' && m.offset === snapA.offset + 1;
    const dA = await onA.waitFor(next);
    const dB = await onB.waitFor(next);
    expect(dB).toEqual(dA);
    if (dA.type !== 'delta' || dB.type !== 'delta') throw new Error('no delta');
    expect(dB.changes.find((c) => c.gameId === m1!.gameId)).toMatchObject({ gameStatus: 'live', sc_FT_H: 2 });

    // A client of A that missed a delta resumes on B by its offset and gets just what it missed.
    onA.ws.close();
    await op(OperatorPath.matchesScore, { gameId: m2!.gameId, home: 0, away: 3 });
    await onB.waitFor((m) => m.type === 'delta' && m.offset === dA.offset + 1);
    const moved = await connect(b.url);
    moved.send({
      type: 'subscribe',
      channels: ['sport:FT'],
      resume: { 'sport:FT': { epoch: snapA.epoch, offset: dA.offset } },
    });
    const missed = await moved.waitFor((m) => m.type === 'delta');
    expect(missed).toMatchObject({ epoch: snapA.epoch, offset: snapA.offset + 2 });
    if (missed.type !== 'delta') throw new Error('no delta');
    expect(missed.changes.find((c) => c.gameId === m2!.gameId)).toMatchObject({ sc_FT_C: 3 });
    expect(moved.got.some((m) => m.type === 'snapshot')).toBe(false);

    // Too old a resume on B gets B's snapshot, the same as A's now.
    const stale = await connect(b.url);
    stale.send({
      type: 'subscribe',
      channels: ['sport:FT'],
      resume: { 'sport:FT': { epoch: 'x', offset: 1 } },
    });
    const fresh = await connect(a.url);
    fresh.send({ type: 'subscribe', channels: ['sport:FT'] });
    const [s1, s2] = [
      await stale.waitFor((m) => m.type === 'snapshot'),
      await fresh.waitFor((m) => m.type === 'snapshot'),
    ];
    if (s1.type !== 'snapshot' || s2.type !== 'snapshot') throw new Error('no snapshot');
    expect(s1.offset).toBe(s2.offset);
    expect(byId(s1.matches)).toEqual(byId(s2.matches));
    expect(byId(s1.matches).get(m2!.gameId)).toMatchObject({ sc_FT_C: 3, gameStatus: 'live' });
  });

  it('serves a match channel on the other instance: every market, then its deltas', async () => {
    const [m] = (
      await op<{ list: Row[] }>(OperatorPath.matchesList, { gameType: 'BK', status: 'pre', limit: 5 })
    ).list;
    const channel = `match:${m!.gameId}`;
    const onB = await connect(b.url);
    onB.send({ type: 'subscribe', channels: [channel] });
    const snap = await onB.waitFor((x) => x.type === 'snapshot');
    if (snap.type !== 'snapshot') throw new Error('no snapshot');
    const onA = await connect(a.url);
    onA.send({ type: 'subscribe', channels: [channel] });
    const snapA = await onA.waitFor((x) => x.type === 'snapshot');
    if (snapA.type !== 'snapshot') throw new Error('no snapshot');
    expect(snap.matches[0]?.markets.length).toBeGreaterThan(
      snap.matches[0]?.markets.filter((k) => k.main).length ?? 0,
    );
    expect(snap.matches).toEqual(snapA.matches);

    await op(OperatorPath.matchesScore, { gameId: m!.gameId, home: 10, away: 8 });
    const d = await onB.waitFor((x) => x.type === 'delta');
    expect(d).toMatchObject({ channel, epoch: snap.epoch, offset: snap.offset + 1 });
    if (d.type !== 'delta') throw new Error('no delta');
    expect(d.changes[0]).toMatchObject({ gameId: m!.gameId, sc_FT_H: 10, sc_FT_C: 8 });
  });
  it('answers and takes bets on the instance without the simulator, at its prices, and forwards match commands and provider messages', async () => {
    const opB = await operatorPoster(b.url);
    const { player, venue } = await venuePlayer(b.url, '10.77.0.1');
    // Each instance has its own database here (only the bus is shared): a reader of A's answers signs up there.
    const reader = await venuePlayer(a.url, '10.77.0.3');
    const resource = <T>(url: string, method: string, fields: Record<string, unknown>) => {
      const who = url === a.url ? reader : { player, venue };
      return who.player.client.post<T>(GamePath.resource, {
        method,
        enName: 'crty',
        Request: { timestamp: Date.now(), token: who.venue.data.token, ...fields },
      });
    };
    const [game, other] = (
      await op<{ list: Row[] }>(OperatorPath.matchesList, { gameType: 'FT', status: 'pre', limit: 50 })
    ).list;

    // B's answers follow A's matches: the same markets at the same prices, and a change made on A.
    const detail = async (url: string, gameId: string) =>
      (await resource<Match>(url, 'matchDetail', { gameId })).data;
    expect(byId([await detail(b.url, game!.gameId)])).toEqual(byId([await detail(a.url, game!.gameId)]));
    await op(OperatorPath.matchesScore, { gameId: other!.gameId, home: 3, away: 1 });
    const seenOnB = async () => (await detail(b.url, other!.gameId)).sc_FT_H === 3;
    for (let i = 0; i < 200 && !(await seenOnB()); i += 1) await new Promise((r) => setTimeout(r, 25));
    expect(await detail(b.url, other!.gameId)).toMatchObject({ gameStatus: 'live', sc_FT_H: 3, sc_FT_C: 1 });

    // A bet placed on B is priced and booked there.
    const home = (await detail(a.url, game!.gameId)).markets
      .find((m) => m.w === 'M')!
      .selections.find((x) => x.r === 'H')!;
    const bet = await resource<{ status: string }>(b.url, 'placeBet', {
      ticket_id: `relay${Date.now()}`,
      type: 'single',
      stake: '10',
      oddsType: 'E',
      acceptOdds: 'none',
      legs: [{ gameId: game!.gameId, w: 'M', r: 'H', line: null, odds: home.odds }],
    });
    expect(bet.status_code, bet.message).toBe(Code.Success);

    // An operator's command sent to B runs where the simulator does, and B answers with the match as it is.
    const finished = await opB<Commanded>(OperatorPath.matchesFinish, { gameId: other!.gameId });
    expect(finished).toMatchObject({
      gameId: other!.gameId,
      gameStatus: 'finished',
      score: '3-1',
      changed: true,
    });
    const onA = await op<{ list: Row[] }>(OperatorPath.matchesList, { gameType: 'FT', status: 'finished' });
    expect(onA.list.map((m) => m.gameId)).toContain(other!.gameId);
    // A repeat comes back as one (nothing changed), and a refusal as a refusal: finishing a match days
    // from its kick-off (the last one listed, so the running simulator cannot start it meanwhile).
    const again = await opB<Commanded>(OperatorPath.matchesFinish, { gameId: other!.gameId });
    expect(again).toMatchObject({ gameStatus: 'finished', changed: false });
    const later = (
      await op<{ list: Row[] }>(OperatorPath.matchesList, { gameType: 'FT', status: 'pre', limit: 500 })
    ).list.at(-1);
    const refused = await opB<Commanded | null>(OperatorPath.matchesFinish, { gameId: later!.gameId });
    expect(refused).toBeNull();

    // A provider's message posted to B is applied by the simulator on A, and B answers with its counts.
    const pushed = await opB<FeedPushResponse>(OperatorPath.feedPush, {
      matches: [
        {
          gameId: '555000991',
          sport: 'FT',
          leagueId: 'EPL',
          teamH: '狼队',
          teamC: '伯恩茅斯',
          startTime: new Date(Date.now() + 3 * 3_600_000).toISOString(),
        },
      ],
    });
    expect(pushed).toEqual({ added: 1, updated: 0, decided: 0 });
    const listedOnA = await op<{ list: Row[] }>(OperatorPath.matchesList, { gameType: 'FT', status: 'pre' });
    expect(listedOnA.list.map((m) => m.gameId)).toContain('555000991');
    const pushedOnB = async () => (await detail(b.url, '555000991'))?.team_h === '狼队';
    for (let i = 0; i < 200 && !(await pushedOnB()); i += 1) await new Promise((r) => setTimeout(r, 25));
    expect(await detail(b.url, '555000991')).toMatchObject({ team_h: '狼队', gameStatus: 'pre' });

    // A provider's outright reaches B's champion list too, at A's prices.
    const cup = {
      gameId: 'FP991',
      sport: 'FT',
      leagueId: 'EPL',
      closeTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      options: [
        { rtype: 'C1', name: '狼队', strength: 1 },
        { rtype: 'C2', name: '伯恩茅斯', strength: 3 },
      ],
    };
    expect(await opB<FeedPushResponse>(OperatorPath.feedPush, { outrights: [cup] })).toEqual({
      added: 1,
      updated: 0,
      decided: 0,
    });
    const cupOn = async (url: string) =>
      (
        await resource<{ markets: ChampionMarket[] }>(url, 'champions', { gameType: 'FS', showType: 'FSFU' })
      ).data.markets.find((c) => c.gameId === 'FP991');
    for (let i = 0; i < 200 && !(await cupOn(b.url)); i += 1) await new Promise((r) => setTimeout(r, 25));
    const cupOnA = await cupOn(a.url);
    expect(cupOnA?.options.map((o) => o.name)).toEqual(['狼队', '伯恩茅斯']);
    expect(await cupOn(b.url)).toEqual(cupOnA);
  });

  it('stops taking bets on the other instance when the simulator goes quiet', async () => {
    const quiet = `qilin-test:${randomBytes(6).toString('hex')}`;
    const sim = await boot(quiet, {});
    const follower = await boot(quiet, { QILIN_FEED_SIMULATOR: '0' });
    const opSim = await operatorPoster(sim.url);
    const { player, venue } = await venuePlayer(follower.url, '10.77.0.2');
    const [game] = (
      await opSim<{ list: Row[] }>(OperatorPath.matchesList, { gameType: 'FT', status: 'pre', limit: 5 })
    ).list;
    const place = () =>
      player.client.post(GamePath.resource, {
        method: 'placeBet',
        enName: 'crty',
        Request: {
          timestamp: Date.now(),
          token: venue.data.token,
          ticket_id: `quiet${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
          type: 'single',
          stake: '10',
          oddsType: 'E',
          acceptOdds: 'any',
          legs: [{ gameId: game!.gameId, w: 'M', r: 'H', line: null, odds: 1.5 }],
        },
      });
    let first = await place();
    for (let i = 0; i < 100 && first.status_code !== Code.Success; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      first = await place();
    }
    expect(first.status_code, first.message).toBe(Code.Success);
    await sim.close();
    await new Promise((r) => setTimeout(r, 7_000));
    const late = await place();
    expect(late.status_code).toBe(Code.InvalidParameter);
    expect(late.message).toBe('盘口暂停投注，请稍后再试');
    // A simulator back on the bus is followed again at once, well before the replica's next lease renewal.
    const back = await boot(quiet, {});
    const since = Date.now();
    let again = await place();
    while (again.status_code !== Code.Success && Date.now() - since < 10_000) {
      await new Promise((r) => setTimeout(r, 100));
      again = await place();
    }
    expect(again.status_code, again.message).toBe(Code.Success);
    expect(Date.now() - since).toBeLessThan(RENEWAL_MS);
    await back.close();
    await follower.close();
  }, 90_000);
});
