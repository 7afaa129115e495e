import { fenToYuan } from './money.ts';

/*
 * Coin rates are CNY per coin with 4 decimals on the wire ('7.2100'), integers in 1/10000 CNY inside
 * (72100). CNY and coins both count in hundredths, so a conversion is one integer multiply and one
 * division, in bigint so no amount is ever too large to be exact.
 */

const RATE_SCALE = 10_000n;

/**
 * Which way coins move, which decides the rounding to the coin hundredth: 'out' when the house hands coins
 * over (a USDT withdrawal, the sub-wallet exchange), rounded down so it never pays more than the yuan were
 * worth; 'in' when the player pays coins (a USDT deposit order), rounded up so the coins always cover the
 * yuan credited.
 */
export type CoinFlow = 'in' | 'out';

/** '7.2100' -> 72100n; null unless a positive number with at most 4 decimals. */
export const parseRateE4 = (rate: string): bigint | null => {
  const m = /^(\d+)(?:\.(\d{1,4}))?$/.exec(rate.trim());
  if (!m) return null;
  const value = BigInt(m[1] ?? '0') * RATE_SCALE + BigInt((m[2] ?? '').padEnd(4, '0'));
  return value > 0n ? value : null;
};

/** 72100 -> '7.2100': the wire form of a rate, always 4 decimals. */
export const formatRateE4 = (rateE4: number | bigint): string => {
  const n = BigInt(rateE4);
  return `${n / RATE_SCALE}.${(n % RATE_SCALE).toString().padStart(4, '0')}`;
};

const positiveRate = (rateE4: number | bigint): bigint => {
  const rate = BigInt(rateE4);
  // A zero or negative rate is a broken configuration, never something to quote a player on.
  if (rate <= 0n) throw new RangeError(`coin rate must be positive, got ${rate}`);
  return rate;
};

/** CNY fen -> coin hundredths at a rate (CNY per coin x 10000). */
export const fenToCoinCents = (fen: number | bigint, rateE4: number | bigint, flow: CoinFlow): bigint => {
  const rate = positiveRate(rateE4);
  const scaled = BigInt(fen) * RATE_SCALE;
  return flow === 'in' ? (scaled + rate - 1n) / rate : scaled / rate;
};

/** Coin hundredths -> CNY fen at a rate, rounded down: the house never credits more than the coins are worth. */
export const coinCentsToFen = (cents: number | bigint, rateE4: number | bigint): bigint =>
  (BigInt(cents) * positiveRate(rateE4)) / RATE_SCALE;

/**
 * The coins (2 decimals) for a yuan amount in fen at a quoted rate string, as a preview shows them; '' when
 * there is nothing to convert or the rate cannot be read.
 */
export const coinAmountFor = (fen: number, rate: string, flow: CoinFlow): string => {
  const rateE4 = parseRateE4(rate);
  if (rateE4 === null || !Number.isSafeInteger(fen) || fen <= 0) return '';
  return fenToYuan(fenToCoinCents(fen, rateE4, flow));
};
