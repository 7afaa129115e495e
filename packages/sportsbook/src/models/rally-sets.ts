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
 * Rally-point set sports (volleyball, table tennis): every rally is won by the home side with a constant
 * probability p, whoever serves (a simplification: serve effects average out over a set). A set is a race
 * to `target` points won by 2; from deuce (target-1 all) the set lasts 2 + 2j more points with probability
 * (2pq)^j, ending home with p^2 and away with q^2 (the same geometric series as a tennis deuce). A match
 * is best of N sets; the deciding set may have its own target (volleyball: 15).
 */
export interface RallyFormat {
  readonly bestOf: number;
  readonly target: number;
  readonly decidingTarget: number;
}

/** P(set ends with the home side winning and t points played) and the same for the away side. */
export interface SetEnd {
  readonly home: Float64Array;
  readonly away: Float64Array;
}

const DEUCE_TAIL = 1e-13;

/** How a set ends from points (a, b): by winner and total points played in the set. */
export const setEnd = (p: number, target: number, a = 0, b = 0): SetEnd => {
  const q = 1 - p;
  const cycle = 2 * p * q;
  const cycles = Math.max(1, Math.ceil(Math.log(DEUCE_TAIL) / Math.log(Math.max(cycle, 1e-300))));
  const length = Math.max(a, b, target) * 2 + 2 * cycles + 4;
  const home = new Float64Array(length);
  const away = new Float64Array(length);
  const deuce = (mass: number, points: number) => {
    let weight = mass;
    for (let j = 0; j <= cycles && points + 2 * j + 2 < length; j += 1) {
      home[points + 2 * j + 2]! += weight * p * p;
      away[points + 2 * j + 2]! += weight * q * q;
      weight *= cycle;
    }
  };
  if ((a >= target || b >= target) && Math.abs(a - b) >= 2)
    throw new RangeError(`set already over at ${a}-${b}`);
  // In the deuce zone: tied is deuce, one ahead is an advantage.
  if (a >= target - 1 && b >= target - 1) {
    if (a === b) deuce(1, a + b);
    else if (a > b) {
      home[a + b + 1]! += p;
      deuce(q, a + b + 1);
    } else {
      away[a + b + 1]! += q;
      deuce(p, a + b + 1);
    }
    return { home, away };
  }
  // Forward over the score grid up to target-1 all.
  const side = target + 1;
  const mass = new Float64Array(side * side);
  mass[a * side + b] = 1;
  for (let t = a + b; t <= 2 * target; t += 1) {
    for (let i = a; i <= Math.min(t - b, target); i += 1) {
      const j = t - i;
      if (j < b || j > target) continue;
      const w = mass[i * side + j]!;
      if (w === 0) continue;
      if (i === target) home[t]! += w;
      else if (j === target) away[t]! += w;
      else if (i === target - 1 && j === target - 1) deuce(w, t);
      else {
        mass[(i + 1) * side + j]! += w * p;
        mass[i * side + j + 1]! += w * q;
      }
    }
  }
  return { home, away };
};

export const setWinProbability = (p: number, target: number, a = 0, b = 0): number =>
  setEnd(p, target, a, b).home.reduce((s, x) => s + x, 0);

export interface RallyMatchOutcome {
  /** Probability of each final set score, keyed 'h-a'. */
  readonly setScores: Map<string, number>;
  /** Home sets minus away sets. */
  readonly setMargin: IntDistribution;
  /** Total points over the match (points already played included). */
  readonly totalPoints: IntDistribution;
}

export interface RallyState {
  readonly sets: Score;
  readonly points: Score;
  /** Points played in the sets already finished. */
  readonly pointsPlayed: number;
}

/** Probability below which a point count is left out of a convolution (far below any price's precision). */
const NEGLIGIBLE = 1e-16;

/** First and last index holding more than `floor` (a set's ends start at `target` points). */
const support = (p: Float64Array, floor = 0): [number, number] => {
  let from = 0;
  while (from < p.length - 1 && p[from]! <= floor) from += 1;
  let to = p.length - 1;
  while (to > from && p[to]! <= floor) to -= 1;
  return [from, to];
};

/** Best-of-N match distribution from a state (0-0 when absent). */
export const rallyMatch = (p: number, format: RallyFormat, state?: RallyState): RallyMatchOutcome => {
  if (!(p > 0 && p < 1)) throw new RangeError('rally probability must be in (0, 1)');
  const toWin = (format.bestOf + 1) / 2;
  if (!Number.isInteger(toWin)) throw new RangeError('bestOf must be odd');
  const start = state?.sets ?? { home: 0, away: 0 };
  if (start.home >= toWin || start.away >= toWin) throw new RangeError('the match is already over');
  // Set ends: the set in progress, then fresh sets (the same for every later state, so computed once).
  const inSet = state?.points ?? { home: 0, away: 0 };
  const targetOf = (sh: number, sa: number) =>
    sh + sa + 1 === format.bestOf ? format.decidingTarget : format.target;
  const current = setEnd(p, targetOf(start.home, start.away), inSet.home, inSet.away);
  const fresh = new Map<number, SetEnd>();
  const freshEnd = (target: number): SetEnd => {
    let end = fresh.get(target);
    if (!end) {
      end = setEnd(p, target);
      fresh.set(target, end);
    }
    return end;
  };
  const longest = Math.max(freshEnd(format.target).home.length, freshEnd(format.decidingTarget).home.length);
  // Points from now on, index 0 = the points already played in finished sets.
  const maxPoints = current.home.length + (format.bestOf - 1) * longest;
  // by[sh-sa] = distribution of points played from now when the set score is sh-sa.
  const by = new Map<string, Float64Array>();
  const key = (h: number, a: number) => `${h}-${a}`;
  const initial = new Float64Array(maxPoints);
  initial[0] = 1;
  by.set(key(start.home, start.away), initial);
  const setScores = new Map<string, number>();
  const margin = new Float64Array(2 * toWin + 1);
  const total = new Float64Array(maxPoints);
  for (let played = start.home + start.away; played < 2 * toWin; played += 1) {
    for (let sh = start.home; sh <= Math.min(played - start.away, toWin); sh += 1) {
      const sa = played - sh;
      const dist = by.get(key(sh, sa));
      if (!dist) continue;
      if (sh === toWin || sa === toWin) {
        let mass = 0;
        for (let t = 0; t < maxPoints; t += 1) {
          total[t]! += dist[t]!;
          mass += dist[t]!;
        }
        setScores.set(key(sh, sa), mass);
        margin[sh - sa + toWin]! += mass;
        continue;
      }
      const end = played === start.home + start.away ? current : freshEnd(targetOf(sh, sa));
      // Only the span holding non-negligible probability is convolved: the deuce tails widen it by ~90
      // points a set, and over the whole array a best-of-7 price cost ~30 ms before the optimiser warmed
      // up, long enough to stall the server's event loop (measured).
      const [lo, hi] = support(dist, NEGLIGIBLE);
      for (const [winner, ends] of [
        [key(sh + 1, sa), end.home] as const,
        [key(sh, sa + 1), end.away] as const,
      ]) {
        const next = by.get(winner) ?? new Float64Array(maxPoints);
        const [from, to] = support(ends, NEGLIGIBLE);
        for (let t = lo; t <= hi; t += 1) {
          const w = dist[t]!;
          const last = Math.min(to, maxPoints - 1 - t);
          for (let k = from; k <= last; k += 1) next[t + k]! += w * ends[k]!;
        }
        by.set(winner, next);
      }
    }
  }
  const [lo, hi] = support(total);
  return {
    setScores,
    setMargin: { min: -toWin, p: margin },
    totalPoints: { min: (state?.pointsPlayed ?? 0) + lo, p: total.slice(lo, hi + 1) },
  };
};

export interface RallySportInput extends MarketPricing {
  /** Probability the home side wins a rally. */
  readonly pointProbability: number;
  readonly inPlay?: RallyState;
}

/** Moneyline, set handicap, total sets, set score and total points for a rally-point set sport. */
export const priceRallySport = (input: RallySportInput, format: RallyFormat): SportMarketSet => {
  const outcome = rallyMatch(input.pointProbability, format, input.inPlay);
  const toWin = (format.bestOf + 1) / 2;
  const markets: PricedMarket[] = [];
  const homeWins = [...outcome.setScores].reduce((s, [k, v]) => (k.startsWith(`${toWin}-`) ? s + v : s), 0);
  pushMoneyline(input, homeWins, 1 - homeWins, markets);
  lineMarkets(
    outcome.setMargin,
    'ah',
    'FT',
    undefined,
    HALF_LINE_HANDICAP,
    offerOptions(input, 'ah'),
    markets,
  );
  pushRaceScores(input, outcome.setScores, toWin, markets);
  lineMarkets(
    outcome.totalPoints,
    'ou',
    'FT',
    'points',
    { step: 1, offset: 0.5, altStep: 4, alternatives: 2 },
    offerOptions(input, 'ou'),
    markets,
  );
  return { markets };
};
