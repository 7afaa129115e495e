import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LineResult } from './line-settlement.ts';
import { correctScore, type MarketDescriptor, type Selection } from './markets.ts';
import { settleOutright, settleSelection, type FinalScore } from './settle-selection.ts';

const final = (home: number, away: number, ht?: [number, number]): FinalScore => ({
  FT: { home, away },
  ...(ht ? { HT: { home: ht[0], away: ht[1] } } : {}),
});

describe('settleSelection', () => {
  it.each<[MarketDescriptor, Selection, FinalScore, LineResult]>([
    [{ kind: '1x2', period: 'FT' }, 'home', final(2, 1), 'W'],
    [{ kind: '1x2', period: 'FT' }, 'draw', final(2, 1), 'L'],
    [{ kind: '1x2', period: 'HT' }, 'draw', final(2, 1, [0, 0]), 'W'],
    [{ kind: 'ml', period: 'FT' }, 'away', final(3, 3), 'P'],
    [{ kind: 'ah', period: 'FT', line: -0.25 }, 'home', final(1, 1), 'LL'],
    [{ kind: 'ah', period: 'FT', line: -0.25 }, 'away', final(1, 1), 'LW'],
    [{ kind: 'ah', period: 'FT', line: -0.75 }, 'home', final(2, 1), 'LW'],
    [{ kind: 'ah', period: 'HT', line: 0.5 }, 'home', final(0, 3, [0, 0]), 'W'],
    [{ kind: 'ou', period: 'FT', line: 2.25 }, 'over', final(1, 1), 'LL'],
    [{ kind: 'ou', period: 'FT', line: 2.25 }, 'under', final(1, 1), 'LW'],
    [{ kind: 'oe', period: 'FT' }, 'even', final(0, 0), 'W'],
    [{ kind: 'oe', period: 'FT' }, 'odd', final(2, 1), 'W'],
    [{ kind: 'btts', period: 'FT' }, 'yes', final(1, 0), 'L'],
    [{ kind: 'btts', period: 'FT' }, 'no', final(1, 0), 'W'],
    [{ kind: 'cs', period: 'FT', max: 4 }, '2-1', final(2, 1), 'W'],
    [{ kind: 'cs', period: 'FT', max: 4 }, '1-2', final(2, 1), 'L'],
    [{ kind: 'cs', period: 'FT', max: 4 }, 'other', final(5, 0), 'W'],
    [{ kind: 'cs', period: 'FT', max: 4 }, 'other', final(4, 4), 'L'],
  ])('%j %s on %j -> %s', (market, selection, score, result) => {
    expect(settleSelection(market, selection, score)).toBe(result);
  });

  it('settles games and points markets on their own tally', () => {
    const tennis: FinalScore = { FT: { home: 2, away: 1 }, games: { home: 15, away: 16 } };
    expect(settleSelection({ kind: 'ah', period: 'FT', line: -1.5 }, 'home', tennis)).toBe('L');
    expect(settleSelection({ kind: 'ah', period: 'FT', line: -1.5, count: 'games' }, 'away', tennis)).toBe(
      'W',
    );
    expect(settleSelection({ kind: 'ah', period: 'FT', line: -1.5, count: 'games' }, 'home', tennis)).toBe(
      'L',
    );
    expect(settleSelection({ kind: 'ou', period: 'FT', line: 30.5, count: 'games' }, 'over', tennis)).toBe(
      'W',
    );
  });

  it('settles regulation-time markets on the REG score', () => {
    const hockey: FinalScore = { FT: { home: 3, away: 2 }, REG: { home: 2, away: 2 } };
    expect(settleSelection({ kind: '1x2', period: 'REG' }, 'draw', hockey)).toBe('W');
    expect(settleSelection({ kind: 'ml', period: 'FT' }, 'home', hockey)).toBe('W');
  });

  it('refuses a missing score and a selection of another market', () => {
    expect(() => settleSelection({ kind: '1x2', period: 'HT' }, 'home', final(1, 0))).toThrow(/HT/);
    expect(() => settleSelection({ kind: '1x2', period: 'FT' }, 'over', final(1, 0))).toThrow(RangeError);
    expect(() => settleSelection({ kind: 'cs', period: 'FT', max: 4 }, '5-0', final(5, 0))).toThrow(
      RangeError,
    );
  });

  it('lets exactly one selection of 1X2 and of correct score win', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), (h, a) => {
        const score = final(h, a);
        const winners1x2 = (['home', 'draw', 'away'] as const).filter(
          (s) => settleSelection({ kind: '1x2', period: 'FT' }, s, score) === 'W',
        );
        expect(winners1x2).toHaveLength(1);
        const listed: Selection[] = ['other'];
        for (let x = 0; x <= 4; x += 1) for (let y = 0; y <= 4; y += 1) listed.push(correctScore(x, y));
        const winnersCs = listed.filter(
          (s) => settleSelection({ kind: 'cs', period: 'FT', max: 4 }, s, score) === 'W',
        );
        expect(winnersCs).toHaveLength(1);
      }),
    );
  });

  it('settles outrights on the winners', () => {
    expect(settleOutright('T3', ['T3'])).toBe('W');
    expect(settleOutright('T1', ['T3'])).toBe('L');
  });
});
