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
}

/** SPEC §4 defaults: football, in-play. */
export const DEFAULT_FILTERS: SportsFilters = {
  sport: 'FT',
  market: 'RB',
  date: null,
  preset: 'ALL',
  leagueIds: [],
};

export const isChampionMarket = (m: ShowType): boolean => m === 'FSFT' || m === 'FSFU';

export type FilterChange =
  | { sport: SportFilter }
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
  if ('sport' in change) {
    if (change.sport === 'FS') {
      return {
        ...f,
        sport: 'FS',
        // The tab's count in the early market is the early outrights' (catalog counts), so it leads there.
        market: isChampionMarket(f.market) ? f.market : f.market === 'FU' ? 'FSFU' : 'FSFT',
        date: null,
        ...allLeagues(),
      };
    }
    const market = isChampionMarket(f.market) ? 'FT' : f.market;
    return { ...f, sport: change.sport, market, ...allLeagues() };
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
    return { ...f, market: change.market, sport, date: null, ...allLeagues() };
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
