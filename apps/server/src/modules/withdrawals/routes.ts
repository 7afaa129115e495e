import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { Money } from '../ledger/module.ts';
import type { OperatorGate } from '../operator/gate.ts';

/** Payout accounts (bankCard/*), withdrawals (withdraw/*) and their operator review. */
export const registerWithdrawalsModule = async (
  _ctx: ModuleContext,
  _others: { money: Money; directory: MemberDirectory; gate: OperatorGate },
): Promise<void> => {};
