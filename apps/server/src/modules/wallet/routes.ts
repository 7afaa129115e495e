import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { Money } from '../ledger/module.ts';
import type { OperatorGate } from '../operator/gate.ts';

/** The centre wallet: balance, USDT exchange, trade records, operator adjustments and ledger:check. */
export const registerWalletModule = async (
  _ctx: ModuleContext,
  _others: { money: Money; directory: MemberDirectory; gate: OperatorGate },
): Promise<void> => {};
