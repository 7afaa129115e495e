import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDisplayOdds, type OddsFormat } from './display-odds.ts';
import { potentialWin, stakeAtRisk } from './slip-amounts.ts';

describe('bet slip amounts (DESIGN §6)', () => {
  it('takes a negative Malay stake as the amount to win and risks stake x |odds|', () => {
    // Malay -0.80 = decimal 2.25: risk 80 yuan to win 100.
    expect(stakeAtRisk(10_000, -0.8, 'M')).toBe(8_000);
    expect(potentialWin(10_000, -0.8, 'M')).toBe(10_000);
  });

  it('does the same at a negative Indo price', () => {
    // Indo -1.25 = decimal 1.80: risk 125 yuan to win 100; 125 x 1.8 = 225 back.
    expect(stakeAtRisk(10_000, -1.25, 'I')).toBe(12_500);
    expect(potentialWin(10_000, -1.25, 'I')).toBe(10_000);
  });

  it('risks the stake and wins stake x odds at HK and positive prices', () => {
    expect(stakeAtRisk(10_000, 0.95, 'H')).toBe(10_000);
    expect(potentialWin(10_000, 0.95, 'H')).toBe(9_500);
    expect(potentialWin(10_000, 0.95, 'M')).toBe(9_500);
    expect(potentialWin(10_000, 1.5, 'I')).toBe(15_000);
    expect(potentialWin(10_000, 2.5, 'E')).toBe(15_000);
  });

  it('never loses a fen to binary fractions', () => {
    // 100 x 1.15 is 114.99999999999999 in floats.
    expect(potentialWin(100, 1.15, 'E')).toBe(15);
    expect(potentialWin(100, 0.57, 'H')).toBe(57); // 100 x 0.57 = 56.99999999999999
    expect(stakeAtRisk(100, -0.57, 'M')).toBe(57);
  });

  it('rounds down', () => {
    expect(potentialWin(333, 0.95, 'H')).toBe(316); // 316.35
    expect(stakeAtRisk(333, -0.95, 'M')).toBe(316);
  });

  it('recomputes the amount to win from the whole fen at risk, so the price is honoured exactly', () => {
    // 101 to win at Malay -0.95: 95.95 fen would be at risk; 95 are, and 95 / 0.95 = 100 can be won.
    expect(stakeAtRisk(101, -0.95, 'M')).toBe(95);
    expect(potentialWin(101, -0.95, 'M')).toBe(100);
  });

  it('refuses a price the format cannot show and a fractional stake', () => {
    expect(() => stakeAtRisk(100, -1.5, 'M')).toThrow(RangeError);
    expect(() => potentialWin(10.5, 0.9, 'H')).toThrow(RangeError);
  });

  it('pays back risk + win = the decimal return, within a fen, in every format', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1_010, max: 20_000 }),
        fc.constantFrom<OddsFormat>('E', 'H', 'I', 'M'),
        (stake, thousandths, format) => {
          const decimal = thousandths / 1000;
          const shown = toDisplayOdds(decimal, format);
          const risk = stakeAtRisk(stake, shown, format);
          const win = potentialWin(stake, shown, format);
          expect(Number.isInteger(risk) && Number.isInteger(win)).toBe(true);
          expect(risk).toBeGreaterThanOrEqual(0);
          expect(win).toBeGreaterThanOrEqual(0);
          expect(Math.abs(risk + win - risk * decimal)).toBeLessThanOrEqual(1 + 1e-6 * risk * decimal);
        },
      ),
    );
  });
});
