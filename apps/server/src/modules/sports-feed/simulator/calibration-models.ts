import {
  BASEBALL_DEFAULT_DISPERSION,
  breakGridTies,
  breakMarginTies,
  marginDistribution,
  negativeBinomialPmf,
  pointsDistributions,
  scoreMatrix,
  totalDistribution,
  type IntDistribution,
} from '@qilin/sportsbook';
import { DIXON_COLES_RHO } from './football-goals.ts';
import type { SportDef } from './sports.ts';

/**
 * The final margin and total each sport's pricing model assumes for given expected scores, built from the
 * package's own pieces with the inputs pricing.ts gives it (calibration.test.ts compares the simulator
 * with them).
 */
export interface ModelScores {
  margin: IntDistribution;
  total: IntDistribution;
}

export const moments = (d: IntDistribution): { mean: number; variance: number } => {
  let mean = 0;
  let square = 0;
  d.p.forEach((p, i) => {
    mean += p * (d.min + i);
    square += p * (d.min + i) ** 2;
  });
  return { mean, variance: square - mean * mean };
};

/** Football (Dixon–Coles) and ice hockey (independent Poisson, rho 0; its games end at regulation here). */
export const goalsModel = (l: number, m: number, rho = DIXON_COLES_RHO): ModelScores => {
  const matrix = scoreMatrix(l, m, rho);
  return { margin: marginDistribution(matrix), total: totalDistribution(matrix) };
};

/** Normal margin and total (points-sport.ts); a tie played off by +-3 (basketball, American football). */
export const pointsModel = (sport: SportDef, eh: number, ea: number): ModelScores => {
  const tieBreak = sport.code === 'BK' || sport.code === 'AF' ? 3 : 1;
  const d = pointsDistributions(
    { supremacy: eh - ea, total: eh + ea, marginPct: 5 },
    {
      gameMinutes: 1,
      sdMargin: sport.sdMargin,
      sdTotal: sport.sdTotal,
      draws: sport.draws,
      tieBreakMargin: tieBreak,
      handicapLines: { step: 0.5, alternatives: 0 },
      totalLines: { step: 0.5, alternatives: 0 },
    },
  );
  if (!d) throw new RangeError('no game left');
  return { margin: sport.draws ? d.margin : breakMarginTies(d.margin, 0.5, tieBreak), total: d.total };
};

const MAX_RUNS = 60;

/** Negative binomial runs over 9 innings, a tie won in one extra inning by one run (baseball.ts). */
export const baseballModel = (eh: number, ea: number): ModelScores => {
  const r = BASEBALL_DEFAULT_DISPERSION;
  const pmf = (mean: number, size: number) => {
    const p = new Float64Array(MAX_RUNS);
    negativeBinomialPmf(mean, size, p);
    return p;
  };
  const inning = [pmf(eh / 9, r / 9), pmf(ea / 9, r / 9)] as const;
  let homeInning = 0;
  let awayInning = 0;
  for (let h = 0; h < MAX_RUNS; h += 1) {
    for (let a = 0; a < MAX_RUNS; a += 1) {
      const w = inning[0][h]! * inning[1][a]!;
      if (h > a) homeInning += w;
      else if (a > h) awayInning += w;
    }
  }
  const home = pmf(eh, r);
  const away = pmf(ea, r);
  const grid = new Float64Array(MAX_RUNS * MAX_RUNS);
  for (let h = 0; h < MAX_RUNS; h += 1)
    for (let a = 0; a < MAX_RUNS; a += 1) grid[h * MAX_RUNS + a] = home[h]! * away[a]!;
  return breakGridTies(grid, MAX_RUNS, { home: 0, away: 0 }, homeInning / (homeInning + awayInning));
};
