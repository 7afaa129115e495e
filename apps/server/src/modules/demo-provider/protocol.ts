import { createHmac, timingSafeEqual } from 'node:crypto';
import { DemoProviderPath } from '@qilin/contract';
import type { Secrets } from '../../platform/config/secrets.ts';

/**
 * The demo provider's wire protocol, in the shape Chinese transfer-wallet venues use: POST JSON whose
 * values are all strings, `merchantId` + `timestamp` (ms) + the call's own fields, and `sign` =
 * HMAC-SHA256(merchant secret, "k1=v1&k2=v2…" over the other fields sorted by name, empty values left out),
 * lower-case hex. Answers are HTTP 200 `{ code, msg, data }`; code 0 is success. This file is what the
 * provider would publish to its merchants: the venues module's client reads it, nothing else of the module.
 */
export const DemoProviderApi = {
  createPlayer: `${DemoProviderPath}/api/player/create`,
  balance: `${DemoProviderPath}/api/player/balance`,
  transferIn: `${DemoProviderPath}/api/transfer/in`,
  transferOut: `${DemoProviderPath}/api/transfer/out`,
  queryOrder: `${DemoProviderPath}/api/order/query`,
  /** Fault injection for tests and demos; absent in production. */
  control: `${DemoProviderPath}/control`,
} as const;

export const ProviderCode = {
  ok: 0,
  badSignature: 1001,
  staleTimestamp: 1002,
  badParameter: 1003,
  unknownMerchant: 1004,
  insufficientBalance: 2001,
  playerNotFound: 2002,
  /** The same merchant order id was used for another account, direction or amount. */
  orderConflict: 2003,
  /** A refusal injected by the `fail` switch (what a venue in maintenance answers). */
  maintenance: 2004,
  internal: 5000,
} as const;

export interface ProviderEnvelope<T> {
  code: number;
  msg: string;
  data: T | null;
}

export interface ProviderBalanceData {
  account: string;
  /** Yuan, two decimals. */
  balance: string;
}

export type ProviderOrderStatus = 'success' | 'failed' | 'not_found';

export interface ProviderTransferData {
  orderId: string;
  providerOrderId: string;
  status: 'success' | 'failed';
  amount: string;
  balance: string;
}

export interface ProviderQueryData {
  orderId: string;
  status: ProviderOrderStatus;
  providerOrderId: string;
  amount: string;
}

/** The merchant account the platform holds at the demo provider; the secret derives from our secrets. */
export const demoMerchant = (secrets: Secrets) => ({
  merchantId: 'qilin',
  secret: createHmac('sha256', secrets.tokenSecret).update('demo-provider:merchant-secret').digest('hex'),
});

export const signingString = (params: Record<string, string>): string =>
  Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');

export const signParams = (params: Record<string, string>, secret: string): string =>
  createHmac('sha256', secret).update(signingString(params)).digest('hex');

export const verifySignature = (params: Record<string, string>, secret: string): boolean => {
  const given = Buffer.from(params.sign ?? '', 'utf8');
  const expected = Buffer.from(signParams(params, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
};
