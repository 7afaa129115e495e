import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Fixtures with their latest live snapshot: a restart keeps the same gameIds, teams and kick-offs and
 * resumes live matches from `state` (score, period, clock).
 */
export const sportsMatches = pgTable(
  'sports_matches',
  {
    gameId: text('game_id').primaryKey(),
    hgid: text('hgid').notNull().unique(),
    sport: text('sport').notNull(),
    leagueId: text('league_id').notNull(),
    league: text('league').notNull(),
    teamH: text('team_h').notNull(),
    teamC: text('team_c').notNull(),
    startTime: ts('start_time').notNull(),
    hot: boolean('hot').notNull().default(false),
    ratingH: real('rating_h').notNull(),
    ratingC: real('rating_c').notNull(),
    tempo: real('tempo').notNull().default(1),
    /** 'simulator', or 'provider' for a real provider's match (feed:push), which the simulator leaves alone. */
    source: text('source').notNull().default('simulator'),
    status: text('status').notNull().default('pre'),
    state: jsonb('state').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('sports_matches_status').on(t.status, t.startTime),
    check('sports_matches_status_check', sql`${t.status} in ('pre', 'live', 'break', 'finished', 'void')`),
  ],
);

/**
 * Results of matches and outrights: each correction bumps `revision`; settlement records the revision it
 * has settled in `settled_revision`, so a restart re-offers what is newer.
 */
export const sportsResults = pgTable(
  'sports_results',
  {
    gameId: text('game_id').primaryKey(),
    revision: integer('revision').notNull(),
    result: jsonb('result').notNull(),
    settledRevision: integer('settled_revision').notNull().default(0),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('sports_results_pending').on(t.settledRevision, t.revision)],
);

/**
 * A real provider's outrights (feed:push): the contenders with their strengths, the status and the winner,
 * as the catalogue holds them (provider-outrights.ts). The simulator's outrights are computed from the date
 * and never stored.
 */
export const sportsOutrights = pgTable(
  'sports_outrights',
  {
    gameId: text('game_id').primaryKey(),
    sport: text('sport').notNull(),
    leagueId: text('league_id').notNull(),
    closeTime: ts('close_time').notNull(),
    status: text('status').notNull(),
    outright: jsonb('outright').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('sports_outrights_close').on(t.closeTime),
    check('sports_outrights_status_check', sql`${t.status} in ('open', 'finished', 'void')`),
  ],
);
