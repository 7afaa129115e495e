import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog.ts';
import { createChannelLog } from './channels.ts';
import { quoteLeg } from './quote.ts';
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
    const before = quoteLeg(catalog, { gameId: '555000111', w: 'M', r: 'H', line: null }, NOW);
    applyRealFeed(catalog, {
      matches: [{ ...base, status: 'live', score: [2, 0], period: 2, elapsed: 600 }],
    });
    const after = quoteLeg(catalog, { gameId: '555000111', w: 'M', r: 'H', line: null }, NOW);
    expect(before.ok && after.ok && after.odds < before.odds).toBe(true);
    expect(catalog.matchDetail('555000111')).toMatchObject({ sc_FT_H: 2, re_time: "2H^56'" });
    const done = applyRealFeed(catalog, { matches: [{ ...base, status: 'finished', score: [2, 1] }] });
    expect(done.map((e) => [e.fixture.gameId, e.state.status])).toEqual([['555000111', 'finished']]);
    // The same finished report again publishes nothing new.
    expect(applyRealFeed(catalog, { matches: [{ ...base, status: 'finished', score: [2, 1] }] })).toEqual([]);
    expect(applyFeed(catalog, { matches: [{ ...base, status: 'finished', score: [2, 1] }] }).added).toEqual(
      [],
    );
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
    const ended = applyRealFeed(catalog, { matches: [{ ...base, status: 'finished', score: [2, 0] }] });
    expect(ended.map((e) => e.state.status)).toEqual(['finished']);
  });
});
