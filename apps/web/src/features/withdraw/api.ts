import { useQuery } from '@tanstack/react-query';
import {
  FundsPath,
  type AddAlipayRequestSchema,
  type AddBankCardRequestSchema,
  type AddVirtualAddressRequestSchema,
  type BankOptionListSchema,
  type PayoutAccount,
  type UsdtWithdrawInfoSchema,
  type WithdrawCfg,
  type WithdrawInfo,
  type WithdrawNewRequestSchema,
  type WithdrawOrder,
  type WithdrawOrderPageSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import { apiGet, apiPost } from '../../shared/api/client.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { serverNow } from '../../shared/api/server-clock.ts';
import { revealField } from '../../shared/session/reveal-field.ts';
import { msUntilSiteDayTurns } from './withdraw-logic.ts';

export type UsdtWithdrawInfo = z.infer<typeof UsdtWithdrawInfoSchema>;
export type BankOptions = z.infer<typeof BankOptionListSchema>;
export type WithdrawOrderPage = z.infer<typeof WithdrawOrderPageSchema>;
type WithdrawNew = z.infer<typeof WithdrawNewRequestSchema>;
type AddBankCard = z.infer<typeof AddBankCardRequestSchema>;
type AddAlipay = z.infer<typeof AddAlipayRequestSchema>;
type AddVirtual = z.infer<typeof AddVirtualAddressRequestSchema>;

/** The take-money tabs: bank and Alipay read withdrawInfo, USDT its own call with the payout rate. */
export type WithdrawTab = 'bank' | 'alipay' | 'usdt';

const keys = {
  info: (tab: WithdrawTab) => ['withdraw', 'info', tab] as const,
  cfg: ['withdraw', 'cfg'] as const,
  order: (orderNo: string) => ['withdraw', 'order', orderNo] as const,
  list: ['withdraw', 'list'] as const,
  accounts: ['withdraw', 'accounts'] as const,
  banks: ['withdraw', 'banks'] as const,
};

export const useWithdrawInfo = (tab: WithdrawTab) =>
  useQuery({
    queryKey: keys.info(tab),
    queryFn: (): Promise<WithdrawInfo | UsdtWithdrawInfo> =>
      tab === 'usdt'
        ? apiPost<UsdtWithdrawInfo>(FundsPath.usdtWithdrawInfo, {})
        : apiPost<WithdrawInfo>(FundsPath.withdrawInfo, { type: tab }),
    staleTime: 5_000,
    // Today's count and amount are the site day's: a page left open past midnight kept yesterday's and
    // refused (as 今日取款次数已达上限) what the server would take, until it was reloaded. Read again once
    // the day turns, in a background tab too (one call a day).
    refetchInterval: () => msUntilSiteDayTurns(serverNow()),
    refetchIntervalInBackground: true,
  });

/** withdraw/baseCfg/list: every type's limits (each tab's label shows its range before it is opened). */
export const useWithdrawCfgList = () =>
  useQuery({
    queryKey: keys.cfg,
    queryFn: () => apiPost<WithdrawCfg[]>(FundsPath.withdrawCfgList, {}, { silent: true }),
    staleTime: 5 * 60_000,
  });

/** withdraw/new with the action's idempotency key: a retried click never makes a second order. */
export const withdrawNew = (body: WithdrawNew, idempotencyKey: string) =>
  apiPost<WithdrawOrder>(FundsPath.withdrawNew, body, { idempotencyKey });

/** One order; polled while under review so an approval or rejection shows without a reload. */
export const useWithdrawOrder = (orderNo: string) =>
  useQuery({
    queryKey: keys.order(orderNo),
    queryFn: () => apiPost<WithdrawOrder>(FundsPath.withdrawOrderInfo, { orderNo }, { silent: true }),
    enabled: Boolean(orderNo),
    refetchInterval: (q) => (q.state.data?.status === 'reviewing' ? 10_000 : false),
  });

export const useRecentWithdrawals = (pageSize = 5) =>
  useQuery({
    queryKey: [...keys.list, pageSize],
    queryFn: () =>
      apiPost<WithdrawOrderPage>(FundsPath.withdrawList, { pageNum: 1, pageSize }, { silent: true }),
    staleTime: 5_000,
  });

/** GET bankCard/queryMemberBanksInfoList: every payout account of the member, masked. */
export const usePayoutAccounts = () =>
  useQuery({
    queryKey: keys.accounts,
    queryFn: () => apiGet<PayoutAccount[]>(FundsPath.memberBanks),
    staleTime: 5_000,
  });

/** GET bankCard/withdraw/add/list: the banks a card can be added for. */
export const useBankOptions = () =>
  useQuery({
    queryKey: keys.banks,
    queryFn: () => apiGet<BankOptions>(FundsPath.bankOptions),
    staleTime: 30 * 60_000,
  });

/** Show a just-made order at once, without a round trip. */
export const primeWithdrawOrder = (order: WithdrawOrder) =>
  queryClient.setQueryData(keys.order(order.orderNo), order);

/** After any change to accounts or orders: every list and the take-money tabs read again. */
export const invalidateWithdraw = () => queryClient.invalidateQueries({ queryKey: ['withdraw'] });

export const addBankCard = (body: AddBankCard) => apiPost<PayoutAccount>(FundsPath.addBankCard, body);
export const addAlipay = (body: AddAlipay) => apiPost<PayoutAccount>(FundsPath.addAlipay, body);
export const addVirtualAddress = (body: AddVirtual) =>
  apiPost<PayoutAccount>(FundsPath.addVirtualAddress, body);
export const deleteAccount = (id: string) => apiPost(FundsPath.deleteAccount, { id });
export const setDefaultAccount = (id: string) =>
  apiPost<PayoutAccount[]>(FundsPath.setDefaultAccount, { id });

/**
 * The member's own real name in plain text (SPEC §3 DD_ entry, else site/common/singleDataDecryption):
 * the holder of a card or Alipay account must equal it, while every screen shows it masked.
 */
export const plainRealName = (): Promise<string> => revealField('realName', { silent: true });
