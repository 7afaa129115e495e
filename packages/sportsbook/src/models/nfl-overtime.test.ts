import { describe, expect, it } from 'vitest';
import { AMERICAN_FOOTBALL_SCORING_PLAYS } from './american-football.ts';
import {
  afterPossession,
  NFL_OVERTIME_SCORING,
  NFL_POSSESSION,
  nflOvertimeOutcome,
  offenceOf,
  overtimeScoringChance,
  possessionOdds,
  type PossessionOdds,
  type PossessionRules,
} from './nfl-overtime.ts';
import type { ScoringPlay } from './overtime.ts';

const [TD, FG, SAFETY, TD_NO_TRY] = AMERICAN_FOOTBALL_SCORING_PLAYS as [
  ScoringPlay,
  ScoringPlay,
  ScoringPlay,
  ScoringPlay,
];
const at = (d: { min: number; p: Float64Array }, k: number) => d.p[k - d.min] ?? 0;

describe('NFL overtime rules (Rule 16, Section 1, regular season since 2025)', () => {
  it('does not end the game on an opening touchdown: the other team answers', () => {
    const opened = afterPossession([20, 20], 0, 0, TD);
    expect(opened).toEqual({ score: [27, 20], over: false });
    // Answered with a touchdown and try: level, sudden death goes on.
    expect(afterPossession(opened.score, 1, 1, TD)).toEqual({ score: [27, 27], over: false });
    // Answered with a touchdown whose try failed, or a field goal, or nothing: the first team wins.
    expect(afterPossession(opened.score, 1, 1, TD_NO_TRY)).toEqual({ score: [27, 26], over: true });
    expect(afterPossession(opened.score, 1, 1, FG)).toEqual({ score: [27, 23], over: true });
    expect(afterPossession(opened.score, 1, 1, null)).toEqual({ score: [27, 20], over: true });
  });

  it('ends the game when the second team goes ahead, with no try after its touchdown', () => {
    const fieldGoal = afterPossession([20, 20], 0, 1, FG);
    expect(fieldGoal).toEqual({ score: [20, 23], over: false });
    expect(afterPossession(fieldGoal.score, 1, 0, TD)).toEqual({ score: [26, 23], over: true });
    expect(afterPossession(fieldGoal.score, 1, 0, FG)).toEqual({ score: [23, 23], over: false });
    expect(afterPossession([20, 20], 1, 0, FG)).toEqual({ score: [23, 20], over: true });
  });

  it('plays sudden death once both have had the ball, and ends on an opening safety', () => {
    expect(afterPossession([20, 20], 2, 0, TD)).toEqual({ score: [26, 20], over: true });
    expect(afterPossession([20, 20], 3, 1, FG)).toEqual({ score: [20, 23], over: true });
    expect(afterPossession([20, 20], 2, 0, null)).toEqual({ score: [20, 20], over: false });
    // The defence's safety on the first possession ends it (the kicking team wins).
    expect(afterPossession([20, 20], 0, 0, SAFETY)).toEqual({ score: [20, 22], over: true });
    expect([0, 1, 2, 3].map((n) => offenceOf(1, n))).toEqual([1, 0, 1, 0]);
  });
});

describe('NFL overtime priced exactly (nflOvertimeOutcome)', () => {
  it('gives the first-possession odds by hand when the clock never runs out', () => {
    // Touchdowns with their try only: a for the home side's possessions, b for the away side's.
    const a = 0.45;
    const b = 0.3;
    const odds: PossessionOdds = [[[TD, a]], [[TD, b]]];
    const { margin } = nflOvertimeOutcome(odds, 1e6);
    // Sudden death from a level score, the side with the next possession first: it wins it with
    // x / (1 - (1 - a)(1 - b)), x its own chance.
    const miss = (1 - a) * (1 - b);
    const suddenDeath = (x: number) => x / (1 - miss);
    // Home first: its TD then an away miss (by 7), or answered (7-7) and sudden death with the home side's
    // ball (by 6); a home miss, an away miss, sudden death (by 6). Away first: an away TD answered, then the
    // away side's sudden death lost; an away miss and a home TD (6, no try: it goes ahead); both miss and the
    // away side's sudden death lost.
    const homeBy7 = 0.5 * a * (1 - b);
    const homeBy6 =
      0.5 * (a * b * suddenDeath(a) + miss * suddenDeath(a)) +
      0.5 * ((1 - b) * a + b * a * (1 - suddenDeath(b)) + miss * (1 - suddenDeath(b)));
    // Within the ~1e-8 still level after the 40 possessions summed.
    expect(at(margin, 7)).toBeCloseTo(homeBy7, 7);
    expect(at(margin, 6)).toBeCloseTo(homeBy6, 7);
    expect(at(margin, 0)).toBeLessThan(1e-7);
  });

  it('matches overtimes played possession by possession on the clock (Monte Carlo, 4 SE)', () => {
    const odds = possessionOdds([24, 21], 3600, AMERICAN_FOOTBALL_SCORING_PLAYS);
    const exact = nflOvertimeOutcome(odds, 600);
    // An independent play: exponential pieces for the Erlang lengths, the rules as written above.
    let seed = 12345;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const n = 200_000;
    const seen = new Map<number, number>();
    for (let k = 0; k < n; k += 1) {
      const first = random() < 0.5 ? 0 : 1;
      let score: [number, number] = [0, 0];
      let clock = 0;
      for (let i = 0; ; i += 1) {
        for (let j = 0; j < NFL_POSSESSION.shape; j += 1)
          clock -= (NFL_POSSESSION.seconds / NFL_POSSESSION.shape) * Math.log(1 - random());
        if (clock > 600) break;
        const offence = i % 2 === 0 ? first : 1 - first;
        let u = random();
        let end: ScoringPlay | null = null;
        for (const [play, p] of odds[offence as 0 | 1]) {
          u -= p;
          if (u < 0) {
            end = play;
            break;
          }
        }
        const after = afterPossession(score, i, offence as 0 | 1, end);
        score = after.score;
        if (after.over) break;
      }
      seen.set(score[0] - score[1], (seen.get(score[0] - score[1]) ?? 0) + 1);
    }
    for (let k = -9; k <= 9; k += 1) {
      const p = at(exact.margin, k);
      const se = Math.sqrt((p * (1 - p)) / n) + 1e-6;
      expect(Math.abs((seen.get(k) ?? 0) / n - p), `margin ${k}`).toBeLessThan(4 * se);
    }
    // Ties stand when the clock ends a level game: about one overtime in ten at overtime's scoring rate.
    expect(at(exact.margin, 0)).toBeGreaterThan(0.07);
    expect(at(exact.margin, 0)).toBeLessThan(0.13);
  });
});

describe("overtime's scoring rate, fitted to the NFL's ties (NFL_OVERTIME_SCORING)", () => {
  /**
   * The rule of the 2012-2024 regular seasons, under which 8 of the 9 seasons of the 10-minute period were
   * played: an opening touchdown won at once; otherwise as since 2025.
   */
  const rules2012: PossessionRules = (score, index, offence, end) => {
    if (index > 0 || !end || end.defence || end.overtimePoints !== 6)
      return afterPossession(score, index, offence, end);
    const next: [number, number] = [score[0], score[1]];
    next[offence] += end.overtimePoints;
    return { score: next, over: true };
  };
  // An even game of the NFL's usual 45 points (and our simulator's).
  const even = possessionOdds([22.5, 22.5], 3600, AMERICAN_FOOTBALL_SCORING_PLAYS);

  it('ties as many overtimes as the NFL did under the rule of its data: 5.7 % (2017-2025)', () => {
    // 8 ties in about 140 overtime games (nflanalytic.com on the nflverse game log; Wikipedia's list of
    // NFL tied games). At regulation's scoring rate this was 22.7 %.
    expect(at(nflOvertimeOutcome(even, 600, rules2012).margin, 0)).toBeCloseTo(0.057, 3);
  });

  it('ties about one overtime in ten under the 2025 rule, where an opening touchdown is answered', () => {
    // At regulation's scoring rate: 24.9 %.
    const tie = at(nflOvertimeOutcome(even, 600).margin, 0);
    expect(tie).toBeGreaterThan(0.09);
    expect(tie).toBeLessThan(0.11);
  });

  it('raises the odds of a possession scoring by one ratio, its plays keeping their shares', () => {
    const r = NFL_OVERTIME_SCORING.oddsRatio;
    for (const s of [0.1, 0.404, 0.6, 0.95]) {
      const o = overtimeScoringChance(s);
      expect(o / (1 - o) / (s / (1 - s))).toBeCloseTo(r, 9);
      expect(o).toBeLessThan(1);
    }
    const chance = even[0].reduce((s, [, x]) => s + x, 0);
    expect(chance).toBeCloseTo(0.753, 3);
    expect(even[0][0]![1] / chance).toBeCloseTo(TD.weight, 12);
    expect(even[0][1]![1] / chance).toBeCloseTo(FG.weight, 12);
  });
});
