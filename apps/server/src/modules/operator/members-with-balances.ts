import {
  fenToYuan,
  type MembersListResponseSchema,
  type MembersListWithBalancesResponseSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import type { MemberBalancesRepo } from './member-balances-repo.ts';

type MembersPage = z.infer<typeof MembersListResponseSchema>;
type MembersPageWithBalances = z.infer<typeof MembersListWithBalancesResponseSchema>;

/** A page of members with each one's money from the ledger, read for the whole page at once. */
export const withBalances = async (
  page: MembersPage,
  balances: MemberBalancesRepo,
): Promise<MembersPageWithBalances> => {
  const byUser = await balances.byUserIds(page.list.map((m) => m.userId));
  return {
    ...page,
    list: page.list.map((m) => {
      const b = byUser.get(m.userId) ?? { wallet: 0, locked: 0, venues: 0 };
      return {
        ...m,
        centerWalletBalance: fenToYuan(b.wallet),
        lockedBalance: fenToYuan(b.locked),
        venueBalance: fenToYuan(b.venues),
      };
    }),
  };
};
