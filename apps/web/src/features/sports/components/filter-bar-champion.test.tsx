// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { DEFAULT_FILTERS, useSportsFilters } from '../filters.ts';
import { FilterBar } from './FilterBar.tsx';

const dom = mountPerTest();
/** The bar with the list's counts of the market on screen; a press on a sport tab. */
const show = (counts: Record<string, number>, earlyDates = ['2026-12-08']) =>
  act(() =>
    dom.root.render(
      <FilterBar
        counts={counts}
        earlyDates={earlyDates}
        leagues={[]}
        refreshing={false}
        onRefresh={() => 0}
      />,
    ),
  );
const tab = (key: string) =>
  act(() => dom.host.querySelector<HTMLElement>(`[data-node-key="${key}"] [role="tab"]`)!.click());

beforeEach(() => useSportsFilters.setState({ ...DEFAULT_FILTERS }));

describe('the 冠军 tab', () => {
  it('from 今日 with no outrights today lands on 冠军早盘, and the next sport goes back to 今日', () => {
    useSportsFilters.getState().change({ market: 'FT' });
    show({ FT: 12, BK: 4, FS: 0 });
    tab('FS');
    expect(useSportsFilters.getState()).toMatchObject({ sport: 'FS', market: 'FSFU' });

    show({ FS: 24 });
    tab('BK');
    expect(useSportsFilters.getState()).toMatchObject({ sport: 'BK', market: 'FT' });
  });

  it('from 今日 with outrights today lands on 冠军 (today)', () => {
    useSportsFilters.getState().change({ market: 'FT' });
    show({ FT: 12, FS: 2 });
    tab('FS');
    expect(useSportsFilters.getState()).toMatchObject({ sport: 'FS', market: 'FSFT' });
  });
});

describe("早盘's date picker", () => {
  it('writes its dates as the site writes a date, with the weekday, and says a date is a betting day', async () => {
    useSportsFilters.getState().change({ market: 'FU', firstEarlyDate: '2026-12-08' });
    show({ FT: 3 }, ['2026-12-08', '2026-12-09']);
    const picker = dom.host.querySelector('.ant-select')!;
    expect(picker.textContent).toBe('2026/12/08 周二');
    expect(picker.textContent).not.toContain('2026-12-08');
    const hint = dom.host.querySelector('[data-testid="early-day-hint"]');
    expect(hint?.getAttribute('aria-label')).toBe(
      '早盘日期按投注日计：中午12:00至次日中午12:00，凌晨开赛的赛事归入前一日',
    );
    // The value sent stays the wire's date.
    expect(useSportsFilters.getState().date).toBe('2026-12-08');
  });
});
