import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DemoPayPath, FundsPath, type DepositOrder, type Envelope } from '@qilin/contract';
import type { TestServer } from '../../../test/harness.ts';
import type { Account } from '../identity/test-support.ts';
import { ledgerOf, memberIdOf } from '../ledger/test-support.ts';
import { depositOrders } from './schema.ts';
import { demoPayPayments } from './demo-gateway/schema.ts';
import {
  merchantKey,
  signCallback,
  type CallbackFields,
  type SignedCallback,
} from './demo-gateway/signature.ts';

/** Helpers for the payments integration tests (imported only by *.int.test.ts files). */
export const newKey = () => `k${randomBytes(12).toString('hex')}`;

export const pay = (
  account: Account,
  body: { channelId: string; amount: string; depositorName?: string },
  key = newKey(),
) => account.client.post<DepositOrder>(FundsPath.pay, body, { 'idempotency-key': key });

/** Pays and insists on success. */
export const payOk = async (
  account: Account,
  body: { channelId: string; amount: string; depositorName?: string },
): Promise<DepositOrder> => {
  const res = await pay(account, body);
  if (res.status_code !== 6000) throw new Error(`pay failed: ${JSON.stringify(res)}`);
  return res.data;
};

export const statusOf = (account: Account, orderNo: string) =>
  account.client.post<DepositOrder>(FundsPath.depositOrderStatus, { orderNo });

export const tokenOf = (server: TestServer, payUrl: string): string =>
  new URL(payUrl, server.url).searchParams.get('t') ?? '';

export const gatewayPage = async (server: TestServer, payUrl: string) => {
  const res = await fetch(server.url + payUrl);
  return { status: res.status, html: await res.text(), headers: res.headers };
};

/** Presses a button on the gateway page: a form post answered with a redirect back to the page. */
export const gatewayAction = async (
  server: TestServer,
  action: 'confirm' | 'cancel',
  orderNo: string,
  token: string,
) => {
  const res = await fetch(`${server.url}${DemoPayPath.api}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ orderNo, t: token }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') ?? '', html: await res.text() };
};

/** A callback signed with the real merchant key (or another key, to forge a bad one). */
export const signedCallback = (
  server: TestServer,
  fields: Partial<CallbackFields> & { orderNo: string; amount: string },
  key = merchantKey(server.deps.secrets),
): SignedCallback =>
  signCallback(key, {
    status: 'SUCCESS',
    tradeNo: `T${randomBytes(8).toString('hex').toUpperCase()}`,
    timestamp: String(server.deps.now().getTime()),
    nonce: randomBytes(16).toString('hex'),
    ...fields,
  });

export const sendCallback = (server: TestServer, body: unknown): Promise<Envelope<unknown>> =>
  server.post(FundsPath.depositCallbackDemo, body);

export const walletFen = async (server: TestServer, account: Account): Promise<number> =>
  (await ledgerOf(server).memberBalances(await memberIdOf(server, account.name))).wallet;

export const orderRow = async (server: TestServer, orderNo: string) =>
  (await server.deps.db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)))[0];

export const gatewayRow = async (server: TestServer, orderNo: string) =>
  (await server.deps.db.select().from(demoPayPayments).where(eq(demoPayPayments.orderNo, orderNo)))[0];

/** Polls until `check` holds (background jobs run on real timers). */
export const eventually = async (check: () => Promise<boolean>, timeoutMs = 8_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};
