import type { SportMarketSet } from '../pricing/offer.ts';
import type { ScoringPlay } from './overtime.ts';
import { pricePointsSport, type PointsSportInput } from './points-sport.ts';
import type { ScoreValues } from './scoring-chances.ts';

/**
 * Rugby union's scoring plays: a converted try (7), an unconverted one (5), a penalty or drop goal (3), in
 * shares that are our assumption; the feed's simulator scores with these very plays. A try that ends the
 * game in golden point is worth 5: the game is over before the conversion.
 */
export const RUGBY_UNION_SCORING_PLAYS: readonly ScoringPlay[] = [
  { points: 7, overtimePoints: 5, weight: 0.45 },
  { points: 5, overtimePoints: 5, weight: 0.25 },
  { points: 3, overtimePoints: 3, weight: 0.3 },
];

/** The plays' regulation points in their shares: the values rugby's scoring chances score. */
export const RUGBY_UNION_SCORE_VALUES: ScoreValues = RUGBY_UNION_SCORING_PLAYS.map(
  (play) => [play.points, play.weight] as const,
);

/**
 * Super Rugby Pacific's regular season (its law variations since 2022): a match level after 80 minutes
 * plays a 10-minute golden point period after a 5-minute break; the first score (penalty, drop goal, try,
 * penalty try) wins it, and with none the draw stands.
 */
export const GOLDEN_POINT = { minutes: 10, breakMinutes: 5 } as const;

export interface RugbyUnionInput extends PointsSportInput {
  readonly sdMargin: number;
  readonly sdTotal: number;
  /** Whether a level match plays golden point (Super Rugby's regular season); else the draw stands. */
  readonly goldenPoint: boolean;
}

/**
 * Rugby union over 80 minutes with the caller's spreads, its points coming as scoring chances of 7, 5 and 3
 * (scoring-chances.ts) solved for the quoted means and spreads: the lumps bring a level game back to level,
 * and a game to a whole line, as often as the simulator plays it, which the normal margin did not (a level
 * game's draw at 60 % of the match came 6.7 % of the time where the normal said 4.5 %). The 1X2 settles on
 * the 80 minutes (period REG), a draw there a result as the three-way market has it; the handicap and total
 * settle on the final score, golden point's score included (overtime.ts suddenDeathFor: the first play at
 * the regulation rates, or none and a tie).
 */
export const priceRugbyUnion = (input: RugbyUnionInput): SportMarketSet => {
  const lines = { step: 0.5, altStep: 2, alternatives: 2 };
  return pricePointsSport(input, {
    gameMinutes: 80,
    sdMargin: input.sdMargin,
    sdTotal: input.sdTotal,
    draws: true,
    winOnRegulation: true,
    tieBreakMargin: 1,
    chances: RUGBY_UNION_SCORE_VALUES,
    ...(input.goldenPoint
      ? {
          overtimeMinutes: GOLDEN_POINT.minutes,
          decidingOvertime: { kind: 'first-score', plays: RUGBY_UNION_SCORING_PLAYS },
        }
      : {}),
    handicapLines: lines,
    totalLines: lines,
  });
};
