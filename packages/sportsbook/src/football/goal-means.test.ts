import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overSplit } from '../pricing/distribution.ts';
import { fair1x2, totalDistribution } from './fair-odds.ts';
import { fitGoalMeans, goalMeansFromStrengths } from './goal-means.ts';
import { scoreMatrix } from './score-matrix.ts';

describe('goal means', () => {
  it('multiplies attack, opposing defence and home advantage', () => {
    const means = goalMeansFromStrengths(
      { homeAttack: 1.2, homeDefence: 0.9, awayAttack: 1.1, awayDefence: 1.05, homeAdvantage: 1.25 },
      1.32,
    );
    expect(means.home).toBeCloseTo(1.32 * 1.2 * 1.05 * 1.25, 14);
    expect(means.away).toBeCloseTo(1.32 * 1.1 * 0.9, 14);
    expect(() =>
      goalMeansFromStrengths({
        homeAttack: 0,
        homeDefence: 1,
        awayAttack: 1,
        awayDefence: 1,
        homeAdvantage: 1,
      }),
    ).toThrow(RangeError);
  });

  it('fits the means back from their own 1X2 and over 2.5 probabilities', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.4, max: 3.2, noNaN: true }),
        fc.double({ min: 0.4, max: 3.2, noNaN: true }),
        fc.constantFrom(0, -0.08),
        (l, m, rho) => {
          const matrix = scoreMatrix(l, m, rho, 30);
          const p = fair1x2(matrix);
          const over25 = overSplit(totalDistribution(matrix), 2.5).won;
          const fit = fitGoalMeans({ homeWin: p.home, awayWin: p.away, over25 }, rho);
          expect(fit.home).toBeCloseTo(l, 6);
          expect(fit.away).toBeCloseTo(m, 6);
        },
      ),
      { numRuns: 40 },
    );
  });
});
