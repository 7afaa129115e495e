import {
  GamePath,
  fenToYuan,
  yuanToFen,
  type VenueBalance,
  type VenueInfo,
  type VenueTransferResponse,
} from '@qilin/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import type { Member } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { Money } from '../ledger/module.ts';
import type { VenueOrderRepo } from './order-repo.ts';
import { toVenueInfo, type VenueRegistry, type VenueRow } from './registry.ts';
import type { VenueFlows } from './venue-flows.ts';

export interface TransferBody {
  channelCode: string;
  amount: string;
  ty: 1 | 2;
  isActivity?: boolean | 0 | 1;
}

/**
 * The venue calls of SPEC §7.6 (wallet side). Every call works on the caller's own accounts only: the
 * member id comes from the session, never from the request. Money-moving calls run under the caller's
 * idempotency key (scope `m:<memberId>`).
 */
export const createVenueService = (o: {
  money: Money;
  directory: MemberDirectory;
  registry: VenueRegistry;
  orders: VenueOrderRepo;
  flows: VenueFlows;
}) => {
  const { money, directory, registry, orders, flows } = o;
  const scope = (caller: Member) => `m:${caller.memberId}`;

  /** The balance at one venue after syncing with it; `live` false when the venue could not be asked. */
  const venueBalance = async (memberId: number, venue: VenueRow): Promise<VenueBalance> => {
    const live = await flows.sync(memberId, venue);
    const fen = (await money.ledger.memberBalances(memberId)).venues[venue.channelCode] ?? 0;
    return { channelCode: venue.channelCode, venueName: venue.venueName, balance: fenToYuan(fen), live };
  };

  return {
    async venueInfo(category?: number): Promise<VenueInfo[]> {
      return (await registry.list(category)).map(toVenueInfo);
    },

    async balance(caller: Member, channelCode: string): Promise<VenueBalance> {
      const self = await directory.self(caller);
      const venue = await registry.transferVenue(channelCode);
      return flows.memberLock(self.memberId, () => venueBalance(self.memberId, venue));
    },

    async allBalance(caller: Member, category?: number) {
      const self = await directory.self(caller);
      const list = await flows.memberLock(self.memberId, async () => {
        const out: VenueBalance[] = [];
        for (const venue of await registry.transferVenues(category))
          out.push(await venueBalance(self.memberId, venue));
        return out;
      });
      const total = list.reduce((sum, v) => sum + yuanToFen(v.balance), 0);
      return { list, total: fenToYuan(total), autoTransfer: await orders.autoTransfer(self.memberId) };
    },

    async transfer(caller: Member, body: TransferBody, rc: RequestContext): Promise<VenueTransferResponse> {
      // The caller's session was resolved on this request, and a freeze revokes every session: the
      // member is active and the id is theirs without reading the member row again (the hot path).
      return money.idempotency.run(
        scope(caller),
        rc.idempotencyKey,
        { path: GamePath.transfer, body },
        (attempt) =>
          flows.transfer({
            attempt,
            memberId: caller.memberId,
            requestKey: rc.idempotencyKey,
            channelCode: body.channelCode,
            amount: body.amount,
            ty: body.ty,
            isActivity: body.isActivity === true || body.isActivity === 1,
          }),
      );
    },

    async recycle(caller: Member, rc: RequestContext) {
      const self = await directory.self(caller);
      return money.idempotency.run(
        scope(caller),
        rc.idempotencyKey,
        { path: GamePath.recycle, body: {} },
        () => flows.recycle(self.memberId, rc.idempotencyKey),
      );
    },

    async setAutoTransfer(caller: Member, status: 0 | 1) {
      const self = await directory.self(caller);
      await orders.setAutoTransfer(self.memberId, status === 1);
      return { status };
    },
  };
};

export type VenueService = ReturnType<typeof createVenueService>;
