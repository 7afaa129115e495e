import { create } from 'zustand';
import type { AcceptOdds, ChampionMarket, Market, Match, OddsFormat } from '@qilin/contract';
import {
  removeEntry,
  setMultiple,
  setOddsType,
  setSeries,
  toggleEntry,
  type AddRefusal,
  type SlipEntry,
  type SlipState,
} from './slip-rules.ts';

export interface SlipStore extends SlipState {
  acceptOdds: AcceptOdds;
  /** Stake typed per entry (singles) and for the parlay (series mode), as typed (2 decimals). */
  stakes: Record<string, string>;
  seriesStake: string;
  /**
   * Why the last attempt at a ticket was refused, by entry key (singles) or SERIES_REFUSAL (the parlay):
   * shown in the slip until the player changes the stake, places again or removes the entry, since a toast
   * is gone before a player who looked away reads it.
   */
  refusals: Record<string, string>;
  /** Returns why the selection was refused (the slip tells the player), or null. */
  toggle: (entry: SlipEntry) => AddRefusal | null;
  remove: (key: string) => void;
  clear: () => void;
  setMultiple: (on: boolean) => void;
  setSeries: (on: boolean) => void;
  setOddsType: (t: OddsFormat) => void;
  setAcceptOdds: (a: AcceptOdds) => void;
  setStake: (key: string, stake: string) => void;
  setSeriesStake: (stake: string) => void;
  /** Confirming state of entries (SPEC §3 bettingData): active while their order is being confirmed. */
  setBetting: (keys: readonly string[], data: { active: boolean; ticket_id: string | null }) => void;
  setRefusal: (key: string, reason: string | null) => void;
  /** A market changed on the feed: entries on it follow its price and status (the flash shows the move). */
  applyMarket: (market: Market) => void;
  /**
   * A match or outright arrived again (a refetch, a snapshot): entries take its current names, so a
   * language switch rewords the slip as it rewords the list.
   */
  applyMatch: (match: Match) => void;
  applyChampion: (market: ChampionMarket) => void;
}

/** The refusal key of the parlay in series mode. */
export const SERIES_REFUSAL = 'series';

const initial: SlipState & Pick<SlipStore, 'acceptOdds' | 'stakes' | 'seriesStake' | 'refusals'> = {
  entries: [],
  multiple: false,
  series: false,
  // SPEC §4 default odds type: Hong Kong.
  oddsType: 'H',
  acceptOdds: 'better',
  stakes: {},
  seriesStake: '',
  refusals: {},
};

/** Drop stakes of entries that left the slip. */
const keepStakes = (stakes: Record<string, string>, entries: readonly SlipEntry[]) =>
  Object.fromEntries(Object.entries(stakes).filter(([k]) => entries.some((e) => e.key === k)));

/** The stakes and refusals that still belong to the slip's entries (the parlay's only in series mode). */
const kept = (store: SlipStore, state: SlipState) => ({
  stakes: keepStakes(store.stakes, state.entries),
  refusals: Object.fromEntries(
    Object.entries(store.refusals).filter(([k]) =>
      k === SERIES_REFUSAL ? state.series : state.entries.some((e) => e.key === k),
    ),
  ),
});

/**
 * A ticket is out: being placed or confirming (SPEC §4/§5). The slip's settings stay as they are until it is
 * decided: a press that lands on them meanwhile (the pointer of a double click) must not change the
 * player's choice behind their back.
 */
export const ticketInFlight = (state: Pick<SlipState, 'entries'>): boolean =>
  state.entries.some((e) => e.bettingData.active);

const entryInFlight = (state: Pick<SlipState, 'entries'>, key: string): boolean =>
  state.entries.some((e) => e.key === key && e.bettingData.active);

const without = (record: Record<string, string>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

/** The bet slip (DESIGN §8: client state in Zustand); every rule lives in slip-rules.ts. */
export const useSlip = create<SlipStore>()((set, get) => ({
  ...initial,
  toggle: (entry) => {
    const { state, refused } = toggleEntry(get(), entry);
    if (refused) return refused;
    set({ ...state, ...kept(get(), state) });
    return null;
  },
  remove: (key) => {
    const state = removeEntry(get(), key);
    set({ ...state, ...kept(get(), state) });
  },
  clear: () =>
    set({
      entries: get().entries.filter((e) => e.bettingData.active),
      stakes: {},
      seriesStake: '',
      refusals: {},
    }),
  setMultiple: (on) => {
    if (ticketInFlight(get())) return;
    const state = setMultiple(get(), on);
    set({ ...state, ...kept(get(), state) });
  },
  setSeries: (on) => {
    if (ticketInFlight(get())) return;
    const state = setSeries(get(), on);
    set({ ...state, ...kept(get(), state) });
  },
  setOddsType: (t) => set(setOddsType(get(), t)),
  setAcceptOdds: (acceptOdds) => {
    if (!ticketInFlight(get())) set({ acceptOdds });
  },
  setStake: (key, stake) => {
    if (entryInFlight(get(), key)) return;
    set({ stakes: { ...get().stakes, [key]: stake }, refusals: without(get().refusals, key) });
  },
  setSeriesStake: (seriesStake) => {
    if (get().series && ticketInFlight(get())) return;
    set({ seriesStake, refusals: without(get().refusals, SERIES_REFUSAL) });
  },
  setRefusal: (key, reason) =>
    set({ refusals: reason ? { ...get().refusals, [key]: reason } : without(get().refusals, key) }),
  setBetting: (keys, data) =>
    set({
      entries: get().entries.map((e) => (keys.includes(e.key) ? { ...e, bettingData: { ...data } } : e)),
    }),
  applyMarket: (market) => {
    const { entries } = get();
    if (!entries.some((e) => e.playInfo.marketId === market.id)) return;
    set({
      entries: entries.map((e) => {
        if (e.playInfo.marketId !== market.id) return e;
        const sel = market.selections.find((s) => s.r === e.oddInfo.r);
        const suspended = market.status !== 'open' || !sel;
        const closed = market.status === 'closed' || !sel;
        const odds = sel?.odds ?? e.oddInfo.odds;
        const moved = odds > e.oddInfo.odds ? 'up' : odds < e.oddInfo.odds ? 'down' : e.oddInfo.moved;
        return { ...e, oddInfo: { ...e.oddInfo, odds, suspended, closed, moved } };
      }),
    });
  },
  applyMatch: (match) => {
    const { entries } = get();
    const stale = (e: SlipEntry) =>
      e.gameInfo.gameId === match.gameId &&
      !e.championRate &&
      (e.gameInfo.team_h !== match.team_h ||
        e.gameInfo.team_c !== match.team_c ||
        e.gameInfo.league !== match.league);
    if (!entries.some(stale)) return;
    set({
      entries: entries.map((e) =>
        stale(e)
          ? {
              ...e,
              gameInfo: { ...e.gameInfo, team_h: match.team_h, team_c: match.team_c, league: match.league },
            }
          : e,
      ),
    });
  },
  applyChampion: (market) => {
    const { entries } = get();
    const renamed = (e: SlipEntry) => {
      if (!e.championRate || e.gameInfo.gameId !== market.gameId) return null;
      const name = market.options.find((o) => o.rtype === e.championRate?.rtype)?.name ?? e.championRate.name;
      if (
        name === e.championRate.name &&
        market.title === e.championRate.title &&
        market.league === e.gameInfo.league
      )
        return null;
      return {
        ...e,
        gameInfo: { ...e.gameInfo, team_h: market.title, league: market.league },
        championRate: { ...e.championRate, name, title: market.title },
      };
    };
    if (!entries.some((e) => renamed(e))) return;
    set({ entries: entries.map((e) => renamed(e) ?? e) });
  },
}));

/** Test helper: back to the initial slip. */
export const resetSlip = (): void => useSlip.setState({ ...initial });
