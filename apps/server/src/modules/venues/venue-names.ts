import type { VenueRegistry } from './registry.ts';

/**
 * The ledger memo of every venue posting: the venue's channel code first, then what the posting is
 * ('demo V0A1…' for an order, 'demo balance sync' for a sync). One writer and one reader, both here.
 */
export const venueMemo = (channelCode: string, note: string): string => `${channelCode} ${note}`;

const channelCodeOf = (memo: string): string => memo.split(' ', 1)[0] ?? '';

/**
 * The venues module's public face for modules that only name venues (the trade record): the display name
 * a venue has in the registry, the one the wallet page's venue list shows, so the two never disagree and an
 * operator's rename reaches both. zh-CN as stored; a localised route converts it for zh-TW readers.
 */
export interface VenueNames {
  /** The name of the venue a venue posting's memo (`venueMemo`) is about; undefined if none is known. */
  nameInMemo(memo: string): Promise<string | undefined>;
}

export const venueNamesOf = (registry: VenueRegistry): VenueNames => ({
  nameInMemo: async (memo) => (await registry.find(channelCodeOf(memo)))?.venueName,
});
