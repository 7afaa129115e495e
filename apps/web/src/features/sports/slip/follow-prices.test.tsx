// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChampionMarket, Market, Match } from '@qilin/contract';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { useSlipFollowsPrices } from './follow-prices.ts';
import { championEntry, matchEntry } from './make-entry.ts';
import { resetSlip, useSlip } from './slip-store.ts';

/** The channels the page's socket is asked to follow, counted as the socket counts them. */
const wanted = new Map<string, number>();
vi.mock('../live/sports-socket.ts', () => ({
  sportsSocket: {
    watch: (channel: string) => {
      wanted.set(channel, (wanted.get(channel) ?? 0) + 1);
      return () => {
        const left = (wanted.get(channel) ?? 1) - 1;
        if (left > 0) wanted.set(channel, left);
        else wanted.delete(channel);
      };
    },
  },
}));

const market = (gameId: string, w: Market['w'], line: number | null, main: boolean): Market => ({
  id: `${gameId}:${w}:${line ?? ''}`,
  w,
  line,
  main,
  status: 'open',
  minStake: '10.00',
  maxStake: '5000.00',
  selections: [
    { r: 'H', odds: 1.9 },
    { r: 'C', odds: 1.95 },
  ],
});

const match = (gameId: string, gameType: Match['gameType'] = 'FT'): Match =>
  ({
    gameId,
    hgid: String(Number(gameId) + 900_000_000),
    gameType,
    league: 'L',
    team_h: 'H',
    team_c: 'C',
    isLive: true,
  }) as unknown as Match;

const Follower = () => {
  useSlipFollowsPrices();
  return null;
};

const mount = mountPerTest();

beforeEach(() => {
  wanted.clear();
  resetSlip();
  useSlip.getState().setMultiple(true);
});

describe('the bet slip follows its own prices', () => {
  it("watches each entry's match channel, whatever list is on screen, until the entry leaves", () => {
    act(() => mount.root.render(<Follower />));
    expect([...wanted.keys()]).toEqual([]);

    // A football line from a match's detail (not a main market: the sport channel never carries it), and
    // a basketball main line while the list shows football.
    const alt = matchEntry(match('100000001'), market('100000001', 'R', -1.75, false), 'H')!;
    const other = matchEntry(match('200000002', 'BK'), market('200000002', 'R', -3.5, true), 'C')!;
    act(() => {
      useSlip.getState().toggle(alt);
      useSlip.getState().toggle(other);
    });
    expect(Object.fromEntries(wanted)).toEqual({ 'match:100000001': 1, 'match:200000002': 1 });

    // A second entry of the same match shares its channel (one subscription per match).
    const sameGame = matchEntry(match('100000001'), market('100000001', 'OU', 2.5, true), 'C')!;
    act(() => void useSlip.getState().toggle(sameGame));
    expect(Object.fromEntries(wanted)).toEqual({ 'match:100000001': 1, 'match:200000002': 1 });

    act(() => useSlip.getState().remove(other.key));
    expect(Object.fromEntries(wanted)).toEqual({ 'match:100000001': 1 });
  });

  it('follows no channel for outrights, and lets every channel go with the page', () => {
    act(() => mount.root.render(<Follower />));
    const outright = {
      gameId: 'FP123',
      gameType: 'FT',
      league: 'L',
      title: 'T',
      status: 'open',
      minStake: '10.00',
      maxStake: '2000.00',
      options: [{ rtype: 'C1', name: 'A', odds: 3.5 }],
    } as unknown as ChampionMarket;
    act(() => void useSlip.getState().toggle(championEntry(outright, 'C1')!));
    expect(wanted.size).toBe(0);

    act(() => useSlip.getState().clear());
    const entry = matchEntry(match('300000003'), market('300000003', 'R', 0.5, true), 'H')!;
    act(() => void useSlip.getState().toggle(entry));
    expect([...wanted.keys()]).toEqual(['match:300000003']);
    act(() => mount.root.render(<></>));
    expect(wanted.size).toBe(0);
  });
});
