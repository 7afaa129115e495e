import type { AccountRef } from './accounts.ts';
import type { CompanionRow } from './companions.ts';

/**
 * What moved and why. The deal-record type of each kind is in deal-types.ts; add a kind there too.
 */
export type TransferKind =
  | 'deposit'
  | 'deposit_fee'
  | 'withdraw_hold'
  | 'withdraw_payout'
  | 'withdraw_fee'
  | 'withdraw_release'
  | 'venue_hold'
  | 'venue_in'
  | 'venue_out_hold'
  | 'venue_out'
  | 'venue_release'
  | 'venue_result'
  | 'credit'
  | 'debit'
  | 'fx'
  | 'bet_stake'
  | 'bet_payout'
  | 'bet_settle'
  | 'bet_refund'
  | 'promo';

export interface Leg {
  from: AccountRef;
  to: AccountRef;
  /** Integer fen (or 1/100 USDT on USDT accounts), > 0. */
  amount: number;
  /**
   * A house-to-house leg the writer may merge with the other postings' net legs between the same two
   * accounts (and of the same kind) in its batch: one transfer for their sum, in the batch's transaction,
   * so it posts exactly when its posting does. Settlement uses it for the house's share of each payout, a
   * row saved per winning ticket. Honoured only between accounts without a floor and beside at least one
   * ordinary leg (which carries the posting's reference); otherwise the leg is booked as an ordinary one.
   * Its transfer is not among the posting's `transferIds`, and `balances` leaves it out.
   */
  net?: boolean;
}

/**
 * One atomic movement of money: every leg applies or none does. `reference` is unique across the ledger
 * (with the leg number): posting the same reference twice answers `duplicate` and moves nothing.
 */
export interface Posting {
  reference: string;
  kind: TransferKind;
  legs: Leg[];
  memo?: string;
  /**
   * The reference was made for this posting (a new ticket id, say), so it is almost surely unposted: the
   * writer does not look it up. Should it be posted after all, its batch fails on the unique index and is
   * retried with every reference looked up, which answers `duplicate` as usual.
   */
  freshReference?: boolean;
  /** Rows written in the posting's own transaction, only when it posts (not on duplicate or refusal). */
  companions?: CompanionRow[];
  /**
   * When the posting's transfers and entries say it happened (the trade record's time), instead of the
   * batch's own time: the instant its companion row was stamped with, read from the same clock before the
   * posting was submitted. A settled ticket's settled_at puts its payout on a site day (SPEC §9's daily
   * cap); the trade record must show the payout on that day too, not on the next when midnight passes
   * while the posting waits for its batch. A time after the batch's (a clock set back) is taken as the
   * batch's: no entry is dated after the batch that wrote it.
   */
  at?: Date;
}

export type PostingResult =
  | {
      status: 'posted';
      transferIds: number[];
      /** Balance of every touched account right after this posting, by account key. */
      balances: Record<string, number>;
    }
  | { status: 'duplicate'; transferIds: number[] }
  | { status: 'rejected'; reason: 'insufficient_funds'; accountKey: string };
