import { assertFen, bigToSafe, oddsThousandths } from '../odds/exact.ts';
import type { BetResult } from './result-codes.ts';

/**
 * What a settled bet pays back, stake included, in fen rounded down (DESIGN §6). Every multiplier is a
 * ratio of integers over 2000 (odds in thousandths, halves), so the arithmetic is exact BigInt: a return
 * is never a fen short because 1.15 is not representable in binary.
 *
 * 'A' (restored) is refused: a restored bet is open again and has no return until it is settled.
 */

/** Numerator over 2000 of a leg's multiplier: W = D, LW = (1+D)/2, P/D = 1, LL = 1/2, L = 0. */
const numeratorOver2000 = (decimalOdds: number, result: BetResult): bigint => {
  const k = BigInt(oddsThousandths(decimalOdds));
  switch (result) {
    case 'W':
      return 2n * k;
    case 'LW':
      return 1000n + k;
    case 'P':
    case 'D':
      return 2000n;
    case 'LL':
      return 1000n;
    case 'L':
      return 0n;
    case 'A':
      throw new RangeError(
        "result 'A' (restored) is not settled: the bet is open again and has no return yet",
      );
  }
};

/** Single bet: W = stake x D, LW = stake x (1+D)/2, P and D = stake, LL = stake / 2, L = 0. */
export const singleReturn = (stakeFen: number, decimalOdds: number, result: BetResult): number => {
  assertFen(stakeFen);
  return bigToSafe((BigInt(stakeFen) * numeratorOver2000(decimalOdds, result)) / 2000n);
};

/**
 * A single at a negative Malay/Indonesian price, booked as "win `winFen` for `riskFen`": its decimal
 * equivalent 1 + 1/|odds| has more than 3 decimals, which `singleReturn` refuses, so the result's share of
 * the booked win is paid directly: W all of it, LW half (rounded down), P and D the risk back, LL half the
 * risk, L nothing.
 */
export const negativePriceReturn = (riskFen: number, winFen: number, result: BetResult): number => {
  assertFen(riskFen);
  assertFen(winFen);
  switch (result) {
    case 'W':
      return riskFen + winFen;
    case 'LW':
      return riskFen + Math.floor(winFen / 2);
    case 'LL':
      return Math.floor(riskFen / 2);
    case 'L':
      return 0;
    case 'P':
    case 'D':
      return riskFen;
    case 'A':
      throw new RangeError(
        "result 'A' (restored) is not settled: the bet is open again and has no return yet",
      );
  }
};

export interface ParlayLeg {
  /** The leg's decimal odds at placement, at most 3 decimals. */
  readonly decimalOdds: number;
  readonly result: BetResult;
}

/**
 * Parlay: stake x the product of the legs' multipliers (DESIGN §6), rounded down once at the end; a void
 * (D) or pushed leg multiplies by 1, a lost leg makes the whole parlay 0.
 *
 * The answer is at most `maxFen` (the ticket's capped return). Ten long-priced legs multiply past 2^53 fen,
 * so the exact product is compared with the cap before it becomes a number; the default keeps an uncapped
 * answer a safe integer (no payout cap comes near it).
 */
export const parlayReturn = (
  stakeFen: number,
  legs: readonly ParlayLeg[],
  maxFen: number = Number.MAX_SAFE_INTEGER,
): number => {
  assertFen(stakeFen);
  assertFen(maxFen, 'maxFen');
  if (legs.length === 0) throw new RangeError('a parlay needs at least one leg');
  let numerator = BigInt(stakeFen);
  let denominator = 1n;
  for (const leg of legs) {
    numerator *= numeratorOver2000(leg.decimalOdds, leg.result);
    denominator *= 2000n;
  }
  const exact = numerator / denominator;
  const max = BigInt(maxFen);
  return bigToSafe(exact < max ? exact : max);
};

/** A leg's multiplier as a number, for display (settlement uses the exact forms above). */
export const legMultiplier = (decimalOdds: number, result: BetResult): number =>
  Number(numeratorOver2000(decimalOdds, result)) / 2000;

/** The exact product of a parlay's legs as a fraction (legs in thousandths, so the scale is 1000^legs). */
const parlayProduct = (decimalOdds: readonly number[]): { product: bigint; scale: bigint } => {
  if (decimalOdds.length === 0) throw new RangeError('a parlay needs at least one leg');
  let product = 1n;
  let scale = 1n;
  for (const odds of decimalOdds) {
    product *= BigInt(oddsThousandths(odds));
    scale *= 1000n;
  }
  return { product, scale };
};

/** Combined decimal odds of a parlay (product of the legs), computed exactly then rounded to a double. */
export const parlayOdds = (decimalOdds: readonly number[]): number => {
  const { product, scale } = parlayProduct(decimalOdds);
  // Split into integer and fractional parts so neither loses precision when made a number.
  return Number(product / scale) + Number(product % scale) / Number(scale);
};

/**
 * A parlay's combined odds as its ticket records them and the slip shows them: the exact product floored
 * to thousandths (1.1 x 1.1 x 1.1 = 1.331, 2.05 x 2.05 x 2.35 = 9.875875 -> 9.875). Returns still use the
 * exact product (`parlayReturn`); this is the price written down.
 */
export const ticketParlayOdds = (decimalOdds: readonly number[]): number => {
  const { product, scale } = parlayProduct(decimalOdds);
  return Number((product * 1000n) / scale) / 1000;
};
