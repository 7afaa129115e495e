import type { IntDistribution } from '../pricing/distribution.ts';
import { lineMarkets } from '../pricing/lines.ts';
import {
  offerOptions,
  type MarketPricing,
  type PricedMarket,
  type SportMarketSet,
} from '../pricing/offer.ts';
import type { Score } from '../settle/markets.ts';
import { HALF_LINE_HANDICAP, pushMoneyline, pushRaceScores } from './shared-markets.ts';

/**
 * Tennis from each player's probability of winning a point on serve, points independent (Barnett &
 * Clarke 2005, "Combining player statistics to predict outcomes of tennis matches", IMA J. Management
 * Mathematics 16:113-120; Newton & Keller 2005). Point -> game -> tiebreak -> set -> match:
 * - game: from points (a, b) by recursion; from deuce the server wins with p^2 / (p^2 + q^2);
 * - tiebreak to 7 (or 10) by 2: first point served by one player, then two each; from 6-6 each pair of
 *   points has one serve each, so the first to lead by two wins with pA qB / (pA qB + qA pB);
 * - set: games alternate serve, a tiebreak at 6-6; the next set opens with the player who received the
 *   set's last game (or, after a tiebreak, its first point);
 * - match: best of 3 or 5; the deciding set's tiebreak may be to 10 (Grand Slams since 2022).
 */

export type Player = 'home' | 'away';

const other = (player: Player): Player => (player === 'home' ? 'away' : 'home');

/** Probability the server wins a game from points (a, b), a = the server's points. */
export const gameWinProbability = (p: number, a = 0, b = 0): number => {
  const q = 1 - p;
  if (a >= 4 && a - b >= 2) return 1;
  if (b >= 4 && b - a >= 2) return 0;
  if (a >= 3 && b >= 3) {
    const deuce = (p * p) / (p * p + q * q);
    if (a === b) return deuce;
    return a > b ? p + q * deuce : p * deuce;
  }
  return p * gameWinProbability(p, a + 1, b) + q * gameWinProbability(p, a, b + 1);
};

/** Who serves point k (0-based) of a tiebreak whose first point `first` served. */
const tiebreakServer = (first: Player, k: number): Player =>
  ((k + 1) >> 1) % 2 === 0 ? first : other(first);

/**
 * Probability `home` wins a tiebreak to `target` from points (a, b) (home's first); `pHome` / `pAway` are
 * each player's point-win probability on their own serve; `first` served the tiebreak's first point.
 */
export const tiebreakWinProbability = (
  pHome: number,
  pAway: number,
  first: Player,
  target = 7,
  a = 0,
  b = 0,
): number => {
  const memo = new Map<number, number>();
  const win = (x: number, y: number): number => {
    if (x >= target && x - y >= 2) return 1;
    if (y >= target && y - x >= 2) return 0;
    const point = tiebreakServer(first, x + y) === 'home' ? pHome : 1 - pAway;
    if (x >= target - 1 && y >= target - 1) {
      const pair = pHome * (1 - pAway);
      const tied = pair / (pair + (1 - pHome) * pAway);
      if (x === y) return tied;
      return x > y ? point + (1 - point) * tied : point * tied;
    }
    const key = x * 64 + y;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = point * win(x + 1, y) + (1 - point) * win(x, y + 1);
    memo.set(key, value);
    return value;
  };
  return win(a, b);
};

/** One way a set can end: the set's games and who opens the next set. */
export interface SetEnding {
  readonly home: number;
  readonly away: number;
  readonly probability: number;
  readonly nextServer: Player;
}

export interface SetStart {
  readonly games: Score;
  /** Who serves the current game (in a tiebreak: the next point). */
  readonly server: Player;
  /** Points in the current game or tiebreak (home's first). */
  readonly points?: Score;
}

const finished = (h: number, a: number): boolean =>
  (h >= 6 || a >= 6) && (Math.abs(h - a) >= 2 || h + a === 13);

/** Every way a set ends from a state, with probabilities (forward over the games grid). */
export const setEndings = (
  pHome: number,
  pAway: number,
  start: SetStart,
  tiebreakTarget = 7,
): SetEnding[] => {
  const { games } = start;
  if (finished(games.home, games.away) || games.home > 7 || games.away > 7)
    throw new RangeError('set already over');
  const holdHome = gameWinProbability(pHome);
  const holdAway = gameWinProbability(pAway);
  const opened = games.home + games.away;
  const points = start.points ?? { home: 0, away: 0 };
  const inTiebreak = games.home === 6 && games.away === 6;
  // In a tiebreak `server` serves the next point; the game-level server is who served its first point.
  const k = points.home + points.away;
  const opener = inTiebreak && ((k + 1) >> 1) % 2 !== 0 ? other(start.server) : start.server;
  // Games alternate serve from the opener of the current game.
  const serverAt = (h: number, a: number): Player => ((h + a - opened) % 2 === 0 ? opener : other(opener));
  const mass = new Float64Array(8 * 8);
  mass[games.home * 8 + games.away] = 1;
  const endings: SetEnding[] = [];
  for (let t = opened; t <= 13; t += 1) {
    for (let h = 0; h <= 7; h += 1) {
      const a = t - h;
      if (a < 0 || a > 7) continue;
      const w = mass[h * 8 + a]!;
      if (w === 0) continue;
      if (finished(h, a)) {
        endings.push({ home: h, away: a, probability: w, nextServer: serverAt(h, a) });
        continue;
      }
      const server = serverAt(h, a);
      const isStart = t === opened;
      let homeWins: number;
      if (h === 6 && a === 6) {
        const pts = isStart ? points : { home: 0, away: 0 };
        homeWins = tiebreakWinProbability(pHome, pAway, server, tiebreakTarget, pts.home, pts.away);
      } else if (isStart) {
        const serverPoints = server === 'home' ? points.home : points.away;
        const receiverPoints = server === 'home' ? points.away : points.home;
        const hold = gameWinProbability(server === 'home' ? pHome : pAway, serverPoints, receiverPoints);
        homeWins = server === 'home' ? hold : 1 - hold;
      } else {
        homeWins = server === 'home' ? holdHome : 1 - holdAway;
      }
      mass[(h + 1) * 8 + a]! += w * homeWins;
      mass[h * 8 + a + 1]! += w * (1 - homeWins);
    }
  }
  return endings;
};

export interface TennisState {
  readonly sets: Score;
  /** Games won in the sets already finished (for the games markets). */
  readonly completedGames: Score;
  readonly games: Score;
  readonly points: Score;
  readonly server: Player;
}

export interface TennisOutcome {
  readonly homeWins: number;
  /** Probability of each final set score, keyed 'h-a'. */
  readonly setScores: Map<string, number>;
  readonly setMargin: IntDistribution;
  /** Home games minus away games over the match. */
  readonly gameMargin: IntDistribution;
  readonly totalGames: IntDistribution;
}

/** Games a side can win in a best-of-N match, plus one: the side of the games grid. */
const gridSide = (bestOf: 3 | 5): number => 7 * bestOf + 1;

interface Branch {
  readonly sets: Score;
  readonly server: Player;
  /** Probability over (home games, away games) gained from the start, index h * G + a. */
  readonly games: Float64Array;
}

const matchFrom = (
  pHome: number,
  pAway: number,
  bestOf: 3 | 5,
  decidingTiebreak: 7 | 10,
  state: TennisState,
): { setScores: Map<string, number>; gameGrid: Float64Array } => {
  const toWin = (bestOf + 1) / 2;
  const G = gridSide(bestOf);
  const setScores = new Map<string, number>();
  const gameGrid = new Float64Array(G * G);
  const cache = new Map<string, SetEnding[]>();
  const freshSet = (server: Player, deciding: boolean): SetEnding[] => {
    const key = `${server}${deciding}`;
    let endings = cache.get(key);
    if (!endings) {
      endings = setEndings(
        pHome,
        pAway,
        { games: { home: 0, away: 0 }, server },
        deciding ? decidingTiebreak : 7,
      );
      cache.set(key, endings);
    }
    return endings;
  };
  const start = new Float64Array(G * G);
  start[0] = 1;
  let frontier: Branch[] = [{ sets: state.sets, server: state.server, games: start }];
  let first = true;
  while (frontier.length > 0) {
    const next = new Map<string, Branch>();
    for (const branch of frontier) {
      const { sets } = branch;
      if (sets.home === toWin || sets.away === toWin) {
        let mass = 0;
        for (let i = 0; i < G * G; i += 1) {
          gameGrid[i]! += branch.games[i]!;
          mass += branch.games[i]!;
        }
        const key = `${sets.home}-${sets.away}`;
        setScores.set(key, (setScores.get(key) ?? 0) + mass);
        continue;
      }
      const deciding = sets.home + sets.away + 1 === bestOf;
      const endings = first
        ? setEndings(
            pHome,
            pAway,
            { games: state.games, server: state.server, points: state.points },
            deciding ? decidingTiebreak : 7,
          )
        : freshSet(branch.server, deciding);
      for (const end of endings) {
        const sets2 =
          end.home > end.away
            ? { home: sets.home + 1, away: sets.away }
            : { home: sets.home, away: sets.away + 1 };
        const key = `${sets2.home}-${sets2.away}-${end.nextServer}`;
        let target = next.get(key);
        if (!target) {
          target = { sets: sets2, server: end.nextServer, games: new Float64Array(G * G) };
          next.set(key, target);
        }
        for (let h = 0; h + end.home < G; h += 1) {
          for (let a = 0; a + end.away < G; a += 1) {
            const w = branch.games[h * G + a]!;
            if (w !== 0) target.games[(h + end.home) * G + a + end.away]! += w * end.probability;
          }
        }
      }
    }
    frontier = [...next.values()];
    first = false;
  }
  return { setScores, gameGrid };
};

/**
 * Match outcome from serve probabilities. Pre-match the first server is unknown (a coin toss), so both
 * orders are averaged; in play the state says who serves.
 */
export const tennisMatch = (
  pHome: number,
  pAway: number,
  bestOf: 3 | 5 = 3,
  state?: TennisState,
  decidingTiebreak: 7 | 10 = 7,
): TennisOutcome => {
  for (const p of [pHome, pAway])
    if (!(p > 0 && p < 1)) throw new RangeError('serve probabilities must be in (0, 1)');
  const zero = { home: 0, away: 0 };
  const starts: [TennisState, number][] = state
    ? [[state, 1]]
    : [
        [{ sets: zero, completedGames: zero, games: zero, points: zero, server: 'home' }, 0.5],
        [{ sets: zero, completedGames: zero, games: zero, points: zero, server: 'away' }, 0.5],
      ];
  const toWin = (bestOf + 1) / 2;
  const G = gridSide(bestOf);
  const setScores = new Map<string, number>();
  const gameGrid = new Float64Array(G * G);
  for (const [s, weight] of starts) {
    const part = matchFrom(pHome, pAway, bestOf, decidingTiebreak, s);
    for (const [k, v] of part.setScores) setScores.set(k, (setScores.get(k) ?? 0) + weight * v);
    for (let i = 0; i < G * G; i += 1) gameGrid[i]! += weight * part.gameGrid[i]!;
  }
  // Games already won in finished sets shift the game distributions (the current set's are in the grid).
  const done = state?.completedGames ?? zero;
  const gameMargin = new Float64Array(2 * G - 1);
  const totalGames = new Float64Array(2 * G - 1);
  for (let h = 0; h < G; h += 1) {
    for (let a = 0; a < G; a += 1) {
      const w = gameGrid[h * G + a]!;
      gameMargin[h - a + G - 1]! += w;
      totalGames[h + a]! += w;
    }
  }
  const setMargin = new Float64Array(2 * toWin + 1);
  let homeWins = 0;
  for (const [k, v] of setScores) {
    const [h, a] = k.split('-').map(Number) as [number, number];
    setMargin[h - a + toWin]! += v;
    if (h === toWin) homeWins += v;
  }
  return {
    homeWins,
    setScores,
    setMargin: { min: -toWin, p: setMargin },
    gameMargin: { min: done.home - done.away - (G - 1), p: gameMargin },
    totalGames: { min: done.home + done.away, p: totalGames },
  };
};

export interface TennisInput extends MarketPricing {
  /** Probability the home player wins a point on their own serve. */
  readonly pServeHome: number;
  /** Probability the away player wins a point on their own serve. */
  readonly pServeAway: number;
  readonly bestOf?: 3 | 5;
  /** Deciding-set tiebreak to 7 (default) or 10 points. */
  readonly decidingTiebreak?: 7 | 10;
  readonly inPlay?: TennisState;
}

/** Match winner, set handicap, set score, games handicap and total games. */
export const priceTennis = (input: TennisInput): SportMarketSet => {
  const bestOf = input.bestOf ?? 3;
  const o = tennisMatch(
    input.pServeHome,
    input.pServeAway,
    bestOf,
    input.inPlay,
    input.decidingTiebreak ?? 7,
  );
  const markets: PricedMarket[] = [];
  pushMoneyline(input, o.homeWins, 1 - o.homeWins, markets);
  lineMarkets(o.setMargin, 'ah', 'FT', undefined, HALF_LINE_HANDICAP, offerOptions(input, 'ah'), markets);
  pushRaceScores(input, o.setScores, (bestOf + 1) / 2, markets);
  lineMarkets(
    o.gameMargin,
    'ah',
    'FT',
    'games',
    { step: 1, offset: 0.5, alternatives: 2 },
    offerOptions(input, 'ah'),
    markets,
  );
  lineMarkets(
    o.totalGames,
    'ou',
    'FT',
    'games',
    { step: 1, offset: 0.5, altStep: 2, alternatives: 2 },
    offerOptions(input, 'ou'),
    markets,
  );
  return { markets };
};
