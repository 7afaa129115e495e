/** SPEC §5 / §9: the bet slip holds at most 10 entries. */
export const MAX_SLIP_ENTRIES = 10;

/**
 * A parlay is the slip's entries in series mode, so it has at most as many legs as the slip has entries;
 * one leg would be a single.
 */
export const ParlayLegs = { min: 2, max: MAX_SLIP_ENTRIES } as const;
