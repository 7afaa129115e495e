import type { WaitPage } from '@qilin/contract';

/** SPEC §2.2: three waiting pages sit under savemoney, huione and xnbsk directly under /mine. */
const WAIT_PATHS: Record<WaitPage, string> = {
  rechargeWait: '/mine/savemoney/rechargeWait',
  transferWait: '/mine/savemoney/transferWait',
  virtualWait: '/mine/savemoney/virtualWait',
  huione: '/mine/huione',
  xnbsk: '/mine/xnbsk',
};

/** Where the player follows an order after payment/pay. */
export const waitPageUrl = (page: WaitPage, orderNo: string): string =>
  `${WAIT_PATHS[page]}?orderNo=${encodeURIComponent(orderNo)}`;

export const SAVE_MONEY_PATH = '/mine/savemoney';
export const WALLET_PATH = '/mine/wallet';
