import { SportCodeSchema, type ChampionMarket, type FeedOutright } from '@qilin/contract';
import { priceOutright, voidCodeOf, voidReasonText } from '@qilin/sportsbook';
import { z } from 'zod';
import { OUTRIGHT_MARGIN_PCT } from './champions.ts';
import type { FinalResult } from './feed-api.ts';
import { leagueById } from './simulator/leagues.ts';
import { stakeLimitsYuan } from './stake-limits.ts';

/**
 * A real provider's outright as the catalogue holds it, the database stores it (JSON) and the state relay
 * carries it (feed:push): one schema reads it back from both.
 */
export const ProviderOutrightSchema = z.object({
  gameId: z.string(),
  sport: SportCodeSchema,
  leagueId: z.string(),
  league: z.string(),
  title: z.string(),
  closeTime: z.coerce.date(),
  options: z.array(z.object({ rtype: z.string(), name: z.string(), strength: z.number() })),
  status: z.enum(['open', 'finished', 'void']),
  winner: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type ProviderOutright = z.infer<typeof ProviderOutrightSchema>;

export const providerOutrightOf = (o: FeedOutright): ProviderOutright => {
  const league = o.league ?? leagueById(o.leagueId)?.name ?? o.leagueId;
  return {
    gameId: o.gameId,
    sport: o.sport,
    leagueId: o.leagueId,
    league,
    title: o.title ?? `${league} 冠军`,
    closeTime: new Date(o.closeTime),
    options: o.options.map(({ rtype, name, strength }) => ({ rtype, name, strength })),
    status: o.status,
    winner: o.status === 'finished' ? (o.winner ?? null) : null,
    voidReason: o.status === 'void' ? (o.voidReason ?? voidReasonText('DZ', 'zh-CN')) : null,
  };
};

const pricedOdds = new WeakMap<ProviderOutright, number[]>();
const priceOnce = (o: ProviderOutright): number[] => {
  const odds = priceOutright(
    o.options.map((x) => ({ id: x.rtype, strength: x.strength })),
    OUTRIGHT_MARGIN_PCT,
  ).map((p) => p.odds);
  pricedOdds.set(o, odds);
  return odds;
};

/**
 * The market the page lists and bets are quoted on: our own outright prices on the provider's strengths,
 * open until it closes or is decided.
 */
export const outrightMarket = (o: ProviderOutright, at: Date): ChampionMarket => {
  // Every match list answers the champion count: an outright is priced once, not per request (a message
  // replaces the object, so a new one is priced anew).
  const odds = pricedOdds.get(o) ?? priceOnce(o);
  return {
    gameId: o.gameId,
    gameType: o.sport,
    league_id: o.leagueId,
    league: o.league,
    title: o.title,
    closeTime: o.closeTime.toISOString(),
    status: o.status === 'open' && at < o.closeTime ? 'open' : 'closed',
    ...stakeLimitsYuan('CH', true),
    options: o.options.map((x, i) => ({ rtype: x.rtype, name: x.name, odds: odds[i] ?? 1.01 })),
  };
};

/**
 * What a change of an outright publishes for settlement: its winner, its cancellation, or (back from a
 * void) its bets open again; null when nothing about its result changed.
 */
export const outrightResult = (
  was: ProviderOutright | undefined,
  next: ProviderOutright,
): Omit<FinalResult, 'revision'> | null => {
  const base = {
    gameId: next.gameId,
    hgid: null,
    sport: next.sport,
    ft: [0, 0] as const,
    ht: null,
    sets: [],
  };
  const none = { winner: null, voidCode: null, voidReason: null };
  if (next.status === 'finished' && (was?.status !== 'finished' || was.winner !== next.winner))
    return { ...base, ...none, status: 'finished', winner: next.winner };
  if (next.status === 'void' && was?.status !== 'void')
    return {
      ...base,
      ...none,
      status: 'void',
      voidCode: voidCodeOf(next.voidReason ?? ''),
      voidReason: next.voidReason,
    };
  if (next.status === 'open' && was && was.status !== 'open') return { ...base, ...none, status: 'restored' };
  return null;
};
