import { describe, expect, it } from 'vitest';
import { followsRegulation, settlesWinOnRegulation } from './regulation-result.ts';

describe('results whose win settles on regulation', () => {
  it('settles the win on regulation in ice hockey and rugby union only', () => {
    expect(settlesWinOnRegulation('IH')).toBe(true);
    expect(settlesWinOnRegulation('RU')).toBe(true);
    expect(settlesWinOnRegulation('BK')).toBe(false);
    expect(settlesWinOnRegulation('FT')).toBe(false);
    expect(settlesWinOnRegulation('AF')).toBe(false);
  });

  it("follows a level regulation by the play-off winner's one goal, any other by the same score (IH)", () => {
    expect(followsRegulation([2, 2], [3, 2], 'IH')).toBe(true);
    expect(followsRegulation([2, 2], [2, 3], 'IH')).toBe(true);
    expect(followsRegulation([2, 2], [2, 2], 'IH')).toBe(true);
    expect(followsRegulation([3, 1], [3, 1], 'IH')).toBe(true);
    expect(followsRegulation([2, 2], [4, 2], 'IH')).toBe(false);
    expect(followsRegulation([2, 2], [3, 3], 'IH')).toBe(false);
    expect(followsRegulation([2, 1], [3, 1], 'IH')).toBe(false);
  });

  it("follows a level 80 minutes by golden point's one score: 3, 5 (a try, no conversion) or 7 (RU)", () => {
    expect(followsRegulation([20, 20], [23, 20], 'RU')).toBe(true);
    expect(followsRegulation([20, 20], [20, 25], 'RU')).toBe(true);
    expect(followsRegulation([20, 20], [27, 20], 'RU')).toBe(true);
    expect(followsRegulation([20, 20], [20, 20], 'RU')).toBe(true);
    expect(followsRegulation([20, 20], [21, 20], 'RU')).toBe(false);
    expect(followsRegulation([20, 20], [26, 20], 'RU')).toBe(false);
    expect(followsRegulation([20, 17], [23, 17], 'RU')).toBe(false);
  });
});
