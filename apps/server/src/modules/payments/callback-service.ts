import { Code, type DepositExceptionReason, type ResponseCode } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { DepositCredit } from './deposit-credit.ts';
import type { DepositRepo, DepositRow } from './deposit-repo.ts';
import { effectiveStatus } from './deposit-view.ts';
import type { ExceptionRepo } from './exception-repo.ts';
import {
  CALLBACK_WINDOW_MS,
  WellFormedCallbackSchema,
  merchantKey,
  verifyCallbackSign,
  type CallbackBody,
} from './demo-gateway/signature.ts';

/**
 * The merchant side of the demo gateway's callback. Checks, in order: format, signature, timestamp window,
 * nonce (first use), order, amount, then the order's state. Anything wrong credits nothing, is logged as
 * a warning and answers the gateway an error (which it retries, harmlessly). A good SUCCESS binds the
 * trade to the order and credits it once; a good CANCELLED cancels an unpaid order.
 *
 * An authentic SUCCESS that cannot be credited (the order expired or closed, another trade paid it, the
 * amount differs) is money the gateway holds for the member: it is also recorded as a deposit exception,
 * once per trade, for finance to credit or dismiss (`deposits:exceptions`), never lost in a log.
 */
export const createCallbackService = (
  deps: Deps,
  orders: DepositRepo,
  credit: DepositCredit,
  exceptions: ExceptionRepo,
) => {
  const key = merchantKey(deps.secrets);

  const refuse = (
    body: CallbackBody,
    ip: string,
    code: ResponseCode,
    message: string,
    reason: string,
    detail: Record<string, unknown> = {},
  ): never => {
    // Never the signature: it is a credential-derived value.
    deps.log.warn(
      { orderNo: body.orderNo, tradeNo: body.tradeNo, status: body.status, reason, ip, ...detail },
      'deposit callback refused; nothing credited',
    );
    throw new AppError(code, message);
  };

  /** Keeps a payment the gateway took but we cannot credit, for finance (once per trade). */
  const holdPayment = (body: CallbackBody, row: DepositRow, reason: DepositExceptionReason) =>
    exceptions.record({
      siteId: row.siteId,
      tradeNo: body.tradeNo,
      orderNo: row.orderNo,
      memberId: row.memberId,
      amountFen: Number(body.amount),
      reason,
      receivedAt: deps.now(),
    });

  /** Why an order that is not (or no longer) payable cannot take this payment (a SUCCESS is kept). */
  const refuseState = async (body: CallbackBody, ip: string, row: DepositRow): Promise<never> => {
    const status = effectiveStatus(row, deps.now());
    const reason: DepositExceptionReason =
      status === 'paid'
        ? 'already_paid'
        : status === 'pending'
          ? 'other_trade'
          : status === 'expired' || status === 'cancelled'
            ? status
            : 'closed';
    if (body.status === 'SUCCESS') await holdPayment(body, row, reason);
    if (reason === 'already_paid') return refuse(body, ip, Code.DataExists, '订单已支付', reason);
    if (reason === 'other_trade') return refuse(body, ip, Code.DataExists, '订单正由另一笔交易支付', reason);
    if (reason === 'expired') return refuse(body, ip, Code.InvalidParameter, '订单已过期', reason);
    return refuse(body, ip, Code.InvalidParameter, '订单已关闭', `order_${status}`);
  };

  const success = async (body: CallbackBody, ip: string, order: DepositRow): Promise<void> => {
    // A re-sent notice of the trade we already credited: acknowledge it so the gateway stops retrying.
    if (order.status === 'paid' && order.tradeNo === body.tradeNo) return;
    const other = await orders.byTradeNo(body.tradeNo);
    if (other && other.orderNo !== order.orderNo) {
      refuse(body, ip, Code.DataExists, '交易号已被使用', 'replayed_trade_no', { usedBy: other.orderNo });
    }
    const claimed = await orders.claim(order.orderNo, body.tradeNo, deps.now());
    if (!claimed) {
      const now = await orders.byOrderNo(order.orderNo);
      if (now?.status === 'paid' && now.tradeNo === body.tradeNo) return;
      return refuseState(body, ip, now ?? order);
    }
    await credit.finish(claimed);
  };

  const cancelled = async (body: CallbackBody, ip: string, order: DepositRow): Promise<void> => {
    const status = effectiveStatus(order, deps.now());
    if (status === 'pending' && !order.tradeNo) {
      if (await orders.finishUnpaid(order.orderNo, 'cancelled', deps.now())) return;
      const now = await orders.byOrderNo(order.orderNo);
      if (!now) return refuse(body, ip, Code.NotFound, '订单不存在', 'unknown_order');
      order = now;
    }
    const final = effectiveStatus(order, deps.now());
    // The order already ended unpaid: the cancel changes nothing and needs no retry.
    if (final === 'cancelled' || final === 'closed' || final === 'expired') return;
    return refuseState(body, ip, order);
  };

  return {
    async handle(body: CallbackBody, ip: string): Promise<null> {
      const parsed = WellFormedCallbackSchema.safeParse(body);
      if (!parsed.success) return refuse(body, ip, Code.IllegalParameter, '通知格式错误', 'malformed');
      const cb = parsed.data;
      if (!verifyCallbackSign(key, cb))
        return refuse(body, ip, Code.IllegalParameter, '签名错误', 'bad_signature');
      const skew = Math.abs(deps.now().getTime() - Number(cb.timestamp));
      if (skew > CALLBACK_WINDOW_MS) {
        return refuse(body, ip, Code.IllegalParameter, '通知已过期', 'stale_timestamp', { skewMs: skew });
      }
      if (!(await orders.useNonce(cb.nonce, cb.orderNo, deps.now()))) {
        return refuse(body, ip, Code.IllegalParameter, '重复的通知', 'replayed_nonce');
      }
      const order = await orders.byOrderNo(cb.orderNo);
      if (!order) return refuse(body, ip, Code.NotFound, '订单不存在', 'unknown_order');
      if (Number(cb.amount) !== order.amountFen) {
        if (cb.status === 'SUCCESS' && Number(cb.amount) > 0) await holdPayment(cb, order, 'amount_mismatch');
        return refuse(body, ip, Code.InvalidParameter, '金额与订单不符', 'amount_mismatch', {
          expectedFen: order.amountFen,
          gotFen: Number(cb.amount),
        });
      }
      if (cb.status === 'SUCCESS') await success(body, ip, order);
      else await cancelled(body, ip, order);
      return null;
    },
  };
};

export type CallbackService = ReturnType<typeof createCallbackService>;
