import { describe, expect, it } from 'vitest';
import {
  setMultiple,
  setOddsType,
  setSeries,
  toggleEntry,
  type SlipEntry,
  type SlipState,
} from './slip-rules.ts';

let seq = 0;
function entry(gameId: string, r = 'H', opts: { champion?: boolean; w?: 'M' | 'R' | 'CH' } = {}): SlipEntry {
  const w = opts.champion ? 'CH' : (opts.w ?? 'M');
  return {
    key: `${gameId}:${w}:${r}`,
    gameInfo: {
      gameId,
      hgid: `h${gameId}`,
      team_h: 'A',
      team_c: 'B',
      league: 'L',
      gameType: 'FT',
      isLive: false,
    },
    playInfo: { w, line: null, marketId: `${gameId}:${w}:`, maxStake: null },
    oddInfo: { r, gameId, odds: 1.9, suspended: false, moved: null },
    championRate: opts.champion ? { rtype: r, name: r, title: 'T' } : null,
    bettingData: { active: false, ticket_id: null },
    isInvalid: false,
    seq: ++seq,
  };
}

const empty: SlipState = { entries: [], multiple: false, series: false, oddsType: 'H' };
const add = (s: SlipState, ...es: SlipEntry[]) =>
  es.reduce((acc, e) => {
    const r = toggleEntry(acc, e);
    expect(r.refused).toBeNull();
    return r.state;
  }, s);
const keys = (s: SlipState) => s.entries.map((e) => e.key);

describe('bet slip rules (SPEC §4, §5)', () => {
  it('toggles a selection on and off', () => {
    const a = entry('1');
    const on = add(empty, a);
    expect(keys(on)).toEqual([a.key]);
    expect(toggleEntry(on, a).state.entries).toEqual([]);
  });

  it('without multiple mode a new selection replaces the slip', () => {
    const s = add(empty, entry('1'), entry('2'));
    expect(keys(s)).toEqual(['2:M:H']);
  });

  it('in multiple, non-series mode a second selection of the same game replaces the earlier one', () => {
    const s = add({ ...empty, multiple: true }, entry('1', 'H'), entry('2'), entry('1', 'C'));
    expect(keys(s)).toEqual(['2:M:H', '1:M:C']);
  });

  it('turning multiple mode off keeps only the most recently added entry', () => {
    const s = add({ ...empty, multiple: true }, entry('1'), entry('2'), entry('3'));
    expect(keys(setMultiple(s, false))).toEqual(['3:M:H']);
  });

  it('turning multiple mode off keeps an entry being confirmed, which still blocks new selections', () => {
    const s = add({ ...empty, multiple: true }, entry('1'), entry('2'), entry('3'));
    const confirming: SlipState = {
      ...s,
      entries: s.entries.map((e) =>
        e.key === '1:M:H' ? { ...e, bettingData: { active: true, ticket_id: 'T1' } } : e,
      ),
    };
    const single = setMultiple(confirming, false);
    expect(keys(single)).toEqual(['1:M:H', '3:M:H']);
    expect(toggleEntry(single, entry('4')).refused).toBe('confirming');
  });

  it('series mode forces Hong Kong odds and marks entries of the same game invalid', () => {
    const s0 = setOddsType({ ...empty, multiple: true }, 'M');
    expect(s0.oddsType).toBe('M');
    const series = setSeries(s0, true);
    expect(series.oddsType).toBe('H');
    expect(setOddsType(series, 'E').oddsType).toBe('H');
    const s = add(series, entry('1', 'H'), entry('2'), entry('1', 'C', { w: 'R' }));
    expect(s.entries.map((e) => [e.key, e.isInvalid])).toEqual([
      ['1:M:H', true],
      ['2:M:H', false],
      ['1:R:C', true],
    ]);
    // Removing one of the pair makes the other valid again; leaving series mode clears the marks.
    const fixed = toggleEntry(s, entry('1', 'C', { w: 'R' })).state;
    expect(fixed.entries.every((e) => !e.isInvalid)).toBe(true);
    expect(setSeries(s, false).entries.every((e) => !e.isInvalid)).toBe(true);
  });

  it('a champion selection clears series mode and every non-champion entry, and vice versa', () => {
    const s = add(setSeries({ ...empty, multiple: true }, true), entry('1'), entry('2'));
    const champ = add(s, entry('C1', 'T1', { champion: true }));
    expect(champ.series).toBe(false);
    expect(keys(champ)).toEqual(['C1:CH:T1']);
    const back = add(champ, entry('3'));
    expect(keys(back)).toEqual(['3:M:H']);
  });

  it('holds at most 10 entries (SPEC §5, §9)', () => {
    let s: SlipState = { ...empty, multiple: true };
    for (let i = 0; i < 10; i++) s = add(s, entry(`g${i}`));
    expect(s.entries).toHaveLength(10);
    const r = toggleEntry(s, entry('g-extra'));
    expect(r.refused).toBe('limit');
    expect(r.state.entries).toHaveLength(10);
  });

  it('refuses new selections while an order is being confirmed', () => {
    const s = add({ ...empty, multiple: true }, entry('1'));
    const first = s.entries[0];
    if (!first) throw new Error('no entry');
    const confirming: SlipState = {
      ...s,
      entries: [{ ...first, bettingData: { active: true, ticket_id: 't1234567' } }],
    };
    expect(toggleEntry(confirming, entry('2')).refused).toBe('confirming');
    expect(toggleEntry(confirming, first).refused).toBe('confirming');
  });
});
