import type { SportCode } from '@qilin/contract';
import { LEAGUES, teamRating, type LeagueDef } from './leagues.ts';
import type { Fixture } from './match-state.ts';
import { createRng, hashSeed } from './rng.ts';

const DAY_MS = 86_400_000;
const SHANGHAI_MS = 8 * 3_600_000;
/** Days of fixtures kept ahead: today and the early market's six days after it. */
export const DAYS_AHEAD = 6;

/** YYYY-MM-DD of the Asia/Shanghai day (no DST there, so a fixed +8 h is exact). */
export const shanghaiDate = (at: Date): string =>
  new Date(at.getTime() + SHANGHAI_MS).toISOString().slice(0, 10);
/**
 * The betting day a moment belongs to: noon to noon, Asia/Shanghai, as Crown-style books count it. The
 * night's European matches (kick-offs up to ~04:00) are the evening's 今日 business, and 今日 never runs
 * empty late in the evening; the next betting day's matches are 早盘 until noon.
 */
export const bettingDay = (at: Date): string =>
  new Date(at.getTime() + SHANGHAI_MS - DAY_MS / 2).toISOString().slice(0, 10);
/** 00:00 Asia/Shanghai of the given day. */
export const shanghaiMidnight = (date: string): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) - SHANGHAI_MS);
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A 9-digit game id from a seed text; half-time plays use gameId + 900000000 (10 digits, never clashes). */
export const gameIdFor = (text: string, taken: (id: string) => boolean): string => {
  let n = 100_000_000 + (hashSeed(text) % 900_000_000);
  while (taken(String(n))) n = n >= 999_999_999 ? 100_000_000 : n + 1;
  return String(n);
};
export const hgidOf = (gameId: string): string => String(Number(gameId) + 900_000_000);

const fixtureFor = (
  league: LeagueDef,
  seedText: string,
  start: Date,
  home: string,
  away: string,
  taken: (id: string) => boolean,
  hot: boolean,
): Fixture => {
  const gameId = gameIdFor(seedText, taken);
  return {
    gameId,
    hgid: hgidOf(gameId),
    sport: league.sport,
    leagueId: league.id,
    league: league.name,
    teamH: home,
    teamC: away,
    startTime: start,
    hot,
    ratingH: teamRating(league, home),
    ratingC: teamRating(league, away),
  };
};

/**
 * A league's fixtures of one betting day (noon to noon, Asia/Shanghai), the same for the same seed: teams
 * paired from a seeded shuffle, kick-offs on the quarter hour within the league's window (leagues.ts).
 */
export const dayFixtures = (
  seed: string,
  league: LeagueDef,
  date: string,
  taken: (id: string) => boolean,
): Fixture[] => {
  const rng = createRng(`${seed}:${league.id}:${date}`);
  const teams = [...league.teams];
  for (let i = teams.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [teams[i], teams[j]] = [teams[j] as string, teams[i] as string];
  }
  const midnight = shanghaiMidnight(date).getTime();
  const out: Fixture[] = [];
  const mine = new Set<string>();
  const used = (id: string) => taken(id) || mine.has(id);
  for (let n = 0; n < league.perDay && 2 * n + 1 < teams.length; n += 1) {
    const home = teams[2 * n] as string;
    const away = teams[2 * n + 1] as string;
    const [from, to] = league.kickoffs;
    const quarters = Math.max(0, Math.floor((to - from) * 4));
    const start = new Date(midnight + (from * 60 + rng.int(0, quarters) * 15) * 60_000);
    const hot = teamRating(league, home) + teamRating(league, away) > 1.5 || rng.next() < 0.05;
    const f = fixtureFor(league, `${seed}:${league.id}:${date}:${n}`, start, home, away, used, hot);
    mine.add(f.gameId);
    out.push(f);
  }
  return out;
};

/**
 * A match kicking off now, so every sport always has something in play (dev and demos): the league
 * and teams come from the seed and the time slot, so the same slot gives the same match.
 */
export const liveFiller = (
  seed: string,
  sport: SportCode,
  slot: string,
  start: Date,
  taken: (id: string) => boolean,
): Fixture | null => {
  const leagues = LEAGUES.filter((l) => l.sport === sport);
  if (leagues.length === 0) return null;
  const rng = createRng(`${seed}:live:${sport}:${slot}`);
  const league = rng.pick(leagues);
  const h = rng.int(0, league.teams.length - 1);
  let a = rng.int(0, league.teams.length - 2);
  if (a >= h) a += 1;
  return fixtureFor(
    league,
    `${seed}:live:${sport}:${slot}`,
    start,
    league.teams[h] as string,
    league.teams[a] as string,
    taken,
    rng.next() < 0.3,
  );
};
