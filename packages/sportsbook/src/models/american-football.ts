import type { SportMarketSet } from '../pricing/offer.ts';
import type { ScoringPlay } from './overtime.ts';
import { pricePointsSport, type PointsSportInput } from './points-sport.ts';
import type { ScoreValues } from './scoring-chances.ts';

/**
 * American football's scoring plays: a touchdown with its try (7), a field goal (3), a safety (2, scored by
 * the defence), a touchdown whose try failed (6). The shares are our assumption, to be fitted on results;
 * the feed's simulator scores with these very plays. A touchdown that ends the game in overtime is worth
 * 6: the game is over before a try.
 */
export const AMERICAN_FOOTBALL_SCORING_PLAYS: readonly ScoringPlay[] = [
  { points: 7, overtimePoints: 6, weight: 0.5 },
  { points: 3, overtimePoints: 3, weight: 0.4 },
  { points: 2, overtimePoints: 2, weight: 0.05, defence: true },
  { points: 6, overtimePoints: 6, weight: 0.05 },
];

/**
 * The plays' regulation points in their shares: the values American football's scoring chances score, in
 * the book and in the feed's simulator alike. A safety counts for the side whose chance it was (regulation
 * does not track who has the ball; only overtime's possessions give it to the defence).
 */
export const AMERICAN_FOOTBALL_SCORE_VALUES: ScoreValues = AMERICAN_FOOTBALL_SCORING_PLAYS.map(
  (play) => [play.points, play.weight] as const,
);

/**
 * American football over 60 minutes. The quoted spreads are Stern's (H. Stern, "On the probability of
 * winning a football game", The American Statistician 45(3):179-183, 1991: NFL margins about the point
 * spread are normal with sd slightly under 14, so 13.86); the total's sd of 13.5 is our default, to be
 * calibrated. Regulation's points come as scoring chances of 7, 3, 2 and 6 (scoring-chances.ts) solved for
 * the quoted means and spreads, the way the feed's simulator scores them: the lumps put games on 3 and 7
 * and back to level as often as the simulator plays them, which the normal margin and total did not (at
 * half time the main total's over was priced ~2 points too likely, z 4 over 10,000 simulated games).
 * A regulation tie plays the NFL regular season's overtime as it is since 2025: one 10-minute period in
 * which both teams have the ball before a lead ends the game, then sudden death, a tie standing when the
 * period ends level (nfl-overtime.ts): the moneyline pushes, the lines settle on the tied score. The
 * overtime's points count in the total. Playoff games (overtime until a winner) are not priced here.
 */
export const AMERICAN_FOOTBALL_DEFAULTS = {
  sdMargin: 13.86,
  sdTotal: 13.5,
  gameMinutes: 60,
  overtimeMinutes: 10,
  tieBreakMargin: 3,
} as const;

export interface AmericanFootballInput extends PointsSportInput {
  readonly sdMargin?: number;
  readonly sdTotal?: number;
}

export const priceAmericanFootball = (input: AmericanFootballInput): SportMarketSet =>
  pricePointsSport(input, {
    gameMinutes: AMERICAN_FOOTBALL_DEFAULTS.gameMinutes,
    sdMargin: input.sdMargin ?? AMERICAN_FOOTBALL_DEFAULTS.sdMargin,
    sdTotal: input.sdTotal ?? AMERICAN_FOOTBALL_DEFAULTS.sdTotal,
    draws: false,
    overtimeMinutes: AMERICAN_FOOTBALL_DEFAULTS.overtimeMinutes,
    decidingOvertime: { kind: 'possessions', plays: AMERICAN_FOOTBALL_SCORING_PLAYS },
    chances: AMERICAN_FOOTBALL_SCORE_VALUES,
    tieBreakMargin: AMERICAN_FOOTBALL_DEFAULTS.tieBreakMargin,
    handicapLines: { step: 0.5, altStep: 3, alternatives: 2 },
    totalLines: { step: 0.5, altStep: 3, alternatives: 2 },
  });
