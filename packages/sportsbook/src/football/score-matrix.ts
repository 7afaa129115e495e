/**
 * Football score probabilities: independent Poisson goals for each side with the Dixon–Coles (1997)
 * low-score correction, "Modelling association football scores and inefficiencies in the football
 * betting market", Applied Statistics 46(2):265-280, eq. 4.2:
 *   P(h, a) = tau(h, a) x Poisson(h; l) x Poisson(a; m)
 *   tau(0,0) = 1 - l m rho, tau(0,1) = 1 + l rho, tau(1,0) = 1 + m rho, tau(1,1) = 1 - rho, else 1,
 * with l the home mean and m the away mean. The correction moves probability between the four low
 * scores and keeps the total at 1; we renormalise only for the goals cut off above maxGoals.
 */

/** m[h][a] = probability that the home side scores h and the away side a. All rows view one buffer. */
export type ScoreMatrix = Float64Array[];

export const dixonColesTau = (home: number, away: number, l: number, m: number, rho: number): number => {
  if (home === 0 && away === 0) return 1 - l * m * rho;
  if (home === 0 && away === 1) return 1 + l * rho;
  if (home === 1 && away === 0) return 1 + m * rho;
  if (home === 1 && away === 1) return 1 - rho;
  return 1;
};

const MAX_GOALS = 60;

const assertInputs = (l: number, m: number, rho: number, maxGoals: number): void => {
  if (!(l >= 0 && l <= 20) || !(m >= 0 && m <= 20))
    throw new RangeError(`goal means must be in [0, 20]: ${l}, ${m}`);
  if (!Number.isInteger(maxGoals) || maxGoals < 1 || maxGoals > MAX_GOALS) {
    throw new RangeError(`maxGoals must be an integer in [1, ${MAX_GOALS}]`);
  }
  // Every tau must stay >= 0: max(-1/l, -1/m) <= rho <= min(1/(l m), 1).
  if (!Number.isFinite(rho) || 1 - l * m * rho < 0 || 1 + l * rho < 0 || 1 + m * rho < 0 || 1 - rho < 0) {
    throw new RangeError(`rho ${rho} makes a Dixon–Coles probability negative for means ${l}, ${m}`);
  }
};

/** Smallest n with P(Poisson(mean) > n) below `tail`: the grid size that loses nothing measurable. */
export const poissonCutoff = (mean: number, tail = 1e-10): number => {
  let pmf = Math.exp(-mean);
  let cdf = pmf;
  let n = 0;
  while (1 - cdf >= tail && n < MAX_GOALS) {
    n += 1;
    pmf *= mean / n;
    cdf += pmf;
  }
  return n;
};

const homePmf = new Float64Array(MAX_GOALS + 1);
const awayPmf = new Float64Array(MAX_GOALS + 1);

const fillPoisson = (mean: number, n: number, into: Float64Array): void => {
  let p = Math.exp(-mean);
  for (let k = 0; k <= n; k += 1) {
    into[k] = p;
    p *= mean / (k + 1);
  }
};

/**
 * The flat form used by the pricers: cell h * (maxGoals + 1) + a. Writes into `out` when it is big
 * enough (no allocation in pricing loops).
 */
export const scoreGrid = (
  l: number,
  m: number,
  rho: number,
  maxGoals: number,
  out?: Float64Array,
): Float64Array => {
  assertInputs(l, m, rho, maxGoals);
  const size = maxGoals + 1;
  const grid = out && out.length >= size * size ? out : new Float64Array(size * size);
  fillPoisson(l, maxGoals, homePmf);
  fillPoisson(m, maxGoals, awayPmf);
  let sum = 0;
  for (let h = 0; h < size; h += 1) {
    const ph = homePmf[h]!;
    const row = h * size;
    for (let a = 0; a < size; a += 1) {
      const p = ph * awayPmf[a]!;
      grid[row + a] = p;
      sum += p;
    }
  }
  // tau applied to the four low cells; their changes cancel, so `sum` needs no update for them.
  if (rho !== 0) {
    grid[0]! *= 1 - l * m * rho;
    if (size > 1) {
      grid[1]! *= 1 + l * rho;
      grid[size]! *= 1 + m * rho;
      grid[size + 1]! *= 1 - rho;
    }
  }
  const scale = 1 / sum;
  for (let i = 0; i < size * size; i += 1) grid[i]! *= scale;
  return grid;
};

/** The score matrix m[h][a] for home mean `homeGoals`, away mean `awayGoals`, normalised to sum 1. */
export const scoreMatrix = (
  homeGoals: number,
  awayGoals: number,
  rho: number,
  maxGoals = 15,
): ScoreMatrix => {
  const size = maxGoals + 1;
  const grid = scoreGrid(homeGoals, awayGoals, rho, maxGoals);
  return Array.from({ length: size }, (_, h) => grid.subarray(h * size, (h + 1) * size));
};
