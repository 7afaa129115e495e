import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { Money } from '../ledger/module.ts';

/** Venue wallets (GamePath): registry, balances, transfers in and out, recycle, auto transfer. */
export const registerVenuesModule = async (
  _ctx: ModuleContext,
  _others: { money: Money; directory: MemberDirectory },
): Promise<void> => {};
