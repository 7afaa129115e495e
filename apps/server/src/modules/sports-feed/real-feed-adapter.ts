import { GameStatusSchema, SportCodeSchema } from '@qilin/contract';
import { z } from 'zod';
import type { Catalog, Entry } from './catalog.ts';
import { hgidOf } from './simulator/fixtures.ts';
import { leagueById } from './simulator/leagues.ts';
import { newState } from './simulator/match-state.ts';

/**
 * The JSON a real data provider's bridge posts to the feed (documented in docs/decisions.md, "Sports
 * feed"): fixtures with strengths, the running score and clock, and the status. Prices come from our own
 * models (pricing.ts) on those strengths, exactly as for the simulator's matches.
 */
export const RealFeedSchema = z.object({
  matches: z
    .array(
      z.object({
        gameId: z.string().regex(/^\d{9}$/),
        sport: SportCodeSchema,
        leagueId: z.string().min(1).max(20),
        league: z.string().min(1).max(60).optional(),
        teamH: z.string().min(1).max(60),
        teamC: z.string().min(1).max(60),
        startTime: z.iso.datetime({ offset: true }),
        /** Strengths in [0, 1]; 0.5 each when the provider gives none. */
        ratingH: z.number().min(0).max(1).default(0.5),
        ratingC: z.number().min(0).max(1).default(0.5),
        hot: z.boolean().default(false),
        status: GameStatusSchema.default('pre'),
        score: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
        /** Period (half, quarter, set, inning) and game seconds into it. */
        period: z.number().int().min(0).optional(),
        elapsed: z.number().min(0).optional(),
        htScore: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
      }),
    )
    .max(5000),
});
export type RealFeed = z.infer<typeof RealFeedSchema>;

/** Applies a provider message; answers the matches that finished with it (the caller publishes results). */
export const applyRealFeed = (catalog: Catalog, input: unknown): Entry[] => {
  const feed = RealFeedSchema.parse(input);
  const finished: Entry[] = [];
  for (const m of feed.matches) {
    let e = catalog.entries.get(m.gameId);
    if (!e) {
      e = catalog.add(
        {
          gameId: m.gameId,
          hgid: hgidOf(m.gameId),
          sport: m.sport,
          leagueId: m.leagueId,
          league: m.league ?? leagueById(m.leagueId)?.name ?? m.leagueId,
          teamH: m.teamH,
          teamC: m.teamC,
          startTime: new Date(m.startTime),
          hot: m.hot,
          ratingH: m.ratingH,
          ratingC: m.ratingC,
        },
        newState(),
      );
    }
    const s = e.state;
    const wasOpen = s.status !== 'finished' && s.status !== 'void';
    if (m.score && (m.score[0] !== s.score[0] || m.score[1] !== s.score[1]))
      s.score = [m.score[0], m.score[1]];
    if (m.htScore) s.ht = [m.htScore[0], m.htScore[1]];
    if (m.period !== undefined) s.period = m.period;
    if (m.elapsed !== undefined) s.elapsed = m.elapsed;
    if (m.status !== 'pre' && s.period === 0) s.period = 1;
    s.status = m.status;
    catalog.reprice(e);
    if (wasOpen && m.status === 'finished') finished.push(e);
  }
  catalog.commit();
  return finished;
};
