import {
  fenToYuan,
  type PayoutAccount,
  type PayoutAccountType,
  type WithdrawCfg,
  type WithdrawOrder,
  type WithdrawStatus,
} from '@qilin/contract';
import type { Language } from '../../platform/http/context.ts';
import { textIn } from '../../platform/i18n/traditional.ts';
import type { PayoutAccountRow } from './account-repo.ts';
import type { WithdrawConfigRow, WithdrawalRow } from './withdraw-repo.ts';

/** Only the precomputed mask leaves the server; the ciphertext columns are never read here. */
export const toPayoutAccount = (row: PayoutAccountRow): PayoutAccount => ({
  id: row.publicId,
  type: row.type as PayoutAccountType,
  name: row.name,
  bankCode: row.bankCode,
  account: row.accountMask,
  holder: row.holderDisplay,
  network: row.network,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});

/**
 * An account's name is our catalogue's word (the bank's name): zh-TW reads it in Traditional. The holder
 * and the number are the member's own and stay as written.
 */
export const accountIn = (account: PayoutAccount, language: Language): PayoutAccount =>
  language === 'zh-TW' ? { ...account, name: textIn(account.name, language) } : account;

export const orderIn = <O extends { account: PayoutAccount }>(order: O, language: Language): O =>
  language === 'zh-TW' ? { ...order, account: accountIn(order.account, language) } : order;

export const toCfg = (row: WithdrawConfigRow): WithdrawCfg => ({
  type: row.type as PayoutAccountType,
  minAmount: fenToYuan(row.minFen),
  maxAmount: fenToYuan(row.maxFen),
  dailyCount: row.dailyCount,
  dailyMaxAmount: fenToYuan(row.dailyMaxFen),
  feeRateBp: row.feeRateBp,
  feeMin: fenToYuan(row.feeMinFen),
});

/** '7.2100' -> 72100 (CNY per USDT in 1/10000). */
const rateUnits = (rate: string): number => {
  const [whole = '0', frac = ''] = rate.split('.');
  return Number(whole) * 10_000 + Number(frac.padEnd(4, '0').slice(0, 4));
};

/**
 * What the player receives: yuan for bank and Alipay; for coin payouts the net yuan at the order's rate,
 * in USDT with two decimals, rounded down (the house never pays out more than was held).
 */
export const actualAmount = (type: string, netFen: number, rate: string): string => {
  if (type !== 'usdt' || !rate) return fenToYuan(netFen);
  return fenToYuan(Math.floor((netFen * 10_000) / rateUnits(rate)));
};

export const toOrder = (row: WithdrawalRow, account: PayoutAccountRow): WithdrawOrder => ({
  orderNo: row.orderNo,
  type: row.type as PayoutAccountType,
  status: row.status as WithdrawStatus,
  amount: fenToYuan(row.amountFen),
  fee: fenToYuan(row.feeFen),
  actualAmount: actualAmount(row.type, row.amountFen - row.feeFen, row.rate),
  account: toPayoutAccount(account),
  rate: row.rate,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
});
