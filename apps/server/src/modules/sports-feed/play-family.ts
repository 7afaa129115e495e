import { settlesWinOnRegulation, type SportCode } from '@qilin/contract';
import type { PlayFamily } from '@qilin/sportsbook';
import { SPORTS } from './simulator/sports.ts';

/**
 * How a sport's play codes map to @qilin/sportsbook's market descriptors (its settle/play-codes.ts): the
 * feed prices with it and the sportsbook settles with it, so a code means the same market on both sides.
 * Set sports (FT score = sets): tennis counts games, volleyball and table tennis points — SR set handicap,
 * OU total sets, PD set score, R games/points handicap, SOU games/points total. Every other sport has one
 * score (snooker: frames), M being 1X2 where the simulator lets a draw stand, and regulation's 1X2 where
 * the win settles on regulation (ice hockey: its puck line and total count the overtime and shoot-out;
 * rugby: its handicap and total count golden point).
 */
export const playFamily = (sport: SportCode): PlayFamily => {
  switch (sport) {
    case 'TN':
      return { family: 'sets', count: 'games' };
    case 'VB':
    case 'TT':
      return { family: 'sets', count: 'points' };
    default:
      return settlesWinOnRegulation(sport)
        ? { family: 'goals', draws: true, regulation: true }
        : { family: 'goals', draws: SPORTS[sport].draws };
  }
};

/**
 * The highest listed score per side of a correct-score play (PD / HPD), which decides what "other" covers.
 * Football lists 0-4 (half time 0-3) and in play grows so one more goal for either side stays listed
 * (the package's priceFootballMarkets); set sports and snooker list every possible final score.
 */
export const correctScoreMax = (
  sport: SportCode,
  w: 'PD' | 'HPD',
  scoreAtBet: readonly [number, number],
): number => {
  const def = SPORTS[sport];
  if (def.kind === 'sets') return def.setsToWin;
  const base = w === 'HPD' ? 3 : 4;
  return Math.max(base, scoreAtBet[0] + 1, scoreAtBet[1] + 1);
};
