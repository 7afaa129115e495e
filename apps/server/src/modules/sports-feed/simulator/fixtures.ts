import { siteDate, siteMidnight, type SportCode } from '@qilin/contract';
import { LEAGUES, teamRating, type LeagueDef } from './leagues.ts';
import type { Fixture } from './match-state.ts';
import { createRng, hashSeed } from './rng.ts';

const HALF_DAY_MS = 43_200_000;
/** Days of fixtures kept ahead: today and the early market's six days after it. */
export const DAYS_AHEAD = 6;
/** A side's rating moves by up to this on the day (ratings run 0.15-1 down a table). */
export const FORM_SWING = 0.06;
/** A match's expected total is the sport's average within this share either way. */
const TEMPO_SWING = 0.1;

/**
 * The betting day a moment belongs to: noon to noon, Asia/Shanghai, as Crown-style books count it. The
 * night's European matches (kick-offs up to ~04:00) are the evening's 今日 business, and 今日 never runs
 * empty late in the evening; the next betting day's matches are 早盘 until noon.
 */
export const bettingDay = (at: Date): string => siteDate(new Date(at.getTime() - HALF_DAY_MS));

/** What makes two fixtures the same match, whatever their ids. */
export type FixtureKey = Pick<Fixture, 'leagueId' | 'teamH' | 'teamC' | 'startTime'>;

/**
 * Whether an id is held by another match. The schedule is regenerated from the seed on every start, so
 * an id held by the very match being generated (restored from the database) is not taken: the match
 * keeps its id and is recognised as already scheduled.
 */
export type IdTaken = (id: string, candidate: FixtureKey) => boolean;

export const sameFixture = (a: FixtureKey, b: FixtureKey): boolean =>
  a.leagueId === b.leagueId &&
  a.teamH === b.teamH &&
  a.teamC === b.teamC &&
  a.startTime.getTime() === b.startTime.getTime();

/** A 9-digit game id from a seed text; half-time plays use gameId + 900000000 (10 digits, never clashes). */
export const gameIdFor = (text: string, candidate: FixtureKey, taken: IdTaken): string => {
  let n = 100_000_000 + (hashSeed(text) % 900_000_000);
  while (taken(String(n), candidate)) n = n >= 999_999_999 ? 100_000_000 : n + 1;
  return String(n);
};
export const hgidOf = (gameId: string): string => String(Number(gameId) + 900_000_000);

const fixtureFor = (
  league: LeagueDef,
  seedText: string,
  start: Date,
  home: string,
  away: string,
  taken: IdTaken,
  hot: boolean,
): Fixture => {
  const gameId = gameIdFor(
    seedText,
    { leagueId: league.id, teamH: home, teamC: away, startTime: start },
    taken,
  );
  // The day's form and the game's openness: without them every pairing of the same table places priced
  // the same in every league, and every football match offered 2.5 goals at the same prices.
  const rng = createRng(`${seedText}:${home}:${away}:form`);
  const form = () => (rng.next() - 0.5) * 2 * FORM_SWING;
  const rated = (team: string) => Math.min(1, Math.max(0, teamRating(league, team) + form()));
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
    ratingH: rated(home),
    ratingC: rated(away),
    tempo: 1 + (rng.next() - 0.5) * 2 * TEMPO_SWING,
  };
};

/**
 * A league's fixtures of one betting day (noon to noon, Asia/Shanghai), the same for the same seed: teams
 * paired from a seeded shuffle, kick-offs on the quarter hour within the league's window (leagues.ts).
 */
export const dayFixtures = (seed: string, league: LeagueDef, date: string, taken: IdTaken): Fixture[] => {
  const rng = createRng(`${seed}:${league.id}:${date}`);
  const teams = [...league.teams];
  for (let i = teams.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [teams[i], teams[j]] = [teams[j] as string, teams[i] as string];
  }
  const midnight = siteMidnight(date).getTime();
  const out: Fixture[] = [];
  const mine = new Set<string>();
  const used: IdTaken = (id, candidate) => mine.has(id) || taken(id, candidate);
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
  taken: IdTaken,
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
