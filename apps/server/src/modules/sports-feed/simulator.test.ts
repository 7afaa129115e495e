import { describe, expect, it } from 'vitest';
import { ListHalfPlays, listPlays, listsHalfTime, PresetLeagueSchema, siteDate } from '@qilin/contract';
import { createCatalog } from './catalog.ts';
import { championsAt, drawWinner } from './champions.ts';
import { createChannelLog } from './channels.ts';
import { quoteLeg } from './quote.ts';
import { bettingDay, dayFixtures } from './simulator/fixtures.ts';
import { LEAGUES, teamRating } from './simulator/leagues.ts';
import { clockLabel, kickOff, newState, step } from './simulator/match-state.ts';
import { createRunner } from './simulator/runner.ts';
import { SPORTS } from './simulator/sports.ts';

const NOW = new Date('2026-11-22T04:00:00Z'); // 12:00 in Shanghai

const world = () => {
  const log = createChannelLog();
  const clock = { at: NOW };
  const now = () => clock.at;
  const catalog = createCatalog(log, now);
  const runner = createRunner(
    catalog,
    { seed: 'test', timeScale: 1, now },
    {
      scheduled: () => {},
      changed: () => {},
      finished: () => {},
    },
  );
  runner.topUp();
  runner.fillLive();
  runner.advance(0);
  return { log, catalog, runner, clock };
};

describe('fixtures', () => {
  it('are the same for the same seed and day, and differ by seed', () => {
    const epl = LEAGUES.find((l) => l.id === 'EPL')!;
    const a = dayFixtures('s1', epl, '2026-11-23', () => false);
    const b = dayFixtures('s1', epl, '2026-11-23', () => false);
    const c = dayFixtures('s2', epl, '2026-11-23', () => false);
    expect(a.map((f) => f.gameId)).toEqual(b.map((f) => f.gameId));
    expect(a.map((f) => `${f.teamH}-${f.teamC}`)).not.toEqual(c.map((f) => `${f.teamH}-${f.teamC}`));
    // Evening European football: 19:30 on the 23rd to 03:00 on the 24th, all the 23rd's betting day.
    expect(a.every((f) => bettingDay(f.startTime) === '2026-11-23')).toBe(true);
    const hours = a.map((f) => (f.startTime.getTime() - Date.parse('2026-11-22T16:00:00Z')) / 3_600_000);
    expect(hours.every((h) => h >= 19.5 && h <= 27)).toBe(true);
  });
});

describe('preset leagues (SPEC §2.8)', () => {
  it("are football leagues, one per preset in the filter's order, and lead the league list", () => {
    const tagged = LEAGUES.filter((l) => l.preset !== 'ALL');
    expect(tagged.map((l) => l.preset)).toEqual(PresetLeagueSchema.options.filter((p) => p !== 'ALL'));
    // The page offers the preset bar on football alone (features/sports/filters.ts presetsApply).
    expect(tagged.every((l) => l.sport === 'FT')).toBe(true);
    expect(LEAGUES.slice(0, tagged.length)).toEqual(tagged);
  });
});

describe('fixture strengths', () => {
  it('vary by the day around the table, and the same seed gives the same ones', () => {
    const all = LEAGUES.filter((l) => l.sport === 'FT').flatMap((l) =>
      dayFixtures('s1', l, '2026-11-23', () => false).map((f) => ({ f, l })),
    );
    expect(all.length).toBeGreaterThan(20);
    for (const { f, l } of all) {
      expect(Math.abs(f.ratingH - teamRating(l, f.teamH))).toBeLessThanOrEqual(0.06);
      expect(Math.abs(f.ratingC - teamRating(l, f.teamC))).toBeLessThanOrEqual(0.06);
      expect(f.tempo).toBeGreaterThanOrEqual(0.9);
      expect(f.tempo).toBeLessThanOrEqual(1.1);
    }
    // No two matches of the day start from the same numbers (they did whenever table places repeated).
    const keys = all.map(({ f }) => `${f.ratingH.toFixed(4)}:${f.ratingC.toFixed(4)}:${f.tempo.toFixed(4)}`);
    expect(new Set(keys).size).toBe(keys.length);
    const again = LEAGUES.filter((l) => l.sport === 'FT').flatMap((l) =>
      dayFixtures('s1', l, '2026-11-23', () => false),
    );
    expect(again.map((f) => [f.ratingH, f.ratingC, f.tempo])).toEqual(
      all.map(({ f }) => [f.ratingH, f.ratingC, f.tempo]),
    );
  });

  it("price football totals around each match's own tempo, not always 2.5", () => {
    const { catalog } = world();
    const lines = new Set(
      [...catalog.entries.values()]
        .filter((e) => e.fixture.sport === 'FT' && e.state.status === 'pre')
        .map((e) => e.markets.find((m) => m.w === 'OU' && m.main)?.line),
    );
    expect(lines.size).toBeGreaterThan(1);
  });
});

describe('catalog', () => {
  it('classifies in play, today and early, with early dates from tomorrow', () => {
    const { catalog } = world();
    const live = catalog.matches({ gameType: 'FT', showType: 'RB', preset: 'ALL' });
    expect(live.leagues.flatMap((l) => l.matches).every((m) => m.isLive)).toBe(true);
    expect(live.counts.BK).toBeGreaterThanOrEqual(2);
    const dates = catalog.earlyDates();
    expect(dates[0]).toBe('2026-11-23');
    const early = catalog.matches({ gameType: 'FT', showType: 'FU', preset: 'EPL', date: dates[1] });
    const ms = early.leagues.flatMap((l) => l.matches);
    expect(ms.length).toBeGreaterThan(0);
    expect(early.leagues.every((l) => l.league_id === 'EPL')).toBe(true);
    expect(ms.every((m) => bettingDay(new Date(m.startTime)) === dates[1])).toBe(true);
    expect(ms.every((m) => m.markets.every((k) => k.main) && m.t_count > m.markets.length)).toBe(true);
    const op = catalog.matches({ gameType: 'OP', showType: 'FU', preset: 'ALL' });
    expect(new Set(op.leagues.map((l) => l.gameType))).toEqual(new Set(['AF', 'IH', 'RU', 'HB']));
    expect(catalog.champions('FS', 'FSFT').length + catalog.champions('FS', 'FSFU').length).toBe(
      LEAGUES.length,
    );
  });
});

describe('main markets', () => {
  it("cover every column of a sport's list row, before and in play", () => {
    const { catalog } = world();
    const missing: string[] = [];
    const at = (sport: string, status: string) =>
      [...catalog.entries.values()].find((e) => e.fixture.sport === sport && e.state.status === status);
    for (const sport of Object.keys(SPORTS) as (keyof typeof SPORTS)[]) {
      for (const status of ['pre', 'live']) {
        const e = at(sport, status);
        if (!e) {
          missing.push(`${sport} ${status}: no match`);
          continue;
        }
        const plays = listsHalfTime(sport) ? [...listPlays(sport), ...ListHalfPlays] : listPlays(sport);
        const main = new Set(e.markets.filter((m) => m.main).map((m) => m.w));
        for (const w of plays) if (!main.has(w)) missing.push(`${sport} ${status}: ${w}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('live fillers', () => {
  it('pick football teams that are not on the card within twelve hours, and keep every sport in play', () => {
    const { catalog, runner, clock } = world();
    const clashes: string[] = [];
    const short: string[] = [];
    // A day of fillers: every two hours (a match's length) the live matches are ended and drawn again.
    for (let hour = 0; hour < 24; hour += 2) {
      for (const e of [...catalog.entries.values()])
        if (e.state.status === 'live' || e.state.status === 'break') runner.finishNow(e);
      clock.at = new Date(clock.at.getTime() + 2 * 3_600_000);
      runner.topUp();
      const before = new Set(catalog.entries.keys());
      runner.fillLive();
      runner.advance(0);
      const all = [...catalog.entries.values()];
      for (const sport of Object.keys(SPORTS)) {
        const playing = all.filter((e) => e.fixture.sport === sport && e.state.status === 'live').length;
        if (playing < 2) short.push(`${sport} at +${hour + 2} h: ${playing}`);
      }
      for (const e of all) {
        const f = e.fixture;
        if (before.has(f.gameId) || f.sport !== 'FT') continue;
        const card = all.find(
          (o) =>
            o.state.status === 'pre' &&
            o.fixture.sport === f.sport &&
            [o.fixture.teamH, o.fixture.teamC].some((t) => t === f.teamH || t === f.teamC) &&
            o.fixture.startTime.getTime() - f.startTime.getTime() < 12 * 3_600_000,
        );
        if (card) clashes.push(`${f.teamH}-${f.teamC} / ${card.fixture.teamH}-${card.fixture.teamC}`);
      }
    }
    expect(clashes).toEqual([]);
    expect(short).toEqual([]);
  });

  it('never put a team in two matches at once, even when matches end in the same minute', () => {
    const { catalog, runner, clock } = world();
    const liveOf = (sport: string) =>
      [...catalog.entries.values()].filter(
        (e) => e.fixture.sport === sport && (e.state.status === 'live' || e.state.status === 'break'),
      );
    for (const sport of ['FT', 'BK', 'TN'] as const) {
      for (let round = 0; round < 3; round += 1) {
        const [first] = liveOf(sport);
        runner.finishNow(first!);
        clock.at = new Date(clock.at.getTime() + 1_000);
        runner.fillLive();
        runner.advance(0);
      }
      const teams = liveOf(sport).flatMap((e) => [e.fixture.teamH, e.fixture.teamC]);
      expect(liveOf(sport)).toHaveLength(2);
      expect(new Set(teams).size, teams.join(', ')).toBe(teams.length);
    }
  });
});

describe('catalog pruning', () => {
  it('forgets finished and voided matches that kicked off before the cut, and keeps every open one', () => {
    const { catalog, runner, clock } = world();
    const [a, b, c] = [...catalog.entries.values()].filter((e) => e.state.status === 'pre');
    runner.setScore(a!, 1, 0);
    runner.finishNow(a!);
    b!.state.status = 'void';
    const size = catalog.entries.size;
    expect(catalog.prune(NOW)).toBe(0);
    clock.at = new Date(NOW.getTime() + 10 * 86_400_000);
    const before = new Date(Math.max(a!.fixture.startTime.getTime(), b!.fixture.startTime.getTime()) + 1);
    expect(catalog.prune(before)).toBe(2);
    expect(catalog.entries.size).toBe(size - 2);
    expect(catalog.resolve(a!.fixture.gameId)).toBeUndefined();
    expect(catalog.resolve(b!.fixture.hgid)).toBeUndefined();
    expect(catalog.resolve(c!.fixture.gameId)).toBe(c);
  });
});

describe('betting day', () => {
  it('runs noon to noon in Shanghai', () => {
    expect(bettingDay(new Date('2026-11-23T03:59:00Z'))).toBe('2026-11-22'); // 11:59 on the 23rd
    expect(bettingDay(new Date('2026-11-23T04:00:00Z'))).toBe('2026-11-23'); // 12:00
    expect(bettingDay(new Date('2026-11-23T19:00:00Z'))).toBe('2026-11-23'); // 03:00 on the 24th
  });

  it("keeps the night's matches in 今日 late in the evening, and the next day's in 早盘", () => {
    const { catalog, clock, runner } = world();
    clock.at = new Date('2026-11-22T15:30:00Z'); // 23:30 in Shanghai
    runner.topUp();
    runner.advance(0);
    const today = catalog
      .matches({ gameType: 'FT', showType: 'FT', preset: 'ALL' })
      .leagues.flatMap((l) => l.matches);
    // Kick-offs after midnight (European football) are tonight's business, not tomorrow's early market.
    expect(today.some((m) => siteDate(new Date(m.startTime)) === '2026-11-23')).toBe(true);
    expect(today.every((m) => bettingDay(new Date(m.startTime)) === '2026-11-22')).toBe(true);
    const early = catalog
      .matches({ gameType: 'FT', showType: 'FU', preset: 'ALL', date: '2026-11-23' })
      .leagues.flatMap((l) => l.matches);
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((m) => new Date(m.startTime) >= new Date('2026-11-23T04:00:00Z'))).toBe(true);
  });
});

describe('clocks', () => {
  it('label football, basketball, baseball and sets the Crown way', () => {
    const f = { gameId: '1', ratingH: 0.5, ratingC: 0.5, tempo: 1 } as Parameters<typeof step>[1];
    const s = newState();
    kickOff(s, SPORTS.FT, f);
    expect(clockLabel(SPORTS.FT, s)).toBe("LIVE^0'");
    s.elapsed = 23 * 60 + 5;
    expect(clockLabel(SPORTS.FT, s)).toBe("1H^24'");
    s.period = 2;
    s.elapsed = 46 * 60;
    expect(clockLabel(SPORTS.FT, s)).toBe("2H^90+2'");
    const b = newState();
    kickOff(b, SPORTS.BK, f);
    b.period = 2;
    b.elapsed = 12 * 60 - 332;
    expect(clockLabel(SPORTS.BK, b)).toBe('Q2^05:32');
    b.period = 5;
    b.elapsed = 110;
    expect(clockLabel(SPORTS.BK, b)).toBe('OT^03:10');
    // Resting after a quarter, and after an overtime period (not a "fifth quarter").
    b.status = 'break';
    b.period = 2;
    expect(clockLabel(SPORTS.BK, b)).toBe('Q1^00:00');
    b.period = 6;
    expect(clockLabel(SPORTS.BK, b)).toBe('OT^00:00');
    const bs = newState();
    kickOff(bs, SPORTS.BS, f);
    bs.period = 7;
    expect(clockLabel(SPORTS.BS, bs)).toBe('B7^T');
    bs.current = [1, 0];
    expect(clockLabel(SPORTS.BS, bs)).toBe('B7^B');
    const tn = newState();
    kickOff(tn, SPORTS.TN, f);
    tn.period = 2;
    expect(clockLabel(SPORTS.TN, tn)).toBe('S2^');
    // Between volleyball sets the board still shows the set just played.
    const vb = newState();
    kickOff(vb, SPORTS.VB, f);
    vb.period = 2;
    vb.status = 'break';
    expect(clockLabel(SPORTS.VB, vb)).toBe('S1^');
    vb.status = 'live';
    expect(clockLabel(SPORTS.VB, vb)).toBe('S2^');
  });

  it('plays a football match to the end with half time', () => {
    const f = { gameId: '77', ratingH: 0.9, ratingC: 0.2, tempo: 1 } as Parameters<typeof step>[1];
    const s = newState();
    kickOff(s, SPORTS.FT, f);
    let sawHalfTime = false;
    for (let i = 0; i < 2000 && s.status !== 'finished'; i += 1) {
      step(SPORTS.FT, f, s, 10);
      if (s.status === 'break') sawHalfTime = clockLabel(SPORTS.FT, s) === 'HT';
    }
    expect(s.status).toBe('finished');
    expect(sawHalfTime).toBe(true);
    expect(s.ht).not.toBeNull();
  });
});

describe('secret draws', () => {
  const played = (sport: keyof typeof SPORTS, gameId: string, nonce?: string) => {
    const f = { gameId, ratingH: 0.6, ratingC: 0.5, tempo: 1 } as Parameters<typeof step>[1];
    const s = newState(nonce);
    kickOff(s, SPORTS[sport], f);
    for (let i = 0; i < 5000 && s.status !== 'finished'; i += 1) step(SPORTS[sport], f, s, 10);
    return `${s.score.join('-')} ${JSON.stringify(s.sets)}`;
  };

  it('plays a match from its own secret: the game id alone does not give the result, the secret replays it', () => {
    for (const sport of ['FT', 'BK', 'TN', 'BS'] as const) {
      const ids = ['100000001', '100000002', '100000003', '100000004', '100000005', '100000006'];
      const fresh = ids.map((id) => played(sport, id));
      const again = ids.map((id) => played(sport, id));
      // Six matches replayed with new secrets come out the same only by chance (at worst ~1 in 10^5).
      expect(again).not.toEqual(fresh);
      // A restart keeps the state, and so the secret: the same match again.
      expect(ids.map((id) => played(sport, id, `kept:${id}`))).toEqual(
        ids.map((id) => played(sport, id, `kept:${id}`)),
      );
    }
  });

  it('draws an outright winner nobody can compute from its id', () => {
    const market = championsAt(new Date('2026-11-22T04:00:00Z'))[0]!;
    const winners = new Set(Array.from({ length: 200 }, () => drawWinner(market)));
    expect(winners.size).toBeGreaterThan(1);
  });
});

describe('quote and scores', () => {
  it('answers odds, suspends after a goal, reprices, maps hgid, and closes at the end', () => {
    const { catalog, runner } = world();
    const e = [...catalog.entries.values()].find(
      (x) => x.fixture.sport === 'FT' && x.state.status === 'pre',
    )!;
    const gameId = e.fixture.gameId;
    const r = e.markets.find((m) => m.w === 'R' && m.main)!;
    const q = quoteLeg(catalog, { gameId, w: 'R', r: 'H', line: r.line });
    expect(q.ok && q.delaySeconds === 0 && q.selectionName.startsWith(e.fixture.teamH)).toBe(true);
    expect(quoteLeg(catalog, { gameId, w: 'R', r: 'H', line: 9.75 })).toEqual({
      ok: false,
      reason: 'closed',
    });
    expect(quoteLeg(catalog, { gameId: 'nope', w: 'M', r: 'H', line: null })).toEqual({
      ok: false,
      reason: 'unknown',
    });
    const ht = quoteLeg(catalog, { gameId: e.fixture.hgid, w: 'HM', r: 'H', line: null });
    expect(ht.ok && ht.eventId === gameId).toBe(true);
    // Each play is addressed by its own period's id: a half-time play under the match's, or the reverse, is unknown.
    expect(quoteLeg(catalog, { gameId, w: 'HM', r: 'H', line: null })).toEqual({
      ok: false,
      reason: 'unknown',
    });
    expect(quoteLeg(catalog, { gameId: e.fixture.hgid, w: 'M', r: 'H', line: null })).toEqual({
      ok: false,
      reason: 'unknown',
    });
    const before = quoteLeg(catalog, { gameId, w: 'M', r: 'H', line: null });
    runner.setScore(e, 2, 0);
    expect(quoteLeg(catalog, { gameId, w: 'M', r: 'H', line: null })).toEqual({
      ok: false,
      reason: 'suspended',
    });
    e.state.clock += 60;
    catalog.reprice(e);
    const after = quoteLeg(catalog, { gameId, w: 'M', r: 'H', line: null });
    expect(before.ok && after.ok && after.odds < before.odds).toBe(true);
    expect(after.ok && after.delaySeconds).toBe(5);
    runner.finishNow(e);
    expect(quoteLeg(catalog, { gameId, w: 'M', r: 'H', line: null })).toEqual({
      ok: false,
      reason: 'closed',
    });
  });

  it("an operator's kick-off at 0-0 opens the match in play at once; at another score it suspends", () => {
    const { catalog, runner } = world();
    const [a, b] = [...catalog.entries.values()].filter(
      (x) => x.fixture.sport === 'FT' && x.state.status === 'pre',
    );
    runner.setScore(a!, 0, 0);
    const atKickOff = quoteLeg(catalog, { gameId: a!.fixture.gameId, w: 'M', r: 'H', line: null });
    expect(a!.state.status).toBe('live');
    expect(atKickOff.ok && atKickOff.delaySeconds).toBe(5);
    runner.setScore(b!, 1, 0);
    expect(quoteLeg(catalog, { gameId: b!.fixture.gameId, w: 'M', r: 'H', line: null })).toEqual({
      ok: false,
      reason: 'suspended',
    });
  });

  it('publishes deltas with increasing offsets and replays them on resume', () => {
    const { catalog, runner, log, clock } = world();
    log.open('sport:FT');
    const start = log.offset('sport:FT');
    const e = [...catalog.entries.values()].find(
      (x) => x.fixture.sport === 'FT' && x.state.status === 'live',
    )!;
    runner.setScore(e, 1, 1);
    clock.at = new Date(NOW.getTime() + 5000);
    runner.advance(5);
    expect(log.offset('sport:FT')).toBeGreaterThan(start);
    const missed = log.since('sport:FT', log.epoch, start)!;
    expect(missed.map((t) => (JSON.parse(t) as { offset: number }).offset)[0]).toBe(start + 1);
    expect(log.since('sport:FT', 'other-epoch', start)).toBeNull();
  });
});
