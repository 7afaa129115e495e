import { stakeLimitsYuan } from './stake-limits.ts';
import { siteDayStart, type ChampionMarket } from '@qilin/contract';
import { priceOutright } from '@qilin/sportsbook';
import { FORM_SWING } from './simulator/fixtures.ts';
import { LEAGUES, teamRating, type LeagueDef } from './simulator/leagues.ts';
import { createRng, secureRandom } from './simulator/rng.ts';

const DAY_MS = 86_400_000;
/** Outright overround in percent (power method: most of it on the long shots). */
export const OUTRIGHT_MARGIN_PCT = 20;
const OPTIONS = 8;

/**
 * Outrights: each league runs back-to-back "competitions" of 1, 3, 5 or 7 days (by its place in the
 * list), so some close today (FSFT) and some later (FSFU) on any day. A competition is decided when it
 * closes. Ids are `FS<league><cycle>`, the same for every run.
 */
const cycleDays = (index: number) => 1 + (index % 4) * 2;
const epochDay = (at: Date) => Math.floor(siteDayStart(at).getTime() / DAY_MS + 0.5);

const contenders = (league: LeagueDef) => league.teams.slice(0, OPTIONS);

/**
 * Each contender's strength in one competition: its table place, moved by the form it brings to that
 * competition (seeded by the outright's id, so every instance and restart agrees). Without the form every
 * league of eight or more teams offered the same eight prices, and every competition of a league too.
 */
const strengths = (league: LeagueDef, gameId: string): number[] => {
  const rng = createRng(`${gameId}:form`);
  return contenders(league).map((team) => {
    const rating = teamRating(league, team) + (rng.next() - 0.5) * 2 * FORM_SWING;
    return Math.pow(Math.min(1, Math.max(0, rating)), 4) + 0.01;
  });
};

const outright = (league: LeagueDef, index: number, cycle: number, at: Date): ChampionMarket => {
  const days = cycleDays(index);
  const closeDay = (cycle + 1) * days - 1;
  const closeTime = new Date(siteDayStart(new Date(closeDay * DAY_MS)).getTime() + DAY_MS - 60_000);
  const gameId = `FS${league.id}${cycle}`;
  const teams = contenders(league);
  const weights = strengths(league, gameId);
  const odds = priceOutright(
    teams.map((_, i) => ({ id: `C${i + 1}`, strength: weights[i] ?? 0.01 })),
    OUTRIGHT_MARGIN_PCT,
  ).map((o) => o.odds);
  return {
    gameId,
    gameType: league.sport,
    league_id: league.id,
    league: league.name,
    title: `${league.name} 冠军`,
    closeTime: closeTime.toISOString(),
    status: at < closeTime ? 'open' : 'closed',
    ...stakeLimitsYuan('CH', true),
    options: teams.map((name, i) => ({ rtype: `C${i + 1}`, name, odds: odds[i] ?? 1.01 })),
  };
};

/** The outrights running at `at` (one per league). */
export const championsAt = (at: Date): ChampionMarket[] =>
  LEAGUES.map((league, i) => outright(league, i, Math.floor(epochDay(at) / cycleDays(i)), at));

/** The outrights that closed in the last `days` days before `at` (to be decided). */
export const closedChampions = (at: Date, days = 2): ChampionMarket[] => {
  const out: ChampionMarket[] = [];
  LEAGUES.forEach((league, i) => {
    const current = Math.floor(epochDay(at) / cycleDays(i));
    for (let c = current - 1; c >= 0 && (current - c) * cycleDays(i) <= days + cycleDays(i); c -= 1) {
      const m = outright(league, i, c, at);
      if (m.status === 'closed') out.push(m);
      if ((current - c) * cycleDays(i) > days) break;
    }
  });
  return out;
};

/** Finds an outright by id, current or past (quotes and operator commands). */
export const championById = (id: string, at: Date): ChampionMarket | null => {
  const index = LEAGUES.findIndex(
    (l) => id.startsWith(`FS${l.id}`) && /^\d+$/.test(id.slice(l.id.length + 2)),
  );
  const league = LEAGUES[index];
  if (!league) return null;
  return outright(league, index, Number(id.slice(league.id.length + 2)), at);
};

/**
 * The winner drawn in proportion to the strengths it was priced on, when the outright closes. The draw is
 * the system's own randomness (it was seeded by the outright's id, so anyone with the code knew every
 * winner in advance); it is drawn once and published as the result, which is what a restart reads.
 */
export const drawWinner = (market: ChampionMarket, random: () => number = secureRandom): string => {
  const league = LEAGUES.find((l) => l.id === market.league_id);
  const weights = league ? strengths(league, market.gameId) : market.options.map(() => 1);
  let x = random() * weights.reduce((s, w) => s + w, 0);
  for (let i = 0; i < weights.length; i += 1) {
    x -= weights[i] ?? 0;
    if (x <= 0) return market.options[i]?.rtype ?? 'C1';
  }
  return market.options[0]?.rtype ?? 'C1';
};
