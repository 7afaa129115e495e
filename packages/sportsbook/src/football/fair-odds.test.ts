import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleHandicap, settleTotal, type LineResult } from '../settle/line-settlement.ts';
import { fair1x2, fairHandicapOdds, fairTotalOdds } from './fair-odds.ts';
import { scoreMatrix } from './score-matrix.ts';

const returnOf = (result: LineResult, odds: number): number =>
  ({ W: odds, LW: (1 + odds) / 2, P: 1, LL: 0.5, L: 0 })[result];

describe('fair odds from a score matrix', () => {
  // Two independent Poisson(1) sides: P(draw) = e^-2 I0(2) = 0.308508322553671 (Skellam at 0), and the
  // total is Poisson(2), so P(total <= 2) = 5 e^-2.
  const even = scoreMatrix(1, 1, 0, 40);
  const draw = 0.308508322553671;

  it('matches the Skellam draw probability', () => {
    const p = fair1x2(even);
    expect(p.draw).toBeCloseTo(draw, 13);
    expect(p.home).toBeCloseTo((1 - draw) / 2, 13);
  });

  it('prices level lines at 2.00 and the quarter lines from the draw', () => {
    expect(fairHandicapOdds(even, 0).home).toBeCloseTo(2, 13);
    const side = (1 - draw) / 2;
    expect(fairHandicapOdds(even, -0.25).home).toBeCloseTo(1 + (side + draw / 2) / side, 12);
    expect(fairHandicapOdds(even, 0.25).home).toBeCloseTo(1 + side / (side + draw / 2), 12);
    expect(fairHandicapOdds(even, -0.5).home).toBeCloseTo(1 / side, 12);
  });

  it('prices totals from the Poisson(2) total', () => {
    const under = 5 * Math.exp(-2);
    const ou = fairTotalOdds(even, 2.5);
    expect(ou.over).toBeCloseTo(1 / (1 - under), 12);
    expect(ou.under).toBeCloseTo(1 / under, 12);
  });

  const means = fc
    .tuple(
      fc.double({ min: 0.3, max: 3.5, noNaN: true }),
      fc.double({ min: 0.3, max: 3.5, noNaN: true }),
      fc.double({ min: -0.15, max: 0.1, noNaN: true }),
    )
    .filter(([l, m, rho]) => 1 - l * m * rho >= 0); // Dixon & Coles' valid rho range

  it('1X2 probabilities sum to 1', () => {
    fc.assert(
      fc.property(means, ([l, m, rho]) => {
        const p = fair1x2(scoreMatrix(l, m, rho));
        expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
      }),
    );
  });

  it('returns exactly the stake at fair handicap odds, both sides, pushes and halves included', () => {
    fc.assert(
      fc.property(means, fc.integer({ min: -12, max: 12 }), ([l, m, rho], quarters) => {
        const line = quarters / 4;
        const matrix = scoreMatrix(l, m, rho);
        const odds = fairHandicapOdds(matrix, line);
        let home = 0;
        let away = 0;
        matrix.forEach((row, h) =>
          row.forEach((p, a) => {
            home += p * returnOf(settleHandicap(line, h - a), odds.home);
            away += p * returnOf(settleHandicap(-line, a - h), odds.away);
          }),
        );
        expect(Math.abs(home - 1)).toBeLessThan(1e-9);
        expect(Math.abs(away - 1)).toBeLessThan(1e-9);
      }),
    );
  });

  it('returns exactly the stake at fair over/under odds', () => {
    fc.assert(
      fc.property(means, fc.integer({ min: 2, max: 20 }), ([l, m, rho], quarters) => {
        const line = quarters / 4;
        const matrix = scoreMatrix(l, m, rho);
        const odds = fairTotalOdds(matrix, line);
        let over = 0;
        let under = 0;
        matrix.forEach((row, h) =>
          row.forEach((p, a) => {
            over += p * returnOf(settleTotal(line, h + a, 'over'), odds.over);
            under += p * returnOf(settleTotal(line, h + a, 'under'), odds.under);
          }),
        );
        expect(Math.abs(over - 1)).toBeLessThan(1e-9);
        expect(Math.abs(under - 1)).toBeLessThan(1e-9);
      }),
    );
  });
});
