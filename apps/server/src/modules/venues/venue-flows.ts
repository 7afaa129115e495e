import { createHash, randomBytes } from 'node:crypto';
import { Code, RuleMessage, fenToYuan, validateAmount, yuanToFen, formatFen } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { accountSpec, type AccountRef } from '../ledger/accounts.ts';
import type { Attempt } from '../ledger/idempotency.ts';
import type { Money } from '../ledger/module.ts';
import type { Posting, PostingResult } from '../ledger/posting.ts';
import type { KeyedLock } from '../../platform/locks/keyed-lock.ts';
import type { VenueOrderRepo, VenueOrderRow } from './order-repo.ts';
import { venueAccount, type VenueProvider } from './provider.ts';
import type { VenueRegistry, VenueRow } from './registry.ts';

/** Shown while a venue cannot be reached and nothing was moved. */
export const VENUE_UNREACHABLE = '场馆暂时无法连接，请稍后再试';
const NOT_RECEIVED = '场馆未收到该笔转账';
const NOT_ACCEPTED = '场馆未受理该笔转账';

/**
 * Our order number: a hash of the member and the request key, so the retry of a request that died
 * half-way (same idempotency key) finds its order instead of starting a second one.
 */
export const orderNoFor = (memberId: number, requestKey: string) =>
  `V${createHash('sha256').update(`${memberId}|${requestKey}`).digest('hex').slice(0, 24).toUpperCase()}`;

/** Drops a trailing .00 for messages ("最低转账1元"). */
export interface OrderOutcome {
  order: VenueOrderRow;
  venue: VenueRow;
}

export interface VenueFlowsOptions {
  deps: Deps;
  money: Money;
  registry: VenueRegistry;
  orders: VenueOrderRepo;
  providerFor: (venue: VenueRow) => VenueProvider;
  lock: KeyedLock;
}

/**
 * The money flow between the centre wallet and the venues (DESIGN §5), as idempotent steps keyed by the
 * order number:
 * - in:  wallet -> transit (`vin:<no>:hold`); the venue says success: transit -> venue (`vin:<no>:done`);
 *        failed: transit -> wallet (`vin:<no>:release`); unknown: the money waits in transit (pending).
 * - out: venue -> transit (`vout:<no>:hold`); success: transit -> wallet; failed: transit -> venue.
 * A transfer request is sent to the venue at most once per order; after that only queries settle it, so a
 * refusal to a re-sent copy can never be mistaken for the fate of the first. Everything one member does
 * with venue money runs under that member's lock.
 */
export const createVenueFlows = (o: VenueFlowsOptions) => {
  const { deps, money, registry, orders, providerFor, lock } = o;
  const ledger = money.ledger;
  const balances = async (memberId: number, code: string) => {
    const b = await ledger.memberBalances(memberId);
    return { wallet: b.wallet, venue: b.venues[code] ?? 0 };
  };
  const memberLock = <T>(memberId: number, fn: () => Promise<T>) => lock(`m:${memberId}`, fn);

  const wallet = (memberId: number): AccountRef => ({ member: memberId, kind: 'wallet' });
  const transit = (memberId: number): AccountRef => ({ member: memberId, kind: 'transit' });
  const venueRef = (memberId: number, code: string): AccountRef => ({
    member: memberId,
    kind: 'venue',
    code,
  });

  /** The three postings an order may need; which of done/release applies depends on the outcome. */
  const plan = (order: VenueOrderRow): { hold: Posting; done: Posting; release: Posting } => {
    const m = order.memberId;
    const legs = (from: AccountRef, to: AccountRef) => [{ from, to, amount: order.amount }];
    const memo = `${order.channelCode} ${order.orderNo}`;
    if (order.ty === 1) {
      const ref = `vin:${order.orderNo}`;
      return {
        hold: { reference: `${ref}:hold`, kind: 'venue_hold', legs: legs(wallet(m), transit(m)), memo },
        done: {
          reference: `${ref}:done`,
          kind: 'venue_in',
          legs: legs(transit(m), venueRef(m, order.channelCode)),
          memo,
        },
        release: {
          reference: `${ref}:release`,
          kind: 'venue_release',
          legs: legs(transit(m), wallet(m)),
          memo,
        },
      };
    }
    const ref = `vout:${order.orderNo}`;
    return {
      hold: {
        reference: `${ref}:hold`,
        kind: 'venue_out_hold',
        legs: legs(venueRef(m, order.channelCode), transit(m)),
        memo,
      },
      done: { reference: `${ref}:done`, kind: 'venue_out', legs: legs(transit(m), wallet(m)), memo },
      release: {
        reference: `${ref}:release`,
        kind: 'venue_release',
        legs: legs(transit(m), venueRef(m, order.channelCode)),
        memo,
      },
    };
  };

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
      memo: `${venue.channelCode} balance sync`,
      freshReference: true,
    });
    if (result.status === 'rejected') {
      deps.log.error({ memberId, venue: venue.channelCode }, 'venue sync rejected');
      return ours;
    }
    return { wallet: ours.wallet, venue: theirs };
  };

  /** The player-facing refusal of a failed order (SPEC §8.3: the SPA shows it in a dialog). */
  const failure = (order: VenueOrderRow, venue: VenueRow) => {
    if (order.attempts === 0 && order.message === RuleMessage.amountAboveBalance)
      return new AppError(Code.InvalidParameter, RuleMessage.amountAboveBalance);
    const reason = order.message || NOT_ACCEPTED;
    return new AppError(
      Code.BadGateway,
      order.ty === 1
        ? `转入${venue.venueName}失败：${reason}，资金已退回中心钱包`
        : `从${venue.venueName}转出失败：${reason}，资金已退回场馆钱包`,
    );
  };

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

  return {
    memberLock,
    sync,
    drive,
    query,
    finish,

    /** venue/transfer for one member and request key (the caller wraps it in the idempotency key). */
    async transfer(input: {
      memberId: number;
      requestKey: string;
      channelCode: string;
      amount: string;
      ty: 1 | 2;
      isActivity: boolean;
      /** `first`: nothing ran under this request key before, so no order of it can exist. */
      attempt?: Attempt;
    }) {
      const venue = await registry.transferVenue(input.channelCode);
      // SPEC §5 words the empty amount of a transfer in; a transfer out says what it moves.
      const required = input.ty === 1 ? RuleMessage.amountRequired : RuleMessage.amountOutRequired;
      const shape = validateAmount(input.amount, undefined, required);
      return memberLock(input.memberId, async () => {
        const seen: Record<string, number> = {};
        // Only an earlier attempt under this key can have left an order (its number derives from the key).
        let order =
          input.attempt === 'first' ? undefined : await orders.byKey(input.memberId, input.requestKey);
        if (order) {
          // The retry of a request that died half-way: finish that order, whatever the balances are now.
          order = await drive(order, venue);
        } else {
          if (shape) throw new AppError(Code.InvalidParameter, shape);
          if (venue.status !== 'open')
            throw new AppError(Code.VenueUnderMaintenance, `${venue.venueName}维护中，请稍后再试`);
          // Into the venue, the hold itself is the balance check: refused, it answers 余额不足 and writes
          // nothing (the order is only drafted), so the centre balance is not read first. Out of it, the
          // venue's own figure is the limit, so the balances are brought in line with it first.
          if (input.ty === 2) {
            const synced = await syncedBalances(input.memberId, venue);
            if (!synced) throw new AppError(Code.BadGateway, VENUE_UNREACHABLE);
            const problem = validateAmount(input.amount, synced.venue, required);
            if (problem) throw new AppError(Code.InvalidParameter, problem);
          }
          const fen = yuanToFen(input.amount);
          // The venue's minimum is for money going in; a remainder below it must still come back out.
          if (input.ty === 1 && fen < venue.minTransfer)
            throw new AppError(Code.InvalidParameter, `单笔最低转入${formatFen(venue.minTransfer)}元`);
          order = await startOrder({ ...input, venue, amount: fen, source: 'transfer', seen });
        }
        if (order.status === 'failed') throw failure(order, venue);
        // A transfer that posted its hold and its done step here has both figures from those postings:
        // each balance right after this transfer's own posting on it (the venue account only moves under
        // the member's lock). Otherwise (a retry, a pending order) they are read.
        const walletKey = accountSpec(wallet(input.memberId)).key;
        const venueKey = accountSpec(venueRef(input.memberId, venue.channelCode)).key;
        const after =
          order.status === 'success' && walletKey in seen && venueKey in seen
            ? { wallet: seen[walletKey]!, venue: seen[venueKey]! }
            : await balances(input.memberId, venue.channelCode);
        return {
          orderNo: order.orderNo,
          status: order.status === 'success' ? ('success' as const) : ('pending' as const),
          amount: fenToYuan(order.amount),
          centerWalletBalance: fenToYuan(after.wallet),
          venueBalance: fenToYuan(after.venue),
        };
      });
    },

    /** venue/recycle: every venue balance back to the centre wallet, one transfer-out order per venue. */
    async recycle(memberId: number, requestKey: string) {
      return memberLock(memberId, async () => {
        const list: {
          channelCode: string;
          amount: string;
          status: 'success' | 'pending' | 'failed';
          message: string;
        }[] = [];
        let recalled = 0;
        for (const venue of await registry.transferVenues()) {
          const key = `rc:${requestKey}:${venue.channelCode}`;
          let order = await orders.byKey(memberId, key);
          if (order) order = await drive(order, venue);
          else {
            const live = await sync(memberId, venue);
            const held = (await balances(memberId, venue.channelCode)).venue;
            if (held <= 0) continue;
            if (!live || venue.status !== 'open') {
              list.push({
                channelCode: venue.channelCode,
                amount: fenToYuan(held),
                status: 'failed',
                message: live ? `${venue.venueName}维护中，请稍后再试` : VENUE_UNREACHABLE,
              });
              continue;
            }
            order = await startOrder({
              memberId,
              requestKey: key,
              venue,
              ty: 2,
              amount: held,
              source: 'recycle',
              isActivity: false,
            });
          }
          if (order.status === 'success') recalled += order.amount;
          list.push({
            channelCode: venue.channelCode,
            amount: fenToYuan(order.amount),
            status: order.status === 'success' ? 'success' : order.status === 'failed' ? 'failed' : 'pending',
            message:
              order.status === 'failed'
                ? failure(order, venue).message
                : order.status === 'pending'
                  ? '场馆确认中，稍后自动到账'
                  : '',
          });
        }
        const { wallet: centre } = await balances(memberId, '');
        return { recalled: fenToYuan(recalled), list, centerWalletBalance: fenToYuan(centre) };
      });
    },

    /**
     * Auto transfer on launch: with the member's switch on, the whole centre balance moves into the venue.
     * Answers null when nothing was to be done (switch off, not a transfer venue, empty wallet); a failure
     * is answered, not thrown, so the launch can go on.
     */
    async autoTransferIn(memberId: number, channelCode: string, requestKey?: string) {
      if (!(await orders.autoTransfer(memberId))) return null;
      const venue = await registry.find(channelCode);
      if (!venue || venue.walletMode !== 'transfer' || venue.status !== 'open') return null;
      return memberLock(memberId, async () => {
        const key = `at:${requestKey ?? randomBytes(12).toString('hex')}`;
        let order = await orders.byKey(memberId, key);
        if (order) order = await drive(order, venue);
        else {
          const amount = (await balances(memberId, channelCode)).wallet;
          if (amount <= 0) return null;
          order = await startOrder({
            memberId,
            requestKey: key,
            venue,
            ty: 1,
            amount,
            source: 'auto',
            isActivity: false,
          });
        }
        const after = await balances(memberId, channelCode);
        return {
          orderNo: order.orderNo,
          status: order.status === 'success' ? 'success' : order.status === 'failed' ? 'failed' : 'pending',
          amount: fenToYuan(order.amount),
          centerWalletBalance: fenToYuan(after.wallet),
          venueBalance: fenToYuan(after.venue),
          message: order.status === 'failed' ? failure(order, venue).message : '',
        } as const;
      });
    },
  };
};

export type VenueFlows = ReturnType<typeof createVenueFlows>;
