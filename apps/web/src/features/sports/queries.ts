import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  OtherSports,
  SportCodeSchema,
  yuanToFen,
  type PayoutLimits,
  type SportCode,
  type SportFilter,
} from '@qilin/contract';
import type { PayoutCaps } from '@qilin/sportsbook';
import { useSession } from '../../shared/session/index.ts';
import { resource } from './api.ts';
import { isChampionMarket, type SportsFilters } from './filters.ts';
import { matchStore } from './live/match-store.ts';
import { sportsSocket } from './live/sports-socket.ts';
import { useVenueSession } from './venue-session.ts';

/** Server state of the sport page, keyed by member so a second login never sees the first one's bets. */
const useKeyBase = () => {
  const userId = useSession((s) => (s.token ? s.userId : null));
  const ready = useVenueSession((s) => s.launch !== null);
  return { base: ['sports', userId ?? ''] as const, enabled: Boolean(userId) && ready };
};

const listParams = (f: SportsFilters) => ({
  gameType: f.sport,
  showType: f.market,
  ...(f.market === 'FU' && f.date ? { date: f.date } : {}),
  preset: f.preset,
  ...(f.leagueIds.length ? { leagueIds: f.leagueIds } : {}),
});

export function useEarlyDates() {
  const { base, enabled } = useKeyBase();
  return useQuery({
    queryKey: [...base, 'earlyDates'],
    queryFn: () => resource('earlyDates', {}),
    enabled,
    staleTime: 5 * 60_000,
  });
}

const capsInFen = (l: PayoutLimits): PayoutCaps => ({
  memberDaily: yuanToFen(l.memberDaily),
  sports: Object.fromEntries(
    Object.entries(l.sports).map(([sport, yuan]) => [sport, yuanToFen(yuan)]),
  ) as PayoutCaps['sports'],
  newHandicap: yuanToFen(l.newHandicap),
});

/** SPEC §9's payout caps in fen for the slip's win (they move only with the platform's dollar rate). */
export function usePayoutCaps(): PayoutCaps | null {
  const { base, enabled } = useKeyBase();
  const query = useQuery({
    queryKey: [...base, 'payoutLimits'],
    queryFn: () => resource('payoutLimits', {}),
    enabled,
    staleTime: 30 * 60_000,
    select: capsInFen,
  });
  return query.data ?? null;
}

export function useLeagues(f: SportsFilters) {
  const { base, enabled } = useKeyBase();
  const params = { ...listParams(f), leagueIds: undefined };
  return useQuery({
    queryKey: [...base, 'leagues', params],
    queryFn: () => resource('leagues', params),
    enabled: enabled && !isChampionMarket(f.market),
    // Refreshed with the list whenever the filters change (SPEC §4), like the list itself.
    staleTime: 0,
  });
}

/** The socket channels of a sport filter: ALL is every sport, OP the sports grouped under "other". */
export function channelsOf(sport: SportFilter): string[] {
  const codes: readonly SportCode[] =
    sport === 'ALL'
      ? SportCodeSchema.options
      : sport === 'OP'
        ? OtherSports
        : sport === 'FS'
          ? []
          : [sport as SportCode];
  return codes.map((c) => `sport:${c}`);
}

/**
 * The match list of the filters. Its matches go into the live store; the socket continues each sport
 * channel from the answer's offset, so the rows update in place without refetching.
 */
export function useMatchList(f: SportsFilters) {
  const { base, enabled } = useKeyBase();
  const params = listParams(f);
  const query = useQuery({
    queryKey: [...base, 'matches', params],
    queryFn: async () => {
      const answer = await resource('matches', params);
      matchStore.put(answer.leagues.flatMap((l) => l.matches));
      for (const ch of channelsOf(f.sport))
        sportsSocket.seed(ch, { epoch: answer.epoch, offset: answer.offset });
      return answer;
    },
    enabled: enabled && !isChampionMarket(f.market),
    placeholderData: keepPreviousData,
    // SPEC §4: switching sport, market type or date refreshes the list. A list seen before shows at once
    // from the cache and is fetched again behind it (a match may have gone in play meanwhile). While the
    // filters stay, the socket keeps rows fresh and a slow refetch brings matches that entered the list.
    staleTime: 0,
    refetchInterval: 120_000,
  });
  const channels = channelsOf(f.sport).join(',');
  const live = enabled && f.market !== 'FU';
  useEffect(() => {
    if (!live || !channels) return;
    const stops = channels.split(',').map((c) => sportsSocket.watch(c));
    return () => stops.forEach((stop) => stop());
  }, [channels, live]);
  return query;
}

export function useChampions(f: SportsFilters) {
  const { base, enabled } = useKeyBase();
  const params = { gameType: 'ALL' as const, showType: f.market };
  return useQuery({
    queryKey: [...base, 'champions', params],
    queryFn: () => resource('champions', params),
    enabled: enabled && isChampionMarket(f.market),
    staleTime: 0,
  });
}

/** Every market of one match, followed live on `match:<gameId>` while the detail is open. */
export function useMatchDetail(gameId: string | null) {
  const { base, enabled } = useKeyBase();
  const query = useQuery({
    queryKey: [...base, 'detail', gameId],
    queryFn: async () => {
      const m = await resource('matchDetail', { gameId: gameId ?? '' });
      matchStore.put([m]);
      return m;
    },
    enabled: enabled && gameId !== null,
  });
  useEffect(() => {
    if (!gameId || !enabled) return;
    return sportsSocket.watch(`match:${gameId}`);
  }, [gameId, enabled]);
  return query;
}

export function useOpenBets() {
  const { base, enabled } = useKeyBase();
  return useQuery({
    queryKey: [...base, 'openBets'],
    queryFn: () => resource('openBets', {}),
    enabled,
    refetchInterval: 10_000,
  });
}
