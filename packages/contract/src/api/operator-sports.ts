import { z } from 'zod';
import { text } from './common.ts';
import { followsRegulation, settlesWinOnRegulation } from '../rules/regulation-result.ts';
import { GameStatusSchema, listsHalfTime, SportCodeSchema } from './sports-feed.ts';
import { IsoInstantInputSchema, IsoTimeSchema, YuanSchema } from './money.ts';
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
/**
 * What the settlement of the result a match command published did to the players' tickets, read from the
 * ledger's postings of that result's revision. Settlement runs after the result is published; the command
 * waits for it a few seconds, and `done` says whether it had finished by the time the answer was sent (the
 * figures are what had been settled by then either way). Tickets whose money did not move (a correction
 * that leaves a payout as it was) are not counted.
 */
export const OperatorMatchSettlementSchema = z.object({
  /** The result's revision: 1 for the first result, more for a correction (a resettlement). */
  revision: z.number().int(),
  done: z.boolean(),
  /** Tickets settled (won, lost, or their payout corrected) by this revision. */
  settled: z.number().int(),
  /** Tickets voided and refunded. */
  refunded: z.number().int(),
  /** Tickets opened again (a restored match, SPEC §3 result A). */
  reopened: z.number().int(),
  /** Paid into members' centre wallets: payouts, refunds, corrections upwards. */
  paidOut: YuanSchema,
  /** Taken back from members' centre wallets: corrections downwards, restores. */
  takenBack: YuanSchema,
});
export type OperatorMatchSettlement = z.infer<typeof OperatorMatchSettlementSchema>;
/**
 * What matches:score, finish, void and restore answer: the match as it now is, whether the command
 * changed anything (false: a repeat, e.g. finishing a finished match; nothing was written or published),
 * and the settlement of the result it published (null when it published none: a repeat, a score set on a
 * match in play).
 */
export const OperatorMatchCommandResultSchema = OperatorMatchSchema.extend({
  changed: z.boolean(),
  settlement: OperatorMatchSettlementSchema.nullable(),
});
export type OperatorMatchCommandResult = z.infer<typeof OperatorMatchCommandResultSchema>;
export type OperatorMatchesListRequest = z.infer<typeof OperatorMatchesListRequestSchema>;
export const OperatorMatchListSchema = z.object({
  /** The first `limit` matches, live first then by kick-off. */
  list: z.array(OperatorMatchSchema),
  /** How many match the filters, limit aside: more than the list holds when the limit cut it. */
  total: z.number().int(),
});
/** Sets the score now (a live match: the running score; it keeps playing unless finished after). */
export const OperatorMatchScoreRequestSchema = z.object({
  gameId: z.string().min(1).max(20),
  home: z.number().int().min(0).max(999),
  away: z.number().int().min(0).max(999),
});
export type OperatorMatchScoreRequest = z.infer<typeof OperatorMatchScoreRequestSchema>;
/**
 * Ends a match in play at its current score. A match that never started is refused (void it, or score it
 * first); a finished one is left as it is (changed: false; matches:score corrects a result).
 */
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

const FeedMatchSchema = z
  .object({
    gameId: z.string().regex(/^\d{9}$/),
    sport: SportCodeSchema,
    leagueId: z.string().min(1).max(20),
    league: z.string().min(1).max(60).optional(),
    teamH: z.string().min(1).max(60),
    teamC: z.string().min(1).max(60),
    startTime: IsoInstantInputSchema,
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
    /**
     * The score at half time, once the first half is over. With status void it says the half was completed:
     * half-time plays stand on it (everything else is refunded); a void without it refunds them too.
     */
    htScore: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
    /**
     * Ice hockey and rugby union: the score after regulation time, once it is over (settlesWinOnRegulation).
     * The win (M) settles on it; `score` is the final, with the overtime or shoot-out winner's goal (ice
     * hockey) or golden point's score (rugby; the same score where the draw stands at 80 minutes).
     */
    regScore: z.tuple([z.number().int().min(0), z.number().int().min(0)]).optional(),
    /** With status void: a D code (D1) or the reason in words (DZ), as matches:void takes it. */
    voidReason: z.string().min(1).max(100).optional(),
  })
  .refine((m) => m.status !== 'finished' || !listsHalfTime(m.sport) || m.htScore !== undefined, {
    // Half-time plays settle on the half-time score: without it they would settle on the full-time one.
    message: '已完场的足球赛事须提供半场比分（htScore）',
    path: ['htScore'],
  })
  .refine((m) => m.status !== 'finished' || !settlesWinOnRegulation(m.sport) || m.regScore !== undefined, {
    // The win settles on regulation: without it a game won in overtime would settle as a regulation win.
    message: '已完场的冰球、橄榄球赛事须提供常规时间比分（regScore）',
    path: ['regScore'],
  })
  .refine((m) => !m.regScore || !m.score || followsRegulation(m.regScore, m.score, m.sport), {
    message:
      '最终比分须等于常规时间比分，或在常规时间打平时只多加时胜方的得分（冰球一球，橄榄球金分制 3、5 或 7 分）',
    path: ['score'],
  });

/**
 * An outright (champion market, SPEC §2.8 FSFT/FSFU) from the provider: its contenders with relative
 * strengths, priced by our own outright model like the simulator's. `finished` names the winner (a later
 * message naming another one corrects it: resettlement); `void` cancels every bet on it.
 */
const FeedOutrightSchema = z
  .object({
    /** FP and digits, so it never meets the simulator's FS ids. */
    gameId: z.string().regex(/^FP\d{1,12}$/),
    sport: SportCodeSchema,
    leagueId: z.string().min(1).max(20),
    league: z.string().min(1).max(60).optional(),
    /** The market's name; "<league> 冠军" when absent. */
    title: z.string().min(1).max(60).optional(),
    /** Bets close then; a competition decided earlier is closed by its result. */
    closeTime: IsoInstantInputSchema,
    options: z
      .array(
        z.object({
          rtype: z.string().regex(/^C\d{1,2}$/),
          name: z.string().min(1).max(60),
          /** Relative strength (its share of the total is its chance); 1 each when the provider gives none. */
          strength: z.number().positive().max(1000).default(1),
        }),
      )
      .min(2)
      .max(40)
      .refine((o) => new Set(o.map((x) => x.rtype)).size === o.length, '选项代码不能重复'),
    status: z.enum(['open', 'finished', 'void']).default('open'),
    /** With status finished: the winning option's rtype. */
    winner: z.string().optional(),
    /** With status void: a D code (D1) or the reason in words (DZ). */
    voidReason: z.string().min(1).max(100).optional(),
  })
  .refine((o) => o.status !== 'finished' || o.options.some((x) => x.rtype === o.winner), {
    message: '已结束的冠军盘必须给出选项中的冠军',
    path: ['winner'],
  });
export type FeedOutright = z.infer<typeof FeedOutrightSchema>;

/**
 * feed:push — a real data provider's message, posted by its bridge (or `npm run operator -- feed:push`):
 * fixtures with strengths, the running score and clock, and the status; outrights with their contenders.
 * Prices come from our own models on those strengths, exactly as for the simulator's (docs/decisions.md,
 * "Sports feed").
 */
export const FeedPushRequestSchema = z
  .object({
    matches: z.array(FeedMatchSchema).max(5000).default([]),
    outrights: z.array(FeedOutrightSchema).max(500).default([]),
  })
  .refine((f) => f.matches.length + f.outrights.length > 0, {
    message: '数据源消息至少要有一场赛事或一个冠军盘',
    path: ['matches'],
  });
export type FeedPush = z.infer<typeof FeedPushRequestSchema>;
/** What a push did: matches and outrights new to the catalogue, those updated, and results it published. */
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
