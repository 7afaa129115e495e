import { describe, expect, it } from 'vitest';
import { RUGBY_UNION_SCORING_PLAYS, suddenDeathFor } from '@qilin/sportsbook';
import { sessionLabel, sessionText, SESSION_TEXTS_ZH_TW } from '@qilin/contract';
import { clockLabel, expectedScores, kickOff, newState, step, type Fixture } from './match-state.ts';
import { regulationSeconds, SPORTS } from './sports.ts';
import { testFixture } from './test-fixture.ts';

/**
 * Rugby union's level 80 minutes: Super Rugby's regular season plays golden point (ten minutes after a
 * five-minute break, the first score wins, none and the draw stands: its law variations since 2022);
 * elsewhere the draw stands at 80 minutes. The 1X2 settles on the 80 minutes (regulation), the handicap
 * and total on the final score.
 */

const RU = SPORTS.RU;

const fixture = (gameId: string, leagueId: string, ratingH = 0.5, ratingC = 0.5) =>
  testFixture('RU', gameId, ratingH, ratingC, leagueId);

/** The last seconds of the second half at a score. */
const fullTime = (f: Fixture, nonce: string, score: [number, number]) => {
  const state = newState(nonce);
  kickOff(state, RU, f);
  state.period = RU.periods;
  state.elapsed = RU.periodSeconds;
  state.score = [...score];
  return state;
};

const label = (re_time: string, gameStatus: 'live' | 'break') =>
  sessionLabel({
    gameType: 'RU',
    re_time,
    clockSeconds: 0,
    se_now: 3,
    gameStatus,
    isLive: true,
    sc_FT_H: 20,
    sc_FT_C: 20,
    inningNum: 0,
    HalfTime: false,
  });

describe("Super Rugby's golden point (regular season)", () => {
  it('goes from a level 80 minutes to golden point after five minutes, keeping the regulation score', () => {
    const f = fixture('600000001', 'SRU');
    const s = fullTime(f, 'ru:80', [20, 20]);
    step(RU, f, s, 10);
    expect(s).toMatchObject({ status: 'break', period: 3, regulation: [20, 20], score: [20, 20] });
    expect(s.breakLeft).toBe(5 * 60);
    // The board stands at 80 minutes while the teams rest, then golden point counts its ten minutes down.
    expect(clockLabel(RU, s)).toBe("2H^80'");
    expect(sessionText(label(clockLabel(RU, s), 'break'))).toBe("下半场 80'");
    for (let t = 0; t < 5 * 60 && s.status === 'break'; t += 10) step(RU, f, s, 10);
    expect(clockLabel(RU, s)).toBe('OT^10:00');
    expect(sessionText(label('OT^07:30', 'live'))).toBe('加时 07:30');
    expect(sessionText(label('OT^07:30', 'live'), SESSION_TEXTS_ZH_TW)).toBe('延長賽 07:30');
  });

  it('lets the draw stand at 80 minutes outside Super Rugby, and a decided game end there', () => {
    const other = fixture('600000002', 'OTHER');
    const level = fullTime(other, 'ru:other', [20, 20]);
    step(RU, other, level, 10);
    expect(level).toMatchObject({ status: 'finished', score: [20, 20], regulation: [20, 20] });
    const sru = fixture('600000003', 'SRU');
    const won = fullTime(sru, 'ru:won', [23, 20]);
    step(RU, sru, won, 10);
    expect(won).toMatchObject({ status: 'finished', score: [23, 20], regulation: [23, 20] });
  });

  it('ends at the first score (3 or a try for 5), or a draw, as often as the book prices', () => {
    const f = fixture('600000004', 'SRU', 0.9, 0.3);
    const [eh, ea] = expectedScores(RU, f);
    const priced = suddenDeathFor(
      { supremacy: eh - ea, total: eh + ea, sdMargin: RU.sdMargin, sdTotal: RU.sdTotal },
      RU.overtimeSeconds / regulationSeconds(RU),
      RUGBY_UNION_SCORING_PLAYS,
    );
    const n = 2000;
    let draws = 0;
    let home = 0;
    let penalties = 0;
    for (let k = 0; k < n; k += 1) {
      const s = fullTime(f, `gp:${k}`, [20, 20]);
      for (let guard = 0; s.status !== 'finished'; guard += 1) {
        if (guard > 1000) throw new Error('golden point never ended');
        step(RU, f, s, 10);
      }
      expect(s.period, 'a second golden point').toBeLessThanOrEqual(3);
      expect(s.regulation).toEqual([20, 20]);
      const margin = s.score[0] - s.score[1];
      // One score at most: a penalty or drop goal 3, a try 5 (no conversion: the match is over).
      expect([0, 3, 5], `margin ${margin}`).toContain(Math.abs(margin));
      if (margin === 0) draws += 1;
      if (margin > 0) home += 1;
      if (Math.abs(margin) === 3) penalties += 1;
    }
    const near = (seen: number, p: number, of: number) =>
      expect(Math.abs(seen / of - p), `${seen} of ${of} against ${p}`).toBeLessThan(
        4 * Math.sqrt((p * (1 - p)) / of),
      );
    near(draws, 1 - priced.decided, n);
    near(home, priced.homeShare, n - draws);
    near(penalties, 0.3, n - draws);
  }, 60_000);
});
