import { describe, expect, it } from 'vitest';
import { applyFilter, DEFAULT_FILTERS, presetsApply, type SportsFilters } from './filters.ts';

const withLeagues: SportsFilters = { ...DEFAULT_FILTERS, leagueIds: ['L1'] };

describe('sports filters (SPEC §4)', () => {
  it('defaults to football in play, no date', () => {
    expect(DEFAULT_FILTERS).toMatchObject({ sport: 'FT', market: 'RB', date: null });
  });

  it('switching sport, market or date clears the chosen leagues', () => {
    expect(applyFilter(withLeagues, { sport: 'BK' }).leagueIds).toEqual([]);
    expect(applyFilter(withLeagues, { market: 'FT' }).leagueIds).toEqual([]);
    const early = applyFilter(withLeagues, { market: 'FU', firstEarlyDate: '2026-01-02' });
    expect(applyFilter({ ...early, leagueIds: ['L2'] }, { date: '2026-01-03' })).toMatchObject({
      date: '2026-01-03',
      leagueIds: [],
    });
  });

  it('switching sport, market or date sets the preset league back to All', () => {
    // Only football leagues carry a preset: 英超 kept on the basketball tab would list nothing at all.
    const epl = applyFilter(DEFAULT_FILTERS, { preset: 'EPL' });
    expect(epl.preset).toBe('EPL');
    expect(applyFilter(epl, { sport: 'BK' }).preset).toBe('ALL');
    expect(applyFilter(epl, { sport: 'FS' }).preset).toBe('ALL');
    expect(applyFilter(epl, { market: 'FT' }).preset).toBe('ALL');
    const early = applyFilter(DEFAULT_FILTERS, { market: 'FU', firstEarlyDate: '2026-01-02' });
    expect(
      applyFilter({ ...early, preset: 'CSL' }, { market: 'FU', firstEarlyDate: '2026-01-02' }).preset,
    ).toBe('ALL');
    expect(applyFilter({ ...early, preset: 'CSL' }, { date: '2026-01-03' }).preset).toBe('ALL');
  });

  it('offers the presets on the football tab of the match markets only', () => {
    expect(presetsApply(DEFAULT_FILTERS)).toBe(true);
    expect(presetsApply({ sport: 'FT', market: 'FU' })).toBe(true);
    for (const sport of ['ALL', 'VF', 'BK', 'TN', 'OP', 'SK', 'BS', 'VB', 'TT'] as const)
      expect(presetsApply({ sport, market: 'RB' }), sport).toBe(false);
    expect(presetsApply({ sport: 'FS', market: 'FSFT' })).toBe(false);
    // A preset cannot be set where the bar is not shown.
    expect(applyFilter({ ...DEFAULT_FILTERS, sport: 'BK' }, { preset: 'EPL' }).preset).toBe('ALL');
  });

  it('a non-early market resets the date and the sport to football; early starts at its first date', () => {
    const early = applyFilter(
      { ...DEFAULT_FILTERS, sport: 'BK' },
      { market: 'FU', firstEarlyDate: '2026-01-02' },
    );
    expect(early).toMatchObject({ market: 'FU', sport: 'BK', date: '2026-01-02' });
    expect(applyFilter(early, { market: 'FT' })).toMatchObject({ market: 'FT', sport: 'FT', date: null });
    expect(applyFilter({ ...early, sport: 'TN' }, { market: 'RB' })).toMatchObject({
      sport: 'FT',
      date: null,
    });
  });

  it('the in-play market takes no date', () => {
    expect(applyFilter(DEFAULT_FILTERS, { date: '2026-01-03' }).date).toBeNull();
  });

  it('the champion tab goes with the champion markets', () => {
    const fs = applyFilter(DEFAULT_FILTERS, { sport: 'FS' });
    expect(fs).toMatchObject({ sport: 'FS', market: 'FSFT' });
    // Leaving it goes back to the market the player came from (in play here), not always 今日.
    expect(applyFilter(fs, { sport: 'BK' })).toMatchObject({ sport: 'BK', market: 'RB', date: null });
    // From the early market the tab's count is the early outrights', so that is where it leads.
    const early = applyFilter(DEFAULT_FILTERS, { market: 'FU', firstEarlyDate: '2026-01-02' });
    expect(applyFilter(early, { sport: 'FS' })).toMatchObject({ sport: 'FS', market: 'FSFU', date: null });
  });

  it('the champion tab lands on the champion market that has outrights when its count says the other has none', () => {
    const today = applyFilter(DEFAULT_FILTERS, { market: 'FT' });
    // From 今日 the tab counts today's outrights: none, so it leads to 冠军早盘 (24 there in the QA pass).
    expect(applyFilter(today, { sport: 'FS', championCount: 0 })).toMatchObject({
      sport: 'FS',
      market: 'FSFU',
    });
    expect(applyFilter(today, { sport: 'FS', championCount: 3 })).toMatchObject({
      sport: 'FS',
      market: 'FSFT',
    });
    expect(applyFilter(DEFAULT_FILTERS, { sport: 'FS', championCount: 0 }).market).toBe('FSFU');
    // From 早盘 it counts the early ones: none, so today's.
    const early = applyFilter(DEFAULT_FILTERS, { market: 'FU', firstEarlyDate: '2026-01-02' });
    expect(applyFilter(early, { sport: 'FS', championCount: 0 }).market).toBe('FSFT');
    expect(applyFilter(early, { sport: 'FS', championCount: 24 }).market).toBe('FSFU');
  });

  it('leaving the champions for a sport goes back to the match market (and early date) the player had', () => {
    const today = applyFilter(DEFAULT_FILTERS, { market: 'FT' });
    const fs = applyFilter(today, { sport: 'FS', championCount: 0 });
    expect(applyFilter(fs, { sport: 'BK' })).toMatchObject({ sport: 'BK', market: 'FT', date: null });
    // Moving between the champion markets keeps the way back.
    expect(applyFilter(applyFilter(fs, { market: 'FSFT' }), { sport: 'TN' }).market).toBe('FT');

    const early = applyFilter(
      { ...DEFAULT_FILTERS, sport: 'BK' },
      { market: 'FU', firstEarlyDate: '2026-01-02' },
    );
    const onDay = applyFilter(early, { date: '2026-01-03' });
    const fromEarly = applyFilter(onDay, { sport: 'FS', championCount: 24 });
    expect(fromEarly).toMatchObject({ market: 'FSFU', date: null });
    expect(applyFilter(fromEarly, { sport: 'BK', firstEarlyDate: '2026-01-02' })).toMatchObject({
      sport: 'BK',
      market: 'FU',
      date: '2026-01-03',
    });

    // Into the champions by their market button, out by a sport tab: back to in play.
    const byButton = applyFilter(DEFAULT_FILTERS, { market: 'FSFU' });
    expect(applyFilter(byButton, { sport: 'VB' })).toMatchObject({ sport: 'VB', market: 'RB' });
    // With nothing remembered (the champion state set directly), in play too.
    expect(applyFilter({ ...DEFAULT_FILTERS, sport: 'FS', market: 'FSFT' }, { sport: 'BK' }).market).toBe(
      'RB',
    );
  });
});
