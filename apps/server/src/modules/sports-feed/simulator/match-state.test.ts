import { describe, expect, it } from 'vitest';
import { baseballFinals, playOffShare } from '@qilin/sportsbook';
import {
  clockLabel,
  expectedScores,
  kickOff,
  newState,
  step,
  type Fixture,
  type MatchState,
} from './match-state.ts';
import { chancePlan } from './scoring-chances.ts';
import { regulationSeconds, SPORTS } from './sports.ts';
import { testFixture } from './test-fixture.ts';

/**
 * How a simulated match ends, rule by rule: the endings a sportsbook operator (and the pricing models,
 * @qilin/sportsbook) expect of each sport. The statistical agreement with the prices is
 * calibration.test.ts's; these check the rules themselves from set-up states.
 */

const fixture = testFixture;

/** A live state of `sport` at a period, game seconds into it, score and (baseball) half-inning. */
const at = (
  f: Fixture,
  nonce: string,
  set: { period: number; elapsed: number; score: [number, number]; bottom?: boolean },
): MatchState => {
  const state = newState(nonce);
  kickOff(state, SPORTS[f.sport], f);
  state.period = set.period;
  state.elapsed = set.elapsed;
  state.score = [...set.score];
  if (set.bottom) state.current = [1, 0];
  return state;
};

/** Plays on in slices of `dt` (the runner's 10 s) until `done` (or the match ends); answers the state. */
const playUntil = (f: Fixture, state: MatchState, done: (s: MatchState) => boolean, dt = 10): MatchState => {
  for (let guard = 0; state.status !== 'finished' && !done(state); guard += 1) {
    if (guard > 100_000) throw new Error('never ended');
    step(SPORTS[f.sport], f, state, dt);
  }
  return state;
};

describe('baseball ends by the rules the book prices (Official Baseball Rules 7.01)', () => {
  const half = SPORTS.BS.periodSeconds / 2;

  it('plays no bottom of the 9th when the home side leads after the top, but does in the 8th', () => {
    const f = fixture('BS', '100000001');
    // The top of the 9th just ended (a slice past its end scores nothing) with the home side ahead.
    const ninth = at(f, 'bs:9', { period: 9, elapsed: half, score: [3, 2] });
    step(SPORTS.BS, f, ninth, 10);
    expect(ninth.status).toBe('finished');
    expect(ninth.current[0]).toBe(0);
    expect(ninth.score).toEqual([3, 2]);
    const eighth = at(f, 'bs:8', { period: 8, elapsed: half, score: [3, 2] });
    step(SPORTS.BS, f, eighth, 10);
    expect(eighth.status).toBe('live');
    expect(eighth.current[0]).toBe(1);
  });

  it('ends a walk-off the moment the home side leads, in the 9th and in extra innings', () => {
    let walkOffs = 0;
    for (const period of [9, 10]) {
      for (let k = 0; k < 400; k += 1) {
        const f = fixture('BS', String(200_000_000 + k), 0.9, 0.2);
        // One run down in the bottom half: a home win can only come by a walk-off.
        const s = at(f, `walk-off:${period}:${k}`, { period, elapsed: 0, score: [2, 3], bottom: true });
        let liveWhileAhead = false;
        playUntil(f, s, (x) => {
          // Asked only of a match still going: the home side ahead here is a game that should be over.
          liveWhileAhead ||= x.score[0] > x.score[1];
          return x.period > period;
        });
        expect(liveWhileAhead, `inning ${period}, game ${k} went on after the winning run`).toBe(false);
        if (s.status !== 'finished' || s.score[0] < s.score[1]) continue;
        walkOffs += 1;
        // At the winning run (4-3), or a home run's runners on base beyond it (baseball-runs.test.ts).
        expect(s.score[1], `inning ${period}, game ${k}`).toBe(3);
        expect([4, 5, 6, 7], `inning ${period}, game ${k}`).toContain(s.score[0]);
      }
    }
    expect(walkOffs).toBeGreaterThan(50);
  });

  it('plays a tie on into the 10th with nothing carried over, and ends a home deficit after the bottom', () => {
    const f = fixture('BS', '100000003');
    const tied = at(f, 'bs:tie', { period: 9, elapsed: half, score: [4, 4], bottom: true });
    step(SPORTS.BS, f, tied, 10);
    expect(tied.status).toBe('live');
    expect(tied.period).toBe(10);
    expect(tied.current).toEqual([0, 0]);
    expect(tied.score).toEqual([4, 4]);
    const behind = at(f, 'bs:behind', { period: 9, elapsed: half, score: [2, 4], bottom: true });
    step(SPORTS.BS, f, behind, 10);
    expect(behind.status).toBe('finished');
    expect(behind.score).toEqual([2, 4]);
  });

  it('scores extra innings at the regulation rate outside MLB: no runner placed on second', () => {
    // MLB's placed runner about doubles an inning's runs (~0.5 to ~1.1: baseball-runs.test.ts); a league
    // without him (NPB, this test league) plays extra innings as regular ones, and the book prices them so.
    const f = fixture('BS', '100000004');
    const [, awayMean] = expectedScores(SPORTS.BS, f);
    let runs = 0;
    let squares = 0;
    const n = 3000;
    for (let k = 0; k < n; k += 1) {
      const s = at(f, `extra:${k}`, { period: 10, elapsed: 0, score: [5, 5] });
      playUntil(f, s, (x) => x.current[0] === 1);
      const scored = s.score[1] - 5;
      runs += scored;
      squares += scored ** 2;
    }
    const mean = runs / n;
    const se = Math.sqrt((squares / n - mean ** 2) / n);
    expect(Math.abs(mean - awayMean / 9)).toBeLessThan(4 * se);
  });
});

describe('a baseball tie stands after the 12th in NPB (its regular season), not in MLB', () => {
  const half = SPORTS.BS.periodSeconds / 2;

  it('ends a game level after the bottom of the 12th in NPB, and plays MLB on into the 13th', () => {
    const npb = fixture('BS', '110000001', 0.5, 0.5, 'NPB');
    const s = at(npb, 'npb:12', { period: 12, elapsed: half, score: [3, 3], bottom: true });
    step(SPORTS.BS, npb, s, 10);
    expect(s.status).toBe('finished');
    expect(s.score).toEqual([3, 3]);
    const mlb = fixture('BS', '110000002', 0.5, 0.5, 'MLB');
    const m = at(mlb, 'mlb:12', { period: 12, elapsed: half, score: [3, 3], bottom: true });
    step(SPORTS.BS, mlb, m, 10);
    expect(m.status).toBe('live');
    expect(m.period).toBe(13);
  });

  it('ends tied from the 10th as often as the book prices it', () => {
    const f = fixture('BS', '110000003', 0.7, 0.4, 'NPB');
    const [homeRuns, awayRuns] = expectedScores(SPORTS.BS, f);
    const priced = baseballFinals({
      homeRuns,
      awayRuns,
      maxInnings: 12,
      inPlay: { inning: 10, half: 'top', outs: 0, score: { home: 1, away: 1 } },
    })!;
    const tie = priced.margin.p[-priced.margin.min]!;
    const n = 1500;
    let ties = 0;
    for (let k = 0; k < n; k += 1) {
      // Minute slices: a slice's runs are the slice's share of the inning's, so the slice does not matter.
      const s = playUntil(f, at(f, `npb:${k}`, { period: 10, elapsed: 0, score: [1, 1] }), () => false, 60);
      expect(s.period).toBeLessThanOrEqual(12);
      if (s.score[0] === s.score[1]) ties += 1;
    }
    // ~0.18 priced (three level extra innings): SE ~0.01.
    expect(Math.abs(ties / n - tie)).toBeLessThan(4 * Math.sqrt((tie * (1 - tie)) / n));
  });
});

describe('basketball overtime', () => {
  it('plays a fourth overtime when the third ends level, as the book prices (no decider)', () => {
    const f = fixture('BK', '400000001');
    // The third overtime's last second, level (a slice past its end scores nothing).
    const s = at(f, 'bk:3ot', { period: 7, elapsed: SPORTS.BK.overtimeSeconds, score: [120, 120] });
    step(SPORTS.BK, f, s, 10);
    expect(s.status).not.toBe('finished');
    expect(s.period).toBe(8);
    expect(s.score).toEqual([120, 120]);
    playUntil(f, s, () => false);
    expect(s.score[0]).not.toBe(s.score[1]);
  });
});

describe('ice hockey overtime (NHL regular season: five minutes of sudden death, then a shoot-out)', () => {
  it('goes from a level third period to overtime after a short pause, keeping the regulation score', () => {
    const f = fixture('IH', '500000001');
    const s = at(f, 'ih:p3', { period: 3, elapsed: SPORTS.IH.periodSeconds, score: [2, 2] });
    step(SPORTS.IH, f, s, 10);
    expect(s).toMatchObject({ status: 'break', period: 4, regulation: [2, 2], score: [2, 2] });
    expect(s.breakLeft).toBe(SPORTS.IH.overtimeBreakSeconds);
    expect(clockLabel(SPORTS.IH, s)).toBe('P3^00:00');
    playUntil(f, s, (x) => x.status === 'live');
    expect(clockLabel(SPORTS.IH, s)).toBe('OT^05:00');
    // Decided in regulation: over at 60 minutes, regulation's score the final one.
    const won = at(f, 'ih:p3won', { period: 3, elapsed: SPORTS.IH.periodSeconds, score: [3, 2] });
    step(SPORTS.IH, f, won, 10);
    expect(won).toMatchObject({ status: 'finished', regulation: [3, 2], score: [3, 2] });
  });

  it('ends at the first goal or by a shoot-out, one goal to the winner, home with the play-off share', () => {
    const f = fixture('IH', '500000002', 0.9, 0.3);
    const [eh, ea] = expectedScores(SPORTS.IH, f);
    const n = 2000;
    let homeWins = 0;
    let inOvertime = 0;
    for (let k = 0; k < n; k += 1) {
      const s = at(f, `ih:ot:${k}`, { period: 4, elapsed: 0, score: [2, 2] });
      s.regulation = [2, 2];
      // The step that ends it: a goal scored in it (overtime), or none (the shoot-out after the clock).
      let last = step(SPORTS.IH, f, s, 10);
      while (!last.finished) last = step(SPORTS.IH, f, s, 10);
      expect(s.period, 'a second overtime').toBe(4);
      expect(s.regulation).toEqual([2, 2]);
      expect([s.score[0], s.score[1]].sort()).toEqual([2, 3]);
      if (s.score[0] > s.score[1]) homeWins += 1;
      if (last.scored) inOvertime += 1;
      else expect(s.elapsed).toBeGreaterThanOrEqual(SPORTS.IH.overtimeSeconds);
    }
    // Within 4 standard errors (SE ~0.011 over 2000): a coin flip would be ~0.09 off the share here.
    const near = (seen: number, p: number) =>
      expect(Math.abs(seen / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    near(homeWins, playOffShare(eh, ea));
    // The overtime scores at the regulation rate: decided in it 1 - exp(-(l + m) / 12) of the time.
    near(inOvertime, 1 - Math.exp(-((eh + ea) * SPORTS.IH.overtimeSeconds) / regulationSeconds(SPORTS.IH)));
  });

  it("ends an overtime at the next step once a side leads, the operator's score too", () => {
    const f = fixture('IH', '500000003');
    const s = at(f, 'ih:lead', { period: 4, elapsed: 30, score: [3, 2] });
    s.regulation = [2, 2];
    step(SPORTS.IH, f, s, 10);
    expect(s).toMatchObject({ status: 'finished', score: [3, 2], regulation: [2, 2] });
  });
});

describe('a score shows when its chance came (sports priced on their chances, MatchState.lastScore)', () => {
  it.each([
    ['AF', 'NFL'],
    ['RU', 'SRU'],
  ] as const)(
    '%s: the scorer and the second of the chance, a whole number of gaps after the last',
    (code, league) => {
      const def = SPORTS[code];
      const f = fixture(code, '100000090', 0.6, 0.5, league);
      const [eh, ea] = expectedScores(def, f);
      const { gap } = chancePlan(def, eh, ea, league);
      const state = newState(`last-score:${code}`);
      kickOff(state, def, f);
      const seen: number[] = [];
      while (state.status !== 'finished' && state.period <= def.periods) {
        const before = {
          done: (state.period - 1) * def.periodSeconds + state.elapsed,
          score: [...state.score],
        };
        const live = state.status === 'live';
        step(def, f, state, 10);
        const scorer = state.score.findIndex((points, side) => points > before.score[side]!);
        if (!live || scorer < 0) continue;
        expect(state.lastScore!.side).toBe(scorer);
        expect(state.lastScore!.at).toBeGreaterThan(before.done);
        expect(state.lastScore!.at).toBeLessThanOrEqual(before.done + 10);
        seen.push(state.lastScore!.at);
      }
      expect(seen.length).toBeGreaterThan(3);
      for (const at of seen.slice(1)) {
        const gaps = (at - seen[0]!) / gap;
        expect(Math.abs(gaps - Math.round(gaps))).toBeLessThan(1e-6);
      }
    },
  );
});
