import {
  fenToYuan,
  PayChannelTypeSchema,
  WaitPageSchema,
  type DepositOrder,
  type DepositStatus,
} from '@qilin/contract';
import type { DepositRow } from './deposit-repo.ts';
import { textIn } from '../../platform/i18n/traditional.ts';
import type { Language } from '../../platform/http/context.ts';

/**
 * The status a player sees. A pending order past its time reads 'expired' before the expiry job has
 * written it, unless a payment is already bound to it (then it is being credited and will read 'paid').
 */
export const effectiveStatus = (row: DepositRow, now: Date): DepositStatus => {
  if (row.status === 'pending' && !row.tradeNo && row.expiresAt <= now) return 'expired';
  return row.status as DepositStatus;
};

export const toDepositOrder = (row: DepositRow, now: Date): DepositOrder => ({
  orderNo: row.orderNo,
  channelId: row.channelCode,
  channelName: row.channelName,
  type: PayChannelTypeSchema.parse(row.type),
  waitPage: WaitPageSchema.parse(row.waitPage),
  status: effectiveStatus(row, now),
  amount: fenToYuan(row.amountFen),
  fee: fenToYuan(row.feeFen),
  creditAmount: fenToYuan(row.amountFen - row.feeFen),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  payUrl: row.payUrl,
  bank: row.bank ?? null,
  crypto: row.crypto ?? null,
  signalCode: row.signalCode,
});

/**
 * A deposit order for a zh-TW reader: the channel's name in Traditional. Bank and wallet details (bank,
 * account holder, branch) stay exactly as the bank has them, since the player copies them into a transfer.
 */
export const orderIn = (order: DepositOrder, language: Language): DepositOrder =>
  language === 'zh-TW' ? { ...order, channelName: textIn(order.channelName, language) } : order;
