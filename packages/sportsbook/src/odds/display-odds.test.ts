import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDisplayOdds, ODDS_FORMATS, toDisplayOdds, type OddsFormat } from './display-odds.ts';

describe('odds formats (DESIGN §6)', () => {
  // Rows checked against published conversion tables (Soccerwidow "Understanding betting odds": decimal
  // 2.20 = HK 1.20 = Indo +1.20; decimal 1.25 = HK 0.25 = Indo -4.00) and the DESIGN §6 formulas.
  it.each([
    [2.2, 'H', 1.2],
    [2.2, 'I', 1.2],
    [2.2, 'M', -1 / 1.2],
    [1.25, 'H', 0.25],
    [1.25, 'I', -4],
    [1.25, 'M', 0.25],
    [1.95, 'M', 0.95],
    [1.95, 'I', -1 / 0.95],
    [2.25, 'M', -0.8],
    [1.8, 'I', -1.25],
    [3.5, 'E', 3.5],
  ] as const)('%s decimal is %s %s', (decimal, format, shown) => {
    expect(toDisplayOdds(decimal, format)).toBeCloseTo(shown, 12);
  });

  it('shows 2.00 as +1.00 in HK, Malay and Indo', () => {
    for (const f of ['H', 'M', 'I'] as const) expect(toDisplayOdds(2, f)).toBe(1);
  });

  it('answers the nearest double of the exact value, not float noise', () => {
    expect(toDisplayOdds(1.1, 'H')).toBe(0.1); // 1.1 - 1 is 0.10000000000000009 in floats
    expect(toDisplayOdds(1.3, 'M')).toBe(0.3);
    expect(toDisplayOdds(3, 'M')).toBe(-0.5);
    expect(toDisplayOdds(1.5, 'I')).toBe(-2);
  });

  it.each([
    [-0.8, 'M', 2.25],
    [0.95, 'M', 1.95],
    [1, 'M', 2],
    [-1, 'M', 2],
    [-1.25, 'I', 1.8],
    [1.5, 'I', 2.5],
    [-4, 'I', 1.25],
    [0.8, 'H', 1.8],
    [1.91, 'E', 1.91],
  ] as const)('%s %s is decimal %s', (shown, format, decimal) => {
    expect(fromDisplayOdds(shown, format)).toBe(decimal);
  });

  it.each([
    [1.2, 'M'],
    [-1.01, 'M'],
    [0, 'M'],
    [0.5, 'I'],
    [-0.99, 'I'],
    [0, 'H'],
    [1, 'E'],
  ] as const)('refuses %s as a %s price', (shown, format) => {
    expect(() => fromDisplayOdds(shown, format)).toThrow(RangeError);
  });

  it('refuses decimal odds of 1 or less', () => {
    expect(() => toDisplayOdds(1, 'H')).toThrow(RangeError);
    expect(() => toDisplayOdds(Number.NaN, 'E')).toThrow(RangeError);
  });

  const decimal = fc.double({ min: 1.001, max: 500, noNaN: true });
  const format = fc.constantFrom<OddsFormat>(...ODDS_FORMATS);

  it('round-trips decimal -> display -> decimal in every format', () => {
    fc.assert(
      fc.property(decimal, format, (d, f) => {
        expect(Math.abs(fromDisplayOdds(toDisplayOdds(d, f), f) - d) / d).toBeLessThan(1e-12);
      }),
    );
  });

  it('round-trips display -> decimal -> display', () => {
    fc.assert(
      fc.property(decimal, format, (d, f) => {
        const shown = toDisplayOdds(d, f);
        expect(toDisplayOdds(fromDisplayOdds(shown, f), f)).toBeCloseTo(shown, 9);
      }),
    );
  });

  it('keeps Malay within [-1, 1] and Indo outside (-1, 1), negative exactly on the short side', () => {
    fc.assert(
      fc.property(decimal, (d) => {
        const malay = toDisplayOdds(d, 'M');
        const indo = toDisplayOdds(d, 'I');
        expect(Math.abs(malay)).toBeLessThanOrEqual(1 + 1e-12);
        expect(malay < 0).toBe(d > 2);
        expect(Math.abs(indo)).toBeGreaterThanOrEqual(1 - 1e-12);
        expect(indo < 0).toBe(d < 2);
      }),
    );
  });
});
