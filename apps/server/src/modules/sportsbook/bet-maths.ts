import type { BetResult, OddsFormat, SportCode } from '@qilin/contract';

/**
 * The betting maths placement and settlement need. @qilin/sportsbook (helper "math") was still being
 * written when this module was; these small local functions follow DESIGN §6 and can be swapped for the
 * package's once it exports them (same names where the package has them).
 */

/** Odds as integer thousandths (every price the feed quotes has at most 3 decimals). */
export const thousandths = (decimal: number): number => Math.round(decimal * 1000);

const round2 = (v: number): number => Math.round(v * 100) / 100;

/** The price as the slip shows it in an odds type, 2 decimals (HK = D-1; M/I negative under/over 2). */
export const toDisplayOdds = (decimal: number, format: OddsFormat): number => {
  const profit = (thousandths(decimal) - 1000) / 1000;
  switch (format) {
    case 'E':
      return round2(decimal);
    case 'H':
      return round2(profit);
    case 'M':
      return decimal <= 2 ? round2(profit) : round2(-1 / profit);
    case 'I':
      return decimal >= 2 ? round2(profit) : round2(-1 / profit);
  }
};

const isNegative = (display: number, format: OddsFormat) => (format === 'M' || format === 'I') && display < 0;

/** Fen leaving the wallet: the stake, or floor(stake x |odds|) at a negative Malay/Indo price. */
export const stakeAtRisk = (stakeFen: number, display: number, format: OddsFormat): number =>
  isNegative(display, format) ? Math.floor((stakeFen * Math.round(-display * 100)) / 100) : stakeFen;

/** Winnings if the bet wins in full, stake not included (negative M/I: the stake typed is the win). */
export const fullWin = (stakeFen: number, decimal: number, display: number, format: OddsFormat): number => {
  if (isNegative(display, format)) return stakeFen;
  if (format === 'E') return Math.floor((stakeFen * (thousandths(decimal) - 1000)) / 1000);
  return Math.floor((stakeFen * Math.round(display * 100)) / 100);
};

/** A leg's return multiplier as a fraction: W odds, LW (1+odds)/2, P/D/A 1, LL 1/2, L 0. */
const factorOf = (result: BetResult, oddsK: number): [bigint, bigint] => {
  switch (result) {
    case 'W':
      return [BigInt(oddsK), 1000n];
    case 'LW':
      return [BigInt(1000 + oddsK), 2000n];
    case 'LL':
      return [1n, 2n];
    case 'L':
      return [0n, 1n];
    default:
      return [1n, 1n];
  }
};

/**
 * A single's return in fen (stake included) from its full win: W risk+win, LW risk+win/2, P/D risk,
 * LL risk/2, L 0; winnings capped at `capFen`.
 */
export const singleReturn = (riskFen: number, winFen: number, result: BetResult, capFen: number): number => {
  const win = Math.min(winFen, capFen);
  switch (result) {
    case 'W':
      return riskFen + win;
    case 'LW':
      return riskFen + Math.floor(win / 2);
    case 'LL':
      return Math.floor(riskFen / 2);
    case 'L':
      return 0;
    default:
      return riskFen;
  }
};

/** A parlay's return: risk x the product of the legs' multipliers (void legs count 1), winnings capped. */
export const parlayReturn = (
  riskFen: number,
  legs: readonly { result: BetResult; odds: number }[],
  capFen: number,
): number => {
  let num = BigInt(riskFen);
  let den = 1n;
  for (const leg of legs) {
    const [n, d] = factorOf(leg.result, thousandths(leg.odds));
    num *= n;
    den *= d;
  }
  const ret = Number(num / den);
  return Math.min(ret, riskFen + capFen);
};

/** Combined decimal odds of a parlay, 3 decimals. */
export const parlayOdds = (odds: readonly number[]): number => {
  let num = 1n;
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(thousandths(o));
    den *= 1000n;
  }
  return Number((num * 1000n) / den) / 1000;
};

type HalfResult = 'W' | 'P' | 'L';
const sign = (v: number): HalfResult => (v > 0 ? 'W' : v < 0 ? 'L' : 'P');

/** Asian lines: a quarter line splits the stake over the two neighbouring half lines. */
const asian = (margin: number): BetResult => {
  const q = Math.round(margin * 4);
  if (q % 2 === 0) return sign(q);
  const a = sign(q - 1);
  const b = sign(q + 1);
  if (a === b) return a;
  const pair = [a, b].sort().join('');
  // sorted pairs: LP (lose half), PW (win half)
  return pair === 'LP' ? 'LL' : pair === 'PW' ? 'LW' : 'P';
};

/** Correct-score grid: scores with both sides at most 4 are listed; anything else is OTH. */
const GRID_MAX = 4;
const DRAW_SPORTS: readonly SportCode[] = ['FT', 'VF'];

export interface LegScore {
  score: readonly [number, number];
  sets: readonly (readonly [number, number])[];
  winner: string | null;
}

/** The result of one selection on a final score (issue 4 §3 bet result codes). */
export const settleLeg = (
  leg: { w: string; r: string; line: number | null; sport: string },
  s: LegScore,
): BetResult => {
  const [h, c] = s.score;
  const line = leg.line ?? 0;
  switch (leg.w) {
    case 'CH':
      return s.winner !== null && s.winner === leg.r ? 'W' : 'L';
    case 'M':
    case 'HM': {
      const outcome = h > c ? 'H' : h < c ? 'C' : 'N';
      if (outcome === leg.r) return 'W';
      // Moneyline sports have no draw: a tie returns the stake.
      if (outcome === 'N' && !DRAW_SPORTS.includes(leg.sport as SportCode)) return 'P';
      return 'L';
    }
    case 'R':
    case 'HR':
    case 'SR':
      return asian(leg.r === 'H' ? h - c + line : c - h - line);
    case 'OU':
    case 'HOU':
      return asian(leg.r === 'O' ? h + c - line : line - (h + c));
    case 'SOU': {
      const total = s.sets.length > 0 ? s.sets.reduce((t, [a, b]) => t + a + b, 0) : h + c;
      return asian(leg.r === 'O' ? total - line : line - total);
    }
    case 'EO':
      return ((h + c) % 2 === 1) === (leg.r === 'ODD') ? 'W' : 'L';
    case 'TS':
      return (h > 0 && c > 0) === (leg.r === 'Y') ? 'W' : 'L';
    case 'PD':
    case 'HPD': {
      const listed = h <= GRID_MAX && c <= GRID_MAX;
      if (leg.r === 'OTH') return listed ? 'L' : 'W';
      return leg.r === `${h}-${c}` ? 'W' : 'L';
    }
    default:
      return 'L';
  }
};
