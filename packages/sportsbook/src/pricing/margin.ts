/**
 * Margin (overround) by the power method: offered implied probabilities are q_i = p_i^k with the one k in
 * (0, 1] that makes sum q_i = 1 + margin (Vovk & Zhdanov 2009; Clarke, Kovalchik & Ingram 2017, "Adjusting
 * bookmaker's odds to allow for overround", Am. J. Sports Science 5(6):45-49). Unlike scaling every
 * probability by 1 + margin it can never push a favourite's price to 1 or below (p^k < 1 for p < 1, k > 0),
 * and it loads relatively more margin on long shots, as books do (favourite-longshot bias).
 */

/** Finds x > 0 with sum exp(x * logs[i]) = target; the sum falls from logs.length (x = 0) as x grows. */
const solveExponent = (logs: ArrayLike<number>, target: number): number => {
  let lo = 0;
  let hi = Number.POSITIVE_INFINITY;
  let x = 1;
  for (let iteration = 0; iteration < 100; iteration += 1) {
    let f = -target;
    let df = 0;
    for (let i = 0; i < logs.length; i += 1) {
      const q = Math.exp(x * logs[i]!);
      f += q;
      df += q * logs[i]!;
    }
    if (Math.abs(f) <= 1e-15 * target) return x;
    if (f > 0) lo = x;
    else hi = x;
    // Newton step, kept inside the bracket (f is convex and decreasing, so it converges fast).
    let next = x - f / df;
    if (!(next > lo && next < hi)) next = Number.isFinite(hi) ? (lo + hi) / 2 : x * 2;
    if (next === x) return x;
    x = next;
  }
  return x;
};

const normalised = (probabilities: readonly number[]): number[] => {
  let sum = 0;
  for (const p of probabilities) {
    if (!(p > 0 && p < 1)) throw new RangeError(`each probability must be in (0, 1), got ${p}`);
    sum += p;
  }
  if (Math.abs(sum - 1) > 1e-6) throw new RangeError(`probabilities must sum to 1, got ${sum}`);
  return probabilities.map((p) => p / sum);
};

/**
 * Fair probabilities (summing to 1) to offered decimal odds whose implied probabilities sum to
 * 1 + marginPct / 100. Every answer is > 1. Needs at least two outcomes and marginPct < 100 x (n - 1).
 */
export const applyMargin = (probabilities: readonly number[], marginPct: number): number[] => {
  const p = normalised(probabilities);
  if (!(marginPct >= 0) || 1 + marginPct / 100 >= p.length) {
    throw new RangeError(`margin ${marginPct}% is not possible on ${p.length} outcomes`);
  }
  if (marginPct === 0) return p.map((x) => 1 / x);
  const logs = p.map(Math.log);
  const k = solveExponent(logs, 1 + marginPct / 100);
  return logs.map((l) => Math.exp(-k * l));
};

/** Inverse of applyMargin: a book's decimal odds to fair probabilities (power method), summing to 1. */
export const removeMargin = (decimalOdds: readonly number[]): number[] => {
  if (decimalOdds.length < 2) throw new RangeError('removing a margin needs at least two outcomes');
  const logs = decimalOdds.map((o) => {
    if (!(o > 1)) throw new RangeError(`decimal odds must be > 1, got ${o}`);
    return -Math.log(o);
  });
  const c = solveExponent(logs, 1);
  return logs.map((l) => Math.exp(c * l));
};

/** Sum of implied probabilities minus 1, in percent (the book's overround). */
export const overroundPct = (decimalOdds: readonly number[]): number =>
  (decimalOdds.reduce((sum, o) => sum + 1 / o, 0) - 1) * 100;
