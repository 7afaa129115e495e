import { scoreGrid, poissonCutoff } from './score-matrix.ts';
import { summariseGrid } from './grid-summary.ts';
import { threeWay } from '../pricing/distribution.ts';
import { overSplit } from '../pricing/distribution.ts';

export interface GoalMeans {
  /** Expected home goals (l). */
  readonly home: number;
  /** Expected away goals (m). */
  readonly away: number;
}

export interface TeamStrengths {
  /** Attack factors, 1 = league average; > 1 scores more. */
  readonly homeAttack: number;
  readonly awayAttack: number;
  /** Defence factors, 1 = league average; > 1 concedes more (Dixon–Coles' beta). */
  readonly homeDefence: number;
  readonly awayDefence: number;
  /** Home advantage multiplier on the home side's goals (gamma), e.g. 1.3. */
  readonly homeAdvantage: number;
}

/**
 * Maher (1982) / Dixon–Coles (1997) multiplicative model: l = base x alpha_home x beta_away x gamma and
 * m = base x alpha_away x beta_home, `base` being the league's goals per team per match (default 1.32:
 * 2.64 goals a game over 5,100 Premier League matches, Grayson 2013; see time-split.ts).
 */
export const goalMeansFromStrengths = (s: TeamStrengths, baseGoalsPerTeam = 1.32): GoalMeans => {
  for (const v of [
    s.homeAttack,
    s.awayAttack,
    s.homeDefence,
    s.awayDefence,
    s.homeAdvantage,
    baseGoalsPerTeam,
  ]) {
    if (!(v > 0) || !Number.isFinite(v)) throw new RangeError('strengths must be positive numbers');
  }
  return {
    home: baseGoalsPerTeam * s.homeAttack * s.awayDefence * s.homeAdvantage,
    away: baseGoalsPerTeam * s.awayAttack * s.homeDefence,
  };
};

export interface GoalTargets {
  /** Fair (margin-free) probabilities, e.g. from removeMargin on a book's 1X2 and over/under 2.5. */
  readonly homeWin: number;
  readonly awayWin: number;
  readonly over25: number;
}

const predict = (logL: number, logM: number, rho: number): [diff: number, over: number] => {
  const l = Math.exp(logL);
  const m = Math.exp(logM);
  const n = Math.max(poissonCutoff(l), poissonCutoff(m), 3);
  const s = summariseGrid(scoreGrid(l, m, rho, n), n + 1, { home: 0, away: 0 });
  const [home, , away] = threeWay(s.margin);
  return [home - away, overSplit(s.total, 2.5).won];
};

/**
 * The goal means (l, m) whose Dixon–Coles matrix reproduces a home-minus-away win probability and an
 * over-2.5 probability: two equations, two unknowns, solved by Newton's method in log space.
 */
export const fitGoalMeans = (targets: GoalTargets, rho = 0): GoalMeans => {
  const target: [number, number] = [targets.homeWin - targets.awayWin, targets.over25];
  let x = [Math.log(1.4), Math.log(1.1)];
  const h = 1e-6;
  for (let iteration = 0; iteration < 50; iteration += 1) {
    const f = predict(x[0]!, x[1]!, rho);
    const r0 = f[0] - target[0];
    const r1 = f[1] - target[1];
    if (Math.abs(r0) < 1e-12 && Math.abs(r1) < 1e-12) break;
    const fl = predict(x[0]! + h, x[1]!, rho);
    const fm = predict(x[0]!, x[1]! + h, rho);
    const a = (fl[0] - f[0]) / h;
    const b = (fm[0] - f[0]) / h;
    const c = (fl[1] - f[1]) / h;
    const d = (fm[1] - f[1]) / h;
    const det = a * d - b * c;
    if (det === 0) break;
    let dx0 = (d * r0 - b * r1) / det;
    let dx1 = (a * r1 - c * r0) / det;
    // Damp big steps so the means stay in a sane range while far from the answer.
    const size = Math.max(Math.abs(dx0), Math.abs(dx1));
    if (size > 0.5) {
      dx0 *= 0.5 / size;
      dx1 *= 0.5 / size;
    }
    x = [Math.min(Math.log(15), x[0]! - dx0), Math.min(Math.log(15), x[1]! - dx1)];
  }
  return { home: Math.exp(x[0]!), away: Math.exp(x[1]!) };
};
