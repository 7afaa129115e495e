/**
 * The few pricing formulas the feed needs, kept local because @qilin/sportsbook's public entry was not
 * ready when the feed was written (issue 4 §1 owns the maths). Same conventions as DESIGN §6: Poisson with
 * the Dixon–Coles correction, quarter lines split in halves, fair odds = 1 + E[lost] / E[won].
 */

/** A discrete distribution as value -> probability (values are integers: a margin or a total). */
export type Dist = Map<number, number>;

const poissonPmf = (mean: number, max: number): number[] => {
  const out: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= max; k += 1) {
    out.push(p);
    p *= mean / (k + 1);
  }
  return out;
};

/** m[h][a]: probability of h more home goals and a more away goals; Dixon–Coles tau on low scores. */
export const scoreMatrix = (home: number, away: number, rho: number, max = 10): number[][] => {
  const ph = poissonPmf(home, max);
  const pa = poissonPmf(away, max);
  const tau = (h: number, a: number) => {
    if (h === 0 && a === 0) return 1 - home * away * rho;
    if (h === 0 && a === 1) return 1 + home * rho;
    if (h === 1 && a === 0) return 1 + away * rho;
    if (h === 1 && a === 1) return 1 - rho;
    return 1;
  };
  let sum = 0;
  const m = ph.map((p, h) =>
    pa.map((q, a) => {
      const v = Math.max(0, p * q * tau(h, a));
      sum += v;
      return v;
    }),
  );
  return m.map((row) => row.map((v) => v / sum));
};

const add = (d: Dist, k: number, p: number) => d.set(k, (d.get(k) ?? 0) + p);

/** Final margin (home minus away) and total, given the matrix of further goals and the current score. */
export const matrixDists = (m: number[][], scoreH: number, scoreA: number) => {
  const margin: Dist = new Map();
  const total: Dist = new Map();
  m.forEach((row, h) =>
    row.forEach((p, a) => {
      add(margin, scoreH + h - (scoreA + a), p);
      add(total, scoreH + h + scoreA + a, p);
    }),
  );
  return { margin, total };
};

const normalCdf = (x: number): number => {
  // Abramowitz–Stegun 7.1.26, accurate to ~1e-7: plenty for prices rounded to 2 decimals.
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
};

/** A normal distribution rounded to integers (points sports: margin and total). */
export const discreteNormal = (mean: number, sd: number): Dist => {
  const d: Dist = new Map();
  if (sd < 0.5) {
    d.set(Math.round(mean), 1);
    return d;
  }
  const lo = Math.floor(mean - 5 * sd);
  const hi = Math.ceil(mean + 5 * sd);
  let sum = 0;
  for (let k = lo; k <= hi; k += 1) {
    const p = normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
    d.set(k, p);
    sum += p;
  }
  for (const [k, p] of d) d.set(k, p / sum);
  return d;
};

/** Expected fraction of the stake won and lost backing `value + line > 0` (quarter lines split). */
const lineOutcome = (dist: Dist, line: number, sign: 1 | -1) => {
  const halves = Math.abs((line * 4) % 2) === 1 ? [line - 0.25, line + 0.25] : [line];
  let won = 0;
  let lost = 0;
  for (const [v, p] of dist) {
    for (const l of halves) {
      const x = sign * v + l;
      if (x > 0) won += p / halves.length;
      else if (x < 0) lost += p / halves.length;
    }
  }
  return { won, lost };
};

/** Fair probabilities-equivalent (1 / fair odds) of both sides of a line; they sum to 1. */
const twoSided = (a: { won: number; lost: number }) => {
  if (a.won <= 1e-12) return 1e-9;
  if (a.lost <= 1e-12) return 1 - 1e-9;
  // Fair decimal D = 1 + lost/won; its inverse is won / (won + lost).
  return a.won / (a.won + a.lost);
};

/** Home handicap `line` on the final margin: the home side's fair "probability". */
export const handicapHome = (margin: Dist, line: number): number => twoSided(lineOutcome(margin, line, 1));

/** Over `line` on the final total. */
export const totalOver = (total: Dist, line: number): number => twoSided(lineOutcome(total, -line, 1));

export const DEFAULT_MARGIN = 0.05;

/** Offered decimal odds for fair probabilities: margin spread proportionally, rounded down to 2 decimals. */
export const offer = (probs: readonly number[], margin = DEFAULT_MARGIN, cap = 200): number[] => {
  const sum = probs.reduce((s, p) => s + p, 0) || 1;
  return probs.map((p) => {
    const q = Math.max(1e-6, p / sum) * (1 + margin);
    return Math.min(cap, Math.max(1.01, Math.floor((1 / q) * 100 + 1e-9) / 100));
  });
};

/** The line (on a `step` grid) whose home/over side is closest to even money. */
export const mainLine = (
  fairAt: (line: number) => number,
  guess: number,
  step: number,
  offset = step >= 1 ? 0.5 : 0,
): number => {
  const start = Math.round((guess - offset) / step) * step + offset;
  let best = start;
  let bestGap = Math.abs(fairAt(best) - 0.5);
  for (let i = -40; i <= 40; i += 1) {
    const l = start + i * step;
    const gap = Math.abs(fairAt(l) - 0.5);
    if (gap < bestGap - 1e-12) {
      best = l;
      bestGap = gap;
    }
  }
  return best;
};

/** Probability of winning a best-of-`n` contest from (won, lost) units with unit win probability p. */
export const bestOfWin = (p: number, need: number, won: number, lost: number): number => {
  if (won >= need) return 1;
  if (lost >= need) return 0;
  return p * bestOfWin(p, need, won + 1, lost) + (1 - p) * bestOfWin(p, need, won, lost + 1);
};

/** Distribution of final unit margins (home minus away) in a best-of contest. */
export const bestOfMargin = (p: number, need: number, won: number, lost: number): Dist => {
  const d: Dist = new Map();
  const walk = (w: number, l: number, prob: number) => {
    if (w >= need || l >= need) {
      add(d, w - l, prob);
      return;
    }
    walk(w + 1, l, prob * p);
    walk(w, l + 1, prob * (1 - p));
  };
  walk(won, lost, 1);
  return d;
};
