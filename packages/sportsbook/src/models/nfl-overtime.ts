import { distributionMean, type IntDistribution } from '../pricing/distribution.ts';
import {
  levelProbability,
  regulationSpread,
  type DecidingOvertime,
  type PointsGame,
  type ScoringPlay,
} from './overtime.ts';

/**
 * The NFL's regular-season overtime as played since the 2025 season (the owners' amendment of Rule 16,
 * Section 1 adopted in March 2025, the playoff rule of 2022 with the regular season's 10-minute period):
 * after a coin toss one team has the ball, and each team has a possession however the first one ends,
 * except that a safety by the defence on the first possession ends the game. When both have had the
 * ball the game ends if one leads; if level, the next score of any kind wins (sudden death). If the
 * 10 minutes run out first the score stands: a lead wins, a level game ends tied. A touchdown that does
 * not end the game has its try (a play's `points`: 7 or 6); one that ends it does not (`overtimePoints`).
 *
 * We play it as possessions that alternate from a coin toss (the side that wins it takes the ball: 1/2
 * each). A possession lasts a gamma (Erlang) time, mean NFL_POSSESSION.seconds and shape
 * NFL_POSSESSION.shape; one that the clock cuts short scores nothing. It ends in a scoring play of the
 * offence, in a safety for the defence, or in nothing: each side's chance to score in a regulation
 * possession is its regulation points per possession over the mean points of a scoring play, and overtime
 * raises it by NFL_OVERTIME_SCORING, fitted to the NFL's ties (teams press in overtime). The feed's
 * simulator plays these very possessions through {@link afterPossession}; the book sums them exactly
 * ({@link nflOvertimeOutcome}). Kick-off and onside-kick details, defensive touchdowns, two-point tries
 * chosen by the score, and the strategy a guaranteed possession invites are not modelled.
 */

export const NFL_POSSESSION = {
  /**
   * Mean game seconds a possession lasts: the 3,600 s of regulation over about 22 possessions, the ~11 a
   * team the NFL usually sees (our assumption, to be fitted).
   */
  seconds: 165,
  /** Gamma shape of its length (sd = mean / sqrt(3)); whole, so its sums are Erlang (our assumption). */
  shape: 3,
} as const;

/** What a possession ends in: a scoring play (the defence's where `play.defence`), or nothing. */
export type PossessionEnd = ScoringPlay | null;

/**
 * The score after possession `index` (0-based) of `offence` (0 home, 1 away) ends in `end`, and whether
 * that ends the game, by the rules above. `score` is the score before it (level when the overtime began).
 */
export const afterPossession = (
  score: readonly [number, number],
  index: number,
  offence: 0 | 1,
  end: PossessionEnd,
): { score: [number, number]; over: boolean } => {
  const next: [number, number] = [score[0], score[1]];
  const defence = offence === 0 ? 1 : 0;
  if (end?.defence) {
    // A safety: on the first possession it ends the game; later it gives the defence the lead, which ends
    // the game once both have had the ball.
    next[defence] += end.points;
    return { score: next, over: true };
  }
  if (end) {
    // The offence's score ends the game at once when both have had the ball (sudden death), or when it
    // puts the second side ahead: then a touchdown has no try. Otherwise the try follows.
    const atOnce = next[offence] + end.overtimePoints > next[defence] && index >= 1;
    next[offence] += atOnce ? end.overtimePoints : end.points;
    if (atOnce) return { score: next, over: true };
  }
  // Once both have had the ball, a lead ends the game (level: sudden death goes on).
  return { score: next, over: index >= 1 && next[0] !== next[1] };
};

/** The side with possession `index` when `first` had the first one. */
export const offenceOf = (first: 0 | 1, index: number): 0 | 1 =>
  index % 2 === 0 ? first : first === 0 ? 1 : 0;

/** Each side's possessions: [end, probability] of every scoring end; the rest of the mass is nothing. */
export type PossessionOdds = readonly [
  readonly (readonly [ScoringPlay, number])[],
  readonly (readonly [ScoringPlay, number])[],
];

/**
 * How much likelier an overtime possession is to score than a regulation one, as an odds ratio: a side that
 * scores on a share s of its regulation possessions scores on r s / (1 - s + r s) of its overtime ones
 * (r = `oddsRatio`). Teams press in overtime (fourth downs gone for, field goals tried from further out), and
 * at regulation's rate about a quarter of our overtimes ended tied where the NFL's end tied far less often:
 * 8 ties since the 10-minute period came in (2017-2025 seasons: two in 2018, one each in 2019, 2020 and 2021, two in 2022,
 * 2025's 40-40 Packers-Cowboys; Wikipedia "List of NFL tied games", Pro-Football-Reference's list of ties), 5.7 %
 * of the era's overtime games (nflverse game log 1999-2025 as summarised by nflanalytic.com, "NFL overtime";
 * 2.3 % under the 15-minute period) and 0.34 % of its 2,384 games. Eight of those nine seasons played the
 * 2012-2024 rule (an opening touchdown won at once), under which this ratio ties an even 45-point game's
 * overtime 5.7 % of the time (nfl-overtime.test.ts); the 2025 rule's answered touchdowns make that 10.1 %.
 * Its possessions then score 75 % of the time (40 % in regulation). An odds ratio rather than a factor keeps
 * a strong offence's chance below 1. Our fit: shorter possessions in overtime would explain part of the
 * same ties, and we put it all in the rate.
 */
export const NFL_OVERTIME_SCORING = { oddsRatio: 4.5 } as const;

/** A side's chance to score in an overtime possession from its chance in a regulation one. */
export const overtimeScoringChance = (regulation: number): number => {
  const r = NFL_OVERTIME_SCORING.oddsRatio;
  return (r * regulation) / (1 - regulation + r * regulation);
};

/**
 * The ways an overtime possession of each side ends, from each side's expected regulation points over
 * `regulationSeconds`: a side's chance to score in a regulation possession is its points per possession
 * (regulation's possessions split evenly) over the mean points of a scoring play, raised to overtime's
 * ({@link overtimeScoringChance}), its plays in their weights; a safety (a `defence` play) is the defending
 * side's, at the defending side's chance. The simulator and the book both take their possessions from here.
 */
export const possessionOdds = (
  regulationPoints: readonly [number, number],
  regulationSeconds: number,
  plays: readonly ScoringPlay[],
): PossessionOdds => {
  const perSide = regulationSeconds / (2 * NFL_POSSESSION.seconds);
  const meanPlay = plays.reduce((s, play) => s + play.weight * play.points, 0);
  const scores = regulationPoints.map((points) =>
    overtimeScoringChance(Math.min(0.95, points / (perSide * meanPlay))),
  );
  const ends = (offence: 0 | 1) =>
    plays.map((play) => [play, play.weight * scores[play.defence ? 1 - offence : offence]!] as const);
  return [ends(0), ends(1)];
};

/**
 * P(the first n possessions all end within `seconds`): an Erlang(n shape) time at most `seconds`, which is
 * the Poisson chance P(N >= n shape), N ~ Poisson(seconds shape / mean). Summed on the short side of the
 * mean, term by term in logs, so neither a long period nor a small chance loses its digits.
 */
const completed = (n: number, seconds: number): number => {
  const k = n * NFL_POSSESSION.shape;
  if (k === 0) return 1;
  const x = (seconds * NFL_POSSESSION.shape) / NFL_POSSESSION.seconds;
  const logX = Math.log(x);
  let logFactorial = 0;
  const logPmf = (j: number) => -x + j * logX - logFactorial;
  if (k <= x) {
    let below = 0;
    for (let j = 0; j < k; j += 1) {
      if (j > 0) logFactorial += Math.log(j);
      below += Math.exp(logPmf(j));
    }
    return Math.max(0, 1 - below);
  }
  for (let j = 1; j < k; j += 1) logFactorial += Math.log(j);
  let tail = 0;
  for (let j = k; ; j += 1) {
    logFactorial += Math.log(j);
    const term = Math.exp(logPmf(j));
    tail += term;
    if (term <= tail * 1e-17) break;
  }
  return tail < 1e-16 ? 0 : tail;
};

/** The overtime's home margin (0: a tie that stands) and the points it adds. */
export interface OvertimeOutcome {
  readonly margin: IntDistribution;
  readonly points: IntDistribution;
}

/** Possessions summed before the clock has all but surely run out (P(more) below 1e-15 at 10 minutes). */
const MAX_POSSESSIONS = 40;
/** Points an overtime can add: a touchdown and try each, a sudden-death touchdown, and a few safeties. */
const MAX_POINTS = 40;

/** The rules that apply a possession's end to the score ({@link afterPossession}). */
export type PossessionRules = typeof afterPossession;

/**
 * The overtime of `seconds` played exactly: over the coin toss, each possession's ends and the clock, the
 * distribution of its final margin and of its points. A game the clock ends keeps the score it has then.
 * `rules` are the 2025 rule; the calibration of {@link NFL_OVERTIME_SCORING} passes the 2012-2024 one.
 */
export const nflOvertimeOutcome = (
  odds: PossessionOdds,
  seconds: number,
  rules: PossessionRules = afterPossession,
): OvertimeOutcome => {
  const margin = new Float64Array(2 * MAX_POINTS + 1);
  const points = new Float64Array(MAX_POINTS + 1);
  const end = (score: readonly [number, number], p: number) => {
    margin[score[0] - score[1] + MAX_POINTS]! += p;
    points[score[0] + score[1]]! += p;
  };
  const q = Array.from({ length: MAX_POSSESSIONS + 2 }, (_, n) => completed(n, seconds));
  for (const first of [0, 1] as const) {
    // Games still going after n possessions, by their score, with the chance of their possessions' ends.
    let going = new Map<string, { score: [number, number]; p: number }>([['0:0', { score: [0, 0], p: 0.5 }]]);
    for (let n = 0; n < MAX_POSSESSIONS && going.size > 0 && q[n]! > 0; n += 1) {
      const next = new Map<string, { score: [number, number]; p: number }>();
      const offence = offenceOf(first, n);
      const cut = q[n]! - q[n + 1]!;
      for (const { score, p } of going.values()) {
        // The clock runs out during possession n: the score stands.
        end(score, p * cut);
        const scoring = odds[offence].reduce((s, [, x]) => s + x, 0);
        for (const [play, x] of [...odds[offence], [null, 1 - scoring] as const]) {
          const after = rules(score, n, offence, play);
          if (after.over) {
            end(after.score, p * x * q[n + 1]!);
            continue;
          }
          const key = `${after.score[0]}:${after.score[1]}`;
          const was = next.get(key);
          if (was) was.p += p * x;
          else next.set(key, { score: after.score, p: p * x });
        }
      }
      going = next;
    }
    // Past the last possession summed (never reached in 10 minutes): the score stands.
    for (const { score, p } of going.values()) end(score, p * q[MAX_POSSESSIONS]!);
  }
  return { margin: { min: -MAX_POINTS, p: margin }, points: { min: 0, p: points } };
};

/** The last games priced: in play a match is priced on the same quote every few seconds. */
const priced = new Map<string, DecidingOvertime>();
const PRICED_KEPT = 512;

/**
 * The regulation whose game with this overtime has the quoted mean total and total spread: with T the
 * quoted total, p the chance regulation ends level and O(R) the overtime's points when regulation expects R
 * (its possessions score at overtime's rate for R), R = T - p E[O(R)], solved by iteration (a contraction: R
 * moves E[O] by a small fraction of it), each side keeping its share of the quoted points.
 */
export const nflOvertimeFor = (
  game: PointsGame,
  regulationSeconds: number,
  overtimeSeconds: number,
  plays: readonly ScoringPlay[],
): DecidingOvertime => {
  if (!(overtimeSeconds > 0 && regulationSeconds > 0) || plays.length === 0)
    throw new RangeError('an overtime needs a period and plays');
  const key = [game.supremacy, game.total, game.sdMargin, game.sdTotal, regulationSeconds, overtimeSeconds]
    .concat(plays.flatMap((play) => [play.points, play.overtimePoints, play.weight, play.defence ? 1 : 0]))
    .join(':');
  const known = priced.get(key);
  if (known) return known;
  const level = levelProbability(game.supremacy, game.sdMargin);
  const outcomeAt = (scale: number) =>
    nflOvertimeOutcome(
      possessionOdds(
        [
          Math.max(0, ((game.total + game.supremacy) / 2) * scale),
          Math.max(0, ((game.total - game.supremacy) / 2) * scale),
        ],
        regulationSeconds,
        plays,
      ),
      overtimeSeconds,
    );
  let scale = 1;
  let outcome = outcomeAt(scale);
  for (let i = 0; i < 8; i += 1) {
    const next = (game.total - level * distributionMean(outcome.points)) / game.total;
    const settled = Math.abs(next - scale) < 1e-12;
    scale = next;
    if (settled) break;
    outcome = outcomeAt(scale);
  }
  const overtime = { scale, sdTotal: regulationSpread(game, level, outcome.points), ...outcome };
  if (priced.size >= PRICED_KEPT) priced.delete(priced.keys().next().value!);
  priced.set(key, overtime);
  return overtime;
};
