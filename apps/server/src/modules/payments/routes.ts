import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { Money } from '../ledger/module.ts';
import type { SiteApi } from '../site/site-config.ts';

/** Deposits (payment/*, vCurrency/list, user/bindFromDeposit) and the demo payment gateway (/demo-pay). */
export const registerPaymentsModule = async (
  _ctx: ModuleContext,
  _others: { money: Money; directory: MemberDirectory; site: SiteApi },
): Promise<void> => {};
