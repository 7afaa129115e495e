import { describe, expect, it } from 'vitest';
import { inPlayGrid } from './in-play-grid.ts';
import { dixonColesTau, scoreGrid, scoreMatrix } from './score-matrix.ts';
import { remainingGoalShare } from './time-split.ts';

const l = 1.6;
const m = 1.1;
const rho = -0.1;
const N = 15;
const poisson = (k: number, mean: number) => {
  let p = Math.exp(-mean);
  for (let i = 1; i <= k; i += 1) p *= mean / i;
  return p;
};

describe('inPlayGrid', () => {
  it('is the pre-match Dixon–Coles final score conditioned on the score now (total probability)', () => {
    // At minute t the world that follows the pre-match prices is at (i, j) with Poisson(l e) x Poisson(m e)
    // x E[tau(final) | (i, j)] (e the share of goals already due); averaging the in-play final-score
    // distribution over those scores must give back the pre-match matrix, cell by cell.
    const pre = scoreMatrix(l, m, rho, N);
    for (const minute of [20, 45, 60, 85]) {
      const r = remainingGoalShare(minute);
      const weight = (i: number, j: number) => {
        let tilt = 0;
        for (let x = 0; x <= N; x += 1)
          for (let y = 0; y <= N; y += 1)
            tilt += poisson(x, l * r) * poisson(y, m * r) * dixonColesTau(i + x, j + y, l, m, rho);
        return poisson(i, l * (1 - r)) * poisson(j, m * (1 - r)) * tilt;
      };
      for (const [h, a] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
        [2, 1],
        [0, 3],
      ] as const) {
        let total = 0;
        for (let i = 0; i <= h; i += 1) {
          for (let j = 0; j <= a; j += 1) {
            const grid = inPlayGrid(
              l * r,
              m * r,
              { homeGoals: l, awayGoals: m, rho },
              { home: i, away: j },
              N,
            );
            total += weight(i, j) * grid[(h - i) * (N + 1) + (a - j)]!;
          }
        }
        expect(total, `${h}-${a} at ${minute}'`).toBeCloseTo(pre[h]![a]!, 10);
      }
    }
  });

  it('is plain Poisson once no final of 1-1 or lower is possible, and with rho 0', () => {
    const poissonGrid = scoreGrid(0.5, 0.4, 0, N);
    expect(inPlayGrid(0.5, 0.4, { homeGoals: l, awayGoals: m, rho }, { home: 2, away: 0 }, N)).toEqual(
      poissonGrid,
    );
    expect(inPlayGrid(0.5, 0.4, { homeGoals: l, awayGoals: m, rho: 0 }, { home: 0, away: 0 }, N)).toEqual(
      poissonGrid,
    );
  });

  it('refuses a rho that makes a weight negative', () => {
    expect(() =>
      inPlayGrid(0.5, 0.4, { homeGoals: l, awayGoals: m, rho: -0.7 }, { home: 0, away: 0 }, N),
    ).toThrow(RangeError);
  });
});
