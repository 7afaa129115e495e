import type { IntDistribution } from '../pricing/distribution.ts';
import { normalCdf } from '../pricing/normal.ts';

/**
 * Overtime in a points sport. Basketball: a regulation that ends level plays periods of `share` of
 * regulation at the regulation rates, again while level (regulationFor). One deciding period whose tie may
 * stand: American football's possessions (nfl-overtime.ts) and rugby's golden point, which the first score
 * wins (suddenDeathFor, below). The book quotes the whole game's expected total and spread; the overtime's
 * points are part of them, so regulation holds a little less. The simulator plays this regulation and this
 * overtime, and the model prices them: a game close late is likelier to go on, and its total with it.
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

/**
 * One kind of score in a points sport whose overtime is one deciding period (American football's touchdown
 * with its try, field goal, safety, touchdown without a try; rugby's converted try, try, penalty goal).
 */
export interface ScoringPlay {
  /** Points it scores in regulation. */
  readonly points: number;
  /** Points it scores when it ends the game in overtime (a touchdown or try that ends it has no try after). */
  readonly overtimePoints: number;
  /** Its share of all scoring plays (the plays' weights sum to 1). */
  readonly weight: number;
  /** Scored by the side without the ball (a safety): nfl-overtime.ts gives it to the defence. */
  readonly defence?: boolean;
}

/**
 * A deciding overtime period whose tie may stand, as the book prices it: regulation's share of the quoted
 * points and spread, and what the overtime adds to a level regulation.
 */
export interface DecidingOvertime {
  /** Regulation's expected points are `scale` x the whole game's (the supremacy too). */
  readonly scale: number;
  /** Regulation's total spread. */
  readonly sdTotal: number;
  /** The home margin the overtime ends with (0: no score, or level at its end: the tie stands). */
  readonly margin: IntDistribution;
  /** The points it adds. */
  readonly points: IntDistribution;
}

/**
 * Regulation's total spread under a deciding overtime: the quote's variance less what the overtime adds,
 * Var(total) = Var(regulation) + p Var(O) + p (1 - p) E[O]^2 (p: regulation ends level, O: its points).
 * An extreme quote (a spread too small for its overtime) keeps a sliver of regulation spread.
 */
export const regulationSpread = (game: PointsGame, level: number, points: IntDistribution): number => {
  let mean = 0;
  let square = 0;
  points.p.forEach((p, i) => {
    mean += p * (points.min + i);
    square += p * (points.min + i) ** 2;
  });
  const variance = game.sdTotal ** 2 - level * (square - mean ** 2) - level * (1 - level) * mean ** 2;
  return Math.sqrt(Math.max(variance, (game.sdTotal * 0.25) ** 2));
};

/**
 * A sudden-death overtime (rugby's golden point): one period of `share` of regulation; the first score of
 * either side ends it, the period's scoring plays coming at the regulation rates (a Poisson stream); a
 * period without a score leaves the game tied, and a tie stands.
 */
export interface SuddenDeath {
  /** Regulation's expected points are `scale` x the whole game's (the supremacy too). */
  readonly scale: number;
  /** Regulation's total spread. */
  readonly sdTotal: number;
  /** Expected scoring plays in a whole overtime period at the regulation rates. */
  readonly expectedScores: number;
  /** P(the overtime sees a score, which decides the game) = 1 - exp(-expectedScores). */
  readonly decided: number;
  /** P(that score is the home side's): its share of regulation's expected points. */
  readonly homeShare: number;
}

const playMoments = (plays: readonly ScoringPlay[]) => {
  let points = 0;
  let overtime = 0;
  let overtimeSquare = 0;
  for (const play of plays) {
    points += play.weight * play.points;
    overtime += play.weight * play.overtimePoints;
    overtimeSquare += play.weight * play.overtimePoints ** 2;
  }
  return { points, overtime, overtimeSquare };
};

/**
 * The regulation whose game with a sudden-death overtime has the quoted mean total and total spread. With
 * T the quoted total, p the chance regulation ends level, R regulation's expected points, V the mean points
 * of a scoring play and s the period's share of regulation, the overtime sees lambda = R s / V scoring
 * plays on average and a score with q = 1 - exp(-lambda), so T = R + p q Vot (Vot: a play's mean overtime
 * points), solved for R by iteration (a contraction: dR moves p q Vot by well under 1 %). The overtime's
 * points O are 0 or one play's, so Var(total) = Var(regulation) + p Var(O) + p (1 - p) E[O]^2.
 */
export const suddenDeathFor = (
  game: PointsGame,
  share: number,
  plays: readonly ScoringPlay[],
): SuddenDeath => {
  if (!(share > 0) || plays.length === 0) throw new RangeError('a sudden death needs a period and plays');
  const level = levelProbability(game.supremacy, game.sdMargin);
  const v = playMoments(plays);
  let regulation = game.total;
  for (let i = 0; i < 8; i += 1)
    regulation = game.total - level * (1 - Math.exp((-regulation * share) / v.points)) * v.overtime;
  const expectedScores = (regulation * share) / v.points;
  const decided = 1 - Math.exp(-expectedScores);
  const mean = decided * v.overtime;
  const variance =
    game.sdTotal ** 2 - level * (decided * v.overtimeSquare - mean ** 2) - level * (1 - level) * mean ** 2;
  return {
    scale: regulation / game.total,
    // An extreme quote (a spread too small for its overtime) keeps a sliver of regulation spread.
    sdTotal: Math.sqrt(Math.max(variance, (game.sdTotal * 0.25) ** 2)),
    expectedScores,
    decided,
    homeShare: Math.min(1, Math.max(0, (game.total + game.supremacy) / (2 * game.total))),
  };
};

/** The margin (home's) a sudden-death overtime adds: 0 when no one scores, else the scoring play's points. */
export const suddenDeathMargin = (sd: SuddenDeath, plays: readonly ScoringPlay[]): IntDistribution => {
  const top = Math.max(...plays.map((play) => play.overtimePoints));
  const p = new Float64Array(2 * top + 1);
  p[top] = 1 - sd.decided;
  for (const play of plays) {
    p[top + play.overtimePoints]! += sd.decided * sd.homeShare * play.weight;
    p[top - play.overtimePoints]! += sd.decided * (1 - sd.homeShare) * play.weight;
  }
  return { min: -top, p };
};

/** The points a sudden-death overtime adds to the total: 0, or the one scoring play's. */
export const suddenDeathPoints = (sd: SuddenDeath, plays: readonly ScoringPlay[]): IntDistribution => {
  const p = new Float64Array(Math.max(...plays.map((play) => play.overtimePoints)) + 1);
  p[0] = 1 - sd.decided;
  for (const play of plays) p[play.overtimePoints]! += sd.decided * play.weight;
  return { min: 0, p };
};

/** {@link suddenDeathFor} as the {@link DecidingOvertime} the points model prices with. */
export const firstScoreOvertime = (
  game: PointsGame,
  share: number,
  plays: readonly ScoringPlay[],
): DecidingOvertime => {
  const sd = suddenDeathFor(game, share, plays);
  return {
    scale: sd.scale,
    sdTotal: sd.sdTotal,
    margin: suddenDeathMargin(sd, plays),
    points: suddenDeathPoints(sd, plays),
  };
};
