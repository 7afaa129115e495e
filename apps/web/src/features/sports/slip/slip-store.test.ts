import { beforeEach, describe, expect, it } from 'vitest';
import type { ChampionMarket, Match } from '@qilin/contract';
import { championEntry, matchEntry } from './make-entry.ts';
import { resetSlip, SERIES_REFUSAL, useSlip } from './slip-store.ts';

const match: Match = {
  gameId: '101',
  hgid: '9101',
  gameType: 'FT',
  league_id: 'L',
  league: '英超',
  team_h: '曼联',
  team_c: '利物浦',
  startTime: '2026-01-01T00:00:00.000Z',
  isLive: false,
  gameStatus: 'pre',
  re_time: '',
  clockSeconds: 0,
  se_now: 0,
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
  t_count: 20,
  markets: [
    {
      id: '101:R:-0.25',
      w: 'R',
      line: -0.25,
      main: true,
      status: 'open',
      minStake: '10.00',
      maxStake: '50000.00',
      selections: [
        { r: 'H', odds: 1.9 },
        { r: 'C', odds: 1.98 },
      ],
    },
    {
      id: '9101:HR:0',
      w: 'HR',
      line: 0,
      main: true,
      status: 'open',
      minStake: '10.00',
      maxStake: '50000.00',
      selections: [
        { r: 'H', odds: 1.85 },
        { r: 'C', odds: 2.0 },
      ],
    },
  ],
  hot: false,
};
const [full, half] = match.markets as [Match['markets'][number], Match['markets'][number]];

describe('bet slip store', () => {
  beforeEach(resetSlip);

  it('starts single, non-series, Hong Kong odds, accepting better prices', () => {
    expect(useSlip.getState()).toMatchObject({
      multiple: false,
      series: false,
      oddsType: 'H',
      acceptOdds: 'better',
    });
  });

  it('books half-time plays on the hgid (SPEC §9) and the rest on the gameId', () => {
    expect(matchEntry(match, half, 'H')?.oddInfo.gameId).toBe('9101');
    expect(matchEntry(match, full, 'H')?.oddInfo.gameId).toBe('101');
  });

  it('forgets the stake of an entry that leaves the slip', () => {
    const s = useSlip.getState();
    const e = matchEntry(match, full, 'H');
    if (!e) throw new Error('no entry');
    s.toggle(e);
    useSlip.getState().setStake(e.key, '50');
    useSlip.getState().toggle(e);
    expect(useSlip.getState().stakes).toEqual({});
  });

  it('follows the price and suspension of its market', () => {
    const e = matchEntry(match, full, 'H');
    if (!e) throw new Error('no entry');
    useSlip.getState().toggle(e);
    useSlip.getState().applyMarket({
      ...full,
      selections: [
        { r: 'H', odds: 1.8 },
        { r: 'C', odds: 2.1 },
      ],
    });
    expect(useSlip.getState().entries[0]?.oddInfo).toMatchObject({
      odds: 1.8,
      moved: 'down',
      suspended: false,
    });
    // A suspension (a goal) is for a moment; a closed market or a withdrawn selection is for good.
    useSlip.getState().applyMarket({ ...full, status: 'suspended' });
    expect(useSlip.getState().entries[0]?.oddInfo).toMatchObject({ suspended: true, closed: false });
    useSlip.getState().applyMarket({ ...full, status: 'open' });
    expect(useSlip.getState().entries[0]?.oddInfo).toMatchObject({ suspended: false, closed: false });
    useSlip.getState().applyMarket({ ...full, status: 'closed' });
    expect(useSlip.getState().entries[0]?.oddInfo).toMatchObject({ suspended: true, closed: true });
    useSlip.getState().applyMarket({ ...full, status: 'open', selections: [{ r: 'C', odds: 2.1 }] });
    expect(useSlip.getState().entries[0]?.oddInfo).toMatchObject({ suspended: true, closed: true });
  });

  it('keeps why a ticket was refused until the player changes its stake, removes it or leaves series mode', () => {
    const a = matchEntry(match, full, 'H');
    const b = matchEntry(match, full, 'C');
    if (!a || !b) throw new Error('no entry');
    const slip = () => useSlip.getState();
    slip().setMultiple(true);
    slip().toggle(a);
    slip().toggle(b);
    slip().setRefusal(a.key, '投注失败：盘口暂停，注单未被接受');
    slip().setRefusal(b.key, '投注失败：赔率已变化，注单未被接受');
    // Editing one stake clears that entry's reason only.
    slip().setStake(a.key, '20');
    expect(slip().refusals).toEqual({ [b.key]: '投注失败：赔率已变化，注单未被接受' });
    slip().remove(b.key);
    expect(slip().refusals).toEqual({});

    // The parlay's reason belongs to series mode and to its stake.
    slip().toggle(b);
    slip().setSeries(true);
    slip().setRefusal(SERIES_REFUSAL, '投注失败：盘口已关闭，注单未被接受');
    slip().setSeriesStake('30');
    expect(slip().refusals).toEqual({});
    slip().setRefusal(SERIES_REFUSAL, '投注失败：盘口已关闭，注单未被接受');
    slip().setSeries(false);
    expect(slip().refusals).toEqual({});
    slip().setRefusal(a.key, '余额不足');
    slip().clear();
    expect(slip().refusals).toEqual({});
  });

  it('clearing keeps entries whose order is still being confirmed', () => {
    const a = matchEntry(match, full, 'H');
    if (!a) throw new Error('no entry');
    useSlip.getState().toggle(a);
    useSlip.getState().setBetting([a.key], { active: true, ticket_id: 'abcdefgh' });
    useSlip.getState().clear();
    expect(useSlip.getState().entries.map((e) => e.key)).toEqual([a.key]);
  });

  it('takes the names of a match that arrives again in the other language', () => {
    const e = matchEntry(match, full, 'H');
    if (!e) throw new Error('no entry');
    useSlip.getState().toggle(e);
    const before = useSlip.getState().entries;
    useSlip.getState().applyMatch({ ...match, gameId: '999', team_h: '曼聯' });
    expect(useSlip.getState().entries).toBe(before);
    useSlip.getState().applyMatch({ ...match, league: '英超聯賽', team_h: '曼聯', team_c: '利物浦' });
    expect(useSlip.getState().entries[0]?.gameInfo).toMatchObject({
      league: '英超聯賽',
      team_h: '曼聯',
      team_c: '利物浦',
    });
    expect(useSlip.getState().entries[0]?.oddInfo.odds).toBe(1.9);
  });

  it('takes the names of an outright that arrives again in the other language', () => {
    const market: ChampionMarket = {
      gameId: 'C1',
      gameType: 'FT',
      league_id: 'L',
      league: '英超',
      title: '英超 冠军',
      closeTime: '2027-05-01T00:00:00.000Z',
      status: 'open',
      minStake: '10.00',
      maxStake: '5000.00',
      options: [{ rtype: 'O1', name: '曼联', odds: 4.5 }],
    };
    const e = championEntry(market, 'O1');
    if (!e) throw new Error('no entry');
    useSlip.getState().toggle(e);
    useSlip.getState().applyChampion({
      ...market,
      title: '英超 冠軍',
      options: [{ rtype: 'O1', name: '曼聯', odds: 4.5 }],
    });
    expect(useSlip.getState().entries[0]?.championRate).toMatchObject({ name: '曼聯', title: '英超 冠軍' });
  });
});
