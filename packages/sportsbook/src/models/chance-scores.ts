import type { IntDistribution } from '../pricing/distribution.ts';
import {
  chanceCount,
  chancesAfter,
  type ChancePlan,
  type ScoreValues,
  type SeenChance,
} from './scoring-chances.ts';

/**
 * The points a plan's chances still to come add (scoring-chances.ts), exactly: over the chance count, the
 * order of sides (a Markov chain from whoever has the first chance left: either, 1/2, when no score has been
 * seen) and each chance's points. The rugby and American football models price their margin and total on
 * them, lumps and pushes included.
 */

/** Whose the first chance left is: 0 home, 1 away. Every walk is made from each and mixed by their odds. */
type Side = 0 | 1;
const SIDES = [0, 1] as const;
/** Either side's, 1/2: the stationary start, where no score has shown who had the last chance. */
const EITHER = [0.5, 0.5] as const;

/**
 * P(j of k chances are home's) for each j, the order of sides a Markov chain that keeps the side with
 * `keep`, the first chance `first`'s.
 */
const homeChances = (k: number, keep: number, first: Side): Float64Array => {
  if (k === 0) return Float64Array.of(1);
  // [j * 2 + side of the last chance]
  let now = new Float64Array(2 * (k + 1));
  let next = new Float64Array(2 * (k + 1));
  now[(first === 0 ? 1 : 0) * 2 + first] = 1;
  for (let n = 1; n < k; n += 1) {
    next.fill(0);
    for (let j = 0; j <= n; j += 1) {
      const home = now[j * 2]!;
      const away = now[j * 2 + 1]!;
      next[(j + 1) * 2]! += home * keep + away * (1 - keep);
      next[j * 2 + 1]! += home * (1 - keep) + away * keep;
    }
    const swap = now;
    now = next;
    next = swap;
  }
  const out = new Float64Array(k + 1);
  for (let j = 0; j <= k; j += 1) out[j] = now[j * 2]! + now[j * 2 + 1]!;
  return out;
};

/** A side's points after n = 0..upTo chances: each scores a value with probability `convert`, else 0. */
const sidePoints = (convert: number, values: ScoreValues, upTo: number): Float64Array[] => {
  const out = [Float64Array.of(1)];
  const { points, weights, top } = valueArrays(values);
  for (let n = 1; n <= upTo; n += 1) {
    const last = out[n - 1]!;
    const next = new Float64Array(last.length + top);
    for (let y = 0; y < last.length; y += 1) {
      const p = last[y]!;
      if (p === 0) continue;
      next[y]! += p * (1 - convert);
      const scored = p * convert;
      for (let i = 0; i < points.length; i += 1) next[y + points[i]!]! += scored * weights[i]!;
    }
    out.push(next);
  }
  return out;
};

/** The values and their weights as flat arrays, for the inner loops. */
const valueArrays = (values: ScoreValues) => {
  const points = Int32Array.from(values, ([v]) => v);
  return { points, weights: Float64Array.from(values, ([, w]) => w), top: Math.max(...points) };
};

/** The points chances add: home minus away, both together, and the total where the margin added is `level`. */
export interface ChanceScores {
  readonly margin: IntDistribution;
  readonly total: IntDistribution;
  /**
   * P(total added = x and margin added = level), when a `level` was asked for: the game ends level when the
   * score now is -level (what a level game's overtime adds to).
   */
  readonly totalAtLevel: IntDistribution | null;
}

/**
 * The points chances add, one chance after another, the first `first`'s, each side's counted with `signs`
 * (+1 +1: the total; +1 -1: home's margin): P(after n chances, the last one a side's, points = x), summed
 * over the sides, for n = 0..most. A step costs the width of its range: a whole game (~17 chances) is some
 * 10^4 operations.
 */
const chainPoints = (
  plan: ChancePlan,
  values: ScoreValues,
  most: number,
  signs: readonly [number, number],
  first: Side,
): IntDistribution[] => {
  const { points, weights, top } = valueArrays(values);
  const low = signs.some((sign) => sign < 0) ? top * most : 0;
  const size = low + top * most + 1;
  const out: IntDistribution[] = [{ min: 0, p: Float64Array.of(1) }];
  let last = [new Float64Array(size), new Float64Array(size)] as const;
  let next = [new Float64Array(size), new Float64Array(size)] as const;
  const before = [new Float64Array(size), new Float64Array(size)] as const;
  for (let n = 1; n <= most; n += 1) {
    // The range the points can reach after n - 1 chances.
    const from = low - (low > 0 ? top * (n - 1) : 0);
    const to = low + top * (n - 1);
    for (let x = from; x <= to; x += 1) {
      if (n === 1) {
        before[first][x] = x === low ? 1 : 0;
        before[first === 0 ? 1 : 0][x] = 0;
      } else {
        const home = last[0][x]!;
        const away = last[1][x]!;
        before[0][x] = home * plan.keep + away * (1 - plan.keep);
        before[1][x] = home * (1 - plan.keep) + away * plan.keep;
      }
    }
    for (const side of [0, 1] as const) {
      const into = next[side];
      into.fill(0, Math.max(0, from - top), Math.min(size, to + top + 1));
      const convert = plan.convert[side];
      const sign = signs[side];
      const start = before[side];
      for (let x = from; x <= to; x += 1) {
        const p = start[x]!;
        if (p === 0) continue;
        into[x]! += p * (1 - convert);
        const scored = p * convert;
        for (let i = 0; i < points.length; i += 1) into[x + sign * points[i]!]! += scored * weights[i]!;
      }
    }
    const swap = last;
    last = next;
    next = swap;
    const lo = Math.max(0, from - top);
    const p = new Float64Array(Math.min(size, to + top + 1) - lo);
    for (let x = 0; x < p.length; x += 1) p[x] = last[0][lo + x]! + last[1][lo + x]!;
    out.push({ min: lo - low, p });
  }
  return out;
};

/**
 * What was walked per plan: in play a match is priced on the same quote every few seconds and only the
 * count's and first side's weights move, so each plan's chains from either side first (and each side's
 * points after n chances, and the splits of k chances) are computed once, to the most chances asked for,
 * and reused. The plans used last are kept, a plan moving to the back of the queue each time it is used,
 * so the matches in play keep theirs while new quotes come and go. A walk costs ~0.3-0.7 ms and ~26 KB a
 * side first (American football before kick-off); once walked, a full American football market set prices
 * in ~55 µs median. With fewer plans kept than matches repriced in turn every price walks again: 64 kept in
 * order of arrival priced 100 American football matches in play at ~160 µs median
 * (bench/sportsbook-pricing.bench.ts). 256 kept: ~14 MB at most.
 */
interface Walked {
  /** By whose the first chance is: [home first, away first]. */
  margin: [IntDistribution[]?, IntDistribution[]?];
  total: [IntDistribution[]?, IntDistribution[]?];
  home?: Float64Array[];
  away?: Float64Array[];
  splits: [Float64Array[], Float64Array[]];
}
const walked = new Map<string, Walked>();
const WALKED_KEPT = 256;

const walkedFor = (plan: ChancePlan, values: ScoreValues): Walked => {
  const key = [plan.perSide, plan.shape, plan.keep, ...plan.convert, ...values.flat()].join(':');
  const known = walked.get(key);
  if (known) {
    // Used last, evicted last (a Map keeps insertion order).
    walked.delete(key);
    walked.set(key, known);
    return known;
  }
  if (walked.size >= WALKED_KEPT) walked.delete(walked.keys().next().value!);
  const made: Walked = { margin: [], total: [], splits: [[], []] };
  walked.set(key, made);
  return made;
};

/**
 * The plan's margin or total chains from either side first (`memo`: the plan's walks), walked to at least
 * `most` chances.
 */
const chainsFor = (
  memo: Walked,
  plan: ChancePlan,
  values: ScoreValues,
  most: number,
  kind: 'margin' | 'total',
): [IntDistribution[], IntDistribution[]] => {
  const chains = memo[kind];
  const walk = (first: Side) => {
    const known = chains[first];
    if (known && known.length > most) return known;
    const chain = chainPoints(plan, values, most, kind === 'margin' ? [1, -1] : [1, 1], first);
    chains[first] = chain;
    return chain;
  };
  return [walk(0), walk(1)];
};

/** The chains' distributions mixed by the chance count's weights and the first side's. */
const mixByCount = (
  chains: readonly [IntDistribution[], IntDistribution[]],
  count: IntDistribution,
  first: readonly [number, number],
): IntDistribution => {
  const parts: [IntDistribution, number][] = [];
  count.p.forEach((w, i) => {
    for (const side of SIDES)
      if (w * first[side] > 0) parts.push([chains[side][count.min + i]!, w * first[side]]);
  });
  const min = Math.min(...parts.map(([d]) => d.min));
  const max = Math.max(...parts.map(([d]) => d.min + d.p.length - 1));
  const p = new Float64Array(max - min + 1);
  for (const [d, w] of parts) for (let x = 0; x < d.p.length; x += 1) p[d.min - min + x]! += w * d.p[x]!;
  return { min, p };
};

/** P(total = x and home's points - away's = level) over the count, home's chances and each side's points. */
const totalWhere = (
  memo: Walked,
  plan: ChancePlan,
  values: ScoreValues,
  count: IntDistribution,
  level: number,
  first: readonly [number, number],
): IntDistribution => {
  const most = count.min + count.p.length - 1;
  if (!memo.home || memo.home.length <= most) memo.home = sidePoints(plan.convert[0], values, most);
  if (!memo.away || memo.away.length <= most) memo.away = sidePoints(plan.convert[1], values, most);
  const { home, away, splits } = memo;
  const out = new Float64Array(home[most]!.length + away[most]!.length - 1);
  for (let i = 0; i < count.p.length; i += 1) {
    const k = count.min + i;
    const pk = count.p[i]!;
    if (pk === 0) continue;
    const fromHome = (splits[0][k] ??= homeChances(k, plan.keep, 0));
    const fromAway = (splits[1][k] ??= homeChances(k, plan.keep, 1));
    for (let j = 0; j <= k; j += 1) {
      const h = home[j]!;
      const a = away[k - j]!;
      const w = pk * (first[0] * fromHome[j]! + first[1] * fromAway[j]!);
      for (let x = Math.max(0, level); x < h.length && x - level < a.length; x += 1)
        out[2 * x - level]! += w * h[x]! * a[x - level]!;
    }
  }
  return { min: 0, p: out };
};

/**
 * The margin and total the chances still to come in `fraction` of regulation add, exactly for the plan: over
 * the chance count, the order of sides (a Markov chain) and each chance's points. With `level` (the margin
 * added that would leave the game level: minus the home lead now), also the total where it does. With
 * `seen` (the last chance that scored, on a regular clock) the count and whose the first chance is are what
 * the score shows (scoring-chances.ts chancesAfter); else the count at an unseen phase, either side first.
 */
export const chanceScores = (
  plan: ChancePlan,
  values: ScoreValues,
  fraction: number,
  level?: number,
  seen?: SeenChance,
): ChanceScores => {
  const after = seen ? chancesAfter(plan, fraction, seen) : null;
  const count = after?.count ?? chanceCount(plan, fraction);
  const first = after?.first ?? EITHER;
  const most = count.min + count.p.length - 1;
  const memo = walkedFor(plan, values);
  return {
    margin: mixByCount(chainsFor(memo, plan, values, most, 'margin'), count, first),
    total: mixByCount(chainsFor(memo, plan, values, most, 'total'), count, first),
    totalAtLevel: level === undefined ? null : totalWhere(memo, plan, values, count, level, first),
  };
};
