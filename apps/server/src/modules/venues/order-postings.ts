import { createHash } from 'node:crypto';
import type { AccountRef } from '../ledger/accounts.ts';
import type { Posting } from '../ledger/posting.ts';
import type { VenueOrderRow } from './order-repo.ts';
import { venueMemo } from './venue-names.ts';

/**
 * Our order number: a hash of the member and the request key, so the retry of a request that died
 * half-way (same idempotency key) finds its order instead of starting a second one.
 */
export const orderNoFor = (memberId: number, requestKey: string) =>
  `V${createHash('sha256').update(`${memberId}|${requestKey}`).digest('hex').slice(0, 24).toUpperCase()}`;

export const walletOf = (memberId: number): AccountRef => ({ member: memberId, kind: 'wallet' });
export const transitOf = (memberId: number): AccountRef => ({ member: memberId, kind: 'transit' });
export const venueAccountOf = (memberId: number, code: string): AccountRef => ({
  member: memberId,
  kind: 'venue',
  code,
});

/**
 * The three postings an order may need (DESIGN §5), idempotent by the order number; which of done and
 * release applies depends on the venue's answer:
 * - in:  wallet -> transit (`vin:<no>:hold`); success: transit -> venue (`vin:<no>:done`);
 *        failed: transit -> wallet (`vin:<no>:release`); unknown: the money waits in transit (pending).
 * - out: venue -> transit (`vout:<no>:hold`); success: transit -> wallet; failed: transit -> venue.
 */
export const orderPostings = (order: VenueOrderRow): { hold: Posting; done: Posting; release: Posting } => {
  const m = order.memberId;
  const legs = (from: AccountRef, to: AccountRef) => [{ from, to, amount: order.amount }];
  const memo = venueMemo(order.channelCode, order.orderNo);
  const venue = venueAccountOf(m, order.channelCode);
  if (order.ty === 1) {
    const ref = `vin:${order.orderNo}`;
    return {
      hold: { reference: `${ref}:hold`, kind: 'venue_hold', legs: legs(walletOf(m), transitOf(m)), memo },
      done: { reference: `${ref}:done`, kind: 'venue_in', legs: legs(transitOf(m), venue), memo },
      release: {
        reference: `${ref}:release`,
        kind: 'venue_release',
        legs: legs(transitOf(m), walletOf(m)),
        memo,
      },
    };
  }
  const ref = `vout:${order.orderNo}`;
  return {
    hold: { reference: `${ref}:hold`, kind: 'venue_out_hold', legs: legs(venue, transitOf(m)), memo },
    done: { reference: `${ref}:done`, kind: 'venue_out', legs: legs(transitOf(m), walletOf(m)), memo },
    release: { reference: `${ref}:release`, kind: 'venue_release', legs: legs(transitOf(m), venue), memo },
  };
};
