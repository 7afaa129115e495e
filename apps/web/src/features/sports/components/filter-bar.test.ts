import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { sportsZhCN, sportsZhTW } from '../i18n-strings.ts';
import { applyFilter, DEFAULT_FILTERS, type FilterChange, type SportsFilters } from '../filters.ts';
import { FilterBar } from './FilterBar.tsx';

// A server render would read the store's initial state only; the bar reads these filters instead.
const shown = vi.hoisted(() => ({ filters: null as unknown }));
vi.mock('../filters.ts', async (actual) => {
  const real = await actual<object>();
  const state = () => ({ ...(shown.filters as SportsFilters), change: () => undefined });
  return {
    ...real,
    useSportsFilters: (select?: (s: ReturnType<typeof state>) => unknown) =>
      select ? select(state()) : state(),
  };
});

const PRESETS = ['全部', '欧冠', '英超', '意甲', '西甲', '德甲', '法甲', '中超'];

/** The bar after the player's clicks, from the defaults (football in play). */
const render = (...clicks: FilterChange[]) => {
  shown.filters = clicks.reduce(applyFilter, DEFAULT_FILTERS);
  return renderToStaticMarkup(
    createElement(FilterBar, {
      counts: { FT: 3, BK: 2 },
      earlyDates: ['2026-01-02'],
      leagues: [],
      refreshing: false,
      onRefresh: () => undefined,
    }),
  );
};
const labels = (html: string) => PRESETS.filter((l) => html.includes(`title="${l}"`));

describe('the preset league bar (SPEC §2.8)', () => {
  it('is shown on football in the SPEC order: All, the European cup (欧冠), England, Italy, Spain, Germany, France, China', () => {
    const html = render();
    expect(labels(html)).toEqual(PRESETS);
    const at = PRESETS.map((l) => html.indexOf(`title="${l}"`));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(html).not.toContain('欧洲杯');
  });

  it("names the Champions League 欧冠 / 歐冠, not the national teams' Euro (欧洲杯)", () => {
    expect([sportsZhCN.preset.UCL, sportsZhTW.preset.UCL]).toEqual(['欧冠', '歐冠']);
  });

  it('is not shown for a sport without presets, so a preset chosen on football cannot empty its list', () => {
    expect(labels(render({ preset: 'EPL' }))).toEqual(PRESETS);
    expect(labels(render({ preset: 'EPL' }, { sport: 'BK' }))).toEqual([]);
    expect(labels(render({ sport: 'TN' }, { market: 'FU', firstEarlyDate: '2026-01-02' }))).toEqual([]);
    expect(labels(render({ sport: 'FS' }))).toEqual([]);
  });
});
