import { coinCentsToFen, fenToCoinCents, fenToYuan, parseRateE4, yuanToFen } from '@qilin/contract';

/** transfer/getTransferRate direction: 1 CNY into the USDT sub-wallet, 2 USDT back into CNY. */
export type ExchangeDirection = 1 | 2;

/**
 * What the player should receive for `amount` (in the source currency) at a quoted `rate` (CNY per USDT),
 * rounded down to 0.01 as the server books it; null when amount or rate cannot be read. Shown as an
 * estimate: the server's answer (credited) is what counts.
 */
export function estimateExchange(amount: string, rate: string, direction: ExchangeDirection): string | null {
  const r = parseRateE4(rate);
  const cents = yuanToFen(amount);
  if (r === null || !Number.isFinite(cents) || cents <= 0) return null;
  return fenToYuan(direction === 1 ? fenToCoinCents(cents, r, 'out') : coinCentsToFen(cents, r));
}

/** Whole seconds left before a quote expires (0 once expired or unreadable). */
export function secondsLeft(expiresAt: string, now: number): number {
  const at = Date.parse(expiresAt);
  if (!Number.isFinite(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
