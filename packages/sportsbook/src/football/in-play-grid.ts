import type { Score } from '../settle/markets.ts';
import { dixonColesTau, scoreGrid } from './score-matrix.ts';

/**
 * In play, the grid of goals still to come given the score now, in the world the pre-match prices
 * describe: final scores follow Dixon & Coles (1997) eq. 4.2 with the pre-match means (l0, m0), goals
 * arriving as Poisson at the per-half rates (time-split.ts). Conditioning that final-score distribution on
 * the score now gives
 *   P(x, y more goals) = tau(h + x, a + y; l0, m0, rho) x Poisson(x; l) x Poisson(y; m) / normaliser,
 * l and m the means still to come, (h, a) the score now: the weights of the four low final scores keep the
 * pre-match means while one of them can still be the result (score 1-1 or lower), and the grid is plain
 * Poisson once none can. (Weighting the goals to come by tau with the remaining means, at 0-0 only, is a
 * different distribution from the pre-match prices' own: a goalless second half is far likelier under
 * Dixon–Coles than that priced it, and a simulated world that follows the pre-match prices won ~3% on the
 * draw and the under at 0-0 after the hour.)
 */
export const inPlayGrid = (
  l: number,
  m: number,
  prematch: { readonly homeGoals: number; readonly awayGoals: number; readonly rho: number },
  current: Score,
  maxGoals: number,
  out?: Float64Array,
): Float64Array => {
  const grid = scoreGrid(l, m, 0, maxGoals, out);
  const { homeGoals, awayGoals, rho } = prematch;
  if (rho === 0 || current.home > 1 || current.away > 1) return grid;
  const size = maxGoals + 1;
  const cells = size * size;
  // The grid sums to 1; each weighted cell moves the sum by (tau - 1) x its probability.
  let sum = 1;
  for (let x = 0; current.home + x <= 1; x += 1) {
    for (let y = 0; current.away + y <= 1; y += 1) {
      const tau = dixonColesTau(current.home + x, current.away + y, homeGoals, awayGoals, rho);
      if (!(tau >= 0))
        throw new RangeError(
          `rho ${rho} makes a Dixon–Coles probability negative for means ${homeGoals}, ${awayGoals}`,
        );
      const i = x * size + y;
      sum += (tau - 1) * grid[i]!;
      grid[i]! *= tau;
    }
  }
  for (let i = 0; i < cells; i += 1) grid[i]! /= sum;
  return grid;
};
