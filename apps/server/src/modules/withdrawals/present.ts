import {
  Code,
  fenToCoinCents,
  fenToYuan,
  parseRateE4,
  type PayoutAccount,
  type PayoutAccountType,
  type WithdrawCfg,
  type WithdrawOrder,
  type WithdrawStatus,
} from '@qilin/contract';
import type { Language } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
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

/**
 * What the player receives: yuan for bank and Alipay; for coin payouts the net yuan at the order's rate,
 * in USDT with two decimals, rounded down (the house never pays out more than was held).
 */
export const actualAmount = (type: string, netFen: number, rate: string): string => {
  if (type !== 'usdt' || !rate) return fenToYuan(netFen);
  const rateE4 = parseRateE4(rate);
  // The rate is the server's own quote, written on the order when it was placed: an unreadable one is a
  // damaged row, and the yuan figure shown as coins would promise several times the payout.
  if (rateE4 === null) throw new AppError(Code.ServerError, '取款订单汇率数据异常，请联系客服');
  return fenToYuan(fenToCoinCents(netFen, rateE4, 'out'));
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
