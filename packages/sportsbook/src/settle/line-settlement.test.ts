import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineHalves, mirrorResult, settleHandicap, settleTotal, type LineResult } from './line-settlement.ts';

describe('Asian handicap settlement', () => {
  // Published settlement tables (Pinnacle help centre "Asian handicap and double totals"; vptop.com
  // "Handicap & Over/Under (quarter lines explained)"); margin = backed side's goals minus the other's.
  it.each<[number, number, LineResult]>([
    [-0.25, 0, 'LL'], // a draw loses half
    [-0.25, 1, 'W'],
    [-0.25, -1, 'L'],
    [0.25, 0, 'LW'],
    [-0.75, 1, 'LW'], // win by one: half win, half push
    [-0.75, 2, 'W'],
    [-0.75, 0, 'L'],
    [0.75, -1, 'LL'], // Pinnacle: +0.5/+1 losing 0-1 loses half, pushes half
    [0.75, 0, 'W'],
    [-1, 1, 'P'],
    [-1, 2, 'W'],
    [0.5, 0, 'W'],
    [0.5, -1, 'L'],
    [-1.25, 1, 'LL'],
    [-1.5, 1, 'L'],
    [0, 0, 'P'],
    [1.75, -2, 'LL'],
  ])('line %s, margin %s -> %s', (line, margin, result) => {
    expect(settleHandicap(line, margin)).toBe(result);
  });

  it('splits quarter lines into the neighbouring lines', () => {
    expect(lineHalves(-0.75)).toEqual([-1, -0.5]);
    expect(lineHalves(2.25)).toEqual([2, 2.5]);
    expect(lineHalves(0.5)).toEqual([0.5]);
  });

  it('refuses lines off the quarter grid and fractional margins', () => {
    expect(() => settleHandicap(0.3, 1)).toThrow(RangeError);
    expect(() => settleHandicap(0.5, 1.5)).toThrow(RangeError);
  });

  it('settles both sides of every line as mirrors', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: -15, max: 15 }),
        (quarters, margin) => {
          const line = quarters / 4;
          expect(settleHandicap(-line, -margin)).toBe(mirrorResult(settleHandicap(line, margin)));
        },
      ),
    );
  });

  it('matches settling each half of a quarter line separately', () => {
    const value: Record<LineResult, number> = { W: 1, LW: 0.5, P: 0, LL: -0.5, L: -1 };
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: -15, max: 15 }),
        (quarters, margin) => {
          const line = quarters / 4;
          const halves = lineHalves(line).map((half) => value[settleHandicap(half, margin)]);
          const combined = halves.reduce((s, v) => s + v, 0) / halves.length;
          expect(value[settleHandicap(line, margin)]).toBe(combined);
        },
      ),
    );
  });
});

describe('over/under settlement', () => {
  it.each<[number, number, 'over' | 'under', LineResult]>([
    [2.25, 2, 'over', 'LL'],
    [2.25, 3, 'over', 'W'],
    [2.25, 2, 'under', 'LW'],
    [2.75, 3, 'over', 'LW'],
    [2.75, 3, 'under', 'LL'],
    [2.5, 2, 'over', 'L'],
    [3, 3, 'over', 'P'],
    [5.25, 5, 'under', 'LW'], // Pinnacle: under 5/5.5 with 5 goals
    [0.5, 0, 'under', 'W'],
  ])('%s with %s goals, %s -> %s', (line, total, side, result) => {
    expect(settleTotal(line, total, side)).toBe(result);
  });

  it('settles over and under as mirrors', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 15 }), (quarters, total) => {
        const line = quarters / 4;
        expect(settleTotal(line, total, 'under')).toBe(mirrorResult(settleTotal(line, total, 'over')));
      }),
    );
  });

  it('refuses a negative total', () => {
    expect(() => settleTotal(2.5, -1, 'over')).toThrow(RangeError);
  });
});
