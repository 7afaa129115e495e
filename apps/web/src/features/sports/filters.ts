import { create } from 'zustand';
import type { PresetLeague, ShowType, SportFilter } from '@qilin/contract';

export interface SportsFilters {
  sport: SportFilter;
  market: ShowType;
  /** Early market only (YYYY-MM-DD, Asia/Shanghai); null elsewhere: the in-play market has no date. */
  date: string | null;
  preset: PresetLeague;
  /** Leagues chosen in the league chooser; empty = every league. */
  leagueIds: string[];
  /**
   * The match market (and early date) the player was on before the champion tab or markets: leaving them
   * for a sport goes back there. Null until the player first goes to the champions.
   */
  back: { market: ShowType; date: string | null } | null;
}

/** SPEC §4 defaults: football, in-play. */
export const DEFAULT_FILTERS: SportsFilters = {
  sport: 'FT',
  market: 'RB',
  date: null,
  preset: 'ALL',
  leagueIds: [],
  back: null,
};

export const isChampionMarket = (m: ShowType): boolean => m === 'FSFT' || m === 'FSFU';

export type FilterChange =
  /**
   * `championCount`: the tab's count of outrights where the current market leads (today's from 滚球 and
   * 今日, the early ones from 早盘); `firstEarlyDate`: where 早盘 starts when the way back leads there.
   */
  | { sport: SportFilter; championCount?: number; firstEarlyDate?: string | null }
  | { market: ShowType; firstEarlyDate?: string | null }
  | { date: string }
  | { preset: PresetLeague }
  | { leagueIds: string[] };

/**
 * Only football leagues carry a preset tag (SPEC §2.8 lists football leagues only), so the preset bar is
 * offered on the football tab of the match markets alone: elsewhere a preset could only empty the list.
 */
export const presetsApply = (f: Pick<SportsFilters, 'sport' | 'market'>): boolean =>
  f.sport === 'FT' && !isChampionMarket(f.market);

/** SPEC §4: a new sport, market type or date starts on every league, chosen and preset alike. */
const allLeagues = (): Pick<SportsFilters, 'preset' | 'leagueIds'> => ({ preset: 'ALL', leagueIds: [] });

/**
 * SPEC §4 sports filters: switching sport, market type or date clears the league filters, the chosen
 * leagues and the preset (and the caller refreshes); a non-early market drops the date and goes back to
 * football; the early market starts on its first date. The champion tab FS and the champion markets go
 * together (FS lists every sport's outrights).
 */
export function applyFilter(f: SportsFilters, change: FilterChange): SportsFilters {
  // What leaving the match markets remembers, to come back to.
  const back = isChampionMarket(f.market) ? f.back : { market: f.market, date: f.date };
  if ('sport' in change) {
    if (change.sport === 'FS') {
      if (isChampionMarket(f.market)) return { ...f, sport: 'FS', date: null, ...allLeagues() };
      // The tab's count in the early market is the early outrights' (catalog counts), so it leads there,
      // elsewhere to today's; when those are none, to the other champion market, which may have some.
      const lead: ShowType = f.market === 'FU' ? 'FSFU' : 'FSFT';
      const other: ShowType = lead === 'FSFU' ? 'FSFT' : 'FSFU';
      return {
        ...f,
        sport: 'FS',
        market: change.championCount === 0 ? other : lead,
        date: null,
        back,
        ...allLeagues(),
      };
    }
    if (!isChampionMarket(f.market)) return { ...f, sport: change.sport, ...allLeagues() };
    // Out of the champions: back to the match market the player had, else in play (SPEC §4's default).
    const to = f.back ?? { market: DEFAULT_FILTERS.market, date: null };
    const date = to.market === 'FU' ? (to.date ?? change.firstEarlyDate ?? null) : null;
    return { ...f, sport: change.sport, market: to.market, date, ...allLeagues() };
  }
  if ('market' in change) {
    if (change.market === 'FU') {
      return {
        ...f,
        market: 'FU',
        sport: f.sport === 'FS' ? 'FT' : f.sport,
        date: change.firstEarlyDate ?? null,
        ...allLeagues(),
      };
    }
    const sport: SportFilter = isChampionMarket(change.market) ? 'FS' : 'FT';
    return { ...f, market: change.market, sport, date: null, back, ...allLeagues() };
  }
  if ('date' in change) return { ...f, date: f.market === 'FU' ? change.date : null, ...allLeagues() };
  if ('preset' in change) return { ...f, preset: presetsApply(f) ? change.preset : 'ALL', leagueIds: [] };
  return { ...f, leagueIds: change.leagueIds };
}

interface FiltersStore extends SportsFilters {
  change: (c: FilterChange) => void;
}

export const useSportsFilters = create<FiltersStore>()((set, get) => ({
  ...DEFAULT_FILTERS,
  change: (c) => set(applyFilter(get(), c)),
}));
