import {
  addDays,
  OtherSports,
  type ChampionMarket,
  type League,
  type LeagueBlock,
  type Market,
  type Match,
  type MatchDelta,
  type MatchListParams,
  type ShowType,
  type SportCode,
  type SportFilter,
} from '@qilin/contract';
import type { ChannelLog } from './channels.ts';
import { priceMatch } from './pricing.ts';
import { bettingDay } from './simulator/fixtures.ts';
import { LEAGUES, leagueById } from './simulator/leagues.ts';
import { clockLabel, type Fixture, type MatchState } from './simulator/match-state.ts';
import { SPORTS } from './simulator/sports.ts';
import { championById, championsAt } from './champions.ts';
import { outrightMarket, type ProviderOutright } from './provider-outrights.ts';

/** One match in memory: its fixture, running state, current markets and what the channels last saw. */
export interface Entry {
  fixture: Fixture;
  state: MatchState;
  markets: Market[];
  /** The last published full view (for diffs); null before the first publish. */
  sent: Match | null;
  dirty: boolean;
}

const FILTER_KEYS: readonly SportFilter[] = [
  'ALL',
  'FT',
  'VF',
  'BK',
  'TN',
  'OP',
  'SK',
  'BS',
  'VB',
  'TT',
  'FS',
];
const leagueOrder = new Map(LEAGUES.map((l, i) => [l.id, i]));

export const sportMatchesFilter = (sport: SportCode, filter: SportFilter): boolean =>
  filter === 'ALL' || filter === 'FS'
    ? filter === 'ALL'
    : filter === 'OP'
      ? OtherSports.includes(sport)
      : sport === filter;

const isOpen = (s: MatchState) => s.status === 'pre' || s.status === 'live' || s.status === 'break';

/** The in-memory catalogue: matches, their markets, list queries and the channel deltas. */
export const createCatalog = (log: ChannelLog, now: () => Date) => {
  const entries = new Map<string, Entry>();
  const byHgid = new Map<string, string>();
  /** A real provider's outrights (feed:push), beside the simulator's, which are computed from the date. */
  const outrights = new Map<string, ProviderOutright>();
  const outrightListeners = new Set<(changed: readonly ProviderOutright[]) => void>();

  const view = (e: Entry, allMarkets: boolean): Match => {
    const { fixture: f, state: s } = e;
    const sport = SPORTS[f.sport];
    const sets = sport.kind === 'sets';
    return {
      gameId: f.gameId,
      hgid: f.hgid,
      gameType: f.sport,
      league_id: f.leagueId,
      league: f.league,
      team_h: f.teamH,
      team_c: f.teamC,
      startTime: f.startTime.toISOString(),
      isLive: s.status === 'live' || s.status === 'break',
      gameStatus: s.status,
      re_time: clockLabel(sport, s),
      clockSeconds: s.status === 'live' && sport.kind === 'timed' ? Math.floor(s.elapsed) : 0,
      se_now: s.period,
      HalfTime:
        s.status === 'break' &&
        ((sport.periods === 2 && s.period === 2) || (sport.periods === 4 && s.period === 3)),
      inningNum: sport.kind === 'innings' ? s.period : 0,
      sc_FT_H: s.score[0],
      sc_FT_C: s.score[1],
      sc_HT_H: s.ht ? s.ht[0] : null,
      sc_HT_C: s.ht ? s.ht[1] : null,
      sc_set_H: sets ? s.score[0] : 0,
      sc_set_A: sets ? s.score[1] : 0,
      sc_game_H: sets ? s.current[0] : 0,
      sc_game_A: sets ? s.current[1] : 0,
      t_count: e.markets.length,
      markets: allMarkets ? e.markets : e.markets.filter((m) => m.main),
      hot: f.hot,
    };
  };

  const reprice = (e: Entry) => {
    e.markets = priceMatch(e.fixture, e.state);
    e.dirty = true;
  };

  const add = (fixture: Fixture, state: MatchState): Entry => {
    const e: Entry = { fixture, state, markets: [], sent: null, dirty: true };
    e.markets = priceMatch(fixture, state);
    entries.set(fixture.gameId, e);
    byHgid.set(fixture.hgid, fixture.gameId);
    return e;
  };

  /**
   * Forgets finished and voided matches that kicked off before `before` (and decided outrights that closed
   * before it), as a restart would not load them:
   * every list answer walks the catalogue (eleven times for the sport counts), so a process up for weeks
   * otherwise answered slower each day. Answers how many went.
   */
  const prune = (before: Date): number => {
    let gone = 0;
    for (const [id, e] of entries) {
      if (isOpen(e.state) || e.fixture.startTime >= before) continue;
      entries.delete(id);
      byHgid.delete(e.fixture.hgid);
      gone += 1;
    }
    for (const [id, o] of outrights) {
      if (o.status === 'open' || o.closeTime >= before) continue;
      outrights.delete(id);
      gone += 1;
    }
    return gone;
  };

  const resolve = (id: string): Entry | undefined => entries.get(id) ?? entries.get(byHgid.get(id) ?? '');

  const diff = (prev: Match | null, next: Match, mainOnly: boolean, removed: boolean): MatchDelta | null => {
    const markets = mainOnly ? next.markets.filter((m) => m.main) : next.markets;
    if (!prev) return { ...next, markets, ...(removed ? { removed } : {}) };
    const delta: MatchDelta = { gameId: next.gameId };
    let changed = false;
    for (const key of Object.keys(next) as (keyof Match)[]) {
      if (key === 'markets') continue;
      if (prev[key] !== next[key]) {
        (delta as Record<string, unknown>)[key] = next[key];
        changed = true;
      }
    }
    const before = new Map(
      (mainOnly ? prev.markets.filter((m) => m.main) : prev.markets).map((m) => [m.id, JSON.stringify(m)]),
    );
    const changedMarkets = markets.filter((m) => before.get(m.id) !== JSON.stringify(m));
    const ids = new Set(markets.map((m) => m.id));
    const gone = [...before.keys()].filter((id) => !ids.has(id));
    if (changedMarkets.length) delta.markets = changedMarkets;
    if (gone.length) delta.removedMarkets = gone;
    if (removed) delta.removed = true;
    return changed || changedMarkets.length || gone.length || removed ? delta : null;
  };

  /**
   * Publishes what changed since the last commit: one delta message per sport channel (main markets) and
   * per open match channel (every market), each serialised once.
   */
  const commitListeners = new Set<(changed: readonly Entry[]) => void>();
  const commit = () => {
    const perSport = new Map<SportCode, MatchDelta[]>();
    const changed: Entry[] = [];
    for (const e of entries.values()) {
      if (!e.dirty) continue;
      e.dirty = false;
      changed.push(e);
      const next = view(e, true);
      const leaving = !isOpen(e.state);
      const sportDelta = diff(e.sent, next, true, leaving);
      if (sportDelta) {
        const list = perSport.get(e.fixture.sport) ?? [];
        list.push(sportDelta);
        perSport.set(e.fixture.sport, list);
      }
      const channel = `match:${e.fixture.gameId}`;
      if (log.has(channel)) {
        const matchDelta = diff(e.sent, next, false, false);
        if (matchDelta) log.publish(channel, [matchDelta]);
      }
      e.sent = next;
    }
    for (const [sport, changes] of perSport) log.publish(`sport:${sport}`, changes);
    if (changed.length) for (const l of commitListeners) l(changed);
  };

  // 今日, 早盘's dates and the champion markets count betting days (noon to noon, fixtures.ts).
  const today = () => bettingDay(now());

  const inShowType = (e: Entry, showType: ShowType, date: string | undefined): boolean => {
    const s = e.state;
    if (showType === 'RB') return s.status === 'live' || s.status === 'break';
    if (s.status !== 'pre') return false;
    const day = bettingDay(e.fixture.startTime);
    if (showType === 'FT') return day <= today();
    if (showType === 'FU') return day > today() && (!date || day === date);
    return false;
  };

  const select = (params: MatchListParams, withLeagues: boolean) => {
    const out: Entry[] = [];
    for (const e of entries.values()) {
      const f = e.fixture;
      if (!sportMatchesFilter(f.sport, params.gameType)) continue;
      if (!inShowType(e, params.showType, params.date)) continue;
      if (params.preset !== 'ALL' && leagueById(f.leagueId)?.preset !== params.preset) continue;
      if (withLeagues && params.leagueIds?.length && !params.leagueIds.includes(f.leagueId)) continue;
      out.push(e);
    }
    return out.sort(
      (a, b) =>
        (leagueOrder.get(a.fixture.leagueId) ?? 99) - (leagueOrder.get(b.fixture.leagueId) ?? 99) ||
        a.fixture.startTime.getTime() - b.fixture.startTime.getTime() ||
        a.fixture.gameId.localeCompare(b.fixture.gameId),
    );
  };

  /** Stores a provider's outrights and tells the listeners (the state relay) about them. */
  const putOutrights = (list: readonly ProviderOutright[]) => {
    for (const o of list) outrights.set(o.gameId, o);
    if (list.length) for (const l of outrightListeners) l(list);
  };

  /** An outright by id, the provider's or the simulator's, current or past (quotes). */
  const champion = (id: string): ChampionMarket | null => {
    const o = outrights.get(id);
    return o ? outrightMarket(o, now()) : championById(id, now());
  };

  const champions = (gameType: SportFilter, showType: ShowType): ChampionMarket[] => {
    const at = now();
    // A provider's outright sits with its league's (the simulator's come in league order; the sort is stable).
    const provided = [...outrights.values()]
      .map((o) => outrightMarket(o, at))
      .sort((a, b) => a.closeTime.localeCompare(b.closeTime) || a.gameId.localeCompare(b.gameId));
    const byLeague = (c: ChampionMarket) => leagueOrder.get(c.league_id) ?? LEAGUES.length;
    return [...championsAt(at), ...provided]
      .sort((a, b) => byLeague(a) - byLeague(b))
      .filter(
        (c) =>
          c.status === 'open' &&
          (gameType === 'FS' || gameType === 'ALL' || sportMatchesFilter(c.gameType, gameType)) &&
          (showType === 'FSFT'
            ? bettingDay(new Date(c.closeTime)) <= bettingDay(at)
            : showType === 'FSFU'
              ? bettingDay(new Date(c.closeTime)) > bettingDay(at)
              : true),
      );
  };

  const counts = (params: MatchListParams): Record<string, number> => {
    const result: Record<string, number> = {};
    for (const key of FILTER_KEYS) {
      if (key === 'FS') {
        result[key] = champions('FS', params.showType === 'FU' ? 'FSFU' : 'FSFT').length;
        continue;
      }
      result[key] = select({ ...params, gameType: key, preset: 'ALL', leagueIds: undefined }, false).length;
    }
    return result;
  };

  const channelOffset = (filter: SportFilter) =>
    filter === 'ALL' || filter === 'OP' || filter === 'FS' ? 0 : log.offset(`sport:${filter}`);

  return {
    entries,
    add,
    resolve,
    reprice,
    prune,
    commit,
    /** Hears every commit's changed matches (their states relayed to the other instances, state-relay.ts). */
    onCommit(listener: (changed: readonly Entry[]) => void) {
      commitListeners.add(listener);
      return () => void commitListeners.delete(listener);
    },
    /** Hears every change of a provider's outrights (relayed to the other instances, state-relay.ts). */
    onOutrights(listener: (changed: readonly ProviderOutright[]) => void) {
      outrightListeners.add(listener);
      return () => void outrightListeners.delete(listener);
    },
    outrights,
    putOutrights,
    champion,
    view,
    today,
    champions,
    leagues(params: MatchListParams) {
      const list = select(params, false);
      const leagues = new Map<string, League>();
      for (const e of list) {
        const f = e.fixture;
        const l = leagues.get(f.leagueId) ?? {
          league_id: f.leagueId,
          name: f.league,
          gameType: f.sport,
          preset: leagueById(f.leagueId)?.preset ?? 'ALL',
          count: 0,
        };
        l.count += 1;
        leagues.set(f.leagueId, l);
      }
      return { leagues: [...leagues.values()], matchCount: list.length };
    },
    matches(params: MatchListParams) {
      const blocks = new Map<string, LeagueBlock>();
      for (const e of select(params, true)) {
        const f = e.fixture;
        const b = blocks.get(f.leagueId) ?? {
          league_id: f.leagueId,
          name: f.league,
          gameType: f.sport,
          matches: [],
        };
        b.matches.push(view(e, false));
        blocks.set(f.leagueId, b);
      }
      return {
        leagues: [...blocks.values()],
        counts: counts(params),
        offset: channelOffset(params.gameType),
        epoch: log.epoch,
      };
    },
    matchDetail(id: string): Match | null {
      const e = resolve(id);
      return e ? view(e, true) : null;
    },
    earlyDates(): string[] {
      const t = today();
      const dates = new Set<string>();
      for (const e of entries.values()) {
        if (e.state.status !== 'pre') continue;
        const d = bettingDay(e.fixture.startTime);
        if (d > t && d <= addDays(t, 30)) dates.add(d);
      }
      return [...dates].sort();
    },
    hotMatches(): Match[] {
      return [...entries.values()]
        .filter((e) => e.fixture.hot && isOpen(e.state))
        .sort(
          (a, b) =>
            Number(b.state.status !== 'pre') - Number(a.state.status !== 'pre') ||
            a.fixture.startTime.getTime() - b.fixture.startTime.getTime(),
        )
        .slice(0, 12)
        .map((e) => view(e, false));
    },
    /** Snapshot of a channel: every open match of a sport (main markets) or one match (every market). */
    snapshot(channel: string): Match[] {
      if (channel.startsWith('match:')) {
        const e = resolve(channel.slice(6));
        return e ? [view(e, true)] : [];
      }
      const sport = channel.slice(6);
      return [...entries.values()]
        .filter((e) => e.fixture.sport === sport && isOpen(e.state))
        .map((e) => view(e, false));
    },
  };
};

export type Catalog = ReturnType<typeof createCatalog>;
