import {
  afterPossession,
  NFL_POSSESSION,
  offenceOf,
  possessionOdds,
  type PossessionEnd,
} from '@qilin/sportsbook';
import { gamma, secretRng } from './rng.ts';
import { decidingOvertimeOf } from './scoring-chances.ts';
import { regulationSeconds, type SportDef } from './sports.ts';

/**
 * American football's overtime (the NFL regular season's since 2025) as the book prices it
 * (@qilin/sportsbook nfl-overtime.ts): possessions from a coin toss, alternating, each an Erlang time long
 * and ending in a score of the offence, a safety, or nothing, at the book's overtime rates (possessionOdds:
 * regulation's raised by NFL_OVERTIME_SCORING, fitted to the NFL's ties); the book's own afterPossession
 * applies the rules to the score as it stands, so an operator's score in overtime is played on by the same
 * rules.
 */

interface Possession {
  /** Game seconds into the overtime period when it ends. */
  end: number;
  result: PossessionEnd;
}

interface Plan {
  first: 0 | 1;
  possessions: Possession[];
}

/** Drawn once per fixture object: a pure function of the match's secret, game id and means. */
const plans = new WeakMap<object, Plan>();

const planOf = (
  sport: SportDef,
  fixture: { readonly gameId: string; readonly leagueId: string },
  secret: string,
  means: readonly [number, number],
): Plan => {
  const known = plans.get(fixture);
  if (known) return known;
  const rule = sport.decidingOvertime;
  const overtime = decidingOvertimeOf(sport, fixture.leagueId, means[0], means[1]);
  const possessions: Possession[] = [];
  const rng = secretRng(secret, `${fixture.gameId}:overtime`);
  const first: 0 | 1 = rng.next() < 0.5 ? 0 : 1;
  if (rule && overtime) {
    // Each side's chance in a possession from its regulation points, as the book splits the quote.
    const odds = possessionOdds(
      [means[0] * overtime.scale, means[1] * overtime.scale],
      regulationSeconds(sport),
      rule.plays,
    );
    let at = (NFL_POSSESSION.seconds / NFL_POSSESSION.shape) * gamma(rng, NFL_POSSESSION.shape);
    while (at <= sport.overtimeSeconds) {
      let u = rng.next();
      let result: PossessionEnd = null;
      for (const [play, p] of odds[offenceOf(first, possessions.length)]) {
        u -= p;
        if (u < 0) {
          result = play;
          break;
        }
      }
      possessions.push({ end: at, result });
      at += (NFL_POSSESSION.seconds / NFL_POSSESSION.shape) * gamma(rng, NFL_POSSESSION.shape);
    }
  }
  const plan: Plan = { first, possessions };
  plans.set(fixture, plan);
  return plan;
};

/**
 * The points of the possessions ending in (from, to] game seconds of the overtime period, applied to
 * `score` by the rules, and whether the game is over: a possession's end says so, or, once both sides have
 * had the ball, a lead does (an operator's score too: sudden death ends at once).
 */
export const possessionPoints = (
  sport: SportDef,
  fixture: { readonly gameId: string; readonly leagueId: string },
  secret: string,
  means: readonly [number, number],
  score: readonly [number, number],
  from: number,
  to: number,
): { points: [number, number]; over: boolean } => {
  const plan = planOf(sport, fixture, secret, means);
  let now: [number, number] = [score[0], score[1]];
  let over = false;
  let done = 0;
  for (const [index, possession] of plan.possessions.entries()) {
    if (possession.end > to || over) break;
    done = index + 1;
    if (possession.end <= from) continue;
    const after = afterPossession(now, index, offenceOf(plan.first, index), possession.result);
    now = after.score;
    over = after.over;
  }
  if (done >= 2 && now[0] !== now[1]) over = true;
  return { points: [now[0] - score[0], now[1] - score[1]], over };
};
