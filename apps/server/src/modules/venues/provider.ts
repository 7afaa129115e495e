/**
 * What a transfer-wallet venue offers, in the shape Chinese venues use: transfers carry our own order id
 * (the venue is idempotent on it), a balance, and an order query by our id. Every answer may be
 * `unknown` (timeout, network error, 5xx): the caller then keeps the money pending and asks again with
 * `queryOrder`, never guessing.
 */
export type TransferAnswer =
  | { status: 'success' }
  /** Certainly not applied; `message` is the venue's reason, shown to the player. */
  | { status: 'failed'; message: string }
  | { status: 'unknown' };

export type OrderAnswer = 'success' | 'failed' | 'not_found' | 'unknown';

export interface VenueProvider {
  transferIn(orderNo: string, account: string, amountFen: number): Promise<TransferAnswer>;
  transferOut(orderNo: string, account: string, amountFen: number): Promise<TransferAnswer>;
  /** The player's balance at the venue in fen, or null when the venue cannot be asked just now. */
  balance(account: string): Promise<number | null>;
  queryOrder(orderNo: string): Promise<OrderAnswer>;
  /**
   * How long after a request was last sent a copy of it can no longer be applied (the venue refuses
   * stale requests). A `not_found` older than this is a certain failure; a younger one proves nothing.
   */
  readonly settleWindowMs: number;
}

/** The account name a member has at every venue (venues only know our merchant and this name). */
export const venueAccount = (memberId: number) => `ql${memberId}`;
