import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  Code,
  RuleMessage,
  coinCentsToFen,
  fenToCoinCents,
  fenToYuan,
  formatRateE4,
  validateAmount,
  yuanToFen,
  type TransferRate,
} from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { Money } from '../ledger/module.ts';
import { usdtRate } from './fx-rates.ts';

/** A quote holds for this long; the player confirms within it or asks again. */
export const QUOTE_MS = 60_000;

type Direction = 1 | 2;

/**
 * The USDT sub-wallet (transfer/getTransferRate, transfer/utcTransfer). A quote is a signed token
 * (member, direction, rate, expiry) so it needs no table and cannot be forged or reused by someone else.
 * The exchange is one posting with two legs through the exchange desk: CNY wallet -> fx:CNY and
 * fx:USDT -> USDT wallet (or back), so each currency still sums to zero.
 */
export const createExchangeService = (deps: Deps, money: Money, directory: MemberDirectory) => {
  const quoteKey = createHmac('sha256', deps.secrets.dataKey).update('fx-quote').digest();
  const sign = (payload: string) => createHmac('sha256', quoteKey).update(payload).digest('base64url');

  const quote = (memberId: number, direction: Direction): TransferRate => {
    const rate = usdtRate(direction);
    const expiresAt = new Date(deps.now().getTime() + QUOTE_MS);
    const payload = `${memberId}.${direction}.${rate}.${expiresAt.getTime()}`;
    return {
      direction,
      rate: formatRateE4(rate),
      quoteId: `${payload}.${sign(payload)}`,
      expiresAt: expiresAt.toISOString(),
    };
  };

  /** `posted`: the exchange went through under this key already; its quote may have expired since. */
  const openQuote = (memberId: number, direction: Direction, quoteId: string, posted = false): number => {
    const parts = quoteId.split('.');
    const [m, d, rate, expires, mac] = parts;
    const payload = parts.slice(0, 4).join('.');
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(mac ?? '');
    if (parts.length !== 5 || given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError(Code.InvalidParameter, '汇率报价无效，请重新获取');
    if (Number(m) !== memberId || Number(d) !== direction)
      throw new AppError(Code.InvalidParameter, '汇率报价无效，请重新获取');
    if (!posted && Number(expires) < deps.now().getTime())
      throw new AppError(Code.InvalidParameter, '汇率已过期，请重新获取');
    return Number(rate);
  };

  return {
    async rate(caller: Member, direction: Direction): Promise<TransferRate> {
      await directory.self(caller);
      return quote(caller.memberId, direction);
    },

    async exchange(
      caller: Member,
      body: { direction: Direction; amount: string; quoteId: string },
      key: string,
      path: string,
    ) {
      await directory.self(caller);
      const reference = `fx:${caller.memberId}:${key}`;
      return money.idempotency.run(`m:${caller.memberId}`, key, { path, body }, async (attempt) => {
        // A retry of an exchange whose answer was lost (the key was freed for it) finds it posted: it answers
        // the exchange that happened, at its quote, though that quote has expired by now.
        const posted = attempt === 'again' && (await money.ledger.isPosted(reference));
        const problem = validateAmount(body.amount, undefined, RuleMessage.exchangeAmountRequired);
        if (problem) throw new AppError(Code.InvalidParameter, problem);
        const rate = openQuote(caller.memberId, body.direction, body.quoteId, posted);
        const source = yuanToFen(body.amount);
        // USDT and CNY both count in hundredths; rate is CNY per USDT x 10000. Rounded in the house's favour,
        // exactly (bigint), whatever the amount.
        const target = Number(
          body.direction === 1 ? fenToCoinCents(source, rate, 'out') : coinCentsToFen(source, rate),
        );
        if (target <= 0) throw new AppError(Code.InvalidParameter, '兑换金额过小');
        const [fromCcy, toCcy] =
          body.direction === 1 ? (['CNY', 'USDT'] as const) : (['USDT', 'CNY'] as const);
        const mine = (ccy: 'CNY' | 'USDT') =>
          ({ member: caller.memberId, kind: ccy === 'CNY' ? 'wallet' : 'usdt' }) as const;
        const desk = (ccy: 'CNY' | 'USDT') =>
          ({ house: 'fx', code: ccy, shardKey: caller.memberId }) as const;
        await money.ledger.postOrThrow(
          {
            reference,
            kind: 'fx',
            legs: [
              { from: mine(fromCcy), to: desk(fromCcy), amount: source },
              { from: desk(toCcy), to: mine(toCcy), amount: target },
            ],
            memo: `${fromCcy}->${toCcy} @ ${formatRateE4(rate)}`,
          },
          body.direction === 1 ? '余额不足' : 'USDT 余额不足',
        );
        const b = await money.ledger.memberBalances(caller.memberId);
        return {
          debited: fenToYuan(source),
          credited: fenToYuan(target),
          rate: formatRateE4(rate),
          centerWalletBalance: fenToYuan(b.wallet),
          usdtBalance: fenToYuan(b.usdt),
        };
      });
    },
  };
};
