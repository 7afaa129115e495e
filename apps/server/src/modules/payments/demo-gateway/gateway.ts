import { randomBytes } from 'node:crypto';
import { Code, DemoPayPath, FundsPath } from '@qilin/contract';
import type { Deps } from '../../../platform/deps.ts';
import { safeEqual } from '../../../platform/security/tokens.ts';
import type { PaymentGateway } from '../gateway.ts';
import { createDemoPaymentRepo, type DemoPayment } from './payment-repo.ts';
import { merchantKey, pageToken, signCallback } from './signature.ts';

/**
 * Wait after failed attempt n before attempt n + 1; the last entry doubles as the lease of a crashed try.
 * About 25 hours in all, as real gateways keep notifying (Alipay's schedule reaches 25 h): a payment taken
 * while the merchant was down for an hour must still reach it, after its order expired if need be, where
 * it lands as a deposit exception for finance rather than nowhere. (It gave up after 6½ minutes.)
 */
const RETRY_DELAYS_MS = [
  2_000, 5_000, 15_000, 60_000, 300_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 21_600_000, 54_000_000,
];
/** Attempts at delivering one callback before the gateway gives up (and logs an error). */
export const CALLBACK_MAX_ATTEMPTS = RETRY_DELAYS_MS.length;
const CALLBACK_TIMEOUT_MS = 5_000;
/**
 * The gateway stops taking payment this long before the merchant's order expires, so a payment made in the
 * last second cannot reach the merchant after the order has expired there.
 */
export const GATEWAY_EXPIRY_MARGIN_MS = 30_000;

const ORDER_NO = /^[A-Za-z0-9]{6,40}$/;

export const payUrlOf = (deps: Deps, orderNo: string): string =>
  `${DemoPayPath.page}/${orderNo}?t=${pageToken(deps.secrets, orderNo)}`;

/**
 * The demo payment service provider: it keeps its own payments, takes the player's confirm or cancel on
 * its own page, and tells the merchant by an HMAC-signed callback over HTTP, retried with back-off until
 * the merchant answers 6000. `merchantBaseUrl` answers where this server listens (null before listening).
 */
export const createDemoGateway = (deps: Deps, merchantBaseUrl: () => string | null) => {
  const payments = createDemoPaymentRepo(deps.db);
  const key = merchantKey(deps.secrets);
  const find = payments.find;

  /** The payment behind a pay link, or null when the link is not one the merchant handed out. */
  const authorised = async (orderNo: string, token: string): Promise<DemoPayment | null> => {
    if (!ORDER_NO.test(orderNo) || !safeEqual(pageToken(deps.secrets, orderNo), token)) return null;
    return find(orderNo);
  };

  const deliver = async (p: DemoPayment): Promise<{ ok: boolean; error: string }> => {
    const base = merchantBaseUrl();
    if (!base) return { ok: false, error: 'merchant address unknown' };
    const body = signCallback(key, {
      orderNo: p.orderNo,
      amount: String(p.amountFen),
      status: p.status === 'paid' ? 'SUCCESS' : 'CANCELLED',
      tradeNo: p.tradeNo ?? '',
      timestamp: String(deps.now().getTime()),
      // A fresh nonce per attempt: the merchant refuses a nonce it has seen (a replayed message).
      nonce: randomBytes(16).toString('hex'),
    });
    try {
      const res = await fetch(base + p.notifyPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      });
      const answer = (await res.json()) as { status_code?: unknown; message?: unknown };
      if (answer.status_code === Code.Success) return { ok: true, error: '' };
      return { ok: false, error: `${String(answer.status_code)} ${String(answer.message ?? '')}`.trim() };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };

  /**
   * One delivery attempt of the callback a payment owes. The attempt is claimed first (attempt count
   * compare-and-set, next try pushed out), so two instances never send the same attempt and a crash
   * mid-attempt is retried after the lease.
   */
  const attempt = async (p: DemoPayment): Promise<DemoPayment> => {
    const n = p.callbackAttempts + 1;
    const now = deps.now();
    const claimed = await payments.claimAttempt(
      p,
      new Date(now.getTime() + (RETRY_DELAYS_MS[n - 1] ?? RETRY_DELAYS_MS.at(-1)!)),
    );
    if (!claimed) return (await find(p.orderNo)) ?? p;
    const result = await deliver(claimed);
    const last = n >= CALLBACK_MAX_ATTEMPTS;
    if (!result.ok) {
      const detail = { orderNo: p.orderNo, attempt: n, error: result.error };
      if (last) deps.log.error(detail, 'demo-pay: merchant never accepted the callback; giving up');
      else deps.log.warn(detail, 'demo-pay: callback not accepted; will retry');
    }
    const done = await payments.recordAttempt(
      p.orderNo,
      n,
      result.ok ? { ok: true } : { ok: false, error: result.error, last },
    );
    return done ?? claimed;
  };

  /** The player's decision on the page: paid or cancelled, once, while the payment is open. */
  const decide = async (orderNo: string, token: string, status: 'paid' | 'cancelled') => {
    const p = await authorised(orderNo, token);
    if (!p) return null;
    const tradeNo = `DPT${randomBytes(10).toString('hex').toUpperCase()}`;
    const decided = await payments.decide(orderNo, status, tradeNo, deps.now());
    // Already decided, closed or expired: the page shows what it is now.
    if (!decided) return find(orderNo);
    // The first attempt runs now, so the player usually sees the merchant's answer on the next page.
    return attempt(decided);
  };

  const gateway: PaymentGateway = {
    async createPayment(input) {
      await payments.insert({
        orderNo: input.orderNo,
        merchantName: input.merchantName,
        channelName: input.channelName,
        amountFen: input.amountFen,
        returnUrl: input.returnUrl,
        notifyPath: FundsPath.depositCallbackDemo,
        expiresAt: new Date(input.expiresAt.getTime() - GATEWAY_EXPIRY_MARGIN_MS),
        createdAt: deps.now(),
      });
      return { payUrl: payUrlOf(deps, input.orderNo) };
    },
    async closePayment(orderNo) {
      if (await payments.close(orderNo, deps.now())) return 'closed';
      const p = await find(orderNo);
      if (!p) return 'absent';
      return p.status === 'paid' ? 'paid' : 'closed';
    },
  };

  return {
    gateway,
    authorised,
    confirm: (orderNo: string, token: string) => decide(orderNo, token, 'paid'),
    cancel: (orderNo: string, token: string) => decide(orderNo, token, 'cancelled'),
    /** Retries every callback that is due (the background job calls this). */
    async deliverDue(limit = 20): Promise<void> {
      for (const p of await payments.due(deps.now(), limit)) await attempt(p);
    },
  };
};

export type DemoGateway = ReturnType<typeof createDemoGateway>;
