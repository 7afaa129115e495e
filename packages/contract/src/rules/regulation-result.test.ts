import { describe, expect, it } from 'vitest';
import { followsRegulation, settlesWinOnRegulation } from './regulation-result.ts';

describe("ice hockey's regulation result", () => {
  it('settles the win on regulation in ice hockey only', () => {
    expect(settlesWinOnRegulation('IH')).toBe(true);
    expect(settlesWinOnRegulation('BK')).toBe(false);
    expect(settlesWinOnRegulation('FT')).toBe(false);
  });

  it("follows a level regulation by the play-off winner's one goal, any other by the same score", () => {
    expect(followsRegulation([2, 2], [3, 2])).toBe(true);
    expect(followsRegulation([2, 2], [2, 3])).toBe(true);
    expect(followsRegulation([2, 2], [2, 2])).toBe(true);
    expect(followsRegulation([3, 1], [3, 1])).toBe(true);
    expect(followsRegulation([2, 2], [4, 2])).toBe(false);
    expect(followsRegulation([2, 2], [3, 3])).toBe(false);
    expect(followsRegulation([2, 1], [3, 1])).toBe(false);
  });
});
