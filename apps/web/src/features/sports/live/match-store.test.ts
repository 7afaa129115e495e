import { describe, expect, it, vi } from 'vitest';
import type { Match } from '@qilin/contract';
import { FLASH_MS, MatchStore } from './match-store.ts';

const match = (gameId: string, odds = 1.9): Match => ({
  gameId,
  hgid: `h${gameId}`,
  gameType: 'FT',
  league_id: 'L',
  league: 'League',
  team_h: 'A',
  team_c: 'B',
  startTime: '2026-01-01T00:00:00.000Z',
  isLive: true,
  gameStatus: 'live',
  re_time: "1H^10'",
  clockSeconds: 600,
  se_now: 1,
  HalfTime: false,
  inningNum: 0,
  sc_FT_H: 0,
  sc_FT_C: 0,
  sc_HT_H: null,
  sc_HT_C: null,
  sc_set_H: 0,
  sc_set_A: 0,
  sc_game_H: 0,
  sc_game_A: 0,
  t_count: 10,
  markets: [
    {
      id: `${gameId}:R:-0.5`,
      w: 'R',
      line: -0.5,
      main: true,
      status: 'open',
      minStake: '10.00',
      maxStake: '50000.00',
      selections: [
        { r: 'H', odds },
        { r: 'C', odds: 1.95 },
      ],
    },
  ],
  hot: false,
});

describe('live match store', () => {
  it('re-renders only the rows of the matches a delta touches', () => {
    const store = new MatchStore();
    store.put([match('1'), match('2')]);
    const one = vi.fn();
    const two = vi.fn();
    store.subscribe('1', one);
    store.subscribe('2', two);
    store.apply([{ gameId: '1', sc_FT_H: 1 }]);
    expect(one).toHaveBeenCalledTimes(1);
    expect(two).not.toHaveBeenCalled();
    expect(store.get('1')?.sc_FT_H).toBe(1);
    expect(store.get('1')?.team_h).toBe('A');
  });

  it('remembers price moves for the flash, up or down, for 3 s', () => {
    const store = new MatchStore();
    store.put([match('1', 1.9)], 0);
    const market = { ...(match('1', 2.05).markets[0] as Match['markets'][number]) };
    store.apply([{ gameId: '1', markets: [market] }], 1_000);
    expect(store.move('1:R:-0.5', 'H', 1_500)?.dir).toBe('up');
    expect(store.move('1:R:-0.5', 'C', 1_500)).toBeUndefined();
    expect(store.move('1:R:-0.5', 'H', 1_000 + FLASH_MS)).toBeUndefined();
  });

  it('drops removed markets and marks a removed match finished', () => {
    const store = new MatchStore();
    store.put([match('1')]);
    store.apply([{ gameId: '1', removedMarkets: ['1:R:-0.5'] }]);
    expect(store.get('1')?.markets).toEqual([]);
    store.apply([{ gameId: '1', removed: true }]);
    expect(store.get('1')?.gameStatus).toBe('finished');
  });

  it('tells the slip that a market closed when it leaves the feed, alone or with its match', () => {
    const store = new MatchStore();
    store.put([match('1'), match('2')]);
    const seen: string[] = [];
    store.onMarket((m) => seen.push(`${m.id} ${m.status}`));
    store.apply([{ gameId: '1', removedMarkets: ['1:R:-0.5'] }]);
    store.apply([{ gameId: '2', removed: true }]);
    expect(seen).toEqual(['1:R:-0.5 closed', '2:R:-0.5 closed']);
    expect(store.get('1')?.markets).toEqual([]);
  });
});
