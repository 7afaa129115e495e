import { useQuery } from '@tanstack/react-query';
import {
  FundsPath,
  UserPath,
  type BindFromDepositRequestSchema,
  type CustomerInfoResponseSchema,
  type DepositOrder,
  type PayRequestSchema,
  type PaymentTypesResponseSchema,
  type SignalCodeResponseSchema,
  type VCurrencyListResponseSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import { apiPost } from '../../shared/api/client.ts';
import { revealField } from '../../shared/session/reveal-field.ts';
import { DEPOSIT_POLL_MS, isFinalStatus } from './deposit-logic.ts';

export type PaymentTypes = z.infer<typeof PaymentTypesResponseSchema>;
export type VCurrencyList = z.infer<typeof VCurrencyListResponseSchema>;
export type CustomerInfo = z.infer<typeof CustomerInfoResponseSchema>;
export type PayRequest = z.infer<typeof PayRequestSchema>;
type SignalCode = z.infer<typeof SignalCodeResponseSchema>;
type BindFromDeposit = z.infer<typeof BindFromDepositRequestSchema>;

const keys = {
  types: ['deposit', 'types'] as const,
  rates: ['deposit', 'vCurrency'] as const,
  customer: ['deposit', 'customerInfo'] as const,
  order: (orderNo: string) => ['deposit', 'order', orderNo] as const,
  open: ['deposit', 'openOrders'] as const,
};

/** payment/types: the site's channels and the save-money switch (SPEC §2.2). */
export const usePaymentTypes = () =>
  useQuery({
    queryKey: keys.types,
    queryFn: () => apiPost<PaymentTypes>(FundsPath.paymentTypes, {}),
    staleTime: 60_000,
  });

/** vCurrency/list: CNY per coin, for the USDT channels' preview. Refreshed while the page is open. */
export const useVCurrencyRates = (enabled: boolean) =>
  useQuery({
    queryKey: keys.rates,
    queryFn: () => apiPost<VCurrencyList>(FundsPath.vCurrencyList, {}, { silent: true }),
    staleTime: 30_000,
    refetchInterval: 60_000,
    enabled,
  });

/** payment/getCustomerInfo: the depositor-name pre-fill and whether a real name is bound. */
export const useCustomerInfo = () =>
  useQuery({
    queryKey: keys.customer,
    queryFn: () => apiPost<CustomerInfo>(FundsPath.customerInfo, {}, { silent: true }),
    staleTime: 60_000,
  });

/** payment/pay: creates the order; the key makes a retried click the same order, never a second one. */
export const payDeposit = (body: PayRequest, idempotencyKey: string) =>
  apiPost<DepositOrder>(FundsPath.pay, body, { idempotencyKey });

/**
 * payment/getDepositOrderStatus, polled until the order reaches a final state. Polling errors stay quiet
 * (the page shows the last known state and tries again) instead of a toast every few seconds.
 */
export const useDepositOrder = (orderNo: string, enabled = true) =>
  useQuery({
    queryKey: keys.order(orderNo),
    queryFn: () => apiPost<DepositOrder>(FundsPath.depositOrderStatus, { orderNo }, { silent: true }),
    enabled: enabled && Boolean(orderNo),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinalStatus(status) ? false : DEPOSIT_POLL_MS;
    },
    refetchIntervalInBackground: false,
    retry: 1,
  });

/** payment/openOrders: the orders still waiting for payment, to pay or close from the deposit page. */
export const useOpenDepositOrders = () =>
  useQuery({
    queryKey: keys.open,
    queryFn: () => apiPost<{ list: DepositOrder[] }>(FundsPath.openDepositOrders, {}, { silent: true }),
    staleTime: 0,
  });

export const closeDepositOrder = (orderNo: string, idempotencyKey: string) =>
  apiPost<DepositOrder>(FundsPath.closeOrder, { orderNo }, { idempotencyKey });

/** createSignalCode answers the same code when asked again, so no idempotency key is needed. */
export const createSignalCode = (orderNo: string) =>
  apiPost<SignalCode>(FundsPath.createSignalCode, { orderNo });

export const bindRealNameFromDeposit = (body: BindFromDeposit) => apiPost(UserPath.bindFromDeposit, body);

export const depositQueryKeys = keys;

/**
 * The member's own real name in plain text (SPEC §3 DD_ entry, else site/common/singleDataDecryption): a
 * bank transfer's depositor name must equal it, and the deposit answers only show it masked.
 */
export const plainRealName = (): Promise<string> => revealField('realName', { silent: true });
