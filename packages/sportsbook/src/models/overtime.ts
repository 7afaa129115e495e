import { normalCdf } from '../pricing/normal.ts';

/**
 * Overtime in a points sport without draws (basketball, American football): a regulation that ends level
 * plays periods of `share` of regulation at the regulation rates, again while level. The book quotes the
 * whole game's expected total and spread; the overtime's points are part of them, so regulation holds a
 * little less. The simulator plays this regulation and this overtime, and the model prices them: a game
 * close late is likelier to go on, and its total with it.
 */
export interface PointsGame {
  readonly supremacy: number;
  readonly total: number;
  readonly sdMargin: number;
  readonly sdTotal: number;
}

export interface Regulation {
  /** Regulation's expected points are `scale` x the whole game's (the supremacy too). */
  readonly scale: number;
  /** Regulation's total spread. */
  readonly sdTotal: number;
  /** P(an overtime period ends level too, and another is played). */
  readonly again: number;
  /** Mean and variance of the points one overtime period adds, at the regulation rates. */
  readonly periodMean: number;
  readonly periodVariance: number;
}

/** P(a normal margin ends level), with the continuity correction discreteNormal uses. */
export const levelProbability = (mean: number, sd: number): number =>
  normalCdf((0.5 - mean) / sd) - normalCdf((-0.5 - mean) / sd);

/**
 * The regulation whose game with overtime has the quoted mean total and total spread. With T the quoted
 * total, p the chance regulation ends level, n = 1 / (1 - again) the periods an overtime lasts on average
 * and s the share of regulation one period lasts, regulation expects scale x T with
 * scale = 1 / (1 + p n s) (overtime at regulation rates adds p x scale x T x s x n); its variance solves
 * the same balance for the spread. The level chances use the quoted supremacy (the scale moves it by ~1%).
 */
export const regulationFor = (game: PointsGame, share: number): Regulation => {
  if (!(share > 0)) return { scale: 1, sdTotal: game.sdTotal, again: 0, periodMean: 0, periodVariance: 0 };
  const level = levelProbability(game.supremacy, game.sdMargin);
  const again = levelProbability(game.supremacy * share, game.sdMargin * Math.sqrt(share));
  const periods = 1 / (1 - again);
  const scale = 1 / (1 + level * periods * share);
  const periodMean = game.total * scale * share;
  const overtimeMean = periodMean * periods;
  // Var(points of an overtime) = n s sigma^2 + periodMean^2 Var(periods); the game adds the chance of
  // playing one at all: Var(total) = sigma^2 + p Var(ot) + p (1 - p) E[ot]^2.
  const periodsVariance = again / (1 - again) ** 2;
  const variance =
    (game.sdTotal ** 2 -
      level * periodMean ** 2 * periodsVariance -
      level * (1 - level) * overtimeMean ** 2) /
    (1 + level * periods * share);
  // An extreme quote (a spread too small for its overtime) keeps a sliver of regulation spread.
  const sdTotal = Math.sqrt(Math.max(variance, (game.sdTotal * 0.25) ** 2));
  return { scale, sdTotal, again, periodMean, periodVariance: sdTotal ** 2 * share };
};

/** Mean and variance of the points an overtime adds once it is played. */
export const overtimePoints = (r: Regulation): { mean: number; variance: number } => {
  const periods = 1 / (1 - r.again);
  return {
    mean: r.periodMean * periods,
    variance: r.periodVariance * periods + r.periodMean ** 2 * (r.again / (1 - r.again) ** 2),
  };
};
