import { describe, expect, it } from 'vitest';
import {
  fullWin,
  parlayOdds,
  parlayReturn,
  settleLeg,
  singleReturn,
  stakeAtRisk,
  toDisplayOdds,
} from './bet-maths.ts';

const score = (h: number, c: number) => ({ score: [h, c] as const, sets: [], winner: null });
const leg = (w: string, r: string, line: number | null = null, sport = 'FT') => ({ w, r, line, sport });

describe('settleLeg', () => {
  it('settles quarter-line handicaps as half win / half loss', () => {
    // home -0.25 (gives a quarter): a draw loses half, a one-goal win wins in full
    expect(settleLeg(leg('R', 'H', -0.25), score(1, 1))).toBe('LL');
    expect(settleLeg(leg('R', 'C', -0.25), score(1, 1))).toBe('LW');
    expect(settleLeg(leg('R', 'H', -0.75), score(2, 1))).toBe('LW');
    expect(settleLeg(leg('R', 'C', -0.75), score(2, 1))).toBe('LL');
    expect(settleLeg(leg('R', 'H', -1), score(2, 1))).toBe('P');
    expect(settleLeg(leg('R', 'H', -0.5), score(0, 0))).toBe('L');
  });

  it('settles totals, 1X2, odd/even, both to score, correct score and outrights', () => {
    expect(settleLeg(leg('OU', 'O', 2.5), score(2, 1))).toBe('W');
    expect(settleLeg(leg('OU', 'U', 2.25), score(1, 1))).toBe('LW');
    expect(settleLeg(leg('OU', 'O', 3), score(2, 1))).toBe('P');
    expect(settleLeg(leg('M', 'N'), score(1, 1))).toBe('W');
    expect(settleLeg(leg('M', 'H'), score(1, 1))).toBe('L');
    expect(settleLeg(leg('M', 'H', null, 'BK'), score(99, 99))).toBe('P');
    expect(settleLeg(leg('EO', 'ODD'), score(2, 1))).toBe('W');
    expect(settleLeg(leg('TS', 'Y'), score(2, 0))).toBe('L');
    expect(settleLeg(leg('PD', '2-1'), score(2, 1))).toBe('W');
    expect(settleLeg(leg('PD', 'OTH'), score(5, 1))).toBe('W');
    expect(settleLeg(leg('CH', 'T3'), { score: [0, 0], sets: [], winner: 'T3' })).toBe('W');
  });
});

describe('returns', () => {
  it('pays singles by result and caps the winnings', () => {
    expect(singleReturn(10_000, 9_500, 'W', 1e9)).toBe(19_500);
    expect(singleReturn(10_000, 9_500, 'LW', 1e9)).toBe(14_750);
    expect(singleReturn(10_000, 9_500, 'LL', 1e9)).toBe(5_000);
    expect(singleReturn(10_000, 9_500, 'D', 1e9)).toBe(10_000);
    expect(singleReturn(10_000, 9_500, 'W', 1_000)).toBe(11_000);
  });

  it('multiplies parlay legs, a void leg counting 1', () => {
    const legs = [
      { result: 'W' as const, odds: 2 },
      { result: 'D' as const, odds: 3 },
      { result: 'LW' as const, odds: 1.9 },
    ];
    expect(parlayReturn(10_000, legs, 1e9)).toBe(29_000);
    expect(parlayOdds([2, 1.95, 1.5])).toBe(5.85);
  });

  it('at a negative Malay price the stake is the win and the risk is stake x |odds|', () => {
    expect(toDisplayOdds(2.25, 'M')).toBe(-0.8);
    expect(stakeAtRisk(10_000, -0.8, 'M')).toBe(8_000);
    expect(fullWin(10_000, 2.25, -0.8, 'M')).toBe(10_000);
    expect(toDisplayOdds(1.95, 'H')).toBe(0.95);
    expect(fullWin(10_000, 1.95, 0.95, 'H')).toBe(9_500);
  });
});
