import { z } from 'zod';
import { text } from './common.ts';
import { GameStatusSchema, SportCodeSchema } from './sports-feed.ts';
import { IsoTimeSchema, YuanSchema } from './money.ts';
import { TicketSchema, TicketStatusSchema } from './sports-bets.ts';

/** Operator commands that drive the feed (issue 4 §2): matches:list, matches:score, finish, void, restore. */
export const OperatorMatchesListRequestSchema = z.object({
  gameType: SportCodeSchema.optional(),
  status: GameStatusSchema.optional(),
  limit: z.number().int().min(1).max(500).default(100),
});
export const OperatorMatchSchema = z.object({
  gameId: z.string(),
  hgid: z.string(),
  gameType: SportCodeSchema,
  league: z.string(),
  team_h: z.string(),
  team_c: z.string(),
  startTime: IsoTimeSchema,
  gameStatus: GameStatusSchema,
  re_time: z.string(),
  /** The SPEC §4 session label in zh-CN as the page shows it (第2节 05:32, 中场休息); '' before kick-off. */
  session: z.string(),
  score: z.string(),
  openTickets: z.number().int(),
});
export type OperatorMatch = z.infer<typeof OperatorMatchSchema>;
export type OperatorMatchesListRequest = z.infer<typeof OperatorMatchesListRequestSchema>;
export const OperatorMatchListSchema = z.object({ list: z.array(OperatorMatchSchema) });
/** Sets the score now (a live match: the running score; it keeps playing unless finished after). */
export const OperatorMatchScoreRequestSchema = z.object({
  gameId: z.string().min(1).max(20),
  home: z.number().int().min(0).max(999),
  away: z.number().int().min(0).max(999),
});
export type OperatorMatchScoreRequest = z.infer<typeof OperatorMatchScoreRequestSchema>;
/** Ends the match at its current score (or corrects a finished match's result: resettlement). */
export const OperatorMatchFinishRequestSchema = z.object({ gameId: z.string().min(1).max(20) });
/** Voids the match: every open leg on it is cancelled with the reason (a D code like D1, or free text). */
export const OperatorMatchVoidRequestSchema = z.object({
  gameId: z.string().min(1).max(20),
  reason: text(100).min(1),
});

/**
 * Restores a voided match (SPEC §3 result A): it goes back to where it was and its bets are open again
 * (a match voided after it finished resettles on its score).
 */
export const OperatorMatchRestoreRequestSchema = z.object({ gameId: z.string().min(1).max(20) });

/**
 * feed:push — a real data provider's message, posted by its bridge (or `npm run operator -- feed:push`):
 * fixtures with strengths, the running score and clock, and the status. Prices come from our own models on
 * those strengths, exactly as for the simulator's matches (docs/decisions.md, "Sports feed").
 */
export const FeedPushRequestSchema = z.object({
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
    .min(1)
    .max(5000),
});
export type FeedPush = z.infer<typeof FeedPushRequestSchema>;
/** What a push did: matches new to the catalogue, matches updated, and results it published. */
export const FeedPushResponseSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  decided: z.number().int(),
});
export type FeedPushResponse = z.infer<typeof FeedPushResponseSchema>;

/** tickets:list (issue 4 §5): newest tickets first, optionally one member's and one status. */
export const OperatorTicketsListRequestSchema = z.object({
  username: text(40).min(1).optional(),
  status: TicketStatusSchema.optional(),
  limit: z.number().int().min(1).max(500).default(50),
});
export const OperatorTicketSchema = TicketSchema.extend({
  username: z.string(),
  /** What a resettlement could not take back from the wallet (see docs/decisions.md). */
  shortfall: YuanSchema,
});
export const OperatorTicketListSchema = z.object({ list: z.array(OperatorTicketSchema) });
