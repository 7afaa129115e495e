import { assertFen, bigToSafe, floorFen, thousandthsOf } from './odds/exact.ts';

/**
 * Cash-out (DESIGN §6): the bet's potential return times the selection's current win probability, less a
 * margin. With the current price as the probability (1 / currentDecimal):
 *   value = stake x placedDecimal / currentDecimal x (1 - marginPct / 100), in fen rounded down.
 * Exact in BigInt when both prices have at most 3 decimals and the margin at most 2; never negative.
 */
export const cashOutValue = (
  stakeFen: number,
  placedDecimal: number,
  currentDecimal: number,
  marginPct: number,
): number => {
  assertFen(stakeFen);
  if (!(placedDecimal > 1) || !(currentDecimal > 1)) throw new RangeError('decimal odds must be > 1');
  if (!(marginPct >= 0 && marginPct <= 100))
    throw new RangeError(`margin must be in [0, 100], got ${marginPct}`);
  const placed = thousandthsOf(placedDecimal);
  const current = thousandthsOf(currentDecimal);
  const basisPoints = thousandthsOf(marginPct / 10); // hundredths of a percent, when exact
  if (placed !== null && current !== null && basisPoints !== null) {
    const value =
      (BigInt(stakeFen) * BigInt(placed) * BigInt(10_000 - basisPoints)) / (BigInt(current) * 10_000n);
    return bigToSafe(value);
  }
  return Math.max(0, floorFen(((stakeFen * placedDecimal) / currentDecimal) * (1 - marginPct / 100)));
};

/**
 * The same rule from a potential return and a model win probability (a parlay: the product of its open
 * legs' probabilities, settled winning legs counting 1).
 */
export const cashOutFromProbability = (
  potentialReturnFen: number,
  winProbability: number,
  marginPct: number,
): number => {
  assertFen(potentialReturnFen, 'potentialReturnFen');
  if (!(winProbability >= 0 && winProbability <= 1))
    throw new RangeError('win probability must be in [0, 1]');
  if (!(marginPct >= 0 && marginPct <= 100))
    throw new RangeError(`margin must be in [0, 100], got ${marginPct}`);
  return Math.max(0, floorFen(potentialReturnFen * winProbability * (1 - marginPct / 100)));
};
