import { decidingOvertimeFor, regulationFor, suddenDeathFor, type DecidingOvertime } from '@qilin/sportsbook';
import { playsOvertime } from './leagues.ts';
import { gamma, pickWeighted, secretRng, type Rng } from './rng.ts';
import { regulationSeconds, type SportDef } from './sports.ts';

/**
 * Points sports (basketball, American football, rugby, handball) scored as the book prices them
 * (@qilin/sportsbook points-sport.ts): a final margin with sd `sdMargin` and a total with sd `sdTotal`
 * about the expected scores, both spreading like a Brownian motion over the game (Stern 1994), which is
 * what the in-play prices assume. Independent scoring at a constant rate cannot do that: its margin and
 * total both have variance (expected points) x E[v^2] / E[v] (v the points of a score), 23 points of sd in
 * basketball where the book prices 12, so the alternative spread and total lines paid players more than
 * their stake on average.
 *
 * So the game is a sequence of chances, as possessions are: they alternate between the sides (or the same
 * side keeps the next one with a probability `keep`), come at gaps of mean `gap` seconds, and each scores
 * one of the sport's score values with the side's probability. Few, regular chances give a narrow margin;
 * the spread of the number of chances (gamma gaps) widens the total alone, a random order of sides the
 * margin alone. Per fixture the chance count, gap spread and order are solved so the whole game has the
 * means and standard deviations the book prices; over any stretch of the game the variance is then about
 * proportional to its length, as the Brownian in-play model has it. Not its shape at the very end: a few
 * 3- and 7-point scores left are lumpy, not normal, so the feed stops pricing in play there (pricing.ts).
 */

/** One chance that scored: game seconds from the start of regulation (or of the overtime period). */
export interface ChanceScore {
  at: number;
  side: 0 | 1;
  points: number;
}

export interface ChancePlan {
  /** Expected chances per side over regulation. */
  perSide: number;
  /** Mean seconds between two chances. */
  gap: number;
  /** Gamma shape of the gaps (variance of a gap = gap^2 / shape); Infinity: regular. */
  shape: number;
  /** Probability the side that had a chance has the next one too. */
  keep: number;
  /** Probability a chance of each side scores. */
  convert: readonly [number, number];
}

/** The quoted game as @qilin/sportsbook's overtime split takes it. */
const quotedGame = (sport: SportDef, homePoints: number, awayPoints: number) => ({
  supremacy: homePoints - awayPoints,
  total: homePoints + awayPoints,
  sdMargin: sport.sdMargin,
  sdTotal: sport.sdTotal,
});

/**
 * The deciding overtime (American football's possessions, rugby's golden point) the book prices for these
 * expected points in this league; null where a level regulation is not played off so.
 */
export const decidingOvertimeOf = (
  sport: SportDef,
  leagueId: string,
  homePoints: number,
  awayPoints: number,
): DecidingOvertime | null =>
  sport.decidingOvertime && playsOvertime(sport, leagueId)
    ? decidingOvertimeFor(
        quotedGame(sport, homePoints, awayPoints),
        sport.decidingOvertime,
        regulationSeconds(sport) / 60,
        sport.overtimeSeconds / 60,
      )
    : null;

/** Regulation's share of the quoted points and its total spread, as the book splits them. */
const regulationOf = (sport: SportDef, leagueId: string, homePoints: number, awayPoints: number) =>
  decidingOvertimeOf(sport, leagueId, homePoints, awayPoints) ??
  regulationFor(
    quotedGame(sport, homePoints, awayPoints),
    sport.draws ? 0 : sport.overtimeSeconds / regulationSeconds(sport),
  );

/**
 * Solves the plan from the expected points of each side. With n chances a side scoring with probability
 * s, points v (mean V1, mean square V2): outcome variance of both sides together
 * W = (eh + ea) V2 / V1 - (eh^2 + ea^2) / n. The number of chances K (variance P) adds
 * (mu_h + mu_a)^2 P / 4 to the total and (mu_h - mu_a)^2 P / 4 to the margin (mu = points per chance); an
 * uneven split D of chances between the sides (variance Q) the other way round, (mu_h + mu_a)^2 Q to the
 * margin. Where the total is the wider one Q = 0 and P makes up the difference; else P = 0 and Q does.
 */
export const chancePlan = (
  sport: SportDef,
  homePoints: number,
  awayPoints: number,
  leagueId = '',
): ChancePlan => {
  const v1 = sport.scoreValues.reduce((s, [v, w]) => s + v * w, 0);
  const v2 = sport.scoreValues.reduce((s, [v, w]) => s + v * v * w, 0);
  const vm = sport.sdMargin ** 2;
  // The quoted total counts the overtime a level regulation plays: regulation holds the rest (the book
  // prices the same split, @qilin/sportsbook overtime.ts).
  const regulation = regulationOf(sport, leagueId, homePoints, awayPoints);
  const eh = homePoints * regulation.scale;
  const ea = awayPoints * regulation.scale;
  const vt = regulation.sdTotal ** 2;
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
    gap: regulationSeconds(sport) / chances,
    shape: countVariance > 0 ? chances / countVariance : Infinity,
    keep: theta / (1 + theta),
    convert: [eh / (perSide * v1), ea / (perSide * v1)],
  };
};

/**
 * The scoring chances of `seconds` of play, drawn from the match's secret and `stream`: the same (a restart)
 * replays them; without the secret they cannot be foreseen.
 */
export const scoringChances = (
  sport: SportDef,
  plan: ChancePlan,
  secret: string,
  stream: string,
  seconds: number,
): ChanceScore[] => {
  const rng = secretRng(secret, stream);
  const draw = () => (plan.shape === Infinity ? 1 : gamma(rng, plan.shape) / plan.shape);
  const scores: ChanceScore[] = [];
  let side: 0 | 1 = rng.next() < 0.5 ? 0 : 1;
  // The play starts in the middle of a chance: the first gap is a uniform part of a length-biased gap
  // (gamma shape + 1), as a stationary renewal process has it.
  let at = plan.gap * rng.next() * (plan.shape === Infinity ? 1 : gamma(rng, plan.shape + 1) / plan.shape);
  while (at <= seconds) {
    if (rng.next() < plan.convert[side])
      scores.push({ at, side, points: pickWeighted(rng, sport.scoreValues) });
    if (rng.next() >= plan.keep) side = side === 0 ? 1 : 0;
    at += plan.gap * draw();
  }
  return scores;
};

interface Drawn {
  plan: ChancePlan;
  regulation: ChanceScore[];
  overtime: Map<number, ChanceScore[]>;
}

/** Drawn once per fixture (and overtime period): a pure function of the game id and the means. */
const drawn = new WeakMap<object, Drawn>();

/**
 * Points scored in (from, to] game seconds of the current period by each side. `means` are the expected
 * regulation points of each side.
 */
export const chancePoints = (
  sport: SportDef,
  fixture: { readonly gameId: string; readonly leagueId: string },
  /** The match's secret (MatchState.nonce). */
  secret: string,
  means: readonly [number, number],
  period: number,
  from: number,
  to: number,
): [number, number] => {
  let d = drawn.get(fixture);
  if (!d) {
    const plan = chancePlan(sport, means[0], means[1], fixture.leagueId);
    const regulation = scoringChances(
      sport,
      plan,
      secret,
      `${fixture.gameId}:chances`,
      regulationSeconds(sport),
    );
    d = { plan, regulation, overtime: new Map() };
    drawn.set(fixture, d);
  }
  // Overtime plays on at the same chances and conversion, drawn per period.
  const overtime = period > sport.periods;
  if (overtime && !d.overtime.has(period))
    d.overtime.set(
      period,
      scoringChances(sport, d.plan, secret, `${fixture.gameId}:ot${period}`, sport.overtimeSeconds),
    );
  const list = overtime ? (d.overtime.get(period) ?? []) : d.regulation;
  const offset = overtime ? 0 : (period - 1) * sport.periodSeconds;
  const points: [number, number] = [0, 0];
  for (const s of list) if (s.at > offset + from && s.at <= offset + to) points[s.side] += s.points;
  return points;
};

/**
 * Points scored in `span` game seconds of golden point (rugby): the book's Poisson stream of scoring plays
 * at the regulation rates (@qilin/sportsbook suddenDeathFor), not the regulation's chances, so golden point
 * is decided, and by what, exactly as often as priced. At most one play scores (it ends the game:
 * match-state.ts); memoryless, so slicing the period does not change its odds. `means` are the quoted
 * points of each side.
 */
export const firstScorePoints = (
  sport: SportDef,
  means: readonly [number, number],
  span: number,
  rng: Rng,
): [number, number] => {
  const points: [number, number] = [0, 0];
  const rule = sport.decidingOvertime;
  if (!rule || sport.overtimeSeconds === 0) return points;
  const overtime = suddenDeathFor(
    quotedGame(sport, means[0], means[1]),
    sport.overtimeSeconds / regulationSeconds(sport),
    rule.plays,
  );
  const rate = overtime.expectedScores / sport.overtimeSeconds;
  if (rng.next() >= 1 - Math.exp(-rate * span)) return points;
  const side = rng.next() < overtime.homeShare ? 0 : 1;
  points[side] = pickWeighted(
    rng,
    rule.plays.map((play) => [play.overtimePoints, play.weight] as const),
  );
  return points;
};
