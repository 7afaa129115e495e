import { describe, expect, it } from 'vitest';
import { newState } from './match-state.ts';
import { recordRegulation, regulationScoreOf, rescore } from './regulation-score.ts';
import { SPORTS } from './sports.ts';

describe("ice hockey's and rugby's regulation score beside the final one", () => {
  it('is recorded in ice hockey and rugby only; a result carries it, or the final where none was', () => {
    const hockey = { ...newState('r'), score: [2, 2] as [number, number] };
    recordRegulation(SPORTS.IH, hockey);
    hockey.score = [3, 2];
    expect(regulationScoreOf(SPORTS.IH, hockey)).toEqual([2, 2]);
    expect(regulationScoreOf(SPORTS.IH, { ...newState('r'), score: [1, 0] })).toEqual([1, 0]);
    const basketball = { ...newState('r'), score: [99, 99] as [number, number] };
    recordRegulation(SPORTS.BK, basketball);
    expect(basketball.regulation).toBeUndefined();
    expect(regulationScoreOf(SPORTS.BK, basketball)).toBeNull();
    const rugby = { ...newState('r'), score: [20, 20] as [number, number] };
    recordRegulation(SPORTS.RU, rugby);
    rugby.score = [23, 20];
    expect(regulationScoreOf(SPORTS.RU, rugby)).toEqual([20, 20]);
  });

  it("keeps a level 80 minutes under golden point's one score; any other corrects regulation (rugby)", () => {
    const s = { ...newState('r'), score: [20, 20] as [number, number] };
    recordRegulation(SPORTS.RU, s);
    rescore(SPORTS.RU, s, [20, 25]);
    expect(s).toMatchObject({ score: [20, 25], regulation: [20, 20] });
    // A penalty try (7) is one score; 6 is none of golden point's: a score the feed missed in regulation.
    rescore(SPORTS.RU, s, [27, 20]);
    expect(s.regulation).toEqual([20, 20]);
    rescore(SPORTS.RU, s, [26, 20]);
    expect(s.regulation).toEqual([26, 20]);
  });

  it("keeps a level regulation under the play-off winner's goal; any other score corrects regulation", () => {
    const s = { ...newState('r'), score: [2, 2] as [number, number] };
    recordRegulation(SPORTS.IH, s);
    rescore(SPORTS.IH, s, [3, 2]);
    expect(s).toMatchObject({ score: [3, 2], regulation: [2, 2] });
    rescore(SPORTS.IH, s, [2, 3]);
    expect(s.regulation).toEqual([2, 2]);
    // A goal the feed missed in regulation: 3-3 after 60 minutes, then the shoot-out's 4-3.
    rescore(SPORTS.IH, s, [3, 3]);
    expect(s.regulation).toEqual([3, 3]);
    rescore(SPORTS.IH, s, [4, 3]);
    expect(s).toMatchObject({ score: [4, 3], regulation: [3, 3] });
    rescore(SPORTS.IH, s, [5, 3]);
    expect(s.regulation).toEqual([5, 3]);
    // Before regulation ends nothing is recorded: the score is just the running one.
    const live = newState('r');
    rescore(SPORTS.IH, live, [1, 0]);
    expect(live.regulation).toBeUndefined();
  });
});
