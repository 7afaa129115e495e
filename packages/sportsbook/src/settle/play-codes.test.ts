import { describe, expect, it } from 'vitest';
import {
  marketOfPlay,
  playOfMarket,
  playOfSetMarket,
  selectionCode,
  selectionOfCode,
  type PlayCode,
} from './play-codes.ts';

describe('Crown play and selection codes', () => {
  it('maps football plays both ways', () => {
    for (const w of ['M', 'R', 'OU', 'EO', 'TS', 'PD', 'HM', 'HR', 'HOU', 'HPD'] as PlayCode[]) {
      const line = ['R', 'OU', 'HR', 'HOU'].includes(w) ? -0.25 : null;
      expect(playOfMarket(marketOfPlay(w, line, { family: 'goals', draws: true }))).toBe(w);
    }
    expect(marketOfPlay('HR', 0.5, { family: 'goals' })).toEqual({ kind: 'ah', period: 'HT', line: 0.5 });
    expect(marketOfPlay('PD', null, { family: 'goals' })).toEqual({ kind: 'cs', period: 'FT', max: 4 });
  });

  it('uses a moneyline for M where draws do not stand', () => {
    expect(marketOfPlay('M', null, { family: 'goals', draws: false })).toEqual({ kind: 'ml', period: 'FT' });
  });

  it("maps M to the regulation 1X2 where the family's 3-way result is regulation's (ice hockey)", () => {
    const hockey = { family: 'goals', draws: true, regulation: true } as const;
    expect(marketOfPlay('M', null, hockey)).toEqual({ kind: '1x2', period: 'REG' });
    expect(playOfMarket({ kind: '1x2', period: 'REG' })).toBe('M');
    // The puck line and total stay on the final score; no other regulation market has a code.
    expect(marketOfPlay('R', -1.5, hockey)).toEqual({ kind: 'ah', period: 'FT', line: -1.5 });
    expect(playOfMarket({ kind: 'ou', period: 'REG', line: 5.5 })).toBeNull();
  });

  it('maps set-sport plays: SR set handicap, R and SOU on games or points', () => {
    const f = { family: 'sets', count: 'points' } as const;
    expect(marketOfPlay('SR', -1.5, f)).toEqual({ kind: 'ah', period: 'FT', line: -1.5 });
    expect(marketOfPlay('R', -3.5, f)).toEqual({ kind: 'ah', period: 'FT', line: -3.5, count: 'points' });
    expect(marketOfPlay('SOU', 180.5, f)).toEqual({ kind: 'ou', period: 'FT', line: 180.5, count: 'points' });
    expect(playOfSetMarket(marketOfPlay('SR', -1.5, f))).toBe('SR');
    expect(playOfSetMarket(marketOfPlay('SOU', 180.5, f))).toBe('SOU');
    expect(() => marketOfPlay('EO', null, f)).toThrow(RangeError);
    expect(() => marketOfPlay('R', null, f)).toThrow(/line/);
  });

  it('maps selection codes both ways', () => {
    expect(selectionCode('away')).toBe('C');
    expect(selectionCode('2-1')).toBe('2-1');
    expect(selectionOfCode('N')).toBe('draw');
    expect(selectionOfCode('OTH')).toBe('other');
    expect(selectionOfCode('3-0')).toBe('3-0');
    expect(() => selectionOfCode('X')).toThrow(RangeError);
    for (const s of ['home', 'away', 'draw', 'over', 'under', 'odd', 'even', 'yes', 'no', 'other'] as const) {
      expect(selectionOfCode(selectionCode(s))).toBe(s);
    }
  });
});
