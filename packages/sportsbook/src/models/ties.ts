import type { IntDistribution } from '../pricing/distribution.ts';
import type { Score } from '../settle/markets.ts';

/**
 * Sports without draws play a tie off (overtime, extra innings, sudden death). These helpers turn a
 * regulation-time distribution into the final one the FT markets settle on.
 */

/** Moves the tie mass of a margin distribution to +by (home wins the play-off, share homeShare) and -by. */
export const breakMarginTies = (margin: IntDistribution, homeShare: number, by: number): IntDistribution => {
  const min = Math.min(margin.min, -by);
  const max = Math.max(margin.min + margin.p.length - 1, by);
  const p = new Float64Array(max - min + 1);
  let tie = 0;
  for (let i = 0; i < margin.p.length; i += 1) {
    const d = margin.min + i;
    if (d === 0) tie = margin.p[i]!;
    else p[d - min]! += margin.p[i]!;
  }
  p[by - min]! += tie * homeShare;
  p[-by - min]! += tie * (1 - homeShare);
  return { min, p };
};

/**
 * Final margin and total from a grid of goals/runs still to come (cell h * size + a) and the score now,
 * when a tie is settled by one more goal or run: margin +-1, total + 1.
 */
export const breakGridTies = (
  grid: Float64Array,
  size: number,
  current: Score,
  homeShare: number,
): { margin: IntDistribution; total: IntDistribution } => {
  const diff = current.home - current.away;
  const base = current.home + current.away;
  const margin = new Float64Array(2 * size + 1);
  const total = new Float64Array(2 * size);
  const marginMin = diff - size;
  for (let h = 0; h < size; h += 1) {
    for (let a = 0; a < size; a += 1) {
      const p = grid[h * size + a]!;
      const d = diff + h - a;
      if (d === 0) {
        margin[1 - marginMin]! += p * homeShare;
        margin[-1 - marginMin]! += p * (1 - homeShare);
        total[h + a + 1]! += p;
      } else {
        margin[d - marginMin]! += p;
        total[h + a]! += p;
      }
    }
  }
  return { margin: { min: marginMin, p: margin }, total: { min: base, p: total } };
};

/**
 * Moves the tie mass of a margin distribution onto `decider`, the margin a play-off ends with (no mass at
 * 0: a level overtime is played again, so its margin once decided is one period's, given not level).
 */
export const playOffMarginTies = (margin: IntDistribution, decider: IntDistribution): IntDistribution => {
  const tie = margin.p[-margin.min] ?? 0;
  const decided = decider.p.reduce((s, x, i) => (decider.min + i === 0 ? s : s + x), 0);
  const min = Math.min(margin.min, decider.min);
  const p = new Float64Array(Math.max(margin.min + margin.p.length, decider.min + decider.p.length) - min);
  margin.p.forEach((x, i) => {
    if (margin.min + i !== 0) p[margin.min - min + i]! += x;
  });
  decider.p.forEach((x, i) => {
    if (decider.min + i !== 0) p[decider.min - min + i]! += (tie * x) / decided;
  });
  return { min, p };
};

/**
 * Moves the tie mass of a margin distribution onto `outcome`, the margin a play-off adds to a level score,
 * its own mass at 0 staying a tie (an NFL overtime that ends level, a golden point nobody scores in).
 */
export const settleTiesBy = (margin: IntDistribution, outcome: IntDistribution): IntDistribution => {
  const tie = margin.p[-margin.min] ?? 0;
  const min = Math.min(margin.min, outcome.min);
  const p = new Float64Array(Math.max(margin.min + margin.p.length, outcome.min + outcome.p.length) - min);
  margin.p.forEach((x, i) => {
    if (margin.min + i !== 0) p[margin.min - min + i]! += x;
  });
  outcome.p.forEach((x, i) => {
    p[outcome.min - min + i]! += tie * x;
  });
  return { min, p };
};

/**
 * The final total when a level regulation plays on: `total` with its part `atLevel` (the totals regulation
 * ends level on, P(total = x and level)) replaced by that part plus the overtime's `points`.
 */
export const settleTotalTies = (
  total: IntDistribution,
  atLevel: IntDistribution,
  points: IntDistribution,
): IntDistribution => {
  const min = Math.min(total.min, atLevel.min);
  const top = Math.max(
    total.min + total.p.length,
    atLevel.min + atLevel.p.length + points.min + points.p.length - 1,
  );
  const p = new Float64Array(top - min);
  total.p.forEach((x, i) => {
    p[total.min - min + i]! += x;
  });
  atLevel.p.forEach((x, i) => {
    if (x === 0) return;
    p[atLevel.min - min + i]! -= x;
    points.p.forEach((y, j) => {
      p[atLevel.min + points.min - min + i + j]! += x * y;
    });
  });
  return { min, p };
};
