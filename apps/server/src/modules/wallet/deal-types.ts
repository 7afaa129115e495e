import type { DealType } from '@qilin/contract';
import type { TransferKind } from '../ledger/posting.ts';

/** The trade-record type (transactions/queryDealRecord) of every ledger transfer kind. */
export const DEAL_TYPE_OF: Record<TransferKind, Exclude<DealType, 0>> = {
  deposit: 1,
  deposit_fee: 1,
  withdraw_hold: 2,
  withdraw_payout: 2,
  withdraw_fee: 2,
  withdraw_release: 2,
  venue_hold: 3,
  venue_in: 3,
  venue_out_hold: 3,
  venue_out: 3,
  venue_release: 3,
  venue_result: 3,
  credit: 4,
  debit: 4,
  fx: 6,
  bet_stake: 5,
  bet_payout: 5,
  bet_settle: 5,
  bet_refund: 5,
  promo: 7,
};

export const kindsOfType = (type: DealType): TransferKind[] =>
  (Object.keys(DEAL_TYPE_OF) as TransferKind[]).filter((k) => type === 0 || DEAL_TYPE_OF[k] === type);
