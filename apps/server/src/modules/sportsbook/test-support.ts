import type { Market, Match, PlaceBetRequest, SportCode } from '@qilin/contract';
import type { FinalResult, LegRef, Quote, SportsFeedApi } from '../sports-feed/feed-api.ts';

/**
 * An in-memory SportsFeedApi for the sportsbook's own tests (imported only by test files): matches with
 * markets whose prices, status and in-play delay a test sets, and results it publishes.
 */
export interface FakeSelection {
  odds: number;
}

export const fakeMatch = (gameId: string, sport: SportCode = 'FT', markets: Market[] = []): Match => ({
  gameId,
  hgid: `${gameId}h`,
  gameType: sport,
  league_id: 'L1',
  league: '测试联赛',
  team_h: `主队${gameId}`,
  team_c: `客队${gameId}`,
  startTime: '2026-01-01T12:00:00.000Z',
  isLive: false,
  gameStatus: 'pre',
  re_time: '',
  clockSeconds: 0,
  se_now: 0,
  HalfTime: false,
  inningNum: 0,
  sc_FT_H: 0,
  sc_FT_C: 0,
  sc_HT_H: null,
  sc_HT_C: null,
  sc_set_H: 0,
  sc_set_A: 0,
  sc_game_H: 0,
  sc_game_A: 0,
  t_count: markets.length,
  markets,
  hot: false,
});

export const createFakeFeed = () => {
  const matches = new Map<string, Match>();
  const delays = new Map<string, number>();
  const outrights = new Map<
    string,
    { status: 'open' | 'suspended' | 'closed'; options: Record<string, number> }
  >();
  const listeners = new Set<(r: FinalResult) => void>();
  const settled = new Map<string, number>();
  const results = new Map<string, FinalResult>();

  const findMarket = (ref: LegRef): { match: Match; market: Market } | null => {
    for (const match of matches.values()) {
      const half = ref.gameId === match.hgid;
      if (ref.gameId !== match.gameId && !half) continue;
      const market = match.markets.find(
        (m) => m.w === ref.w && m.line === ref.line && ['HM', 'HR', 'HOU', 'HPD'].includes(m.w) === half,
      );
      return market ? { match, market } : null;
    }
    return null;
  };

  const api: SportsFeedApi = {
    leagues: () => ({ leagues: [], matchCount: matches.size }),
    matches: () => ({ leagues: [], counts: {}, offset: 0, epoch: 'fake' }),
    matchDetail: (gameId) => matches.get(gameId) ?? null,
    champions: () => [],
    earlyDates: () => [],
    hotMatches: () => [...matches.values()].filter((m) => m.hot),
    quote(ref): Quote {
      if (ref.w === 'CH') {
        const o = outrights.get(ref.gameId);
        const odds = o?.options[ref.r];
        if (!o || odds === undefined) return { ok: false, reason: 'unknown' };
        if (o.status !== 'open') return { ok: false, reason: o.status };
        return {
          ok: true,
          match: null,
          market: null,
          champion: {
            gameId: ref.gameId,
            gameType: 'FT',
            league_id: 'L1',
            league: '测试联赛',
            title: '冠军',
            closeTime: '2026-06-01T00:00:00.000Z',
            status: 'open',
            minStake: '10.00',
            maxStake: '2000.00',
            options: [],
          },
          odds,
          selectionName: ref.r,
          sport: 'FT',
          eventId: ref.gameId,
          delaySeconds: 0,
          minStakeFen: 1_000,
          maxStakeFen: 5_000_000,
          newHandicap: false,
        };
      }
      const found = findMarket(ref);
      const sel = found?.market.selections.find((s) => s.r === ref.r);
      if (!found || !sel) return { ok: false, reason: 'unknown' };
      if (found.market.status !== 'open') return { ok: false, reason: found.market.status };
      return {
        ok: true,
        match: found.match,
        market: found.market,
        champion: null,
        odds: sel.odds,
        selectionName: `${ref.r} ${ref.line ?? ''}`.trim(),
        sport: found.match.gameType,
        eventId: found.match.gameId,
        delaySeconds: delays.get(found.match.gameId) ?? 0,
        minStakeFen: 1_000,
        maxStakeFen: 5_000_000,
        newHandicap: false,
      };
    },
    onResult(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resultOf: (gameId) => Promise.resolve(results.get(gameId) ?? null),
    pendingResults: () =>
      Promise.resolve([...results.values()].filter((r) => (settled.get(r.gameId) ?? 0) < r.revision)),
    markSettled(gameId, revision) {
      settled.set(gameId, revision);
      return Promise.resolve();
    },
  };

  return {
    api,
    addMatch(match: Match, delaySeconds = 0) {
      matches.set(match.gameId, match);
      delays.set(match.gameId, delaySeconds);
    },
    addOutright(gameId: string, options: Record<string, number>) {
      outrights.set(gameId, { status: 'open', options });
    },
    setOdds(gameId: string, w: string, line: number | null, r: string, odds: number) {
      const m = matches.get(gameId)?.markets.find((x) => x.w === w && x.line === line);
      const s = m?.selections.find((x) => x.r === r);
      if (!s) throw new Error('no such selection');
      s.odds = odds;
    },
    setStatus(gameId: string, status: 'open' | 'suspended' | 'closed') {
      for (const m of matches.get(gameId)?.markets ?? []) m.status = status;
    },
    publish(result: Partial<FinalResult> & { gameId: string }) {
      const prev = results.get(result.gameId);
      const full: FinalResult = {
        hgid: matches.get(result.gameId)?.hgid ?? null,
        sport: 'FT',
        status: 'finished',
        ft: [0, 0],
        // A void names a half-time score only when it came after a completed first half (its plays stand).
        ht: result.status === 'void' ? null : [0, 0],
        sets: [],
        winner: null,
        voidCode: null,
        voidReason: null,
        ...result,
        revision: (prev?.revision ?? 0) + 1,
      };
      results.set(result.gameId, full);
      for (const l of listeners) l(full);
    },
  };
};

/** A market with its selections at the given odds. */
export const market = (
  gameId: string,
  w: Market['w'],
  line: number | null,
  odds: Record<string, number>,
): Market => ({
  id: `${gameId}:${w}:${line ?? ''}`,
  w,
  line,
  main: true,
  status: 'open',
  minStake: '10.00',
  maxStake: '50000.00',
  selections: Object.entries(odds).map(([r, o]) => ({ r, odds: o })),
});

/**
 * The daily-cap tests' one bet: a football match (id `${prefix}…`, unique per process) whose home win is
 * priced 2.10, ¥100 on it (¥110 of winnings if it wins), and the 2-0 result that makes it win.
 */
export const homeWinBets = (feed: () => ReturnType<typeof createFakeFeed>, prefix: string) => {
  let next = 1;
  return {
    newGame: (): string => {
      const id = `${prefix}${process.pid % 1000}x${next++}`;
      feed().addMatch(fakeMatch(id, 'FT', [market(id, 'M', null, { H: 2.1, N: 3.2, C: 3.5 })]));
      return id;
    },
    homeWin: (gameId: string): PlaceBetRequest => ({
      ticket_id: `${prefix.toLowerCase()}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`,
      type: 'single',
      stake: '100',
      oddsType: 'E',
      acceptOdds: 'better',
      legs: [{ gameId, w: 'M', r: 'H', line: null, odds: 2.1 }],
    }),
    homeWon: (gameId: string): FinalResult => ({
      gameId,
      hgid: `${gameId}h`,
      sport: 'FT',
      status: 'finished',
      ft: [2, 0],
      ht: [1, 0],
      sets: [],
      winner: null,
      voidCode: null,
      voidReason: null,
      revision: 1,
    }),
  };
};
