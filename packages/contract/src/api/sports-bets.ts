import { z } from 'zod';
import { CalendarDateSchema, PageRequestSchema, pageOf } from './common.ts';
import { AmountSchema, IsoTimeSchema, YuanSchema } from './money.ts';
import { OddsFormatSchema, PlayCodeSchema, SelectionCodeSchema, SportCodeSchema } from './sports-feed.ts';
import { MAX_SLIP_ENTRIES } from '../rules/bet-slip.ts';

/** SPEC §3 bet result codes; D carries a reason subtype D0..DZ (our table lives in @qilin/sportsbook). */
export const BetResultSchema = z.enum(['W', 'LW', 'P', 'LL', 'L', 'D', 'A']);
export type BetResult = z.infer<typeof BetResultSchema>;

/** The slip's price-change policy (issue 4 §4): accept any change, only better prices, or none. */
export const AcceptOddsSchema = z.enum(['any', 'better', 'none']);
export type AcceptOdds = z.infer<typeof AcceptOddsSchema>;

/** A client-made ticket id: the stake's idempotency key (a retry with the same id answers the same ticket). */
export const TicketIdSchema = z
  .string()
  .min(8)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);

export const BetLegRequestSchema = z.object({
  /** The match's gameId (half-time plays: its hgid) or the outright's id. */
  gameId: z.string().min(1).max(20),
  w: z.union([PlayCodeSchema, z.literal('CH')]),
  /** Selection `r`, or for an outright the option's rtype. */
  r: z.union([SelectionCodeSchema, z.string().max(20)]),
  /** The line the player saw (null for plays without one). */
  line: z.number().nullable().default(null),
  /** The decimal odds the player saw. */
  odds: z.number().positive().max(10_000),
});
export type BetLegRequest = z.infer<typeof BetLegRequestSchema>;

export const PlaceBetRequestSchema = z.object({
  ticket_id: TicketIdSchema,
  /** single: one leg; parlay: 2-10 legs of different games (SPEC §5); outright: one champion leg. */
  type: z.enum(['single', 'parlay', 'outright']),
  /** The amount typed in the slip (yuan string). At a negative Malay/Indo price it is the amount to win. */
  stake: AmountSchema,
  /** The odds type the slip showed (parlays always combine decimal odds; series mode uses H). */
  oddsType: OddsFormatSchema.default('H'),
  acceptOdds: AcceptOddsSchema.default('better'),
  legs: z.array(BetLegRequestSchema).min(1).max(MAX_SLIP_ENTRIES),
});
export type PlaceBetRequest = z.infer<typeof PlaceBetRequestSchema>;

/**
 * Ticket states: confirming (in-play delay, SPEC §4 "an order being confirmed"), accepted (open),
 * rejected (never booked: price moved, market closed), settled, cancelled (D), cashed_out.
 */
export const TicketStatusSchema = z.enum([
  'confirming',
  'accepted',
  'rejected',
  'settled',
  'cancelled',
  'cashed_out',
]);
export type TicketStatus = z.infer<typeof TicketStatusSchema>;

export const TicketLegSchema = z.object({
  gameId: z.string(),
  gameType: SportCodeSchema,
  league: z.string(),
  team_h: z.string(),
  team_c: z.string(),
  w: z.union([PlayCodeSchema, z.literal('CH')]),
  r: z.string(),
  line: z.number().nullable(),
  /** What the player backed, in words (e.g. "曼联 -0.5", "大 2.5", "比分 2-1"). */
  selectionName: z.string(),
  odds: z.number(),
  isLive: z.boolean(),
  /** The score when the bet was placed in play, e.g. "1-0"; empty before kick-off. */
  scoreAtBet: z.string(),
  startTime: IsoTimeSchema,
  result: BetResultSchema.nullable(),
  /** D subtype (D0..DZ) and its text when the leg was cancelled. */
  voidCode: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** Final score the leg settled on, e.g. "2-1" (half-time plays: the half-time score). */
  finalScore: z.string().nullable(),
});
export type TicketLeg = z.infer<typeof TicketLegSchema>;

export const TicketSchema = z.object({
  ticket_id: z.string(),
  /** The venue the ticket belongs to (crty for the sportsbook; other venues' records come later). */
  venue: z.string(),
  type: z.enum(['single', 'parlay', 'outright']),
  status: TicketStatusSchema,
  /** Why a ticket was rejected or is still confirming, in words. */
  statusText: z.string(),
  oddsType: OddsFormatSchema,
  /** Combined decimal odds (a parlay: the product of its legs). */
  odds: z.number(),
  /** The price in the ticket's odds type, as the slip showed it. */
  displayOdds: z.number(),
  /** The amount typed; at a negative Malay/Indo price this is the amount to win. */
  stake: YuanSchema,
  /** What left the wallet (= stake, or stake x |odds| at a negative Malay/Indo price). */
  risk: YuanSchema,
  /** Return if every leg wins (stake included), after the payout caps of SPEC §9. */
  potentialReturn: YuanSchema,
  /** Paid back (stake included) once settled, cancelled or cashed out; null while open. */
  payout: YuanSchema.nullable(),
  /** payout - risk once settled. */
  winLoss: YuanSchema.nullable(),
  result: BetResultSchema.nullable(),
  placedAt: IsoTimeSchema,
  settledAt: IsoTimeSchema.nullable(),
  legs: z.array(TicketLegSchema),
  /** Cash-out offer while every market of the ticket is open; null otherwise. */
  cashOut: z.object({ value: YuanSchema }).nullable(),
});
export type Ticket = z.infer<typeof TicketSchema>;

export const TicketRefSchema = z.object({ ticket_id: TicketIdSchema });
/** Cash-out: the value the player accepted; executed only if the current value is at least that. */
export const CashOutRequestSchema = z.object({ ticket_id: TicketIdSchema, value: AmountSchema });
export const CashOutQuoteSchema = z.object({
  ticket_id: z.string(),
  available: z.boolean(),
  value: YuanSchema,
  /** Why cash-out is unavailable (a market suspended, the ticket settled...). */
  reason: z.string(),
});
export const OpenBetsSchema = z.object({ list: z.array(TicketSchema) });

/** record/betRecordList and betRecordTotal: tickets across venues (the sportsbook's now). */
export const BetRecordRequestSchema = PageRequestSchema.extend({
  /** Venue channel code; absent = every venue. */
  venue: z.string().max(20).optional(),
  /** unsettled: confirming/accepted; settled: settled, cancelled, cashed out, rejected. */
  status: z.enum(['all', 'unsettled', 'settled']).default('all'),
  gameType: SportCodeSchema.optional(),
  /** Inclusive dates in Asia/Shanghai, YYYY-MM-DD, on the placement time. */
  beginDate: CalendarDateSchema.optional(),
  endDate: CalendarDateSchema.optional(),
});
export type BetRecordRequest = z.infer<typeof BetRecordRequestSchema>;
export const BetRecordPageSchema = pageOf(TicketSchema);
export const BetRecordTotalSchema = z.object({
  count: z.number().int(),
  /** Sum of the stakes as typed over the filtered tickets (not rejected): the rows' 投注金额. */
  stake: YuanSchema,
  /** Sum of risk over settled tickets (what counts for turnover). */
  validStake: YuanSchema,
  payout: YuanSchema,
  winLoss: YuanSchema,
});

/**
 * SPEC §9's payout caps in yuan, winnings only (the stake comes back on top): per member per day, per bet by
 * sport, and per bet on a "new handicap" market (an alternative line). The bet slip shows what a stake may
 * win under them; settlement applies them.
 */
export const PayoutLimitsSchema = z.object({
  memberDaily: YuanSchema,
  sports: z.record(SportCodeSchema, YuanSchema),
  newHandicap: YuanSchema,
});
export type PayoutLimits = z.infer<typeof PayoutLimitsSchema>;
