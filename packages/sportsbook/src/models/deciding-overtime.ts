import { nflOvertimeFor } from './nfl-overtime.ts';
import { firstScoreOvertime, type DecidingOvertime, type PointsGame, type ScoringPlay } from './overtime.ts';

/**
 * A sport's deciding overtime: one period whose tie stands. 'possessions': the NFL's, each side having
 * the ball before a lead ends it (nfl-overtime.ts); 'first-score': rugby's golden point, which the first
 * score of either side wins (overtime.ts suddenDeathFor). With the sport's scoring plays.
 */
export interface DecidingOvertimeRule {
  readonly kind: 'possessions' | 'first-score';
  readonly plays: readonly ScoringPlay[];
}

/**
 * The overtime the book prices for a quoted game, regulation and overtime in minutes. The feed's simulator
 * splits its regulation by the same call, so the quoted total is the whole game's in both.
 */
export const decidingOvertimeFor = (
  game: PointsGame,
  rule: DecidingOvertimeRule,
  regulationMinutes: number,
  overtimeMinutes: number,
): DecidingOvertime =>
  rule.kind === 'possessions'
    ? nflOvertimeFor(game, regulationMinutes * 60, overtimeMinutes * 60, rule.plays)
    : firstScoreOvertime(game, overtimeMinutes / regulationMinutes, rule.plays);
