import { randomBytes } from 'node:crypto';
import { Code, RuleMessage, fenToYuan, validateAmount, yuanToFen, formatFen } from '@qilin/contract';
import { AppError } from '../../platform/http/errors.ts';
import { accountSpec } from '../ledger/accounts.ts';
import type { Attempt } from '../ledger/idempotency.ts';
import type { OrderEngine } from './order-engine.ts';
import type { VenueOrderRepo } from './order-repo.ts';
import { venueAccountOf as venueRef, walletOf as wallet } from './order-postings.ts';
import type { VenueRegistry } from './registry.ts';
import {
  RECALL_PENDING,
  VENUE_UNREACHABLE,
  orderFailure as failure,
  venueUnderMaintenance,
} from './transfer-messages.ts';

export interface VenueFlowsOptions {
  registry: VenueRegistry;
  orders: VenueOrderRepo;
  engine: OrderEngine;
}

/**
 * What a member does with venue money: one transfer, the recall of every venue balance, and the transfer
 * in on launch. Each runs under the member's lock through the order engine (order-engine.ts).
 */
export const createVenueFlows = ({ registry, orders, engine }: VenueFlowsOptions) => {
  const { balances, memberLock, drive, sync, syncedBalances, startOrder } = engine;
  return {
    memberLock,
    sync,

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
            throw new AppError(Code.VenueUnderMaintenance, venueUnderMaintenance(venue));
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
                message: live ? venueUnderMaintenance(venue) : VENUE_UNREACHABLE,
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
                  ? RECALL_PENDING
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
