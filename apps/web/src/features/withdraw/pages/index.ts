import { AccountManagePage } from './AccountManagePage.tsx';
import { AddBankCardPage } from './AddBankCardPage.tsx';
import { AlipayManagePage } from './AlipayManagePage.tsx';
import { TakeMoneyPage } from './TakeMoneyPage.tsx';
import { VirtualCoinCardPage } from './VirtualCoinCardPage.tsx';

/**
 * Every withdraw page behind one lazy import, keyed by its SPEC §2.4 route name: the route table (in the
 * first load) then needs one chunk reference for the feature and no component names.
 */
export const pagesByRoute = {
  takeMoney: TakeMoneyPage,
  addBankCard: AddBankCardPage,
  alipayManage: AlipayManagePage,
  virtualCoinCard: VirtualCoinCardPage,
  accountManage: AccountManagePage,
};
