import {
  chancePlanFor,
  decidingOvertimeFor,
  regulationFor,
  suddenDeathFor,
  type ChancePlan as BookChancePlan,
  type DecidingOvertime,
} from '@qilin/sportsbook';
import { playsOvertime } from './leagues.ts';
import { gamma, pickWeighted, secretRng, type Rng } from './rng.ts';
import { regulationSeconds, type SportDef } from './sports.ts';

/**
 * Points sports (basketball, American football, rugby, handball) scored as the book prices them: a final
 * margin with sd `sdMargin` and a total with sd `sdTotal` about the expected scores, spreading over the game
 * as the in-play prices assume (Stern 1994). Independent scoring at a constant rate cannot do that (its
 * margin and total spread alike, 23 points of sd in basketball where the book prices 12), so the game is a
 * sequence of scoring chances whose count, gap spread, order of sides and conversion the book solves from
 * the quote (@qilin/sportsbook scoring-chances.ts chancePlanFor). Rugby and American football are priced on
 * these very chances, their lumps of 3, 5 and 7 or of 7, 3, 2 and 6 included (chanceScores); basketball and
 * handball by the normal model, whose moments they share. In play the feed stops pricing basketball and
 * handball where only a few scores are left; rugby and American football it prices to the end of
 * regulation, from the last score's chance on (timed-in-play.ts, MatchState.lastScore).
 */

/** One chance that scored: game seconds from the start of regulation (or of the overtime period). */
export interface ChanceScore {
  at: number;
  side: 0 | 1;
  points: number;
}

/** The book's plan of a game's chances (@qilin/sportsbook chancePlanFor), on the simulator's clock. */
export interface ChancePlan extends BookChancePlan {
  /** Mean seconds between two chances. */
  gap: number;
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
 * The plan of a fixture's chances from the expected points of each side: regulation's share of them and its
 * total spread as the book splits the quote (overtime.ts), then the book's own plan for them
 * (@qilin/sportsbook chancePlanFor), so the rugby and American football models price the very chances
 * played here.
 */
export const chancePlan = (
  sport: SportDef,
  homePoints: number,
  awayPoints: number,
  leagueId = '',
): ChancePlan => {
  // The quoted total counts the overtime a level regulation plays: regulation holds the rest (the book
  // prices the same split, @qilin/sportsbook overtime.ts).
  const regulation = regulationOf(sport, leagueId, homePoints, awayPoints);
  const plan = chancePlanFor(
    [homePoints * regulation.scale, awayPoints * regulation.scale],
    sport.sdMargin,
    regulation.sdTotal,
    sport.scoreValues,
  );
  return { ...plan, gap: regulationSeconds(sport) / (2 * plan.perSide) };
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

type ChanceFixture = { readonly gameId: string; readonly leagueId: string };

/** The fixture's plan and regulation chances, drawn on first use. */
const drawnFor = (
  sport: SportDef,
  fixture: ChanceFixture,
  secret: string,
  means: readonly [number, number],
): Drawn => {
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
  return d;
};

/**
 * Points scored in (from, to] game seconds of the current period by each side. `means` are the expected
 * regulation points of each side.
 */
export const chancePoints = (
  sport: SportDef,
  fixture: ChanceFixture,
  /** The match's secret (MatchState.nonce). */
  secret: string,
  means: readonly [number, number],
  period: number,
  from: number,
  to: number,
): [number, number] => {
  const d = drawnFor(sport, fixture, secret, means);
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
 * The last chance of regulation that scored by `upTo` regulation seconds (null: none yet), which the book
 * prices the chances left from (MatchState.lastScore): a score shows when its chance came and whose it was.
 */
export const lastChanceScored = (
  sport: SportDef,
  fixture: ChanceFixture,
  secret: string,
  means: readonly [number, number],
  upTo: number,
): ChanceScore | null => {
  const { regulation } = drawnFor(sport, fixture, secret, means);
  let last: ChanceScore | null = null;
  for (const s of regulation) if (s.at <= upTo) last = s;
  return last;
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
