import { formatFen } from './money.ts';

/** SPEC §5 / §9: the bet slip holds at most 10 entries. */
export const MAX_SLIP_ENTRIES = 10;

/**
 * A parlay is the slip's entries in series mode, so it has at most as many legs as the slip has entries;
 * one leg would be a single.
 */
export const ParlayLegs = { min: 2, max: MAX_SLIP_ENTRIES } as const;

/**
 * Placement's stake-limit refusals, word for word, so the slip refuses a stake below a market's minimum in
 * the server's own words before sending it. `fen` is the limit: what a ticket risks may not be below the
 * highest minimum of its legs, nor above the lowest maximum.
 */
export const StakeLimitMessage = {
  belowMin: (fen: number): string => `最低投注金额为${formatFen(fen)}元`,
  aboveMax: (fen: number): string => `最高投注金额为${formatFen(fen)}元`,
} as const;
