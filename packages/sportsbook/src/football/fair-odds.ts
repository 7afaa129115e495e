import { fairOddsOf, handicapSplit, type IntDistribution } from '../pricing/distribution.ts';
import type { ScoreMatrix } from './score-matrix.ts';
import { summariseGrid } from './grid-summary.ts';
import { threeWay } from '../pricing/distribution.ts';

/**
 * Fair (margin-free) prices straight from a score matrix. With pushes and half results the fair odds of a
 * side are 1 + E[stake lost] / E[stake won]: at those odds the expected return is exactly the stake.
 */

const flatten = (matrix: ScoreMatrix): { grid: Float64Array; size: number } => {
  const size = matrix.length;
  const grid = new Float64Array(size * size);
  matrix.forEach((row, h) => grid.set(row.subarray(0, size), h * size));
  return { grid, size };
};

const summaryOf = (matrix: ScoreMatrix) => {
  const { grid, size } = flatten(matrix);
  return summariseGrid(grid, size, { home: 0, away: 0 });
};

/** Distribution of home goals minus away goals. */
export const marginDistribution = (matrix: ScoreMatrix): IntDistribution => summaryOf(matrix).margin;

/** Distribution of total goals. */
export const totalDistribution = (matrix: ScoreMatrix): IntDistribution => summaryOf(matrix).total;

/** Fair 1X2 probabilities { home, draw, away }, summing to 1. */
export const fair1x2 = (matrix: ScoreMatrix): { home: number; draw: number; away: number } => {
  const [home, draw, away] = threeWay(marginDistribution(matrix));
  return { home, draw, away };
};

/** Fair Asian handicap odds; `line` is the HOME side's handicap (the away side holds -line). */
export const fairHandicapOdds = (matrix: ScoreMatrix, line: number): { home: number; away: number } => {
  const split = handicapSplit(marginDistribution(matrix), line);
  return { home: fairOddsOf(split), away: fairOddsOf({ won: split.lost, lost: split.won }) };
};

/** Fair over/under odds at a total line. */
export const fairTotalOdds = (matrix: ScoreMatrix, line: number): { over: number; under: number } => {
  const split = handicapSplit(totalDistribution(matrix), -line);
  return { over: fairOddsOf(split), under: fairOddsOf({ won: split.lost, lost: split.won }) };
};
