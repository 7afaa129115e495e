import { describe, expect, it } from 'vitest';
import type { FinalResult } from '../sports-feed/feed-api.ts';
import { legOutcome } from './leg-result.ts';

const result = (ft: [number, number], extra: Partial<FinalResult> = {}): FinalResult => ({
  gameId: 'G1',
  hgid: 'H1',
  sport: 'FT',
  status: 'finished',
  ft,
  ht: null,
  sets: [],
  winner: null,
  voidCode: null,
  voidReason: null,
  revision: 1,
  ...extra,
});
const leg = (
  w: string,
  r: string,
  line: number | null = null,
  more: { sport?: string; gameId?: string; scoreAtBet?: string } = {},
) => ({
  gameId: more.gameId ?? 'G1',
  sport: more.sport ?? 'FT',
  w,
  r,
  line,
  scoreAtBet: more.scoreAtBet ?? '',
});
const of = (l: ReturnType<typeof leg>, r: FinalResult) => legOutcome(l, r).result;

describe('legOutcome (@qilin/sportsbook settlement)', () => {
  it('settles quarter lines in halves, totals, 1X2 and moneyline sports', () => {
    expect(of(leg('R', 'H', -0.25), result([1, 1]))).toBe('LL');
    expect(of(leg('R', 'C', -0.25), result([1, 1]))).toBe('LW');
    expect(of(leg('R', 'H', -0.75), result([2, 1]))).toBe('LW');
    expect(of(leg('R', 'H', -1), result([2, 1]))).toBe('P');
    expect(of(leg('OU', 'U', 2.25), result([1, 1]))).toBe('LW');
    expect(of(leg('M', 'N'), result([1, 1]))).toBe('W');
    expect(of(leg('M', 'H', null, { sport: 'BK' }), result([99, 99], { sport: 'BK' }))).toBe('P');
    expect(of(leg('EO', 'ODD'), result([2, 1]))).toBe('W');
    expect(of(leg('TS', 'Y'), result([2, 0]))).toBe('L');
  });

  it("settles ice hockey's win on regulation and its puck line and total on the final with the play-off goal", () => {
    // 2-2 after 60 minutes, won 3-2 in overtime or the shoot-out.
    const r = result([3, 2], { sport: 'IH', reg: [2, 2] });
    const ih = (w: string, sel: string, line: number | null = null) =>
      legOutcome(leg(w, sel, line, { sport: 'IH' }), r);
    expect(ih('M', 'N')).toMatchObject({ result: 'W', finalScore: '2-2' });
    expect(ih('M', 'H').result).toBe('L');
    // The line is home's: home -1.5 loses by the one goal, away +1.5 wins.
    expect(ih('R', 'H', -1.5)).toMatchObject({ result: 'L', finalScore: '3-2' });
    expect(ih('R', 'C', -1.5).result).toBe('W');
    expect(ih('OU', 'O', 4.5).result).toBe('W');
    // A result stored before regulation was kept (no reg): regulation is the final score.
    expect(of(leg('M', 'H', null, { sport: 'IH' }), result([3, 2], { sport: 'IH' }))).toBe('W');
  });

  it('settles half-time plays on the half-time score', () => {
    const r = result([3, 1], { ht: [0, 1] });
    expect(legOutcome(leg('HM', 'C', null, { gameId: 'H1' }), r)).toMatchObject({
      result: 'W',
      finalScore: '0-1',
    });
    expect(of(leg('HOU', 'O', 0.5, { gameId: 'H1' }), r)).toBe('W');
  });

  it('lists correct scores as offered when the bet was placed: 5-0 is "other" before, listed after 4-0', () => {
    expect(of(leg('PD', 'OTH'), result([5, 0]))).toBe('W');
    expect(of(leg('PD', 'OTH', null, { scoreAtBet: '4-0' }), result([5, 0]))).toBe('L');
    expect(of(leg('PD', '5-0', null, { scoreAtBet: '4-0' }), result([5, 0]))).toBe('W');
  });

  it('settles set sports: SR sets, OU total sets, R and SOU on games', () => {
    const r = result([2, 1], {
      sport: 'TN',
      sets: [
        [6, 4],
        [3, 6],
        [7, 6],
      ],
    });
    const tn = (w: string, sel: string, line: number | null) => of(leg(w, sel, line, { sport: 'TN' }), r);
    expect(tn('SR', 'H', -1.5)).toBe('L');
    expect(tn('OU', 'O', 2.5)).toBe('W');
    expect(tn('R', 'H', -1.5)).toBe('L'); // games 16-16
    expect(tn('SOU', 'O', 31.5)).toBe('W');
    expect(tn('PD', '2-1', null)).toBe('W');
  });

  it('refunds games and points plays of a result that does not list every set (never settled on 0-0)', () => {
    const setsOnly = result([2, 0], { sport: 'TN' });
    const tn = (w: string, sel: string, line: number | null) =>
      legOutcome(leg(w, sel, line, { sport: 'TN' }), setsOnly);
    expect(tn('R', 'H', -0.5)).toMatchObject({ result: 'D', voidCode: 'D4' });
    expect(tn('SOU', 'U', 25.5)).toMatchObject({ result: 'D', voidCode: 'D4' });
    // What the set score decides still settles.
    expect(tn('SR', 'H', -1.5).result).toBe('W');
    expect(tn('PD', '2-0', null).result).toBe('W');
  });

  it('settles outrights by the winner and voids with the D code text', () => {
    expect(
      of(leg('CH', 'C2', null, { gameId: 'FS1' }), result([0, 0], { gameId: 'FS1', winner: 'C2' })),
    ).toBe('W');
    expect(
      legOutcome(leg('M', 'H'), result([0, 0], { status: 'void', voidCode: 'DB', voidReason: '比赛腰斩' })),
    ).toMatchObject({
      result: 'D',
      voidCode: 'DB',
      voidReason: '赛事腰斩',
    });
    // a void after a completed first half: its half-time plays stand on that half, the rest is refunded
    const afterHalf = result([0, 0], { status: 'void', ht: [1, 0], voidCode: 'D3', voidReason: '比赛腰斩' });
    expect(legOutcome(leg('HM', 'H', null, { gameId: 'H1' }), afterHalf)).toMatchObject({
      result: 'W',
      voidCode: null,
      finalScore: '1-0',
    });
    expect(of(leg('HOU', 'O', 0.5, { gameId: 'H1' }), afterHalf)).toBe('W');
    expect(legOutcome(leg('M', 'H'), afterHalf)).toMatchObject({ result: 'D', voidCode: 'D3' });
    // voided inside the first half: nothing was decided
    const inFirstHalf = result([1, 0], { status: 'void', voidCode: 'D3', voidReason: '比赛腰斩' });
    expect(legOutcome(leg('HM', 'H', null, { gameId: 'H1' }), inFirstHalf)).toMatchObject({ result: 'D' });
    // a play the sport does not offer is refunded as an abnormal bet, never lost
    expect(legOutcome(leg('SR', 'H', 1.5), result([2, 1]))).toMatchObject({ result: 'D', voidCode: 'D4' });
  });
});
