import { stakeLimitsYuan } from './stake-limits.ts';
import type { Market, MarketStatus, PlayCode } from '@qilin/contract';
import {
  marketOfPlay,
  playOfMarket,
  playOfSetMarket,
  priceAmericanFootball,
  priceBasketball,
  priceBaseball,
  priceFootballMarkets,
  priceIceHockey,
  priceOtherSport,
  priceRugbyUnion,
  priceSnooker,
  priceTableTennis,
  priceTennis,
  priceVolleyball,
  selectionCode,
  type MarketDescriptor,
  type MarketPricing,
  type PlayFamily,
  type PricedMarket,
  type SportMarketSet,
} from '@qilin/sportsbook';
import { playFamily } from './play-family.ts';
import { DIXON_COLES_RHO, footballModelMinute, RED_CARD_SCORING } from './simulator/football-goals.ts';
import { automaticRunnerOf, goldenPointOf, maxInningsOf } from './simulator/leagues.ts';
import {
  expectedScores,
  rallyWinProbability,
  unitWinProbability,
  type Fixture,
  type MatchState,
} from './simulator/match-state.ts';
import { regulationSeconds, SPORTS, type SportDef } from './simulator/sports.ts';
import { currentServer, serveWinProbabilities } from './simulator/tennis-games.ts';
import { timedInPlay } from './timed-in-play.ts';

/**
 * The feed's markets, priced by @qilin/sportsbook from the simulator's state: the package's descriptors
 * become the contract's markets through the play codes of play-family.ts (the same mapping settlement uses).
 */

/** 5% overround on every market; correct scores carry more (long shots, as books price them). */
const PRICING: MarketPricing = { marginPct: 5, marginByKind: { cs: 15 } };
/** Plays offered before kick-off only (they close at kick-off). */
export const PRE_MATCH_ONLY: readonly PlayCode[] = ['EO'];

export const marketId = (eventId: string, w: PlayCode, line: number | null) =>
  `${eventId}:${w}:${line ?? ''}`;

/** A score as the package takes it. */
const score = ([home, away]: readonly [number, number]) => ({ home, away });
const sum = (sets: readonly (readonly [number, number])[], side: 0 | 1) =>
  sets.reduce((s, set) => s + set[side], 0);

const football = (sport: SportDef, f: Fixture, state: MatchState, pre: boolean) => {
  const [eh, ec] = expectedScores(sport, f);
  // A red card lowers the side's scoring rate for the rest of the match.
  const cut = (side: 0 | 1) => RED_CARD_SCORING ** state.redCards[side];
  return priceFootballMarkets({
    ...PRICING,
    homeGoals: eh * cut(0),
    awayGoals: ec * cut(1),
    // The simulated world's goals carry the Dixon–Coles dependence (simulator/football-goals.ts).
    rho: DIXON_COLES_RHO,
    // The model's minute, where stoppage time stretches its half as the simulator plays it.
    ...(pre ? {} : { inPlay: { minute: footballModelMinute(sport, state), score: score(state.score) } }),
  });
};

const timed = (sport: SportDef, f: Fixture, state: MatchState, pre: boolean): SportMarketSet => {
  const [eh, ec] = expectedScores(sport, f);
  const live = pre ? null : timedInPlay(sport, f, state, eh + ec);
  if (!pre && !live) return { markets: [] };
  const inPlay = live ? { inPlay: live } : {};
  const points = { ...PRICING, supremacy: eh - ec, total: eh + ec, ...inPlay };
  const spreads = { sdMargin: sport.sdMargin, sdTotal: sport.sdTotal };
  switch (sport.code) {
    case 'BK':
      return priceBasketball({
        ...points,
        ...spreads,
        gameMinutes: regulationSeconds(sport) / 60,
        overtimeMinutes: sport.overtimeSeconds / 60,
      });
    case 'AF':
      return priceAmericanFootball({ ...points, ...spreads });
    case 'IH':
      // A level regulation is played off (overtime, shoot-out) unless the sport keeps draws. Once regulation
      // is over (the break before overtime, overtime itself) the model has its 60 minutes played: the 1X2,
      // puck line and total are decided and close; the play-off's moneyline is left, which the feed has no
      // play for (M is the 1X2), so nothing is offered until the result, as in American football's overtime.
      return priceIceHockey({
        ...PRICING,
        homeGoals: eh,
        awayGoals: ec,
        overtime: !sport.draws,
        ...(!pre && state.period > sport.periods
          ? { inPlay: { elapsedMinutes: regulationSeconds(sport) / 60, score: score(state.score) } }
          : inPlay),
      });
    case 'RU':
      // The 1X2 settles on the 80 minutes; the lines on the final score, with golden point's where the
      // league plays it (Super Rugby), as the simulator does.
      return priceRugbyUnion({ ...points, ...spreads, goldenPoint: goldenPointOf(f.leagueId) });
    default:
      return priceOtherSport({
        ...points,
        ...spreads,
        gameMinutes: regulationSeconds(sport) / 60,
        draws: sport.draws,
      });
  }
};

const baseball = (sport: SportDef, f: Fixture, state: MatchState, pre: boolean): SportMarketSet => {
  // The simulator plays the real rules the model prices (simulator/baseball-runs.ts): extra innings are
  // priced like any other, from the inning, half and outs.
  const [eh, ec] = expectedScores(sport, f);
  // The simulator plays each half-inning in periodSeconds / 2 with no outs counted, its runs spread evenly
  // over that time: outs follow its clock, in fractions, so the half-inning left is the simulator's.
  const halfSeconds = sport.periodSeconds / 2;
  const outs = Math.min(3, (3 * state.elapsed) / halfSeconds);
  // A league whose ties stand after an inning (NPB) is priced with them; the moneyline pushes on a tie.
  const maxInnings = maxInningsOf(f.leagueId);
  return priceBaseball({
    ...PRICING,
    homeRuns: eh,
    awayRuns: ec,
    ...(maxInnings === undefined ? {} : { maxInnings }),
    // MLB's extra innings start with a runner on second, as the simulator plays them.
    automaticRunner: automaticRunnerOf(f.leagueId),
    ...(pre
      ? {}
      : {
          inPlay: {
            inning: Math.max(1, state.period),
            half: state.current[0] === 0 ? ('top' as const) : ('bottom' as const),
            outs,
            score: score(state.score),
            halfRuns: state.halfRuns ?? 0,
          },
        }),
  });
};

const sets = (sport: SportDef, f: Fixture, state: MatchState, pre: boolean) => {
  const p = unitWinProbability(sport, f);
  const setScore = score(state.score);
  switch (sport.code) {
    case 'TN': {
      // The simulator plays points on serve with these probabilities (simulator/tennis-games.ts).
      const [pServeHome, pServeAway] = serveWinProbabilities(p);
      const done = { home: sum(state.sets, 0), away: sum(state.sets, 1) };
      return priceTennis({
        ...PRICING,
        pServeHome,
        pServeAway,
        bestOf: sport.setsToWin === 3 ? 5 : 3,
        ...(pre
          ? {}
          : {
              inPlay: {
                sets: setScore,
                completedGames: done,
                games: score(state.current),
                points: { home: 0, away: 0 },
                server: currentServer(f, state) === 0 ? ('home' as const) : ('away' as const),
              },
            }),
      });
    }
    case 'SK':
      return priceSnooker({
        ...PRICING,
        frameProbability: p,
        bestOf: 2 * sport.setsToWin - 1,
        ...(pre ? {} : { inPlay: { frames: setScore } }),
      });
    default: {
      // The simulator's rally probability (simulator/match-state.ts stepSets).
      const rally = {
        ...PRICING,
        pointProbability: rallyWinProbability(p),
        ...(pre
          ? {}
          : {
              inPlay: {
                sets: setScore,
                points: score(state.current),
                pointsPlayed: sum(state.sets, 0) + sum(state.sets, 1),
              },
            }),
      };
      return sport.code === 'VB'
        ? priceVolleyball(rally)
        : priceTableTennis({ ...rally, bestOf: sport.setsToWin === 3 ? 5 : 7 });
    }
  }
};

const sameMarket = (a: MarketDescriptor, b: MarketDescriptor) =>
  a.kind === b.kind &&
  a.period === b.period &&
  ('line' in a ? a.line : null) === ('line' in b ? b.line : null) &&
  ('count' in a ? a.count : undefined) === ('count' in b ? b.count : undefined);

/**
 * A priced market as the contract's market, or null when the feed has no play code that settles it the
 * same way (the code must map back to the very descriptor: a 1X2 sport's draw-no-bet moneyline, say).
 */
const toMarket = (priced: PricedMarket, family: PlayFamily, f: Fixture): Omit<Market, 'status'> | null => {
  const d = priced.market;
  const w = family.family === 'sets' ? playOfSetMarket(d) : playOfMarket(d);
  if (!w) return null;
  const line = 'line' in d ? d.line : null;
  if (!sameMarket(marketOfPlay(w, line, family), d)) return null;
  return {
    id: marketId(d.period === 'HT' ? f.hgid : f.gameId, w, line),
    w,
    line,
    main: priced.main,
    ...stakeLimitsYuan(w, priced.main),
    selections: priced.outcomes.map((o) => ({ r: selectionCode(o.selection), odds: o.odds })),
  };
};

type Unpriced = Omit<Market, 'status'>[];

/**
 * The package's markets of a match in its state, with their fair probabilities (what the simulator is
 * calibrated against, simulator/calibration.test.ts). Throws a RangeError where a model refuses the state.
 */
export const modelMarkets = (fixture: Fixture, state: MatchState): PricedMarket[] => {
  const sport = SPORTS[fixture.sport];
  const pre = state.status === 'pre';
  if (sport.code === 'FT' || sport.code === 'VF') return football(sport, fixture, state, pre).markets;
  if (sport.kind === 'innings') return baseball(sport, fixture, state, pre).markets;
  if (sport.kind === 'sets') return sets(sport, fixture, state, pre).markets;
  return timed(sport, fixture, state, pre).markets;
};

const price = (fixture: Fixture, state: MatchState): Unpriced => {
  const pre = state.status === 'pre';
  let priced: PricedMarket[];
  try {
    priced = modelMarkets(fixture, state);
  } catch (error) {
    // The models refuse states they cannot price (a decided set score, say): offer nothing rather than
    // a wrong price; the next change of state prices again.
    if (error instanceof RangeError) return [];
    throw error;
  }
  const family = playFamily(fixture.sport);
  const out: Unpriced = [];
  const seen = new Set<string>();
  for (const p of priced) {
    const m = toMarket(p, family, fixture);
    if (!m || seen.has(m.id) || (!pre && PRE_MATCH_ONLY.includes(m.w))) continue;
    seen.add(m.id);
    out.push(m);
  }
  return out;
};

/**
 * Set sports are priced by recursions over the games/points still to play (1-2.5 ms a price) and their
 * prices depend on the score only, not the clock: they are repriced only when the score changes.
 */
const cache = new WeakMap<Fixture, { key: string; markets: Unpriced }>();
const scoreKey = (state: MatchState) =>
  `${state.status === 'pre'}|${state.score.join('-')}|${state.current.join('-')}|${state.sets.length}`;

/** Every market of a match in its current state (empty once it is over). */
export const priceMatch = (fixture: Fixture, state: MatchState): Market[] => {
  if (state.status === 'finished' || state.status === 'void') return [];
  const pre = state.status === 'pre';
  const suspended = !pre && state.clock < state.suspendedUntil;
  const status: MarketStatus = suspended ? 'suspended' : 'open';
  let markets: Unpriced;
  if (SPORTS[fixture.sport].kind === 'sets') {
    const key = scoreKey(state);
    const hit = cache.get(fixture);
    markets = hit?.key === key ? hit.markets : price(fixture, state);
    if (hit?.key !== key) cache.set(fixture, { key, markets });
  } else markets = price(fixture, state);
  return markets.map((m) => ({ ...m, status }));
};
