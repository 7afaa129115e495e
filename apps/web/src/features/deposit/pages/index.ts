import { SaveMoneyPage } from './SaveMoneyPage.tsx';
import {
  HuioneWaitPage,
  RechargeWaitPage,
  TransferWaitPage,
  VirtualWaitPage,
  XnbskWaitPage,
} from './DepositWaitPage.tsx';

/**
 * Every deposit page behind one lazy import, keyed by its SPEC §2.4 route name: the route table (in the
 * first load) then needs one chunk reference for the feature and no component names.
 */
export const pagesByRoute = {
  saveMoney: SaveMoneyPage,
  rechargeWait: RechargeWaitPage,
  transferWait: TransferWaitPage,
  virtualWait: VirtualWaitPage,
  huiwangWait: HuioneWaitPage,
  xnbskWait: XnbskWaitPage,
};
