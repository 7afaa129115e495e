import type { TransferKind } from '../ledger/posting.ts';

/**
 * Another module's words for the trade-record rows of its kinds (why a bet was refunded, why a withdrawal
 * came back), read once per page by the rows' public references (`publicReference`: a ticket id, an order
 * number). Kept by the module that knows them, so the ledger's memos stay staff notes.
 */
export interface RemarkSource {
  kinds: readonly TransferKind[];
  /** The remark for each of these references of the member; a reference left out gets none. */
  of(memberId: number, references: string[]): Promise<Map<string, string>>;
}
