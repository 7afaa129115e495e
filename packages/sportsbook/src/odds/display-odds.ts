import { thousandthsOf } from './exact.ts';

/** SPEC §2.8 odds types: E European (decimal), H Hong Kong, I Indonesian, M Malaysian. */
export type OddsFormat = 'E' | 'H' | 'I' | 'M';

export const ODDS_FORMATS: readonly OddsFormat[] = ['E', 'H', 'I', 'M'];

const assertDecimal = (decimal: number): void => {
  if (!Number.isFinite(decimal) || decimal <= 1)
    throw new RangeError(`decimal odds must be > 1, got ${decimal}`);
};

/** D - 1, exact to the nearest double when D has at most 3 decimals (1.1 - 1 is 0.10000000000000009). */
const profitPerUnit = (decimal: number): number => {
  const k = thousandthsOf(decimal);
  return k === null ? decimal - 1 : (k - 1000) / 1000;
};

/** -1 / (D - 1): the stake needed to win one unit, as a negative Malay/Indo price. */
const negativePrice = (decimal: number): number => {
  const k = thousandthsOf(decimal);
  return k === null ? -1 / (decimal - 1) : -1000 / (k - 1000);
};

/**
 * Decimal odds in a display format (DESIGN §6), unrounded: HK = D-1; Malay = D-1 for D<=2 else
 * -1/(D-1); Indo = D-1 for D>=2 else -1/(D-1); E = D. D = 2.00 is +1.00 in all three.
 */
export const toDisplayOdds = (decimal: number, format: OddsFormat): number => {
  assertDecimal(decimal);
  switch (format) {
    case 'E':
      return decimal;
    case 'H':
      return profitPerUnit(decimal);
    case 'M':
      return decimal <= 2 ? profitPerUnit(decimal) : negativePrice(decimal);
    case 'I':
      return decimal >= 2 ? profitPerUnit(decimal) : negativePrice(decimal);
  }
};

const plusOne = (value: number): number => {
  const k = thousandthsOf(value);
  return k === null ? value + 1 : (k + 1000) / 1000;
};

/** 1 + 1/|value| for a negative Malay/Indo price. */
const fromNegative = (value: number): number => {
  const k = thousandthsOf(-value);
  return k === null ? 1 - 1 / value : 1 + 1000 / k;
};

/**
 * The decimal odds a displayed price stands for; refuses values the format cannot show
 * (HK <= 0, Malay outside [-1, 0) U (0, 1], Indo in (-1, 1), E <= 1).
 */
export const fromDisplayOdds = (value: number, format: OddsFormat): number => {
  const bad = () => new RangeError(`${value} is not a valid ${format} price`);
  if (!Number.isFinite(value)) throw bad();
  switch (format) {
    case 'E':
      if (value <= 1) throw bad();
      return value;
    case 'H':
      if (value <= 0) throw bad();
      return plusOne(value);
    case 'M':
      if (value === 0 || value > 1 || value < -1) throw bad();
      return value > 0 ? plusOne(value) : fromNegative(value);
    case 'I':
      if (value > -1 && value < 1) throw bad();
      return value > 0 ? plusOne(value) : fromNegative(value);
  }
};
