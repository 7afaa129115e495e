import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Match, SportsServerMessage } from '@qilin/contract';
import { createMemoryBus, type Bus } from '../../platform/bus/bus.ts';
import { createChannelLog, createLocalSource } from './channels.ts';
import { applyDelta, createReplicaSource, startDeltaPublisher } from './delta-relay.ts';

const market = (gameId: string, w: 'M' | 'OU', odds: number) => ({
  id: `${gameId}:${w}:`,
  w,
  line: null,
  main: true,
  status: 'open' as const,
  minStake: '10.00',
  maxStake: '50000.00',
  selections: [
    { r: 'H', odds },
    { r: 'C', odds: 2 },
  ],
});

const match = (gameId: string, home = 0): Match => ({
  gameId,
  hgid: `${gameId}9`,
  gameType: 'FT',
  league_id: 'L1',
  league: '英超',
  team_h: '主队',
  team_c: '客队',
  startTime: '2025-01-01T12:00:00.000Z',
  isLive: true,
  gameStatus: 'live',
  re_time: "1H^10'",
  clockSeconds: 600,
  se_now: 1,
  HalfTime: false,
  inningNum: 0,
  sc_FT_H: home,
  sc_FT_C: 0,
  sc_HT_H: null,
  sc_HT_C: null,
  sc_set_H: 0,
  sc_set_A: 0,
  sc_game_H: 0,
  sc_game_A: 0,
  t_count: 2,
  markets: [market(gameId, 'M', 1.9)],
  hot: false,
});

const quiet = { warn: () => {} };

/** The simulating side: a channel log and the matches its snapshots show, kept in step by `change`. */
const source = async (bus: Bus, home = 0) => {
  const log = createChannelLog();
  const state = new Map<string, Match>([['100', match('100', home)]]);
  const stop = await startDeltaPublisher(bus, log, () => [...state.values()], quiet);
  const change = (gameId: string, home: number) => {
    const next = { ...(state.get(gameId) ?? match(gameId)), sc_FT_H: home };
    const fresh = !state.has(gameId);
    state.set(gameId, next);
    log.publish('sport:FT', [fresh ? next : { gameId, sc_FT_H: home }]);
  };
  return { log, state, stop, change };
};

const client = () => {
  const got: SportsServerMessage[] = [];
  return { got, send: (text: string) => got.push(JSON.parse(text) as SportsServerMessage) };
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('delta relay', () => {
  it('gives a client of the other instance the same snapshot, epoch and offsets as the simulating one', async () => {
    const bus = createMemoryBus();
    const a = await source(bus);
    // The local side listens too, as the simulating instance's own clients do.
    const local = client();
    cleanups.push(
      createLocalSource(a.log, () => [...a.state.values()]).attach('sport:FT', undefined, local.send),
    );
    a.change('100', 1);
    const replica = createReplicaSource(bus, quiet);
    cleanups.push(() => replica.close(), a.stop);
    const remote = client();
    cleanups.push(replica.source.attach('sport:FT', undefined, remote.send));
    await vi.waitFor(() => expect(remote.got[0]?.type).toBe('snapshot'));
    expect(remote.got[0]).toMatchObject({ epoch: a.log.epoch, offset: 1, matches: [{ sc_FT_H: 1 }] });

    a.change('100', 2);
    a.change('200', 0);
    expect(remote.got.slice(1)).toEqual(local.got.slice(-2));
    expect(remote.got.map((m) => (m.type === 'delta' ? m.offset : -1))).toEqual([-1, 2, 3]);

    // Resume on the replica: the missed delta is replayed, no snapshot.
    a.change('100', 3);
    const back = client();
    cleanups.push(replica.source.attach('sport:FT', { epoch: a.log.epoch, offset: 3 }, back.send));
    expect(back.got).toEqual([local.got.at(-1)]);
    // A resume from before the replica's history gets the replica's snapshot, which matches the source's.
    const old = client();
    cleanups.push(replica.source.attach('sport:FT', { epoch: a.log.epoch, offset: 0 }, old.send));
    expect(old.got).toHaveLength(1);
    const snap = old.got[0];
    if (snap?.type !== 'snapshot') throw new Error('no snapshot');
    expect(snap.offset).toBe(4);
    expect(new Map(snap.matches.map((m) => [m.gameId, m]))).toEqual(a.state);
  });

  it('resends a snapshot to its clients when the simulating instance restarts with a new epoch', async () => {
    const bus = createMemoryBus();
    const first = await source(bus);
    const replica = createReplicaSource(bus, quiet);
    cleanups.push(() => replica.close());
    const remote = client();
    cleanups.push(replica.source.attach('sport:FT', undefined, remote.send));
    await vi.waitFor(() => expect(remote.got).toHaveLength(1));
    first.change('100', 1);
    await first.stop();

    // Restarted with the score the database kept.
    const second = await source(bus, 4);
    cleanups.push(second.stop);
    // The restarted source announces itself; the replica asks again and its client gets the new state.
    await vi.waitFor(() =>
      expect(remote.got.at(-1)).toMatchObject({ type: 'snapshot', epoch: second.log.epoch }),
    );
    expect(remote.got.at(-1)).toMatchObject({ offset: 0, matches: [{ gameId: '100', sc_FT_H: 4 }] });
    second.change('100', 5);
    expect(remote.got.at(-1)).toMatchObject({ type: 'delta', offset: 1, changes: [{ sc_FT_H: 5 }] });
  });

  it('applies market changes and removals the way the page does', () => {
    const matches = new Map([['1', match('1')]]);
    applyDelta(matches, { gameId: '1', markets: [market('1', 'M', 2.5), market('1', 'OU', 1.8)] });
    expect(matches.get('1')?.markets.map((m) => [m.w, m.selections[0]?.odds])).toEqual([
      ['M', 2.5],
      ['OU', 1.8],
    ]);
    applyDelta(matches, { gameId: '1', removedMarkets: ['1:M:'], re_time: "1H^11'" });
    expect(matches.get('1')).toMatchObject({ re_time: "1H^11'", markets: [{ w: 'OU' }] });
    applyDelta(matches, { gameId: '2', sc_FT_H: 1 });
    expect(matches.has('2')).toBe(false);
    applyDelta(matches, { gameId: '1', removed: true });
    expect(matches.size).toBe(0);
  });
});
