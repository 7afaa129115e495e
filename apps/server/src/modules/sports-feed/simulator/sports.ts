import type { SportCode } from '@qilin/contract';
import {
  AMERICAN_FOOTBALL_SCORE_VALUES,
  AMERICAN_FOOTBALL_SCORING_PLAYS,
  GOLDEN_POINT,
  RUGBY_UNION_SCORE_VALUES,
  RUGBY_UNION_SCORING_PLAYS,
  type DecidingOvertimeRule,
} from '@qilin/sportsbook';

/**
 * How each sport is played in the simulator. `timed`: periods on a clock (football halves, basketball
 * quarters...); `innings`: baseball; `sets`: best-of contests (tennis sets of games, volleyball and table
 * tennis sets of points, snooker frames).
 */
export type SportKind = 'timed' | 'innings' | 'sets';

export interface SportDef {
  code: SportCode;
  name: string;
  kind: SportKind;
  /** Regulation periods and their length in game seconds (timed); innings (baseball). */
  periods: number;
  periodSeconds: number;
  /** Break between periods and the longer one at half time (game seconds). */
  breakSeconds: number;
  halfTimeSeconds: number;
  overtimeSeconds: number;
  /**
   * The break before overtime (basketball, American football: a period break; ice hockey: a short pause;
   * rugby's golden point: five minutes).
   */
  overtimeBreakSeconds: number;
  /**
   * How a level regulation is played off. null: overtime periods played in full, again while level
   * (basketball). Otherwise one deciding period whose tie stands: the NFL regular season's possessions,
   * both teams having the ball before a lead ends it (nfl-overtime.ts), or rugby's golden point, which the
   * first score wins, played where the league says (leagues.ts goldenPoint). The book prices the same
   * (@qilin/sportsbook deciding-overtime.ts).
   */
  decidingOvertime: DecidingOvertimeRule | null;
  /**
   * Ice hockey (the NHL's regular season): one sudden-death overtime period that the first goal ends, then a
   * shoot-out if still level, either giving its winner one goal (ice-hockey-overtime.ts), as
   * @qilin/sportsbook ice-hockey.ts prices the play-off.
   */
  shootOut: boolean;
  /** Clock label style of re_time. */
  clock: 'minutes' | 'countdown' | 'inning' | 'set';
  /** Period prefix in re_time for countdown sports (Q quarters, P periods). */
  prefix: string;
  /**
   * A draw is a result (three-way M), after regulation unless the league plays golden point (rugby, where
   * the 1X2 still settles on regulation); otherwise a level regulation is played off (overtime, extra
   * innings), a tie standing only where the competition's rules say so (NFL overtime, NPB after the 12th).
   */
  draws: boolean;
  /** Expected total goals/points/runs of an even match, and how much the rating gap moves the margin. */
  meanTotal: number;
  ratingSpread: number;
  /**
   * Points sports: standard deviation of the final margin and total of a whole match. The book prices with
   * them and the simulator plays to them (scoring-chances.ts).
   */
  sdMargin: number;
  sdTotal: number;
  /** Points per scoring event and their weights, summing to 1 (points sports). */
  scoreValues: readonly (readonly [number, number])[];
  /**
   * The book prices regulation on the simulator's own scoring chances of `scoreValues` (@qilin/sportsbook
   * chance-scores.ts: priceAmericanFootball, priceRugbyUnion), exact for what the simulator plays, lumps
   * included, so the feed offers the simulator's games in play to the end of regulation. false: a points
   * sport priced on the normal (Brownian) margin and total, which the feed stops offering in play once few
   * scores are left (timed-in-play.ts). The one place that says which is which: the feed's pricing,
   * calibration-models.ts and MatchState.lastScore read it.
   */
  pricedOnChances: boolean;
  /** Sets: sets (frames) to win, units per set, game seconds per unit. */
  setsToWin: number;
  /** Virtual sports run faster than the wall clock. */
  speed: number;
  /** Game seconds markets stay suspended after an event that matters. */
  suspendSeconds: number;
}

const base = {
  breakSeconds: 0,
  halfTimeSeconds: 0,
  overtimeSeconds: 0,
  overtimeBreakSeconds: 0,
  decidingOvertime: null,
  shootOut: false,
  prefix: '',
  draws: false,
  sdMargin: 0,
  sdTotal: 0,
  scoreValues: [[1, 1]] as const,
  pricedOnChances: false,
  setsToWin: 0,
  speed: 1,
  suspendSeconds: 20,
};

export const SPORTS: Record<SportCode, SportDef> = {
  FT: {
    ...base,
    code: 'FT',
    name: '足球',
    kind: 'timed',
    periods: 2,
    periodSeconds: 45 * 60,
    halfTimeSeconds: 15 * 60,
    clock: 'minutes',
    draws: true,
    meanTotal: 2.7,
    ratingSpread: 1.1,
    suspendSeconds: 30,
  },
  VF: {
    ...base,
    code: 'VF',
    name: '虚拟足球',
    kind: 'timed',
    periods: 2,
    periodSeconds: 45 * 60,
    halfTimeSeconds: 5 * 60,
    clock: 'minutes',
    draws: true,
    meanTotal: 2.9,
    ratingSpread: 1.2,
    speed: 15,
    suspendSeconds: 60,
  },
  BK: {
    ...base,
    code: 'BK',
    name: '篮球',
    kind: 'timed',
    periods: 4,
    periodSeconds: 12 * 60,
    breakSeconds: 2 * 60,
    halfTimeSeconds: 15 * 60,
    overtimeSeconds: 5 * 60,
    overtimeBreakSeconds: 2 * 60,
    clock: 'countdown',
    prefix: 'Q',
    meanTotal: 222,
    ratingSpread: 14,
    sdMargin: 12,
    sdTotal: 17,
    scoreValues: [
      [2, 0.6],
      [3, 0.3],
      [1, 0.1],
    ],
    suspendSeconds: 0,
  },
  TN: {
    ...base,
    code: 'TN',
    name: '网球',
    kind: 'sets',
    periods: 3,
    periodSeconds: 240,
    clock: 'set',
    meanTotal: 22,
    ratingSpread: 0.25,
    setsToWin: 2,
  },
  BS: {
    ...base,
    code: 'BS',
    name: '棒球',
    kind: 'innings',
    periods: 9,
    periodSeconds: 20 * 60,
    clock: 'inning',
    meanTotal: 8.8,
    ratingSpread: 1.2,
  },
  VB: {
    ...base,
    code: 'VB',
    name: '排球',
    kind: 'sets',
    periods: 5,
    periodSeconds: 25,
    breakSeconds: 180,
    clock: 'set',
    meanTotal: 180,
    ratingSpread: 0.06,
    setsToWin: 3,
  },
  TT: {
    ...base,
    code: 'TT',
    name: '乒乓球',
    kind: 'sets',
    periods: 7,
    periodSeconds: 12,
    breakSeconds: 60,
    clock: 'set',
    meanTotal: 90,
    ratingSpread: 0.08,
    setsToWin: 4,
  },
  SK: {
    ...base,
    code: 'SK',
    name: '斯诺克',
    kind: 'sets',
    periods: 11,
    periodSeconds: 15 * 60,
    clock: 'set',
    meanTotal: 8,
    ratingSpread: 0.2,
    setsToWin: 6,
  },
  AF: {
    ...base,
    code: 'AF',
    name: '美式足球',
    kind: 'timed',
    periods: 4,
    periodSeconds: 15 * 60,
    breakSeconds: 2 * 60,
    halfTimeSeconds: 12 * 60,
    overtimeSeconds: 10 * 60,
    overtimeBreakSeconds: 2 * 60,
    decidingOvertime: { kind: 'possessions', plays: AMERICAN_FOOTBALL_SCORING_PLAYS },
    clock: 'countdown',
    prefix: 'Q',
    meanTotal: 45,
    ratingSpread: 8,
    sdMargin: 13,
    sdTotal: 13,
    // The values the book prices American football's chances with, and its overtime's plays (one source).
    scoreValues: AMERICAN_FOOTBALL_SCORE_VALUES,
    pricedOnChances: true,
  },
  IH: {
    ...base,
    code: 'IH',
    name: '冰球',
    kind: 'timed',
    periods: 3,
    periodSeconds: 20 * 60,
    breakSeconds: 18 * 60,
    halfTimeSeconds: 18 * 60,
    // NHL regular season: five minutes of sudden death after a short pause (no intermission), then a
    // shoot-out. Its 1X2 settles on regulation (a draw stands there), the rest on the final score.
    overtimeSeconds: 5 * 60,
    overtimeBreakSeconds: 60,
    shootOut: true,
    clock: 'countdown',
    prefix: 'P',
    meanTotal: 6,
    ratingSpread: 1.0,
  },
  RU: {
    ...base,
    code: 'RU',
    name: '橄榄球',
    kind: 'timed',
    periods: 2,
    periodSeconds: 40 * 60,
    halfTimeSeconds: 10 * 60,
    // Golden point where the league plays it (Super Rugby's regular season): ten minutes after a five-minute
    // break, the first score wins, none and the draw stands.
    overtimeSeconds: GOLDEN_POINT.minutes * 60,
    overtimeBreakSeconds: GOLDEN_POINT.breakMinutes * 60,
    decidingOvertime: { kind: 'first-score', plays: RUGBY_UNION_SCORING_PLAYS },
    clock: 'minutes',
    draws: true,
    meanTotal: 50,
    ratingSpread: 12,
    sdMargin: 14,
    sdTotal: 12,
    // The values the book prices rugby's chances and golden point with (one source).
    scoreValues: RUGBY_UNION_SCORE_VALUES,
    pricedOnChances: true,
  },
  HB: {
    ...base,
    code: 'HB',
    name: '手球',
    kind: 'timed',
    periods: 2,
    periodSeconds: 30 * 60,
    halfTimeSeconds: 10 * 60,
    clock: 'minutes',
    draws: true,
    meanTotal: 58,
    ratingSpread: 5,
    sdMargin: 5,
    sdTotal: 6,
    suspendSeconds: 0,
  },
};

/** Goal sports are priced from a Poisson score matrix; points sports from normal margin/total. */
export const isGoalSport = (s: SportDef) => s.kind === 'innings' || (s.kind === 'timed' && s.sdMargin === 0);

/** Regulation length in game seconds (timed and innings). */
export const regulationSeconds = (s: SportDef) => s.periods * s.periodSeconds;
