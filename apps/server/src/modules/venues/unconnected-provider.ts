import type { VenueProvider } from './provider.ts';

/** The reason a transfer to a venue this build cannot reach gives, in the flows' refusal. */
const NOT_CONNECTED = '场馆暂时无法连接';

/**
 * A transfer venue whose provider has no client in this build: a venue row an operator added before its
 * adapter was deployed, or a mistyped provider. It answers as a venue that cannot be reached, which every
 * flow already handles with the player's money safe: balances show as not live, a transfer out or a
 * recycle is refused before anything moves, and a transfer in is released at once (6006, "资金已退回中心钱包").
 */
export const unconnectedProvider: VenueProvider = {
  // Nothing is ever sent, so the venue certainly did not apply it: the hold goes straight back.
  transferIn: async () => ({ status: 'failed', message: NOT_CONNECTED }),
  transferOut: async () => ({ status: 'failed', message: NOT_CONNECTED }),
  balance: async () => null,
  // An order another build did send stays pending (never guessed failed) until a client can ask.
  queryOrder: async () => 'unknown',
  settleWindowMs: Number.POSITIVE_INFINITY,
};
