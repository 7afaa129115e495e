import type { SportMarketSet } from '../pricing/offer.ts';
import { priceRallySport, type RallySportInput } from './rally-sets.ts';

/** Table tennis (ITTF rules): games to 11 points won by 2, best of 5 (most events) or 7. */
export interface TableTennisInput extends RallySportInput {
  readonly bestOf?: 5 | 7;
}

export const priceTableTennis = (input: TableTennisInput): SportMarketSet =>
  priceRallySport(input, { bestOf: input.bestOf ?? 5, target: 11, decidingTarget: 11 });
