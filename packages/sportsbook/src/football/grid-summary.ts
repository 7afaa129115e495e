import type { IntDistribution } from '../pricing/distribution.ts';
import type { Score } from '../settle/markets.ts';

/**
 * One pass over a flat score grid of goals still to come, shifted by the score so far, giving every
 * distribution the football markets need. `size` = maxGoals + 1; cell h * size + a.
 */
export interface GridSummary {
  /** Final home-minus-away margin. */
  readonly margin: IntDistribution;
  /** Final total goals. */
  readonly total: IntDistribution;
  /** Both sides end with at least one goal. */
  readonly btts: number;
}

export const summariseGrid = (grid: Float64Array, size: number, current: Score): GridSummary => {
  const span = 2 * size - 1;
  const margin = new Float64Array(span);
  const total = new Float64Array(span);
  const homeNeeds = current.home > 0 ? 0 : 1;
  const awayNeeds = current.away > 0 ? 0 : 1;
  let btts = 0;
  for (let h = 0; h < size; h += 1) {
    const row = h * size;
    for (let a = 0; a < size; a += 1) {
      const p = grid[row + a]!;
      margin[h - a + size - 1]! += p;
      total[h + a]! += p;
      if (h >= homeNeeds && a >= awayNeeds) btts += p;
    }
  }
  return {
    margin: { min: current.home - current.away - (size - 1), p: margin },
    total: { min: current.home + current.away, p: total },
    btts,
  };
};
