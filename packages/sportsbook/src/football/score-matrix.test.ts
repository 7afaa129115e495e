import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dixonColesTau, poissonCutoff, scoreMatrix } from './score-matrix.ts';

const poisson = (k: number, mean: number) => {
  let p = Math.exp(-mean);
  for (let i = 1; i <= k; i += 1) p *= mean / i;
  return p;
};

describe('Dixon–Coles score matrix', () => {
  it('uses tau exactly as Dixon & Coles (1997) eq. 4.2 writes it', () => {
    const [l, m, rho] = [1.5, 1.1, -0.1];
    expect(dixonColesTau(0, 0, l, m, rho)).toBeCloseTo(1.165, 15);
    expect(dixonColesTau(0, 1, l, m, rho)).toBeCloseTo(0.85, 15);
    expect(dixonColesTau(1, 0, l, m, rho)).toBeCloseTo(0.89, 15);
    expect(dixonColesTau(1, 1, l, m, rho)).toBeCloseTo(1.1, 15);
    expect(dixonColesTau(2, 0, l, m, rho)).toBe(1);
  });

  it('corrects only the four low scores and keeps the total, so other cells stay pure Poisson', () => {
    const [l, m, rho] = [1.5, 1.1, -0.1];
    const matrix = scoreMatrix(l, m, rho, 40);
    expect(matrix[0]![0]!).toBeCloseTo(Math.exp(-2.6) * 1.165, 15);
    expect(matrix[1]![1]!).toBeCloseTo(Math.exp(-2.6) * 1.5 * 1.1 * 1.1, 15);
    expect(matrix[2]![3]!).toBeCloseTo(poisson(2, l) * poisson(3, m), 15);
  });

  it('indexes m[h][a] as home h, away a', () => {
    const matrix = scoreMatrix(2, 0.5, 0, 40);
    expect(matrix[3]![0]!).toBeCloseTo(poisson(3, 2) * poisson(0, 0.5), 15);
    expect(matrix[0]![3]!).toBeCloseTo(poisson(0, 2) * poisson(3, 0.5), 15);
  });

  it('sums to 1 with non-negative cells', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 4, noNaN: true }),
        fc.double({ min: 0.2, max: 4, noNaN: true }),
        fc.double({ min: -0.2, max: 0.2, noNaN: true }),
        fc.integer({ min: 3, max: 20 }),
        (l, m, rho, maxGoals) => {
          fc.pre(1 - l * m * rho >= 0); // the valid rho range of Dixon & Coles
          const matrix = scoreMatrix(l, m, rho, maxGoals);
          let sum = 0;
          let lowest = 1;
          for (const row of matrix) {
            for (const p of row) {
              lowest = Math.min(lowest, p);
              sum += p;
            }
          }
          expect(lowest).toBeGreaterThanOrEqual(0);
          expect(sum).toBeCloseTo(1, 12);
        },
      ),
    );
  });

  it('refuses a rho that makes a probability negative', () => {
    expect(() => scoreMatrix(2, 2, 0.26)).toThrow(/rho/); // 1 - l m rho < 0
    expect(() => scoreMatrix(2, 1, -0.6)).toThrow(/rho/); // 1 + l rho < 0
    expect(() => scoreMatrix(1, 1, 0, 0)).toThrow(RangeError);
  });

  it('sizes grids by the Poisson tail', () => {
    expect(poissonCutoff(1.5)).toBe(14);
    let tail = 0;
    for (let k = poissonCutoff(1.5) + 1; k < 60; k += 1) tail += poisson(k, 1.5);
    expect(tail).toBeLessThan(1e-10);
    expect(poissonCutoff(0)).toBe(0);
  });
});
