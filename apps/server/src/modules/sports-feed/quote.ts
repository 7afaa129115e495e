import { HalfTimePlays, type PlayCode } from '@qilin/contract';
import { betDelaySeconds, isNewHandicapMarket } from '@qilin/sportsbook';
import type { Catalog } from './catalog.ts';
import type { LegRef, Quote } from './feed-api.ts';
import { marketId, PRE_MATCH_ONLY } from './pricing.ts';
import { stakeLimitsFen } from './stake-limits.ts';

const SIDE: Record<string, string> = {
  O: '大',
  U: '小',
  ODD: '单',
  EVEN: '双',
  Y: '是',
  NO: '否',
  N: '和局',
  OTH: '其他比分',
};
const signed = (x: number) => (x > 0 ? `+${x}` : String(x));

const selectionName = (w: PlayCode, r: string, line: number | null, home: string, away: string): string => {
  const prefix = HalfTimePlays.includes(w) ? '半场 ' : '';
  const team = r === 'H' ? home : r === 'C' ? away : null;
  if ((w === 'R' || w === 'HR' || w === 'SR') && team && line !== null)
    return `${prefix}${team} ${signed(r === 'H' ? line : -line)}`;
  if ((w === 'OU' || w === 'HOU' || w === 'SOU') && line !== null) return `${prefix}${SIDE[r] ?? r} ${line}`;
  if (team) return `${prefix}${team}`;
  return `${prefix}${SIDE[r] ?? r}`;
};

export const quoteLeg = (catalog: Catalog, leg: LegRef): Quote => {
  if (leg.w === 'CH') {
    const c = catalog.champion(leg.gameId);
    if (!c) return { ok: false, reason: 'unknown' };
    const option = c.options.find((o) => o.rtype === leg.r);
    if (!option) return { ok: false, reason: 'unknown' };
    if (c.status !== 'open') return { ok: false, reason: 'closed' };
    return {
      ok: true,
      match: null,
      market: null,
      champion: c,
      odds: option.odds,
      selectionName: `${c.title} ${option.name}`,
      sport: c.gameType,
      eventId: c.gameId,
      delaySeconds: 0,
      minStakeFen: stakeLimitsFen('CH', true).min,
      maxStakeFen: stakeLimitsFen('CH', true).max,
      newHandicap: false,
    };
  }
  const e = catalog.resolve(leg.gameId);
  if (!e) return { ok: false, reason: 'unknown' };
  const f = e.fixture;
  const s = e.state;
  if (s.status === 'finished' || s.status === 'void') return { ok: false, reason: 'closed' };
  const half = HalfTimePlays.includes(leg.w);
  // A half-time play is the half's (hgid), every other play the match's (gameId), as the lists show them:
  // a leg that names the other id would be booked under it and show the other period's score when settled.
  const owner = half ? f.hgid : f.gameId;
  if (leg.gameId !== owner) return { ok: false, reason: 'unknown' };
  const id = marketId(owner, leg.w, leg.line);
  const market = e.markets.find((m) => m.id === id);
  if (!market) {
    // A play the match offers (or offered) at another line or before kick-off: closed; otherwise unknown.
    const offered =
      e.markets.some((m) => m.w === leg.w) ||
      (s.status !== 'pre' && (PRE_MATCH_ONLY.includes(leg.w) || half));
    return { ok: false, reason: offered ? 'closed' : 'unknown' };
  }
  const sel = market.selections.find((x) => x.r === leg.r);
  if (!sel) return { ok: false, reason: 'unknown' };
  if (market.status === 'suspended') return { ok: false, reason: 'suspended' };
  if (market.status === 'closed') return { ok: false, reason: 'closed' };
  const live = s.status !== 'pre';
  const limits = stakeLimitsFen(leg.w, market.main);
  return {
    ok: true,
    match: catalog.view(e, false),
    market,
    champion: null,
    odds: sel.odds,
    selectionName: selectionName(leg.w, leg.r, leg.line, f.teamH, f.teamC),
    sport: f.sport,
    eventId: f.gameId,
    delaySeconds: betDelaySeconds(f.sport, live),
    minStakeFen: limits.min,
    maxStakeFen: limits.max,
    newHandicap: isNewHandicapMarket(market),
  };
};
