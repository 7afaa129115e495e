import { describe, expect, it } from 'vitest';
import { nflOvertimeFor, AMERICAN_FOOTBALL_SCORING_PLAYS } from '@qilin/sportsbook';
import { expectedScores, kickOff, newState, step, type Fixture, type MatchState } from './match-state.ts';
import { regulationSeconds, SPORTS } from './sports.ts';
import { testFixture } from './test-fixture.ts';

/**
 * American football's overtime as the NFL's regular season plays it since 2025 (Rule 16, Section 1): both
 * teams have the ball before a lead ends the game, then sudden death, a tie standing after 10 minutes.
 * What a player sees: an opening touchdown does not end the game, some games are won by 7 (a touchdown and
 * try the other side could not answer), and ties and wins come as often as the book prices them.
 */

const AF = SPORTS.AF;

const fixture = (gameId: string, ratingH = 0.5, ratingC = 0.5) =>
  testFixture('AF', gameId, ratingH, ratingC, 'NFL');

/** The overtime period at `elapsed` game seconds, level or at `score`. */
const inOvertime = (f: Fixture, nonce: string, score: [number, number], elapsed = 0): MatchState => {
  const state = newState(nonce);
  kickOff(state, AF, f);
  state.period = AF.periods + 1;
  state.elapsed = elapsed;
  state.score = [...score];
  state.regulation = undefined;
  return state;
};

/** The overtime the book prices for a fixture's expected points, as the feed quotes them. */
const pricedOvertime = (f: Fixture) => {
  const [eh, ea] = expectedScores(AF, f);
  return nflOvertimeFor(
    { supremacy: eh - ea, total: eh + ea, sdMargin: AF.sdMargin, sdTotal: AF.sdTotal },
    regulationSeconds(AF),
    AF.overtimeSeconds,
    AMERICAN_FOOTBALL_SCORING_PLAYS,
  );
};

describe('NFL overtime (regular season since 2025): both teams have the ball', () => {
  it('plays on after an opening touchdown, and ends as often, and by what, as the book prices', () => {
    const f = fixture('300000001', 0.8, 0.4);
    const priced = pricedOvertime(f);
    const at = (k: number) => priced.margin.p[k - priced.margin.min] ?? 0;
    const n = 2000;
    const seen = new Map<number, number>();
    let answered = 0;
    for (let k = 0; k < n; k += 1) {
      // Another future per secret (and per fixture object, which the overtime's possessions are cached on).
      const game = { ...f };
      const s = inOvertime(game, `ot:${k}`, [20, 20]);
      let ledLive = false;
      for (let guard = 0; s.status !== 'finished'; guard += 1) {
        if (guard > 1000) throw new Error('overtime never ended');
        step(AF, game, s, 10);
        expect(s.period, 'a second overtime').toBe(AF.periods + 1);
        // A side 7 up and the game still on: an opening touchdown with its try, the answer to come.
        ledLive ||= s.status === 'live' && Math.abs(s.score[0] - s.score[1]) === 7;
      }
      if (ledLive) answered += 1;
      const margin = s.score[0] - s.score[1];
      seen.set(margin, (seen.get(margin) ?? 0) + 1);
    }
    // Sudden death alone never leaves a lead standing, nor wins by 7 (its touchdown has no try).
    expect(answered).toBeGreaterThan(100);
    expect((seen.get(7) ?? 0) + (seen.get(-7) ?? 0)).toBeGreaterThan(50);
    // Every margin within 4 standard errors of the priced one (a tie ~10 %: SE ~0.007 over 2000).
    for (const k of [-7, -6, -3, -2, 0, 2, 3, 6, 7])
      expect(Math.abs((seen.get(k) ?? 0) / n - at(k)), `margin ${k}`).toBeLessThan(
        4 * Math.sqrt((at(k) * (1 - at(k))) / n) + 1e-3,
      );
  }, 60_000);

  it("ties an even game's overtime about one time in ten, as priced and near the NFL's rate", () => {
    // Overtime's possessions score at the book's overtime rate (@qilin/sportsbook NFL_OVERTIME_SCORING,
    // fitted to the NFL's 5.7 % of overtimes tied 2017-2025 under the rule of the time); at regulation's
    // rate a quarter of them ended tied.
    const f = fixture('300000003');
    const priced = pricedOvertime(f);
    const tie = priced.margin.p[-priced.margin.min]!;
    const n = 2000;
    let ties = 0;
    for (let k = 0; k < n; k += 1) {
      const game = { ...f };
      const s = inOvertime(game, `tie:${k}`, [17, 17]);
      for (let guard = 0; s.status !== 'finished'; guard += 1) {
        if (guard > 1000) throw new Error('overtime never ended');
        step(AF, game, s, 10);
      }
      if (s.score[0] === s.score[1]) ties += 1;
    }
    expect(tie).toBeGreaterThan(0.08);
    expect(tie).toBeLessThan(0.12);
    // SE sqrt(0.1 x 0.9 / 2000) ~ 0.0067.
    expect(Math.abs(ties / n - tie)).toBeLessThan(4 * Math.sqrt((tie * (1 - tie)) / n));
  }, 60_000);

  it("ends at once on a lead only once both have had the ball: an operator's lead before that plays on", () => {
    const f = fixture('300000002');
    // Seconds into overtime, before the first possession can end: a lead does not end the game.
    const early = inOvertime(f, 'ot:op', [27, 20], 0);
    step(AF, f, early, 1);
    expect(early.status).toBe('live');
    // The period ends with the lead: it wins; level, the tie stands.
    const late = inOvertime(f, 'ot:late', [27, 20], AF.overtimeSeconds - 5);
    step(AF, f, late, 10);
    expect(late).toMatchObject({ status: 'finished', score: [27, 20] });
    const level = inOvertime(f, 'ot:level', [20, 20], AF.overtimeSeconds);
    step(AF, f, level, 10);
    expect(level).toMatchObject({ status: 'finished', score: [20, 20] });
  });
});
