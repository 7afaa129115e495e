import { HalfTimePlays, type ChampionMarket, type Market, type Match } from '@qilin/contract';
import { isNewHandicapMarket } from '@qilin/sportsbook';
import type { SlipEntry } from './slip-rules.ts';

let seq = 0;

/** SPEC §9: half-time plays are booked on the match's alternate game id (hgid). */
export const bookingGameId = (match: Pick<Match, 'gameId' | 'hgid'>, market: Pick<Market, 'w'>): string =>
  HalfTimePlays.includes(market.w) ? match.hgid : match.gameId;

export const selectionKey = (bookId: string, market: Pick<Market, 'w' | 'line'>, r: string): string =>
  `${bookId}:${market.w}:${market.line ?? ''}:${r}`;

/** A slip entry for a selection of a match market. */
export function matchEntry(match: Match, market: Market, r: string): SlipEntry | null {
  const sel = market.selections.find((s) => s.r === r);
  if (!sel) return null;
  const bookId = bookingGameId(match, market);
  return {
    key: selectionKey(bookId, market, r),
    gameInfo: {
      gameId: match.gameId,
      hgid: match.hgid,
      team_h: match.team_h,
      team_c: match.team_c,
      league: match.league,
      gameType: match.gameType,
      isLive: match.isLive,
    },
    playInfo: {
      w: market.w,
      line: market.line,
      marketId: market.id,
      maxStake: market.maxStake,
      minStake: market.minStake,
      newHandicap: isNewHandicapMarket(market),
    },
    oddInfo: {
      r,
      gameId: bookId,
      odds: sel.odds,
      suspended: market.status !== 'open',
      closed: market.status === 'closed',
      moved: null,
    },
    championRate: null,
    bettingData: { active: false, ticket_id: null },
    isInvalid: false,
    seq: ++seq,
  };
}

/** A slip entry for an outright option (SPEC §3 championRate.rtype). */
export function championEntry(market: ChampionMarket, rtype: string): SlipEntry | null {
  const opt = market.options.find((o) => o.rtype === rtype);
  if (!opt) return null;
  return {
    key: `${market.gameId}:CH::${rtype}`,
    gameInfo: {
      gameId: market.gameId,
      hgid: market.gameId,
      team_h: market.title,
      team_c: '',
      league: market.league,
      gameType: market.gameType,
      isLive: false,
    },
    playInfo: {
      w: 'CH',
      line: null,
      marketId: market.gameId,
      maxStake: market.maxStake,
      minStake: market.minStake,
    },
    oddInfo: {
      r: rtype,
      gameId: market.gameId,
      odds: opt.odds,
      suspended: market.status !== 'open',
      closed: market.status === 'closed',
      moved: null,
    },
    championRate: { rtype, name: opt.name, title: market.title },
    bettingData: { active: false, ticket_id: null },
    isInvalid: false,
    seq: ++seq,
  };
}
