import { lineQuarters } from '../settle/line-settlement.ts';
import { normalCdf } from './normal.ts';

/**
 * A probability distribution over consecutive integers: P(value = min + i) = p[i]. Margins (home minus
 * away) and totals of every sport are priced from one of these.
 */
export interface IntDistribution {
  readonly min: number;
  readonly p: Float64Array;
}

/** How much of a unit stake wins and how much loses in expectation (pushes are neither). */
export interface StakeSplit {
  won: number;
  lost: number;
}

export const shiftDistribution = (d: IntDistribution, by: number): IntDistribution => ({
  min: d.min + by,
  p: d.p,
});

export const distributionMean = (d: IntDistribution): number => {
  let mean = 0;
  for (let i = 0; i < d.p.length; i += 1) mean += (d.min + i) * d.p[i]!;
  return mean;
};

/**
 * Expected won and lost stake of the side whose margin is `d`, at handicap `line` (quarter lines split in
 * halves). One pass; writes into `out` so pricing loops allocate nothing.
 */
export const handicapSplitInto = (d: IntDistribution, line: number, out: StakeSplit): StakeSplit => {
  const q = lineQuarters(line);
  let won = 0;
  let lost = 0;
  const { p, min } = d;
  if (q % 2 === 0) {
    for (let i = 0; i < p.length; i += 1) {
      const adjusted = 4 * (min + i) + q;
      if (adjusted > 0) won += p[i]!;
      else if (adjusted < 0) lost += p[i]!;
    }
  } else {
    for (let i = 0; i < p.length; i += 1) {
      const adjusted = 4 * (min + i) + q;
      // Halves at adjusted - 1 and adjusted + 1: both win, both lose, or one pushes.
      if (adjusted - 1 > 0) won += p[i]!;
      else if (adjusted + 1 < 0) lost += p[i]!;
      else if (adjusted - 1 === 0) won += p[i]! / 2;
      else lost += p[i]! / 2;
    }
  }
  out.won = won;
  out.lost = lost;
  return out;
};

export const handicapSplit = (d: IntDistribution, line: number): StakeSplit =>
  handicapSplitInto(d, line, { won: 0, lost: 0 });

/** Over `line` on a total is a handicap of -line on the total. The under side is its mirror. */
export const overSplit = (total: IntDistribution, line: number): StakeSplit => handicapSplit(total, -line);

/** Fair decimal odds with pushes and halves: 1 + E[stake lost] / E[stake won]. */
export const fairOddsOf = (split: StakeSplit): number => 1 + split.lost / split.won;

/**
 * A normal(mean, sd) made integer with a continuity correction: P(k) = Phi((k+0.5-mean)/sd) -
 * Phi((k-0.5-mean)/sd), over mean +- 9 sd (clamped at `lowest`), renormalised.
 */
export const discreteNormal = (
  mean: number,
  sd: number,
  lowest = Number.NEGATIVE_INFINITY,
): IntDistribution => {
  if (!(sd > 0) || !Number.isFinite(mean)) throw new RangeError(`bad normal(${mean}, ${sd})`);
  const min = Math.max(lowest, Math.floor(mean - 9 * sd));
  const max = Math.max(min, Math.ceil(mean + 9 * sd));
  const p = new Float64Array(max - min + 1);
  let previous = min === lowest ? 0 : normalCdf((min - 0.5 - mean) / sd);
  let sum = 0;
  for (let i = 0; i < p.length; i += 1) {
    const next = normalCdf((min + i + 0.5 - mean) / sd);
    p[i] = next - previous;
    sum += p[i]!;
    previous = next;
  }
  for (let i = 0; i < p.length; i += 1) p[i]! /= sum;
  return { min, p };
};

/** Sum of two independent integer distributions. */
export const convolve = (a: IntDistribution, b: IntDistribution): IntDistribution => {
  const p = new Float64Array(a.p.length + b.p.length - 1);
  for (let i = 0; i < a.p.length; i += 1) {
    const pa = a.p[i]!;
    if (pa === 0) continue;
    for (let j = 0; j < b.p.length; j += 1) p[i + j]! += pa * b.p[j]!;
  }
  return { min: a.min + b.min, p };
};

/** A point mass: the distribution of something already decided. */
export const pointMass = (value: number): IntDistribution => ({ min: value, p: Float64Array.of(1) });

/** P(final margin > 0), P(= 0), P(< 0) from a margin distribution. */
export const threeWay = (margin: IntDistribution): [home: number, draw: number, away: number] => {
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let i = 0; i < margin.p.length; i += 1) {
    const d = margin.min + i;
    if (d > 0) home += margin.p[i]!;
    else if (d < 0) away += margin.p[i]!;
    else draw += margin.p[i]!;
  }
  return [home, draw, away];
};

/** P(odd total), P(even total). */
export const oddEven = (total: IntDistribution): [odd: number, even: number] => {
  let odd = 0;
  for (let i = 0; i < total.p.length; i += 1) if ((total.min + i) % 2 !== 0) odd += total.p[i]!;
  return [odd, 1 - odd];
};

/** P(value) under `d`. */
export const massAt = (d: IntDistribution, value: number): number => d.p[value - d.min] ?? 0;

/** The distribution of `a` with probability 1 - w and of `b` with probability w. */
export const mixDistributions = (a: IntDistribution, b: IntDistribution, w: number): IntDistribution => {
  const min = Math.min(a.min, b.min);
  const p = new Float64Array(Math.max(a.min + a.p.length, b.min + b.p.length) - min);
  a.p.forEach((x, i) => (p[a.min - min + i]! += x * (1 - w)));
  b.p.forEach((x, i) => (p[b.min - min + i]! += x * w));
  return { min, p };
};
