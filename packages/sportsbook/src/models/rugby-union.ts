import type { SportMarketSet } from '../pricing/offer.ts';
import type { ScoringPlay } from './overtime.ts';
import { pricePointsSport, type PointsSportInput } from './points-sport.ts';

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
 * Rugby union: the normal margin/total points model over 80 minutes with the caller's spreads. The 1X2
 * settles on the 80 minutes (period REG), a draw there a result as the three-way market has it; the
 * handicap and total settle on the final score, golden point's score included (overtime.ts
 * suddenDeathFor: the first play at the regulation rates, or none and a tie).
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
