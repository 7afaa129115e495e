import type { PayoutAccountType } from '@qilin/contract';

/** Where each kind of payout account is added and listed (SPEC §2.2 page names). */
export const ACCOUNT_LIST_PATH: Record<PayoutAccountType, string> = {
  bank: '/mine/addBankCard',
  alipay: '/mine/alipayManage',
  usdt: '/mine/virtualCoinCard',
};

export const accountManagePath = (id: string): string => `/mine/accountManage/${encodeURIComponent(id)}`;

export const takeMoneyPath = (tab: PayoutAccountType, orderNo?: string): string =>
  `/mine/takemoney?tab=${tab}${orderNo ? `&orderNo=${encodeURIComponent(orderNo)}` : ''}`;

/** The security centre sets the withdrawal password and binds the phone; the profile binds the real name. */
export const SECURITY_PATH = '/mine/auth';
export const PROFILE_PATH = '/mine/userinfo';
export const RECORDS_PATH = '/mine/transRecord';

export const parseTab = (raw: string | null): PayoutAccountType =>
  raw === 'alipay' || raw === 'usdt' ? raw : 'bank';
