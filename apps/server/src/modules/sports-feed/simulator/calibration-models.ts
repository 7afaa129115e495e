import {
  baseballFinals,
  breakGridTies,
  marginDistribution,
  playOffShare,
  pointsDistributions,
  poissonCutoff,
  scoreGrid,
  scoreMatrix,
  totalDistribution,
  type IntDistribution,
  type PointsSportInput,
} from '@qilin/sportsbook';
import { DIXON_COLES_RHO } from './football-goals.ts';
import { playsOvertime } from './leagues.ts';
import { regulationSeconds, type SportDef } from './sports.ts';

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

/** Football (Dixon–Coles): the score after 90 minutes. */
export const goalsModel = (l: number, m: number, rho = DIXON_COLES_RHO): ModelScores => {
  const matrix = scoreMatrix(l, m, rho);
  return { margin: marginDistribution(matrix), total: totalDistribution(matrix) };
};

/**
 * Ice hockey's final score (ice-hockey.ts): independent Poisson regulation goals, a level regulation
 * becoming a one-goal win for home with the play-off share.
 */
export const iceHockeyModel = (l: number, m: number): ModelScores => {
  const n = Math.max(poissonCutoff(l), poissonCutoff(m), 1);
  return breakGridTies(scoreGrid(l, m, 0, n), n + 1, { home: 0, away: 0 }, playOffShare(l, m));
};

/**
 * Normal margin and total (points-sport.ts), rugby's and American football's from their scoring chances
 * (rugby-union.ts, american-football.ts), a level regulation played off in overtime: periods while level
 * (basketball), one deciding period whose tie stands (American football's possessions; rugby's golden point
 * where the league plays it). In play (`inPlay`: regulation minutes played and the score) what is left of it.
 */
export const pointsModel = (
  sport: SportDef,
  eh: number,
  ea: number,
  leagueId = '',
  inPlay?: PointsSportInput['inPlay'],
): ModelScores => {
  const tieBreak = sport.code === 'BK' || sport.code === 'AF' ? 3 : 1;
  const overtime = playsOvertime(sport, leagueId) || !sport.draws;
  const d = pointsDistributions(
    { supremacy: eh - ea, total: eh + ea, marginPct: 5, ...(inPlay ? { inPlay } : {}) },
    {
      gameMinutes: regulationSeconds(sport) / 60,
      sdMargin: sport.sdMargin,
      sdTotal: sport.sdTotal,
      draws: sport.draws,
      tieBreakMargin: tieBreak,
      ...(overtime ? { overtimeMinutes: sport.overtimeSeconds / 60 } : {}),
      ...(sport.decidingOvertime && overtime ? { decidingOvertime: sport.decidingOvertime } : {}),
      ...(sport.pricedOnChances ? { chances: sport.scoreValues } : {}),
      handicapLines: { step: 0.5, alternatives: 0 },
      totalLines: { step: 0.5, alternatives: 0 },
    },
  );
  if (!d) throw new RangeError('no game left');
  return d;
};

/**
 * The model's final margin and total (baseball.ts: real endings, walk-offs at the winning run or a home
 * run's runners, extra innings to a decision, with MLB's runner on second where the league places him).
 */
export const baseballModel = (eh: number, ea: number, automaticRunner = false): ModelScores => {
  const final = baseballFinals({ homeRuns: eh, awayRuns: ea, automaticRunner });
  if (!final) throw new RangeError('no game left');
  return final;
};
