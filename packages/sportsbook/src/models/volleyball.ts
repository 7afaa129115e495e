import type { SportMarketSet } from '../pricing/offer.ts';
import { priceRallySport, type RallyFormat, type RallySportInput } from './rally-sets.ts';

/** Volleyball (FIVB rules): best of 5 sets to 25 points won by 2, a deciding 5th set to 15. */
export const VOLLEYBALL: RallyFormat = { bestOf: 5, target: 25, decidingTarget: 15 };

export const priceVolleyball = (input: RallySportInput): SportMarketSet => priceRallySport(input, VOLLEYBALL);
