import { describe, expect, it } from 'vitest';
import { FIRST_HALF_GOAL_SHARE, firstHalfRemainingShare, remainingGoalShare } from './time-split.ts';

describe('goal time split', () => {
  it('puts 44% of goals in the first half', () => {
    expect(FIRST_HALF_GOAL_SHARE).toBe(0.44);
    expect(firstHalfRemainingShare(0)).toBe(0.44);
  });

  it.each([
    [0, 1],
    [22.5, 0.78],
    [45, 0.56],
    [67.5, 0.28],
    [90, 0],
    [95, 0],
    [-3, 1],
  ])('after minute %s, %s of the goals are still to come', (minute, share) => {
    expect(remainingGoalShare(minute)).toBeCloseTo(share, 12);
  });

  it('closes the first half at 45', () => {
    expect(firstHalfRemainingShare(30)).toBeCloseTo(0.44 / 3, 12);
    expect(firstHalfRemainingShare(45)).toBe(0);
    expect(() => remainingGoalShare(Number.NaN)).toThrow(RangeError);
  });
});
