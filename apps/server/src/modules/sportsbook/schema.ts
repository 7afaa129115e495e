import type { PlayCode } from '@qilin/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A bet ticket (issue 4 §3). `key` is `${memberId}:${ticketId}`: the client's ticket id is the stake's
 * idempotency key, unique per member. The row is written as a ledger companion of the stake posting, so
 * it exists exactly when the stake left the wallet. Amounts in fen.
 */
export const sportsTickets = pgTable(
  'sports_tickets',
  {
    key: text('key').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    ticketId: text('ticket_id').notNull(),
    /** sha256 of the canonical request: the same id with another body is refused (6009). */
    requestHash: text('request_hash').notNull(),
    venue: text('venue').notNull().default('crty'),
    type: text('type').notNull(),
    /** confirming | rejecting (refund in flight) | accepted | rejected | settled | cancelled | cashed_out */
    status: text('status').notNull(),
    statusText: text('status_text').notNull().default(''),
    oddsType: text('odds_type').notNull(),
    acceptOdds: text('accept_odds').notNull(),
    odds: doublePrecision('odds').notNull(),
    displayOdds: doublePrecision('display_odds').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    risk: bigint('risk', { mode: 'number' }).notNull(),
    /** Return if every leg wins, after the payout caps; `cap` is the winnings cap applied (fen). */
    potentialReturn: bigint('potential_return', { mode: 'number' }).notNull(),
    cap: bigint('cap', { mode: 'number' }).notNull(),
    /** What has been paid back so far (stake included); null while open. */
    payout: bigint('payout', { mode: 'number' }),
    /** Resettlement could not take back this much (the wallet was short): the operator follows up. */
    shortfall: bigint('shortfall', { mode: 'number' }).notNull().default(0),
    result: text('result'),
    gameType: text('game_type').notNull(),
    /** In play: when the delay ends and the legs are re-quoted; cleared once the ticket leaves the delay. */
    confirmAt: ts('confirm_at'),
    placedAt: ts('placed_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('sports_tickets_member_idx').on(t.memberId, t.placedAt),
    // Only tickets still in their in-play delay (or refund) keep confirm_at, so this index stays small
    // without naming status: a settlement's status change then touches no indexed column and PostgreSQL
    // updates the row in place (HOT, with the free space of the table's fillfactor, see 0005 migration).
    index('sports_tickets_confirm_due')
      .on(t.confirmAt)
      .where(sql`confirm_at IS NOT NULL`),
  ],
);

/** The legs of a ticket: one selection each, settled on its game's result. */
export const sportsTicketLegs = pgTable(
  'sports_ticket_legs',
  {
    ticketKey: text('ticket_key').notNull(),
    idx: smallint('idx').notNull(),
    /** The game the leg is booked on: gameId, hgid for half-time plays, or the outright's id. */
    gameId: text('game_id').notNull(),
    eventId: text('event_id').notNull(),
    sport: text('sport').notNull(),
    league: text('league').notNull(),
    teamH: text('team_h').notNull(),
    teamC: text('team_c').notNull(),
    startTime: ts('start_time').notNull(),
    w: text('w').$type<PlayCode | 'CH'>().notNull(),
    r: text('r').notNull(),
    line: doublePrecision('line'),
    odds: doublePrecision('odds').notNull(),
    selectionName: text('selection_name').notNull(),
    isLive: boolean('is_live').notNull(),
    scoreAtBet: text('score_at_bet').notNull(),
    newHandicap: boolean('new_handicap').notNull().default(false),
    result: text('result'),
    voidCode: text('void_code'),
    voidReason: text('void_reason'),
    finalScore: text('final_score'),
    /** The result revision this leg was settled on (a correction re-settles). */
    revision: integer('revision'),
  },
  (t) => [primaryKey({ columns: [t.ticketKey, t.idx] }), index('sports_ticket_legs_game_idx').on(t.gameId)],
);

/**
 * What each member has won (payout - risk, when positive, of tickets settled or cashed out) per site day
 * (Asia/Shanghai, on `settled_at`): SPEC §9's daily payout cap reads and checks one row instead of summing
 * the member's tickets. A statement trigger on sports_tickets keeps it (migration 0013), in the transaction
 * of whatever changed the tickets, so it cannot drift from them whichever path wrote them.
 */
export const sportsDailyWinnings = pgTable(
  'sports_daily_winnings',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    won: bigint('won', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);
