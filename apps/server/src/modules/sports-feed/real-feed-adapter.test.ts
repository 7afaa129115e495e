import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog.ts';
import { createChannelLog } from './channels.ts';
import { quoteLeg } from './quote.ts';
import { newState } from './simulator/match-state.ts';
import { createRunner } from './simulator/runner.ts';
import { applyRealFeed as applyFeed } from './real-feed-adapter.ts';

/** The results a message publishes (the adapter also answers the matches it added). */
const applyRealFeed = (...args: Parameters<typeof applyFeed>) => applyFeed(...args).decided;

const NOW = new Date('2026-11-22T04:00:00Z');

describe('real feed adapter', () => {
  it('adds a provider match, follows its score and reports when it finishes', () => {
    const catalog = createCatalog(createChannelLog(), () => NOW);
    const base = {
      gameId: '555000111',
      sport: 'FT',
      leagueId: 'EPL',
      teamH: '曼联',
      teamC: '利物浦',
      startTime: '2026-11-22T12:00:00+08:00',
      ratingH: 0.6,
      ratingC: 0.7,
    };
    expect(applyFeed(catalog, { matches: [base] }).added.map((e) => e.fixture.gameId)).toEqual(['555000111']);
    const pre = catalog.matchDetail('555000111');
    expect(pre).toMatchObject({ league: '英格兰超级联赛', gameStatus: 'pre', hgid: '1455000111' });
    const before = quoteLeg(catalog, { gameId: '555000111', w: 'M', r: 'H', line: null });
    applyRealFeed(catalog, {
      matches: [{ ...base, status: 'live', score: [2, 0], period: 2, elapsed: 600 }],
    });
    const after = quoteLeg(catalog, { gameId: '555000111', w: 'M', r: 'H', line: null });
    expect(before.ok && after.ok && after.odds < before.odds).toBe(true);
    expect(catalog.matchDetail('555000111')).toMatchObject({ sc_FT_H: 2, re_time: "2H^56'" });
    const done = applyRealFeed(catalog, {
      matches: [{ ...base, status: 'finished', score: [2, 1], htScore: [1, 1] }],
    });
    expect(done.map((e) => [e.fixture.gameId, e.state.status])).toEqual([['555000111', 'finished']]);
    // The same finished report again publishes nothing new.
    expect(
      applyRealFeed(catalog, { matches: [{ ...base, status: 'finished', score: [2, 1], htScore: [1, 1] }] }),
    ).toEqual([]);
    expect(
      applyFeed(catalog, { matches: [{ ...base, status: 'finished', score: [2, 1], htScore: [1, 1] }] })
        .added,
    ).toEqual([]);
    expect(() => applyRealFeed(catalog, { matches: [{ ...base, gameId: 'x' }] })).toThrow();
    expect(() => applyRealFeed(catalog, { matches: [] })).toThrow();
  });

  it('reports a void with its D code, and a voided match coming back as restored (or finished)', () => {
    const catalog = createCatalog(createChannelLog(), () => NOW);
    const base = {
      gameId: '555000222',
      sport: 'FT',
      leagueId: 'EPL',
      teamH: '阿森纳',
      teamC: '切尔西',
      startTime: '2026-11-22T12:00:00+08:00',
    };
    applyRealFeed(catalog, {
      matches: [{ ...base, status: 'live', score: [1, 0], period: 1, elapsed: 900 }],
    });
    const voided = applyRealFeed(catalog, {
      matches: [{ ...base, status: 'void', voidReason: 'D3 比赛腰斩' }],
    });
    expect(voided.map((e) => e.state.status)).toEqual(['void']);
    expect(voided[0]!.state).toMatchObject({
      voidCode: 'D3',
      voidReason: 'D3 比赛腰斩',
      voidedFrom: 'live',
    });
    expect(applyRealFeed(catalog, { matches: [{ ...base, status: 'void' }] })).toEqual([]);
    const back = applyRealFeed(catalog, { matches: [{ ...base, status: 'live', score: [1, 0] }] });
    // Open again: the feed service publishes it as restored.
    expect(back.map((e) => e.state.status)).toEqual(['live']);
    expect(back[0]!.state).toMatchObject({ status: 'live', voidCode: null, voidReason: null });
    applyRealFeed(catalog, { matches: [{ ...base, status: 'void' }] });
    expect(catalog.entries.get('555000222')!.state.voidCode).toBe('DZ');
    const ended = applyRealFeed(catalog, {
      matches: [{ ...base, status: 'finished', score: [2, 0], htScore: [1, 0] }],
    });
    expect(ended.map((e) => e.state.status)).toEqual(['finished']);
  });
});

describe('a provider correcting its matches', () => {
  const base = {
    gameId: '555000333',
    sport: 'FT',
    leagueId: 'EPL',
    teamH: '纽卡斯尔',
    teamC: '阿斯顿维拉',
    startTime: '2026-11-22T20:00:00+08:00',
    ratingH: 0.6,
    ratingC: 0.6,
  };
  const homeOdds = (catalog: ReturnType<typeof createCatalog>) => {
    const q = quoteLeg(catalog, { gameId: base.gameId, w: 'M', r: 'H', line: null });
    return q.ok ? q.odds : null;
  };

  it('moves a postponed kick-off, reprices on new strengths, and keeps a kick-off that has happened', () => {
    const catalog = createCatalog(createChannelLog(), () => NOW);
    applyFeed(catalog, { matches: [base] });
    const even = homeOdds(catalog)!;
    const moved = applyFeed(catalog, {
      matches: [{ ...base, startTime: '2026-11-23T20:00:00+08:00', ratingH: 0.75, teamC: '维拉' }],
    });
    expect(moved.corrected.map((e) => e.fixture.gameId)).toEqual(['555000333']);
    expect(catalog.matchDetail(base.gameId)).toMatchObject({
      startTime: '2026-11-23T12:00:00.000Z',
      team_c: '维拉',
    });
    // The stronger home side is now the favourite.
    expect(homeOdds(catalog)!).toBeLessThan(even);
    // The same message again corrects nothing.
    expect(
      applyFeed(catalog, {
        matches: [{ ...base, startTime: '2026-11-23T20:00:00+08:00', ratingH: 0.75, teamC: '维拉' }],
      }).corrected,
    ).toEqual([]);
    applyFeed(catalog, { matches: [{ ...base, status: 'live', score: [0, 0], period: 1, elapsed: 60 }] });
    applyFeed(catalog, { matches: [{ ...base, status: 'live', startTime: '2026-11-24T20:00:00+08:00' }] });
    expect(catalog.matchDetail(base.gameId)?.startTime).toBe('2026-11-22T12:00:00.000Z');
  });

  it('refuses a whole message that moves a match to another sport or names a simulated match', () => {
    const catalog = createCatalog(createChannelLog(), () => NOW);
    applyFeed(catalog, { matches: [base] });
    const other = { ...base, gameId: '555000444' };
    expect(() => applyFeed(catalog, { matches: [other, { ...base, sport: 'BK', leagueId: 'NBA' }] })).toThrow(
      /不能改为 BK \/ NBA/,
    );
    // Nothing of the refused message was applied, the match before the bad one included.
    expect(catalog.entries.has('555000444')).toBe(false);
    catalog.add(
      {
        ...catalog.entries.get(base.gameId)!.fixture,
        gameId: '555000555',
        hgid: '1455000555',
        source: undefined,
      },
      newState(),
    );
    expect(() => applyFeed(catalog, { matches: [{ ...base, gameId: '555000555' }] })).toThrow(/由模拟器生成/);
  });

  it('is left alone by the simulator: no kick-off, no clock, no goals', () => {
    const clock = { at: NOW };
    const catalog = createCatalog(createChannelLog(), () => clock.at);
    const runner = createRunner(
      catalog,
      { seed: 'test', timeScale: 1, now: () => clock.at },
      {
        scheduled: () => {},
        changed: () => {},
        finished: () => {},
      },
    );
    applyFeed(catalog, {
      matches: [
        { ...base, startTime: '2026-11-22T11:00:00+08:00' },
        { ...base, gameId: '555000666', status: 'live', score: [1, 0], period: 1, elapsed: 600 },
      ],
    });
    clock.at = new Date(NOW.getTime() + 3 * 3_600_000);
    runner.advance(3 * 3_600);
    runner.catchUp(new Map([['555000666', NOW]]));
    expect(catalog.entries.get(base.gameId)!.state.status).toBe('pre');
    expect(catalog.entries.get('555000666')!.state).toMatchObject({
      status: 'live',
      score: [1, 0],
      elapsed: 600,
    });
  });

  it('reads an outright named twice in one message in order: added once, its result published once', () => {
    const catalog = createCatalog(createChannelLog(), () => NOW);
    const cup = {
      gameId: 'FP77',
      sport: 'FT',
      leagueId: 'EPL',
      closeTime: '2026-12-01T12:00:00+08:00',
      options: [
        { rtype: 'C1', name: '曼城', strength: 2 },
        { rtype: 'C2', name: '阿森纳', strength: 1 },
      ],
    };
    const applied = applyFeed(catalog, { outrights: [cup, { ...cup, status: 'finished', winner: 'C2' }] });
    expect(applied.outrights.added).toBe(1);
    expect(applied.outrights.stored).toHaveLength(1);
    expect(applied.outrights.results.map((r) => [r.status, r.winner])).toEqual([['finished', 'C2']]);
    expect(catalog.champion('FP77')).toMatchObject({ status: 'closed' });
  });
});
