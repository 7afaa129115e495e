import { randomBytes } from 'node:crypto';
import { RuleMessage } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import type { AccountRef } from '../ledger/accounts.ts';
import type { Money } from '../ledger/module.ts';
import type { PostingResult } from '../ledger/posting.ts';
import type { KeyedLock } from '../../platform/locks/keyed-lock.ts';
import type { VenueOrderRepo, VenueOrderRow } from './order-repo.ts';
import { orderNoFor, orderPostings as plan, venueAccountOf as venueRef } from './order-postings.ts';
import { venueAccount, type VenueProvider } from './provider.ts';
import type { VenueRow } from './registry.ts';
import { NOT_ACCEPTED, NOT_RECEIVED } from './transfer-messages.ts';
import { venueMemo } from './venue-names.ts';

export interface OrderEngineOptions {
  deps: Deps;
  money: Money;
  orders: VenueOrderRepo;
  providerFor: (venue: VenueRow) => VenueProvider;
  lock: KeyedLock;
}

/**
 * Venue orders from draft to booked (DESIGN §5), as idempotent steps keyed by the order number (the
 * postings are in order-postings.ts). A transfer request is sent to the venue at most once per order;
 * after that only queries settle it, so a refusal to a re-sent copy can never be mistaken for the fate of
 * the first. Everything one member does with venue money runs under that member's lock.
 */
export const createOrderEngine = ({ deps, money, orders, providerFor, lock }: OrderEngineOptions) => {
  const ledger = money.ledger;
  /** The member's centre wallet and balance at one venue, in fen. */
  const balances = async (memberId: number, code: string) => {
    const b = await ledger.memberBalances(memberId);
    return { wallet: b.wallet, venue: b.venues[code] ?? 0 };
  };
  const memberLock = <T>(memberId: number, fn: () => Promise<T>) => lock(`m:${memberId}`, fn);

  /**
   * Makes the ledger match a settled order, then marks it booked. Idempotent: every step is posted by its
   * reference, so booking again after a crash moves nothing twice.
   */
  const finish = async (order: VenueOrderRow, holdPosted?: boolean): Promise<void> => {
    if (order.status === 'pending' || order.booked) return;
    const steps = plan(order);
    // An order refused before its hold (余额不足) or orphaned before it has nothing to undo. The caller
    // that has just posted the hold itself says so and spares the lookup.
    if (holdPosted ?? (await ledger.isPosted(steps.hold.reference))) {
      const result = await ledger.post(order.status === 'success' ? steps.done : steps.release);
      if (result.status === 'rejected') {
        deps.log.error({ orderNo: order.orderNo, status: order.status }, 'venue order settlement rejected');
        return;
      }
    } else if (order.status === 'success') {
      deps.log.error({ orderNo: order.orderNo }, 'venue order succeeded without a hold posting');
      return;
    }
    await orders.markBooked(order.id);
  };

  /** Asks the venue once about a pending order and settles it when the answer is certain. */
  const query = async (order: VenueOrderRow, venue: VenueRow): Promise<VenueOrderRow> => {
    const provider = providerFor(venue);
    const answer = await provider.queryOrder(order.orderNo);
    if (answer === 'success') return orders.settle(order.id, 'success', '');
    if (answer === 'failed') return orders.settle(order.id, 'failed', NOT_ACCEPTED);
    if (answer === 'not_found') {
      // A request can still arrive and apply until the venue would refuse it as stale: only after that
      // window is "not found" a certain failure (a late arrival must never double the money).
      const since = (order.sentAt ?? order.createdAt).getTime();
      if (deps.now().getTime() - since > provider.settleWindowMs)
        return orders.settle(order.id, 'failed', NOT_RECEIVED);
    }
    return order;
  };

  /**
   * Books a certain answer of the venue to the order we sent: the ledger step first (done on success,
   * release on failure; idempotent by reference), then the order's status and `booked` in one statement.
   * A crash in between leaves the order pending with the step posted: the resolver asks the venue, which
   * answers the same, settles it and finds the step already posted, so nothing moves twice.
   */
  const book = async (
    order: VenueOrderRow,
    status: 'success' | 'failed',
    message: string,
    seen?: Record<string, number>,
    /** Booked right after the order was sent in this call: only a resolver racing it could have booked it. */
    freshReference = false,
  ): Promise<VenueOrderRow> => {
    const steps = plan(order);
    const at = deps.now();
    const result = await ledger.post({
      ...(status === 'success' ? steps.done : steps.release),
      freshReference,
      companions: [orders.settledCompanion({ id: order.id, status, message, at })],
    });
    if (seen && result.status === 'posted') Object.assign(seen, result.balances);
    if (result.status === 'rejected') {
      deps.log.error({ orderNo: order.orderNo, status }, 'venue order settlement rejected');
      // Settled but not booked: the resolver tries the booking again.
      return orders.settle(order.id, status, message);
    }
    if (result.status === 'posted')
      return { ...order, status, message, booked: true, updatedAt: at, resolvedAt: at };
    // The step was posted before (a retry): settle and book the order on its own.
    return orders.settleBooked(order.id, status, message);
  };

  /**
   * Takes one order as far as it goes now: hold the money, send the request once, settle on a certain
   * answer; an order already sent is only queried. Answers the order as it then stands. `seen` collects
   * the balances right after each posting this call made (by account key), for the caller's answer.
   * A `drafted` order (orders.draft) is not in the database yet: its hold inserts it.
   */
  const drive = async (
    start: VenueOrderRow,
    venue: VenueRow,
    seen?: Record<string, number>,
    drafted = false,
  ): Promise<VenueOrderRow> => {
    let order = start;
    let holdPosted: boolean | undefined;
    if (order.status === 'pending' && order.attempts === 0) {
      const sentAt = deps.now();
      let held: PostingResult;
      try {
        // The hold and the order's send count (for a drafted order, the order itself) commit together.
        held = await ledger.post({
          ...plan(order).hold,
          // A drafted order's number was drawn just now.
          freshReference: drafted,
          companions: [
            drafted
              ? orders.createdCompanion({ ...order, attempts: 1, sentAt, updatedAt: sentAt })
              : orders.sentCompanion({ id: order.id, at: sentAt }),
          ],
        });
      } catch (error) {
        // Nothing of a drafted order was written: the retry starts it again.
        if (drafted) throw error;
        // The order was settled meanwhile (its companion refused the hold): nothing was held or sent.
        const now = await orders.byId(order.id);
        if (!now || now.status === 'pending') throw error;
        await finish(now);
        return now;
      }
      holdPosted = held.status !== 'rejected';
      if (seen && held.status === 'posted') Object.assign(seen, held.balances);
      if (held.status === 'rejected') {
        // Nothing was held, so nothing is to undo: settled and booked at once. A drafted order was never
        // written: the refusal is the request's answer (kept with its idempotency key), as when it is
        // refused before the hold.
        order = drafted
          ? {
              ...order,
              status: 'failed',
              message: RuleMessage.amountAboveBalance,
              booked: true,
              resolvedAt: sentAt,
            }
          : await orders.settleBooked(order.id, 'failed', RuleMessage.amountAboveBalance);
      } else {
        let sent = true;
        if (held.status === 'posted')
          order = { ...order, attempts: order.attempts + 1, sentAt, updatedAt: sentAt };
        // A hold posted before without its send count (an order left half-way by an older version).
        else sent = await orders.markSent(order.id);
        if (sent) {
          const provider = providerFor(venue);
          const account = venueAccount(order.memberId);
          const answer =
            order.ty === 1
              ? await provider.transferIn(order.orderNo, account, order.amount)
              : await provider.transferOut(order.orderNo, account, order.amount);
          if (answer.status === 'success') order = await book(order, 'success', '', seen, true);
          else if (answer.status === 'failed')
            order = await book(order, 'failed', answer.message, seen, true);
          else order = (await orders.byId(order.id)) ?? order;
        } else {
          order = (await orders.byId(order.id)) ?? order;
        }
      }
    } else if (order.status === 'pending') {
      order = await query(order, venue);
    }
    await finish(order, holdPosted);
    return order;
  };

  /**
   * Brings our venue account to the venue's own figure (wins and losses at the venue) against the house
   * account { venue_pnl, code }. Skipped while a transfer with that venue is unconfirmed: the figures then
   * differ for a reason the sync cannot see. Answers whether the venue answered.
   */
  const sync = async (memberId: number, venue: VenueRow): Promise<boolean> =>
    (await syncedBalances(memberId, venue)) !== null;

  /**
   * `sync`, answering the member's wallet and venue balances afterwards (null when the venue did not
   * answer), so a caller that needs them does not read them again.
   */
  const syncedBalances = async (
    memberId: number,
    venue: VenueRow,
  ): Promise<{ wallet: number; venue: number } | null> => {
    // The venue's figure and ours at once (the caller holds the member's lock, so neither moves meanwhile).
    const [theirs, ours, pending] = await Promise.all([
      providerFor(venue).balance(venueAccount(memberId)),
      balances(memberId, venue.channelCode),
      orders.hasPending(memberId, venue.channelCode),
    ]);
    if (theirs === null) return null;
    if (pending) return ours;
    const account = venueRef(memberId, venue.channelCode);
    const diff = theirs - ours.venue;
    if (diff === 0) return ours;
    const house: AccountRef = { house: 'venue_pnl', code: venue.channelCode, shardKey: memberId };
    const result = await ledger.post({
      reference: `vsync:${memberId}:${venue.channelCode}:${deps.now().getTime()}:${randomBytes(4).toString('hex')}`,
      kind: 'venue_result',
      legs: [
        diff > 0 ? { from: house, to: account, amount: diff } : { from: account, to: house, amount: -diff },
      ],
      memo: venueMemo(venue.channelCode, 'balance sync'),
      freshReference: true,
    });
    if (result.status === 'rejected') {
      deps.log.error({ memberId, venue: venue.channelCode }, 'venue sync rejected');
      return ours;
    }
    return { wallet: ours.wallet, venue: theirs };
  };

  /** Drafts an order for a request key and takes it as far as it goes now (see `drive`). */
  const startOrder = async (input: {
    memberId: number;
    requestKey: string;
    venue: VenueRow;
    ty: 1 | 2;
    amount: number;
    source: 'transfer' | 'recycle' | 'auto';
    isActivity: boolean;
    seen?: Record<string, number>;
  }) =>
    drive(
      await orders.draft({
        orderNo: orderNoFor(input.memberId, input.requestKey),
        memberId: input.memberId,
        requestKey: input.requestKey,
        channelCode: input.venue.channelCode,
        ty: input.ty,
        amount: input.amount,
        source: input.source,
        isActivity: input.isActivity,
      }),
      input.venue,
      input.seen,
      true,
    );

  return { balances, memberLock, finish, query, drive, sync, syncedBalances, startOrder };
};

export type OrderEngine = ReturnType<typeof createOrderEngine>;
