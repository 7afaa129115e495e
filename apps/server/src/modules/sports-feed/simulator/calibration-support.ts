import type { SportCode } from '@qilin/contract';
import {
  legMultiplier,
  settleSelection,
  type FinalScore,
  type LineResult,
  type PricedMarket,
} from '@qilin/sportsbook';
import { modelMarkets } from '../pricing.ts';
import { kickOff, newState, step, type Fixture, type MatchState } from './match-state.ts';
import { regulationScoreOf } from './regulation-score.ts';
import { createRng } from './rng.ts';
import { SPORTS } from './sports.ts';

/**
 * Helpers of the simulator's calibration test (calibration.test.ts) and bench
 * (bench/sports-simulator-ev.bench.ts): fixtures like the leagues', matches played straight through the
 * match-state machine, settlement as the sportsbook settles, and running sums.
 */

/**
 * `n` fixtures of a sport drawing their strengths from `profiles` fixtures with the leagues' spread
 * (ratings 0.15-1 down a table, tempo +-10%): each profile is priced once and played n / profiles times,
 * every match with its own game id (the simulator's random stream).
 */
export const sampleFixtures = (
  sport: SportCode,
  n: number,
  profiles: number,
  seed: string,
  leagueId = 'CAL',
): Fixture[] => {
  const rng = createRng(`calibration:${seed}:${sport}`);
  const strengths = Array.from({ length: profiles }, () => ({
    ratingH: 0.15 + 0.85 * rng.next(),
    ratingC: 0.15 + 0.85 * rng.next(),
    tempo: 0.9 + 0.2 * rng.next(),
  }));
  return Array.from({ length: n }, (_, i) => ({
    gameId: String(100_000_000 + ((rng.next() * 899_999_999) | 0)),
    hgid: String(1_000_000_000 + i),
    sport,
    leagueId,
    league: 'calibration',
    teamH: `H${i % profiles}`,
    teamC: `C${i % profiles}`,
    startTime: new Date(0),
    hot: false,
    ...strengths[i % profiles]!,
  }));
};

/** Where a step started: its period, game seconds into it, the half's stoppage, and the score. */
export interface StepStart {
  period: number;
  elapsed: number;
  stoppage: number;
  score: readonly [number, number];
}

/**
 * Plays a match from kick-off to the end, `dt` game seconds a step (the runner's slices are 10); `watch`
 * sees each live step's start and the state after it.
 */
export const playOut = (
  fixture: Fixture,
  dt: number,
  watch?: (start: StepStart, state: MatchState) => void,
): MatchState => {
  // A fixed secret per game id: the checks are seeded, so they say the same thing on every run.
  const state = newState(`calibration:${fixture.gameId}`);
  kickOff(state, SPORTS[fixture.sport], fixture);
  return playOn(fixture, state, dt, watch);
};

/** Plays `state` on to the end of its match (see playOut). */
export const playOn = (
  fixture: Fixture,
  state: MatchState,
  dt: number,
  watch?: (start: StepStart, state: MatchState) => void,
): MatchState => {
  const sport = SPORTS[fixture.sport];
  for (let guard = 0; state.status !== 'finished'; guard += 1) {
    if (guard > 1_000_000) throw new Error(`match ${fixture.gameId} never ended`);
    const start = { ...state, score: [state.score[0], state.score[1]] as const };
    step(sport, fixture, state, dt);
    if (start.status === 'live') watch?.(start, state);
  }
  return state;
};

/** The final score as settlement reads a result (sportsbook/leg-result.ts): set sports with their tallies. */
export const finalScoreOf = (fixture: Fixture, state: MatchState): FinalScore => {
  const pair = ([home, away]: readonly [number, number]) => ({ home, away });
  // Ice hockey's 1X2 settles on regulation's score, as the published result carries it.
  const regulation = regulationScoreOf(SPORTS[fixture.sport], state);
  const final = {
    FT: pair(state.score),
    HT: pair(state.ht ?? state.score),
    ...(regulation ? { REG: pair(regulation) } : {}),
  };
  if (SPORTS[fixture.sport].kind !== 'sets') return final;
  const tally = pair([
    state.sets.reduce((s, set) => s + set[0], 0),
    state.sets.reduce((s, set) => s + set[1], 0),
  ]);
  return { ...final, games: tally, points: tally };
};

/** Share of the stake won and lost by a result (a push neither). */
export const stakeShares = (result: LineResult): { won: number; lost: number } => {
  switch (result) {
    case 'W':
      return { won: 1, lost: 0 };
    case 'LW':
      return { won: 0.5, lost: 0 };
    case 'LL':
      return { won: 0, lost: 0.5 };
    case 'L':
      return { won: 0, lost: 1 };
    default:
      return { won: 0, lost: 0 };
  }
};

/** Running sums of a sample: mean, its standard error, and the z of the mean against a value. */
export class Tally {
  n = 0;
  sum = 0;
  squares = 0;
  add(x: number): void {
    this.n += 1;
    this.sum += x;
    this.squares += x * x;
  }
  get mean(): number {
    return this.sum / this.n;
  }
  /** Standard error of the mean (sample variance / n). */
  get se(): number {
    return Math.sqrt(Math.max(0, this.squares / this.n - this.mean ** 2) / this.n);
  }
  z(expected = 0): number {
    return (this.mean - expected) / this.se;
  }
}

/** Adds `x` to the tally under `key`. */
export const tallyInto = (tallies: Map<string, Tally>, key: string, x: number): void => {
  let t = tallies.get(key);
  if (!t) {
    t = new Tally();
    tallies.set(key, t);
  }
  t.add(x);
};

/** The winner, handicap and total markets of a match in a state (full and half time, every count). */
export const mainMarkets = (fixture: Fixture, state: MatchState = newState()): PricedMarket[] =>
  modelMarkets(fixture, state).filter((m) => ['1x2', 'ml', 'ah', 'ou'].includes(m.market.kind));

/** How one priced selection did on a final score. */
export interface SelectionOutcome {
  /** Market kind, count, period, the line's place from the main line and the selection: `ah:FT:-1:home`. */
  key: string;
  /**
   * The stake share it won minus its fair push-free probability times the share decided (a push decides
   * none): zero on average exactly when the results follow the prices (a 1X2 leg: won - p).
   */
  residual: number;
  /** Return per unit stake at the offered odds (W = D, LW = (1 + D) / 2, P = 1, LL = 1/2, L = 0). */
  payout: number;
}

const familyOf = (m: PricedMarket): string => {
  const d = m.market;
  return `${d.kind}${'count' in d && d.count ? `:${d.count}` : ''}:${d.period}`;
};
const lineOf = (m: PricedMarket): number => ('line' in m.market ? m.market.line : 0);

/** Each market's key prefix: family and the line's place from its main line (0 main, -1 / +1 next). */
const placesOf = new WeakMap<readonly PricedMarket[], string[]>();
const keysOf = (markets: readonly PricedMarket[]): string[] => {
  let keys = placesOf.get(markets);
  if (keys) return keys;
  const lines = new Map<string, number[]>();
  const main = new Map<string, number>();
  for (const m of markets) {
    lines.set(familyOf(m), [...(lines.get(familyOf(m)) ?? []), lineOf(m)]);
    if (m.main) main.set(familyOf(m), lineOf(m));
  }
  keys = markets.map((m) => {
    const sorted = [...lines.get(familyOf(m))!].sort((a, b) => a - b);
    const place = sorted.indexOf(lineOf(m)) - sorted.indexOf(main.get(familyOf(m)) ?? lineOf(m));
    return `${familyOf(m)}:${place}`;
  });
  placesOf.set(markets, keys);
  return keys;
};

/** Every selection of `markets`, settled on the final score as the sportsbook settles it. */
export const settleAll = (markets: readonly PricedMarket[], final: FinalScore): SelectionOutcome[] => {
  const keys = keysOf(markets);
  const out: SelectionOutcome[] = [];
  markets.forEach((m, i) => {
    for (const o of m.outcomes) {
      const result = settleSelection(m.market, o.selection, final);
      const { won, lost } = stakeShares(result);
      out.push({
        key: `${keys[i]}:${o.selection}`,
        residual: won - o.probability * (won + lost),
        payout: legMultiplier(o.odds, result),
      });
    }
  });
  return out;
};
