/**
 * Asian handicap and over/under settlement (DESIGN §6). A quarter line (x.25, x.75) is two half-stakes on
 * the neighbouring lines (line - 0.25 and line + 0.25); each half wins, pushes or loses, so the bet ends
 * W, LW (half win, half push), P, LL (half push, half loss) or L.
 */
export type LineResult = 'W' | 'LW' | 'P' | 'LL' | 'L';

/** The line in quarter goals; refuses lines that are not a multiple of 0.25. */
export const lineQuarters = (line: number): number => {
  const q = Math.round(line * 4);
  if (!Number.isFinite(line) || Math.abs(line * 4 - q) > 1e-9) {
    throw new RangeError(`a line must be a multiple of 0.25, got ${line}`);
  }
  return q;
};

export const isQuarterLine = (line: number): boolean => lineQuarters(line) % 2 !== 0;

/** The lines a stake is split over: [line - 0.25, line + 0.25] for a quarter line, else [line]. */
export const lineHalves = (line: number): number[] =>
  isQuarterLine(line) ? [line - 0.25, line + 0.25] : [line];

const assertCount = (value: number, name: string): void => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be an integer, got ${value}`);
};

/** Result of a stake on a backed side given 4 x (margin + line) for a whole or half line. */
const sideOf = (adjusted4: number): number => Math.sign(adjusted4);

/**
 * `line` is the backed side's handicap (-0.25: it gives a quarter goal), `margin` the backed side's score
 * minus the other side's. The opposite side is settleHandicap(-line, -margin), always the mirror result.
 */
export const settleHandicap = (line: number, margin: number): LineResult => {
  const q = lineQuarters(line);
  assertCount(margin, 'margin');
  const adjusted4 = 4 * margin + q;
  if (q % 2 === 0) {
    const s = sideOf(adjusted4);
    return s > 0 ? 'W' : s < 0 ? 'L' : 'P';
  }
  // Odd quarters: the two halves sit at adjusted4 - 1 and adjusted4 + 1, one of them exactly on a push.
  const low = sideOf(adjusted4 - 1);
  const high = sideOf(adjusted4 + 1);
  if (low > 0) return 'W';
  if (high < 0) return 'L';
  return low === 0 ? 'LW' : 'LL';
};

export type TotalSide = 'over' | 'under';

/** Over/under `line` on a final `total` (goals, points, games): over is a handicap of -line on the total. */
export const settleTotal = (line: number, total: number, side: TotalSide): LineResult => {
  assertCount(total, 'total');
  if (total < 0) throw new RangeError(`total must be >= 0, got ${total}`);
  return side === 'over' ? settleHandicap(-line, total) : settleHandicap(line, -total);
};

/** Mirror of a line result: what the other side of the same line gets. */
export const mirrorResult = (result: LineResult): LineResult =>
  result === 'W' ? 'L' : result === 'L' ? 'W' : result === 'LW' ? 'LL' : result === 'LL' ? 'LW' : 'P';
