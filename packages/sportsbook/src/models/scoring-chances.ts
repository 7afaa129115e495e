import { discreteNormal, type IntDistribution } from '../pricing/distribution.ts';

/**
 * A points game played as scoring chances, the way the feed's simulator plays it and the rugby model prices
 * it. Independent scoring at a constant rate cannot give the quoted spreads: its margin and total both have
 * variance (expected points) x E[v^2] / E[v] (v the points of a score), 17 points of sd in rugby where the
 * book quotes 14 and 12. So the game is a sequence of chances that come at gaps of a mean length over
 * regulation (gamma distributed, or regular), alternate between the sides (the side that had one keeps the
 * next with probability `keep`), and each scores one of the sport's values with its side's probability.
 * Per game the chance count, gap spread and order are solved so the whole game has the quoted means and
 * spreads ({@link chancePlanFor}); over any stretch the variance is then about proportional to its length,
 * as the Brownian in-play model has it, while the points stay lumpy: a rugby game comes back to level, and
 * lands on a whole line, as often as 3, 5 and 7 allow (chance-scores.ts).
 */

/** A sport's values of a score and their shares (summing to 1): rugby's [7, 0.45], [5, 0.25], [3, 0.3]. */
export type ScoreValues = readonly (readonly [points: number, weight: number])[];

export interface ChancePlan {
  /** Expected chances per side over regulation. */
  readonly perSide: number;
  /** Gamma shape of the gaps between chances (variance of a gap = gap^2 / shape); Infinity: regular. */
  readonly shape: number;
  /** Probability the side that had a chance has the next one too. */
  readonly keep: number;
  /** Probability a chance of each side scores. */
  readonly convert: readonly [number, number];
}

const valueMoments = (values: ScoreValues) => ({
  v1: values.reduce((s, [v, w]) => s + v * w, 0),
  v2: values.reduce((s, [v, w]) => s + v * v * w, 0),
});

/**
 * Solves the plan from each side's expected regulation points and regulation's margin and total spreads.
 * With n chances a side scoring with probability s, points v (mean V1, mean square V2): outcome variance of
 * both sides together W = (eh + ea) V2 / V1 - (eh^2 + ea^2) / n. The number of chances K (variance P) adds
 * (mu_h + mu_a)^2 P / 4 to the total and (mu_h - mu_a)^2 P / 4 to the margin (mu = points per chance); an
 * uneven split D of chances between the sides (variance Q) the other way round, (mu_h + mu_a)^2 Q to the
 * margin. Where the total is the wider one Q = 0 and P makes up the difference; else P = 0 and Q does.
 */
export const chancePlanFor = (
  points: readonly [home: number, away: number],
  sdMargin: number,
  sdTotal: number,
  values: ScoreValues,
): ChancePlan => {
  const [eh, ea] = points;
  if (!(eh > 0 && ea > 0 && sdMargin > 0 && sdTotal > 0) || values.length === 0)
    throw new RangeError('a chance plan needs points, spreads and score values');
  const { v1, v2 } = valueMoments(values);
  const vm = sdMargin ** 2;
  const vt = sdTotal ** 2;
  const both = eh * ea;
  const wider = Math.abs(vt - vm);
  // The part of the wider variance the chance count (or the split) adds to the narrower one too.
  const spill = ((eh - ea) ** 2 * wider) / (4 * both);
  const outcome = Math.min(vm, vt) - spill;
  // Enough chances that no side needs to score more than every one of them (extreme ratings).
  const perSide = Math.max(
    (eh * eh + ea * ea) / ((eh + ea) * (v2 / v1) - outcome),
    Math.max(eh, ea) / (v1 * 0.95),
  );
  const chances = 2 * perSide;
  const countVariance = vt >= vm ? (wider * perSide * perSide) / both : 0;
  const splitVariance = vt < vm ? (wider * perSide * perSide) / (4 * both) : 0;
  // Renewal count: Var(K) ~ K cv^2, cv^2 = 1 / shape. A Markov order of sides with keep k: Var(D) ~ K/4 x
  // k / (1 - k).
  const theta = (4 * splitVariance) / chances;
  return {
    perSide,
    shape: countVariance > 0 ? chances / countVariance : Infinity,
    keep: theta / (1 + theta),
    convert: [eh / (perSide * v1), ea / (perSide * v1)],
  };
};

/**
 * The number of chances still to come in `fraction` of regulation: L = 2 x perSide x fraction expected.
 * Regular gaps at a phase the book cannot see (uniform) leave floor(L) or floor(L) + 1, the latter with
 * probability L - floor(L), exactly; gamma gaps a renewal count, taken at its normal limit (mean L, variance
 * L / shape: Cox, Renewal Theory, 1962, ch. 3).
 */
export const chanceCount = (plan: ChancePlan, fraction: number): IntDistribution => {
  const expected = 2 * plan.perSide * Math.max(0, fraction);
  if (plan.shape === Infinity) {
    const below = Math.floor(expected);
    const up = expected - below;
    return { min: below, p: Float64Array.of(1 - up, up) };
  }
  if (expected === 0) return { min: 0, p: Float64Array.of(1) };
  return discreteNormal(expected, Math.sqrt(expected / plan.shape), 0);
};

/** The last chance that scored, as a game's score shows it. */
export interface SeenChance {
  /** Fraction of regulation since it came. */
  readonly ago: number;
  /** Whose it was: 0 home, 1 away. */
  readonly side: 0 | 1;
}

/**
 * The chances left once a score has been seen, on a regular clock: they come a gap after the chance that
 * scored and every gap on, so their count is known, not floor or ceiling at an unseen phase; and since the
 * sides alternate (`keep`), whose the first of them is follows from the scorer, through the chances since
 * that came to nothing (each less likely the side that converts more). Without this a watcher of the score
 * beat the stationary count late: with under one chance expected, knowing whether it comes made the main
 * total return 1.26 (American football) and 1.39 (rugby) per unit on the simulator's games. Null for gamma
 * gaps (not a fixed lattice): the caller keeps the stationary count.
 */
export const chancesAfter = (
  plan: ChancePlan,
  fraction: number,
  seen: SeenChance,
): { count: IntDistribution; first: readonly [home: number, away: number] } | null => {
  if (plan.shape !== Infinity) return null;
  if (!(seen.ago >= 0 && fraction >= 0)) throw new RangeError('a seen chance must be in the past');
  const gap = 1 / (2 * plan.perSide);
  // Chances since the one that scored (none of them scored), and those still to come before the end.
  const since = Math.floor(seen.ago / gap);
  const left = Math.max(0, Math.floor((seen.ago + fraction) / gap) - since);
  const pass = ([home, away]: readonly [number, number]): [number, number] => [
    home * plan.keep + away * (1 - plan.keep),
    home * (1 - plan.keep) + away * plan.keep,
  ];
  let side: readonly [number, number] = seen.side === 0 ? [1, 0] : [0, 1];
  for (let i = 0; i < since; i += 1) {
    const [home, away] = pass(side);
    const missed = [home * (1 - plan.convert[0]), away * (1 - plan.convert[1])] as const;
    side = [missed[0] / (missed[0] + missed[1]), missed[1] / (missed[0] + missed[1])];
  }
  return { count: { min: left, p: Float64Array.of(1) }, first: pass(side) };
};
