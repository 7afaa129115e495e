import { describe, expect, it } from 'vitest';
import { applyFilter, DEFAULT_FILTERS, type SportsFilters } from './filters.ts';

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
    expect(applyFilter(fs, { sport: 'BK' })).toMatchObject({ sport: 'BK', market: 'FT' });
    // From the early market the tab's count is the early outrights', so that is where it leads.
    const early = applyFilter(DEFAULT_FILTERS, { market: 'FU', firstEarlyDate: '2026-01-02' });
    expect(applyFilter(early, { sport: 'FS' })).toMatchObject({ sport: 'FS', market: 'FSFU', date: null });
  });
});
