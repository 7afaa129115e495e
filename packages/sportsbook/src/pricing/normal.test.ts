import { describe, expect, it } from 'vitest';
import { normalCdf } from './normal.ts';

describe('normalCdf', () => {
  // Values from standard tables (Abramowitz & Stegun 26.2), to 15 digits.
  it.each([
    [0, 0.5],
    [1, 0.841344746068543],
    [-1, 0.158655253931457],
    [1.96, 0.97500210485178],
    [-3, 0.00134989803163009],
    [5, 0.999999713348428],
    [-8, 6.22096057427178e-16],
  ])('Phi(%s) = %s', (x, p) => {
    expect(Math.abs(normalCdf(x) - p)).toBeLessThan(Math.max(1e-14, p * 1e-12));
  });

  it('is symmetric', () => {
    for (const x of [0.1, 0.7, 2.2, 6.9, 7.2]) expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 15);
  });
});
