import type { PlayCode } from '@qilin/contract';
import { baseballFinals, marketOfPlay, selectionOfCode, settleSelection } from '@qilin/sportsbook';
import { describe, expect, it } from 'vitest';
import { playFamily } from './play-family.ts';
import { modelMarkets, priceMatch } from './pricing.ts';
import { pointsModel } from './simulator/calibration-models.ts';
import {
  expectedScores,
  kickOff,
  newState,
  step,
  type Fixture,
  type MatchState,
} from './simulator/match-state.ts';
import { chancePlan } from './simulator/scoring-chances.ts';
import { SPORTS } from './simulator/sports.ts';

const fixture = (sport: Fixture['sport']): Fixture => ({
  gameId: `G${sport}`,
  hgid: `H${sport}`,
  sport,
  leagueId: 'L1',
  league: 'L',
  teamH: 'A',
  teamC: 'B',
  startTime: new Date(0),
  hot: false,
  ratingH: 0.7,
  ratingC: 0.4,
  tempo: 1,
});

describe('priceMatch (@qilin/sportsbook pricers)', () => {
  it('offers every sport markets whose play codes settle the market that was priced', () => {
    for (const code of Object.keys(SPORTS) as Fixture['sport'][]) {
      const f = fixture(code);
      const state = newState();
      const pre = priceMatch(f, state);
      kickOff(state, SPORTS[code], f);
      for (let i = 0; i < 40; i += 1) step(SPORTS[code], f, state, 5);
      const live = priceMatch(f, state);
      for (const markets of [pre, live]) {
        expect(
          markets.some((m) => m.w === 'M' && m.main),
          code,
        ).toBe(true);
        expect(new Set(markets.map((m) => m.id)).size).toBe(markets.length);
        for (const m of markets) {
          const d = marketOfPlay(m.w, m.line, playFamily(code));
          for (const s of m.selections) {
            expect(s.odds, `${m.id} ${s.r}`).toBeGreaterThanOrEqual(1.01);
            // settles on a score without refusing the selection
            if (d.kind !== 'cs')
              settleSelection(d, selectionOfCode(s.r), {
                FT: { home: 2, away: 1 },
                HT: { home: 1, away: 0 },
                REG: { home: 1, away: 1 },
                games: { home: 12, away: 9 },
                points: { home: 80, away: 70 },
              });
          }
        }
      }
      expect(
        live.some((m) => m.w === 'EO'),
        code,
      ).toBe(false);
    }
  });

  it('uses the set-sport codes: SR set handicap, R games handicap, SOU total games (tennis)', () => {
    const markets = priceMatch(fixture('TN'), newState());
    const plays = new Set<PlayCode>(markets.map((m) => m.w));
    expect([...plays].sort()).toEqual(['M', 'PD', 'R', 'SOU', 'SR']);
    expect(markets.filter((m) => m.w === 'SR').every((m) => Math.abs(m.line ?? 0) === 1.5)).toBe(true);
    expect(markets.find((m) => m.w === 'SOU' && m.main)!.line).toBeGreaterThan(15);
  });

  it('follows the score in play: a home goal shortens the home price', () => {
    const f = fixture('FT');
    const state = newState();
    kickOff(state, SPORTS.FT, f);
    const before = priceMatch(f, state).find((m) => m.w === 'M')!.selections[0]!.odds;
    state.score = [1, 0];
    const after = priceMatch(f, state).find((m) => m.w === 'M')!.selections[0]!.odds;
    expect(after).toBeLessThan(before);
    expect(priceMatch(f, { ...state, status: 'finished' })).toEqual([]);
  });

  it("offers ice hockey's regulation 1X2 as M beside the final puck line and total, and nothing after 60'", () => {
    const f = fixture('IH');
    const state = newState();
    const pre = priceMatch(f, state);
    const m = pre.find((x) => x.w === 'M')!;
    expect(m.selections.map((x) => x.r)).toEqual(['H', 'N', 'C']);
    expect(marketOfPlay('M', null, playFamily('IH'))).toEqual({ kind: '1x2', period: 'REG' });
    // The moneyline (final, with the play-off) has no play of its own: R from +-1.5 and OU on the final.
    const r = pre.filter((x) => x.w === 'R');
    expect(r.length).toBeGreaterThan(0);
    expect(r.every((x) => Math.abs(x.line ?? 0) >= 1.5)).toBe(true);
    // Level after regulation: the break before overtime and overtime price nothing the feed offers.
    kickOff(state, SPORTS.IH, f);
    state.period = 3;
    state.elapsed = SPORTS.IH.periodSeconds - 30;
    state.score = [2, 2];
    expect(priceMatch(f, state).some((x) => x.w === 'M')).toBe(true);
    // The third period's last second: a slice past its end scores nothing, so regulation ends level.
    state.elapsed = SPORTS.IH.periodSeconds;
    step(SPORTS.IH, f, state, 10);
    expect(state).toMatchObject({ status: 'break', period: 4, score: [2, 2] });
    expect(priceMatch(f, state)).toEqual([]);
    expect(modelMarkets(f, state).map((x) => x.market)).toEqual([{ kind: 'ml', period: 'FT' }]);
    step(SPORTS.IH, f, state, SPORTS.IH.overtimeBreakSeconds);
    expect(state.status).toBe('live');
    expect(priceMatch(f, state)).toEqual([]);
  });

  it("prices an NPB game's tie after the 12th, as the simulator plays it, and MLB's extra innings on with their runner on second", () => {
    const [homeRuns, awayRuns] = expectedScores(SPORTS.BS, fixture('BS'));
    const inPlay = { inning: 11, half: 'top' as const, outs: 0, score: { home: 3, away: 3 } };
    /** The priced overs against the model's final total under the league's rule; answers P(over 7.5). */
    const check = (leagueId: string, rules: { maxInnings?: number; automaticRunner?: boolean }) => {
      const f = { ...fixture('BS'), leagueId };
      const state = newState();
      kickOff(state, SPORTS.BS, f);
      state.period = 11;
      state.score = [3, 3];
      const finals = baseballFinals({ homeRuns, awayRuns, inPlay, ...rules })!;
      const share = (line: number, side: 1 | -1) =>
        finals.total.p.reduce((sum, p, i) => (side * (finals.total.min + i - line) > 0 ? sum + p : sum), 0);
      // The over's push-free chance (a whole line pushes on its own total).
      const over = (line: number) => share(line, 1) / (share(line, 1) + share(line, -1));
      const totals = modelMarkets(f, state).filter((m) => m.market.kind === 'ou');
      expect(totals.length).toBeGreaterThan(0);
      for (const m of totals) {
        const line = (m.market as { line: number }).line;
        expect(m.outcomes[0]!.probability, `${leagueId} over ${line}`).toBeCloseTo(over(line), 12);
      }
      return over(7.5);
    };
    // Level after the 11th: NPB plays at most one more inning, MLB as many as it takes, each half-inning
    // with a runner on second (more runs).
    expect(check('MLB', { automaticRunner: true }) - check('NPB', { maxInnings: 12 })).toBeGreaterThan(0.01);
  });

  describe('points sports late in play', () => {
    /** A live state in regulation `period` at `elapsed` seconds into it, at a score. */
    const live = (f: Fixture, period: number, elapsed: number, score: [number, number]): MatchState => {
      const state = newState();
      kickOff(state, SPORTS[f.sport], f);
      return { ...state, period, elapsed, score };
    };
    const plays = (markets: readonly { w: PlayCode }[]) => [...new Set(markets.map((m) => m.w))].sort();

    it('keeps American football and rugby open to the end of regulation (priced on their chances)', () => {
      // Fewer than 3 scores were expected in both (~1.2 chances left): the normal model's cut-off closed them.
      const af = { ...fixture('AF'), leagueId: 'NFL' };
      expect(plays(priceMatch(af, live(af, 4, 12 * 60, [17, 14])))).toEqual(['M', 'OU', 'R']);
      const ru = { ...fixture('RU'), leagueId: 'SRU' };
      expect(plays(priceMatch(ru, live(ru, 2, 35 * 60, [20, 18])))).toEqual(['M', 'OU', 'R']);
      // Half a minute from the end, a field goal from level: still a chance to come.
      expect(plays(priceMatch(af, live(af, 4, 14.5 * 60, [20, 17])))).toEqual(['M', 'OU', 'R']);
      // A provider's game is not the simulator's: its chances are not known to be exact, the cut-off stays.
      const real = { ...af, source: 'provider' as const };
      expect(priceMatch(real, live(real, 4, 12 * 60, [17, 14]))).toEqual([]);
      expect(priceMatch(real, live(real, 3, 0, [17, 14])).length).toBeGreaterThan(0);
      // Basketball is priced on the normal model and still closes with few scores left (30 s: ~1).
      const bk = fixture('BK');
      expect(priceMatch(bk, live(bk, 4, 11.5 * 60, [100, 98]))).toEqual([]);
      expect(priceMatch(bk, live(bk, 4, 6 * 60, [100, 98])).length).toBeGreaterThan(0);
    });

    it('prices the chances left from the last score: a gap after it, and the other side next', () => {
      const af = { ...fixture('AF'), leagueId: 'NFL' };
      const [eh, ea] = expectedScores(SPORTS.AF, af);
      const { gap } = chancePlan(SPORTS.AF, eh, ea, af.leagueId);
      const end = 60 * 60;
      const now = live(af, 4, 15 * 60 - 100, [17, 14]);
      const away = (state: MatchState) =>
        modelMarkets(af, state)
          .find((m) => m.market.kind === 'ml')
          ?.outcomes.find((o) => o.selection === 'away')?.probability;
      // Home scored so that its next chance comes 90 s from now: the one chance left is most likely the
      // away side's (the sides alternate), which a touchdown wins and a field goal takes to overtime.
      const oneLeft = away({ ...now, lastScore: { at: end - 10 - gap, side: 0 } })!;
      const unseen = away(now)!;
      expect(oneLeft).toBeGreaterThan(unseen + 0.05);
      // Scored so that the next chance would come after the end: no chance left, 17-14 stands, nothing to offer.
      expect(priceMatch(af, { ...now, lastScore: { at: end + 5 - gap, side: 0 } })).toEqual([]);
    });

    it('closes American football and rugby once regulation is over level (the break, overtime, golden point)', () => {
      for (const [code, leagueId] of [
        ['AF', 'NFL'],
        ['RU', 'SRU'],
      ] as const) {
        const f = { ...fixture(code), leagueId };
        const def = SPORTS[code];
        const state = live(f, def.periods, def.periodSeconds, [20, 20]);
        step(def, f, state, 10);
        expect(state, code).toMatchObject({ status: 'break', period: def.periods + 1 });
        expect(priceMatch(f, state), code).toEqual([]);
        step(def, f, state, def.overtimeBreakSeconds);
        expect(state.status, code).toBe('live');
        expect(priceMatch(f, state), code).toEqual([]);
      }
    });

    it('prices a sport on its chances exactly where SportDef.pricedOnChances says so', () => {
      // The feed's moneyline against the chance or normal model calibration-models.ts builds from the flag.
      for (const code of Object.keys(SPORTS) as Fixture['sport'][]) {
        const def = SPORTS[code];
        if (def.kind !== 'timed' || def.sdMargin === 0) continue;
        const f = fixture(code);
        const [eh, ea] = expectedScores(def, f);
        const { margin } = pointsModel(def, eh, ea, f.leagueId, {
          elapsedMinutes: 1,
          score: { home: 3, away: 0 },
        });
        const state = live(f, 1, 60, [3, 0]);
        const home = margin.p.reduce((s, p, i) => (margin.min + i > 0 ? s + p : s), 0);
        const away = margin.p.reduce((s, p, i) => (margin.min + i < 0 ? s + p : s), 0);
        const ml = modelMarkets(f, state).find((m) => m.market.kind === 'ml')!;
        expect(ml.outcomes[0]!.probability, code).toBeCloseTo(home / (home + away), 9);
      }
    });
  });
});
