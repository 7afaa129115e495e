import { MAX_SLIP_ENTRIES, type OddsFormat, type PlayCode, type SportCode } from '@qilin/contract';

/**
 * One slip entry with SPEC §3's groups: gameInfo, playInfo, oddInfo, championRate (outrights only),
 * bettingData (confirming state and the ticket id) and isInvalid (series mode, two legs of one game).
 */
export interface SlipEntry {
  /** Unique per selection: the booking game id, play, line and selection. */
  key: string;
  gameInfo: {
    gameId: string;
    hgid: string;
    team_h: string;
    team_c: string;
    league: string;
    gameType: SportCode;
    isLive: boolean;
  };
  /** maxStake: the most one stake may risk on the market (yuan), the slip's clamp limit (SPEC §5). */
  playInfo: {
    w: PlayCode | 'CH';
    line: number | null;
    marketId: string;
    maxStake: string | null;
    /** The least one stake may be (yuan), shown before the player types; absent on entries saved before. */
    minStake?: string | null;
    /** An alternative line (SPEC §9's lower "new handicap" payout cap); absent on entries saved before. */
    newHandicap?: boolean;
  };
  /** `gameId` is the id the bet is booked on: the match's hgid for half-time plays (SPEC §9). */
  oddInfo: {
    r: string;
    gameId: string;
    odds: number;
    /** Not taking bets now: `closed` for good (the market or selection is gone), else for a moment. */
    suspended: boolean;
    closed?: boolean;
    moved: 'up' | 'down' | null;
  };
  championRate: { rtype: string; name: string; title: string } | null;
  bettingData: { active: boolean; ticket_id: string | null };
  isInvalid: boolean;
  /** Order of addition: "turning multiple mode off keeps the most recently added entry". */
  seq: number;
}

export interface SlipState {
  entries: SlipEntry[];
  /** Multiple mode: several selections stay on the slip. */
  multiple: boolean;
  /** Series (parlay) mode: the entries form one parlay. */
  series: boolean;
  oddsType: OddsFormat;
}

export type AddRefusal = 'confirming' | 'limit';
export type ToggleResult = { state: SlipState; refused: AddRefusal | null };

export const isChampion = (e: SlipEntry): boolean => e.championRate !== null;

/** Series mode: every entry whose game appears more than once is invalid (one selection per game). */
export function markInvalid(entries: SlipEntry[], series: boolean): SlipEntry[] {
  const perGame = new Map<string, number>();
  for (const e of entries) perGame.set(e.gameInfo.gameId, (perGame.get(e.gameInfo.gameId) ?? 0) + 1);
  return entries.map((e) => {
    const isInvalid = series && (perGame.get(e.gameInfo.gameId) ?? 0) > 1;
    return e.isInvalid === isInvalid ? e : { ...e, isInvalid };
  });
}

/**
 * SPEC §4 bet slip: a selection toggles; adding is refused while an order is confirming and beyond 10
 * entries; a champion selection clears series mode and every non-champion entry and vice versa; without
 * multiple mode a new selection replaces the slip; outside series mode a second selection of the same game
 * replaces the earlier one; in series mode entries sharing a game are marked invalid.
 */
export function toggleEntry(state: SlipState, entry: SlipEntry): ToggleResult {
  const existing = state.entries.find((e) => e.key === entry.key);
  if (existing) {
    // An entry whose order is being confirmed stays until the answer comes.
    if (existing.bettingData.active) return { state, refused: 'confirming' };
    const entries = markInvalid(
      state.entries.filter((e) => e.key !== entry.key),
      state.series,
    );
    return { state: { ...state, entries }, refused: null };
  }
  if (state.entries.some((e) => e.bettingData.active)) return { state, refused: 'confirming' };

  const champion = isChampion(entry);
  let series = state.series;
  let entries = state.entries.filter((e) => isChampion(e) === champion);
  if (champion) series = false;
  if (!state.multiple) entries = [];
  else if (!series) entries = entries.filter((e) => e.gameInfo.gameId !== entry.gameInfo.gameId);
  entries = [...entries, entry];
  if (entries.length > MAX_SLIP_ENTRIES) return { state, refused: 'limit' };
  return { state: { ...state, series, entries: markInvalid(entries, series) }, refused: null };
}

/**
 * Multiple mode off keeps only the most recently added entry (and ends series mode, which needs several).
 * Entries whose order is still being confirmed stay too: the player follows their outcome there, and they
 * keep blocking new selections until it is known (SPEC §4).
 */
export function setMultiple(state: SlipState, multiple: boolean): SlipState {
  if (multiple) return { ...state, multiple };
  const latest = state.entries.reduce<SlipEntry | null>((a, e) => (a && a.seq > e.seq ? a : e), null);
  const entries = state.entries
    .filter((e) => e === latest || e.bettingData.active)
    .map((e) => ({ ...e, isInvalid: false }));
  return { ...state, multiple, series: false, entries };
}

/**
 * Series mode on: odds type back to Hong Kong, multiple mode on, champion entries leave (they cannot be in
 * a parlay), and entries sharing a game are marked invalid. Off: the marks go.
 */
export function setSeries(state: SlipState, series: boolean): SlipState {
  if (!series) return { ...state, series, entries: markInvalid(state.entries, false) };
  const entries = state.entries.filter((e) => !isChampion(e));
  return { ...state, series, multiple: true, oddsType: 'H', entries: markInvalid(entries, true) };
}

/** Series mode forces Hong Kong odds (SPEC §4); otherwise any type. */
export function setOddsType(state: SlipState, oddsType: OddsFormat): SlipState {
  return state.series ? { ...state, oddsType: 'H' } : { ...state, oddsType };
}

export function removeEntry(state: SlipState, key: string): SlipState {
  const entries = state.entries.filter((e) => e.key !== key);
  return { ...state, entries: markInvalid(entries, state.series) };
}
