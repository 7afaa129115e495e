import { useSyncExternalStore } from 'react';
import type { Market, Match, MatchDelta } from '@qilin/contract';

/** A price move of one selection, remembered ~3 s for the green/red flash. */
export interface PriceMove {
  dir: 'up' | 'down';
  at: number;
}
export const FLASH_MS = 3_000;

type Listener = () => void;

/**
 * Live matches by gameId, with one listener set per match: a delta re-renders only the rows of the matches
 * it touches (DESIGN §8: no whole-list re-render per delta, no long task while odds stream).
 */
export class MatchStore {
  private readonly matches = new Map<string, Match>();
  private readonly moves = new Map<string, PriceMove>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly marketListeners = new Set<(m: Market) => void>();
  private readonly matchListeners = new Set<(m: Match) => void>();

  get(gameId: string): Match | undefined {
    return this.matches.get(gameId);
  }

  /** The flash of a selection (`${marketId}|${r}`), if it moved within FLASH_MS of `now`. */
  move(marketId: string, r: string, now: number): PriceMove | undefined {
    const m = this.moves.get(`${marketId}|${r}`);
    return m && now - m.at < FLASH_MS ? m : undefined;
  }

  subscribe(gameId: string, fn: Listener): () => void {
    let set = this.listeners.get(gameId);
    if (!set) this.listeners.set(gameId, (set = new Set()));
    set.add(fn);
    return () => set.delete(fn);
  }

  /** Every market change (the slip follows prices of its entries). */
  onMarket(fn: (m: Market) => void): () => void {
    this.marketListeners.add(fn);
    return () => this.marketListeners.delete(fn);
  }

  /** Every whole match put in the store (the slip follows names, which change with the language). */
  onMatch(fn: (m: Match) => void): () => void {
    this.matchListeners.add(fn);
    return () => this.matchListeners.delete(fn);
  }

  private notify(gameId: string): void {
    for (const fn of this.listeners.get(gameId) ?? []) fn();
  }

  /** Whole matches (a list answer, a detail answer or a socket snapshot). Detail markets are kept. */
  put(list: readonly Match[], now = Date.now()): void {
    for (const m of list) {
      const old = this.matches.get(m.gameId);
      if (old) this.recordMoves(old.markets, m.markets, now);
      // A list answer carries main markets only: keep the detail's other markets of an open match.
      const extra = old ? old.markets.filter((x) => !m.markets.some((y) => y.id === x.id) && !x.main) : [];
      this.matches.set(m.gameId, { ...m, markets: [...m.markets, ...extra] });
      this.notify(m.gameId);
      for (const mk of m.markets) for (const fn of this.marketListeners) fn(mk);
      for (const fn of this.matchListeners) fn(m);
    }
  }

  /** One socket delta: changed fields, whole markets, removed markets, or the match leaving. */
  apply(changes: readonly MatchDelta[], now = Date.now()): void {
    for (const c of changes) {
      const old = this.matches.get(c.gameId);
      if (!old) continue;
      if (c.removed) {
        this.matches.set(c.gameId, {
          ...old,
          gameStatus: old.gameStatus === 'void' ? 'void' : 'finished',
          markets: [],
        });
        this.notify(c.gameId);
        this.closed(old.markets);
        continue;
      }
      const { markets, removedMarkets, removed: _removed, ...fields } = c;
      let list = old.markets;
      if (markets?.length) {
        this.recordMoves(old.markets, markets, now);
        const byId = new Map(markets.map((m) => [m.id, m]));
        list = list.map((m) => byId.get(m.id) ?? m);
        for (const m of markets) if (!old.markets.some((x) => x.id === m.id)) list.push(m);
        for (const m of markets) for (const fn of this.marketListeners) fn(m);
      }
      const gone = removedMarkets?.length ? list.filter((m) => removedMarkets.includes(m.id)) : [];
      if (gone.length) list = list.filter((m) => !removedMarkets!.includes(m.id));
      this.matches.set(c.gameId, { ...old, ...stripUndefined(fields), markets: list });
      this.notify(c.gameId);
      this.closed(gone);
    }
  }

  /**
   * Markets that left the feed are closed for good: the slip marks its entries on them (盘口已关闭) instead of
   * showing their last price as if it could still be taken until placement refuses it.
   */
  private closed(markets: readonly Market[]): void {
    for (const m of markets) {
      const closed: Market = { ...m, status: 'closed' };
      for (const fn of this.marketListeners) fn(closed);
    }
  }

  private recordMoves(before: readonly Market[], after: readonly Market[], now: number): void {
    for (const m of after) {
      const prev = before.find((x) => x.id === m.id);
      if (!prev) continue;
      for (const s of m.selections) {
        const p = prev.selections.find((x) => x.r === s.r);
        if (p && p.odds !== s.odds)
          this.moves.set(`${m.id}|${s.r}`, { dir: s.odds > p.odds ? 'up' : 'down', at: now });
      }
    }
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The one store of the sport page. */
export const matchStore = new MatchStore();

/** A row's match, re-rendering only when that match changes. */
export function useLiveMatch(gameId: string): Match | undefined {
  return useSyncExternalStore(
    (fn) => matchStore.subscribe(gameId, fn),
    () => matchStore.get(gameId),
  );
}
