import { describe, expect, it } from 'vitest';
import type { SlipEntry } from './slip-rules.ts';
import { ticketsOf } from './place.ts';

const e = (gameId: string, over: Partial<SlipEntry> = {}): SlipEntry => ({
  key: `${gameId}:R:-0.5:H`,
  gameInfo: {
    gameId,
    hgid: `h${gameId}`,
    team_h: 'A',
    team_c: 'B',
    league: 'L',
    gameType: 'FT',
    isLive: false,
  },
  playInfo: { w: 'R', line: -0.5, marketId: `${gameId}:R:-0.5`, maxStake: null },
  oddInfo: { r: 'H', gameId, odds: 1.95, suspended: false, moved: null },
  championRate: null,
  bettingData: { active: false, ticket_id: null },
  isInvalid: false,
  seq: 1,
  ...over,
});

const slip = {
  series: false,
  oddsType: 'M' as const,
  acceptOdds: 'better' as const,
  seriesStake: '',
  stakes: {},
};

describe('tickets of a slip', () => {
  it('singles: one ticket per entry with a stake, in the slip odds type, with decimal odds and the line', () => {
    const a = e('1');
    const b = e('2');
    const out = ticketsOf({ ...slip, entries: [a, b], stakes: { [a.key]: '10' } });
    expect(out).toEqual([
      {
        keys: [a.key],
        request: {
          type: 'single',
          stake: '10',
          oddsType: 'M',
          acceptOdds: 'better',
          legs: [{ gameId: '1', w: 'R', r: 'H', line: -0.5, odds: 1.95 }],
        },
      },
    ]);
  });

  it('series: one parlay of the valid entries in Hong Kong odds; fewer than 2 valid legs place nothing', () => {
    const entries = [e('1'), e('2'), e('3', { isInvalid: true })];
    const [parlay] = ticketsOf({ ...slip, series: true, entries, seriesStake: '5' });
    expect(parlay?.request).toMatchObject({ type: 'parlay', oddsType: 'H', stake: '5' });
    expect(parlay?.request.legs.map((l) => l.gameId)).toEqual(['1', '2']);
    expect(ticketsOf({ ...slip, series: true, entries: [e('1')], seriesStake: '5' })).toEqual([]);
  });

  it('a champion entry places an outright', () => {
    const c = e('C1', {
      championRate: { rtype: 'T1', name: 'X', title: 'Y' },
      playInfo: { w: 'CH', line: null, marketId: 'C1', maxStake: null },
    });
    expect(ticketsOf({ ...slip, entries: [c], stakes: { [c.key]: '1' } })[0]?.request.type).toBe('outright');
  });
});
