import { fenToYuan, yuanToFen } from '@qilin/contract';

/** transfer/getTransferRate direction: 1 CNY into the USDT sub-wallet, 2 USDT back into CNY. */
export type ExchangeDirection = 1 | 2;

/** '7.1234' -> 71234 (the rate in ten-thousandths); null when it is not a positive 4-decimal number. */
export function rateE4(rate: string): bigint | null {
  const m = /^(\d+)(?:\.(\d{1,4}))?$/.exec(rate.trim());
  if (!m) return null;
  const value = BigInt(m[1] ?? '0') * 10_000n + BigInt((m[2] ?? '').padEnd(4, '0'));
  return value > 0n ? value : null;
}

/**
 * What the player should receive for `amount` (in the source currency) at a quoted `rate` (CNY per USDT),
 * rounded down to 0.01 as the server books it; null when amount or rate cannot be read. Shown as an
 * estimate: the server's answer (credited) is what counts.
 */
export function estimateExchange(amount: string, rate: string, direction: ExchangeDirection): string | null {
  const r = rateE4(rate);
  const cents = yuanToFen(amount);
  if (r === null || !Number.isFinite(cents) || cents <= 0) return null;
  const src = BigInt(cents);
  const out = direction === 1 ? (src * 10_000n) / r : (src * r) / 10_000n;
  return fenToYuan(out);
}

/** Whole seconds left before a quote expires (0 once expired or unreadable). */
export function secondsLeft(expiresAt: string, now: number): number {
  const at = Date.parse(expiresAt);
  if (!Number.isFinite(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
