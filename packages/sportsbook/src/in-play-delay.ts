import type { SportCode } from './payout-limits.ts';

/**
 * Seconds an in-play bet waits in "confirming" before it is accepted (issue 4 §4), so a price cannot be
 * taken after the event that moved it has happened on the field but before the feed said so. Shorter
 * where the ball changes hands all the time and one point moves a price little (basketball, tennis).
 * Pre-match bets wait nothing.
 */
export const IN_PLAY_DELAY_SECONDS: Readonly<Record<SportCode, number>> = {
  FT: 5,
  VF: 5,
  BK: 3,
  TN: 3,
  BS: 5,
  VB: 5,
  TT: 5,
  SK: 5,
  AF: 5,
  IH: 5,
  RU: 5,
  HB: 5,
};

/** The wait of a bet on a match of `sport`: its in-play delay while the match is live, else none. */
export const betDelaySeconds = (sport: SportCode, live: boolean): number =>
  live ? IN_PLAY_DELAY_SECONDS[sport] : 0;
