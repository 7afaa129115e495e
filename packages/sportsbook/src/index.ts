// Odds formats and the bet slip's amounts
export * from './odds/display-odds.ts';
export * from './odds/slip-amounts.ts';
export { oddsThousandths, floorFen } from './odds/exact.ts';

// Settlement: results, lines, returns, market descriptors
export * from './settle/result-codes.ts';
export * from './settle/line-settlement.ts';
export * from './settle/returns.ts';
export * from './settle/markets.ts';
export * from './settle/settle-selection.ts';
export * from './settle/play-codes.ts';

// Pricing building blocks
export * from './pricing/margin.ts';
export * from './pricing/normal.ts';
export * from './pricing/distribution.ts';
export * from './pricing/offer.ts';
export { lineMarkets, mainLine, type LinePlan } from './pricing/lines.ts';

// Football
export * from './football/score-matrix.ts';
export * from './football/fair-odds.ts';
export * from './football/time-split.ts';
export * from './football/goal-means.ts';
export * from './football/price-football-markets.ts';

// Other sports and outrights
export * from './models/points-sport.ts';
export * from './models/overtime.ts';
export * from './models/deciding-overtime.ts';
export * from './models/scoring-chances.ts';
export * from './models/chance-scores.ts';
export * from './models/nfl-overtime.ts';
export * from './models/basketball.ts';
export * from './models/american-football.ts';
export * from './models/other-sport.ts';
export * from './models/rugby-union.ts';
export * from './models/ice-hockey.ts';
export * from './models/baseball.ts';
export * from './models/baseball-endings.ts';
export * from './models/rally-sets.ts';
export * from './models/volleyball.ts';
export * from './models/table-tennis.ts';
export * from './models/snooker.ts';
export * from './models/tennis.ts';
export * from './models/champion.ts';
export { breakMarginTies, breakGridTies } from './models/ties.ts';

// Cash-out and payout caps
export * from './cash-out.ts';
export * from './payout-limits.ts';
export * from './in-play-delay.ts';
