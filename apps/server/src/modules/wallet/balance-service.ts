import { fenToYuan, type Balance } from '@qilin/contract';
import type { Member } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { Ledger } from '../ledger/ledger.ts';

/** transfer/getBalance: the caller's own balances, read from the ledger. */
export const createBalanceService = (ledger: Ledger, directory: MemberDirectory) => ({
  async getBalance(caller: Member, withLockMoney: boolean): Promise<Balance> {
    await directory.self(caller);
    const b = await ledger.memberBalances(caller.memberId);
    return {
      centerWalletBalance: fenToYuan(b.wallet),
      lockMoney: fenToYuan(withLockMoney ? b.locked : 0),
      usdtBalance: fenToYuan(b.usdt),
      pendingMoney: fenToYuan(b.transit),
    };
  },
});
