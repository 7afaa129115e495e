import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { queryRows, toArray } from '../../platform/db/raw-sql.ts';
import type { FinalResult } from './feed-api.ts';
import type { Fixture, MatchState } from './simulator/match-state.ts';
import { ProviderOutrightSchema, type ProviderOutright } from './provider-outrights.ts';
import { sportsMatches, sportsOutrights, sportsResults } from './schema.ts';

/**
 * How long a finished or voided match stays known (late settlement, the operator's corrections): a start
 * loads those of this window, and a running catalogue forgets older ones (catalog.prune).
 */
export const KEEP_FINISHED_MS = 2 * 86_400_000;

/** The columns that describe a fixture beyond its identity (id, sport, league): what a provider may correct. */
const describedBy = (f: Fixture) => ({
  league: f.league,
  teamH: f.teamH,
  teamC: f.teamC,
  startTime: f.startTime,
  hot: f.hot,
  ratingH: f.ratingH,
  ratingC: f.ratingC,
  tempo: f.tempo,
});

export const createFeedRepo = (db: Db) => ({
  /**
   * Open matches, those finished in the last two days (late settlement and operator corrections), and every
   * match whose kick-off is recent or ahead whatever its state: the schedule regenerated from the seed
   * names those fixtures again, and one voided or finished early must be known as such, not scheduled anew.
   */
  async loadMatches(now: Date): Promise<{ fixture: Fixture; state: MatchState; savedAt: Date }[]> {
    const since = new Date(now.getTime() - KEEP_FINISHED_MS);
    const rows = await db
      .select()
      .from(sportsMatches)
      .where(
        or(
          inArray(sportsMatches.status, ['pre', 'live', 'break']),
          gt(sportsMatches.updatedAt, since),
          gt(sportsMatches.startTime, since),
        ),
      );
    return rows.map((r) => ({
      fixture: {
        gameId: r.gameId,
        hgid: r.hgid,
        sport: r.sport as Fixture['sport'],
        leagueId: r.leagueId,
        league: r.league,
        teamH: r.teamH,
        teamC: r.teamC,
        startTime: r.startTime,
        hot: r.hot,
        ratingH: r.ratingH,
        ratingC: r.ratingC,
        tempo: r.tempo,
        ...(r.source === 'provider' ? { source: 'provider' as const } : {}),
      },
      state: r.state as MatchState,
      savedAt: r.updatedAt,
    }));
  },

  async insertFixtures(list: { fixture: Fixture; state: MatchState }[], now: Date) {
    for (let i = 0; i < list.length; i += 200) {
      await db
        .insert(sportsMatches)
        .values(
          list.slice(i, i + 200).map(({ fixture: f, state }) => ({
            gameId: f.gameId,
            hgid: f.hgid,
            sport: f.sport,
            leagueId: f.leagueId,
            ...describedBy(f),
            source: f.source ?? 'simulator',
            status: state.status,
            state,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing();
    }
  },

  /**
   * A provider's corrections to known fixtures (names, strengths, openness, hot, a kick-off not reached):
   * the columns of `describedBy`, one statement per 500, as a provider's message may correct thousands.
   */
  async updateFixtures(list: Fixture[], now: Date) {
    for (let i = 0; i < list.length; i += 500) {
      const part = list.slice(i, i + 500);
      const col = (pick: (f: Fixture) => string | number | boolean) => toArray(part.map(pick));
      await queryRows(
        db,
        sql`UPDATE sports_matches AS m
            SET league = x.league, team_h = x.team_h, team_c = x.team_c, start_time = x.start_time, hot = x.hot,
              rating_h = x.rating_h, rating_c = x.rating_c, tempo = x.tempo, updated_at = ${now.toISOString()}::timestamptz
            FROM unnest(${col((f) => f.gameId)}::text[], ${col((f) => f.league)}::text[], ${col((f) => f.teamH)}::text[],
              ${col((f) => f.teamC)}::text[], ${col((f) => f.startTime.toISOString())}::timestamptz[],
              ${col((f) => f.hot)}::boolean[], ${col((f) => f.ratingH)}::real[], ${col((f) => f.ratingC)}::real[],
              ${col((f) => f.tempo)}::real[])
              AS x(game_id, league, team_h, team_c, start_time, hot, rating_h, rating_c, tempo)
            WHERE m.game_id = x.game_id`,
      );
    }
  },

  /** Match states (a live snapshot, a provider's message): one statement per 500 matches. */
  async saveStates(list: { gameId: string; state: MatchState }[], now: Date) {
    for (let i = 0; i < list.length; i += 500) {
      const part = list.slice(i, i + 500);
      await queryRows(
        db,
        sql`UPDATE sports_matches AS m SET status = x.status, state = x.state::jsonb,
              updated_at = ${now.toISOString()}::timestamptz
            FROM unnest(${toArray(part.map((p) => p.gameId))}::text[],
              ${toArray(part.map((p) => p.state.status))}::text[],
              ${toArray(part.map((p) => JSON.stringify(p.state)))}::text[]) AS x(game_id, status, state)
            WHERE m.game_id = x.game_id`,
      );
    }
  },

  /** A provider's outrights as last pushed (the whole outright: contenders, status, winner). */
  async saveOutrights(list: ProviderOutright[], now: Date) {
    for (let i = 0; i < list.length; i += 200) {
      const rows = list.slice(i, i + 200).map((o) => ({
        gameId: o.gameId,
        sport: o.sport,
        leagueId: o.leagueId,
        closeTime: o.closeTime,
        status: o.status,
        outright: { ...o, closeTime: o.closeTime.toISOString() },
        updatedAt: now,
      }));
      await db
        .insert(sportsOutrights)
        .values(rows)
        .onConflictDoUpdate({
          target: sportsOutrights.gameId,
          set: {
            closeTime: sql`excluded.close_time`,
            status: sql`excluded.status`,
            outright: sql`excluded.outright`,
            updatedAt: now,
          },
        });
    }
  },

  /** Outrights still open or closed in the last two days (late results and corrections), as matches. */
  async loadOutrights(now: Date): Promise<ProviderOutright[]> {
    const since = new Date(now.getTime() - KEEP_FINISHED_MS);
    const rows = await db
      .select({ outright: sportsOutrights.outright })
      .from(sportsOutrights)
      .where(or(eq(sportsOutrights.status, 'open'), gt(sportsOutrights.closeTime, since)));
    return rows.map((r) => ProviderOutrightSchema.parse(r.outright));
  },

  /** Stores a result as the next revision (1 for the first); answers the stored result. */
  async writeResult(result: Omit<FinalResult, 'revision'>, now: Date): Promise<FinalResult> {
    const first = { ...result, revision: 1 };
    const rows = await db
      .insert(sportsResults)
      .values({ gameId: result.gameId, revision: 1, result: first, updatedAt: now })
      .onConflictDoUpdate({
        target: sportsResults.gameId,
        set: {
          revision: sql`${sportsResults.revision} + 1`,
          result: sql`jsonb_set(${JSON.stringify(first)}::jsonb, '{revision}', to_jsonb(${sportsResults.revision} + 1))`,
          updatedAt: now,
        },
      })
      .returning({ result: sportsResults.result });
    return rows[0]?.result as FinalResult;
  },

  async resultOf(gameId: string): Promise<FinalResult | null> {
    const rows = await db.select().from(sportsResults).where(eq(sportsResults.gameId, gameId));
    return (rows[0]?.result as FinalResult | undefined) ?? null;
  },

  async decidedIds(): Promise<Set<string>> {
    const rows = await db.select({ id: sportsResults.gameId }).from(sportsResults);
    return new Set(rows.map((r) => r.id));
  },

  async pending(): Promise<FinalResult[]> {
    const rows = await db
      .select()
      .from(sportsResults)
      .where(gt(sportsResults.revision, sportsResults.settledRevision))
      .orderBy(sportsResults.updatedAt);
    return rows.map((r) => r.result as FinalResult);
  },

  async markSettled(gameId: string, revision: number) {
    await db
      .update(sportsResults)
      .set({ settledRevision: sql`greatest(${sportsResults.settledRevision}, ${revision})` })
      .where(and(eq(sportsResults.gameId, gameId)));
  },
});

export type FeedRepo = ReturnType<typeof createFeedRepo>;
