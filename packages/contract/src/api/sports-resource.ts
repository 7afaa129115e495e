import { z } from 'zod';
import { text } from './common.ts';
import { IsoTimeSchema } from './money.ts';
import {
  CashOutQuoteSchema,
  CashOutRequestSchema,
  OpenBetsSchema,
  PayoutLimitsSchema,
  PlaceBetRequestSchema,
  TicketRefSchema,
  TicketSchema,
} from './sports-bets.ts';
import {
  ChampionListSchema,
  EarlyDatesSchema,
  LeagueListSchema,
  MatchDetailParamsSchema,
  MatchListParamsSchema,
  MatchListSchema,
  MatchSchema,
  ShowTypeSchema,
  SportFilterSchema,
} from './sports-feed.ts';

/**
 * SPEC §3 venue launch request; for crty the answer carries the venue session the resource calls use.
 * `gameCode` is the game to open; a sports venue opens its lobby, named by the venue's own code (crty).
 */
export const VenueLaunchRequestSchema = z.object({
  enName: text(20).min(1),
  gameCode: text(40).min(1),
  isActivity: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
});
export const VenueLaunchResponseSchema = z.object({
  /** Relative for crty (the local sport page, SPEC §4); absolute for remote venues. */
  url: z.string(),
  enName: z.string(),
  /** The venue session token sent back in every venue/resource call's Request.token. */
  token: z.string(),
  expiresAt: IsoTimeSchema,
});
export type VenueLaunchResponse = z.infer<typeof VenueLaunchResponseSchema>;

/** venue/resource's Request (SPEC §7.6): timestamp, token, language, ip, then the method's own fields. */
export const ResourceEnvelopeSchema = z.object({
  timestamp: z.number().int().positive(),
  token: z.string().min(1).max(400),
  language: z.enum(['zh-CN', 'zh-TW']).default('zh-CN'),
  ip: z.string().max(64).default(''),
});

/**
 * Every method the sport page needs, each with its parameter and answer schema: the server validates
 * `Request` against `params` (6302 when the venue session is not valid — SPEC §8.3).
 */
export const SportsResourceMethods = {
  leagues: { params: MatchListParamsSchema, response: LeagueListSchema },
  matches: { params: MatchListParamsSchema, response: MatchListSchema },
  matchDetail: { params: MatchDetailParamsSchema, response: MatchSchema },
  champions: {
    params: z.object({
      gameType: SportFilterSchema.default('ALL'),
      showType: ShowTypeSchema.default('FSFT'),
    }),
    response: ChampionListSchema,
  },
  earlyDates: { params: z.object({}), response: EarlyDatesSchema },
  placeBet: { params: PlaceBetRequestSchema, response: TicketSchema },
  orderStatus: { params: TicketRefSchema, response: TicketSchema },
  openBets: { params: z.object({}), response: OpenBetsSchema },
  cashOutQuote: { params: TicketRefSchema, response: CashOutQuoteSchema },
  cashOut: { params: CashOutRequestSchema, response: TicketSchema },
  payoutLimits: { params: z.object({}), response: PayoutLimitsSchema },
} as const;
export type SportsResourceMethod = keyof typeof SportsResourceMethods;
export const SportsResourceMethodSchema = z.enum(
  Object.keys(SportsResourceMethods) as [SportsResourceMethod, ...SportsResourceMethod[]],
);

export const VenueResourceRequestSchema = z.object({
  method: text(40).min(1),
  enName: text(20).min(1),
  /**
   * ResourceEnvelopeSchema's fields and the method's own. Checked by the service, not here: a missing or
   * malformed envelope is a broken venue session, 6302 (SPEC §8.3), not a parameter error.
   */
  Request: z.record(z.string(), z.unknown()),
});
export type VenueResourceRequest = z.infer<typeof VenueResourceRequestSchema>;
