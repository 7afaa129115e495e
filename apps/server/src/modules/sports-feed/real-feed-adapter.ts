import { GameStatusSchema, SportCodeSchema } from '@qilin/contract';
import { voidCodeOf, voidReasonText } from '@qilin/sportsbook';
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
        /** The expected total against the sport's average (1.2: a fifth more goals or points). */
        tempo: z.number().min(0.5).max(1.5).default(1),
        hot: z.boolean().default(false),
        status: GameStatusSchema.default('pre'),
        score: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
        /** Period (half, quarter, set, inning) and game seconds into it. */
        period: z.number().int().min(0).optional(),
        elapsed: z.number().min(0).optional(),
        htScore: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
        /** With status void: a D code (D1) or the reason in words (DZ), as matches:void takes it. */
        voidReason: z.string().min(1).max(100).optional(),
      }),
    )
    .max(5000),
});
export type RealFeed = z.infer<typeof RealFeedSchema>;

/**
 * Applies a provider message; answers the matches whose result must be published (the caller does): those
 * that finished, were voided, or came back from a void (restored, or finished).
 */
export const applyRealFeed = (catalog: Catalog, input: unknown): Entry[] => {
  const feed = RealFeedSchema.parse(input);
  const decided: Entry[] = [];
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
          tempo: m.tempo,
        },
        newState(),
      );
    }
    const s = e.state;
    const was = s.status;
    if (m.score && (m.score[0] !== s.score[0] || m.score[1] !== s.score[1]))
      s.score = [m.score[0], m.score[1]];
    if (m.htScore) s.ht = [m.htScore[0], m.htScore[1]];
    if (m.period !== undefined) s.period = m.period;
    if (m.elapsed !== undefined) s.elapsed = m.elapsed;
    if (m.status !== 'pre' && s.period === 0) s.period = 1;
    s.status = m.status;
    if (m.status === 'void' && was !== 'void') {
      s.voidedFrom = was;
      s.voidCode = voidCodeOf(m.voidReason ?? '');
      s.voidReason = m.voidReason ?? voidReasonText('DZ', 'zh-CN');
      decided.push(e);
    } else if (was === 'void' && m.status !== 'void') {
      delete s.voidedFrom;
      s.voidCode = null;
      s.voidReason = null;
      decided.push(e);
    } else if (was !== 'finished' && was !== 'void' && m.status === 'finished') decided.push(e);
    catalog.reprice(e);
  }
  catalog.commit();
  return decided;
};
