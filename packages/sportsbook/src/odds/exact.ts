/**
 * Exact money arithmetic for odds. DESIGN §4 stores decimal odds as integer thousandths and money as
 * integer fen; a binary float such as 1.15 is really 1.149999..., so 100 * 1.15 floors to 114 fen.
 * Prices with at most 3 decimals are therefore carried as integers and multiplied in BigInt.
 */

const THOUSAND = 1000;

/** Thousandths of a value with at most 3 decimals (1.955 -> 1955); null when it has more decimals. */
export const thousandthsOf = (value: number): number | null => {
  if (!Number.isFinite(value)) return null;
  const k = Math.round(value * THOUSAND);
  // A relative 1e-11 is far above float noise (1e-16) and far below a real fourth decimal.
  return Math.abs(value * THOUSAND - k) <= 1e-11 * Math.max(THOUSAND, Math.abs(k)) ? k : null;
};

/** Decimal odds as integer thousandths; refuses odds <= 1 or with more than 3 decimals. */
export const oddsThousandths = (decimalOdds: number): number => {
  const k = thousandthsOf(decimalOdds);
  if (k === null || k <= THOUSAND) {
    throw new RangeError(`decimal odds must be > 1 with at most 3 decimals, got ${decimalOdds}`);
  }
  return k;
};

/** A stake in fen must be a non-negative safe integer. */
export const assertFen = (fen: number, name = 'stakeFen'): void => {
  if (!Number.isSafeInteger(fen) || fen < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of fen, got ${fen}`);
  }
};

/**
 * Floor for amounts computed in floating point from values that are not exact thousandths (a Malay
 * price of -1/0.7, a parlay's product): 114.99999999999999 is 115 that lost an ulp, not 114.
 * The tolerance is ~45 ulps relative, so only representation error is forgiven.
 */
export const floorFen = (amount: number): number => {
  const nearest = Math.round(amount);
  const tolerance = Math.max(1e-9, Math.abs(amount) * 1e-14);
  return Math.abs(amount - nearest) <= tolerance ? nearest : Math.floor(amount);
};

/** floor(fen * factor): exact in BigInt when the factor has at most 3 decimals, else floorFen. */
export const mulFloor = (fen: number, factor: number): number => {
  const k = thousandthsOf(factor);
  if (k === null) return floorFen(fen * factor);
  return bigToSafe((BigInt(fen) * BigInt(k)) / 1000n);
};

/** floor(fen / divisor): exact in BigInt when the divisor has at most 3 decimals, else floorFen. */
export const divFloor = (fen: number, divisor: number): number => {
  const k = thousandthsOf(divisor);
  if (k === null || k === 0) return floorFen(fen / divisor);
  return bigToSafe((BigInt(fen) * 1000n) / BigInt(k));
};

/** BigInt division already floors for non-negative values; this guards the way back to number. */
export const bigToSafe = (value: bigint): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount exceeds the safe integer range');
  return Number(value);
};
