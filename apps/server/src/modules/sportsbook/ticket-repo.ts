import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { queryRows as rowsOf, toArray as arr } from '../../platform/db/raw-sql.ts';
import { sportsTicketLegs, sportsTickets } from './schema.ts';

export type TicketRow = typeof sportsTickets.$inferSelect;
export type LegRow = typeof sportsTicketLegs.$inferSelect;
export interface TicketWithLegs {
  ticket: TicketRow;
  legs: LegRow[];
}

/** What a money movement changes on its ticket, written in the posting's own transaction. */
export interface TicketChange {
  key: string;
  status: string;
  statusText: string;
  /** New paid-back total (null keeps the current one). */
  payout: number | null;
  result: string | null;
  settledAt: Date | null;
  /** Added to the recorded shortfall of a resettlement. */
  shortfall: number;
  /** Only applies while the ticket is in one of these states (a late writer never undoes a newer state). */
  fromStatuses: string[];
  /** Optimistic check: the payout the writer computed from (a concurrent change fails the posting). */
  expectPayout: number | null;
  /** A settled ticket open again (its match restored): payout and settlement time are cleared. */
  reopen?: boolean;
  /**
   * SPEC §9's daily cap, checked in the transaction that applies the change (its posting's, or
   * `applyChange`'s own) once it is applied: the member's winnings on `day` (YYYY-MM-DD, the site day of
   * `settledAt`) must stay within `capFen`, or nothing lands. A payout's room is read before it posts;
   * another payout of the member's (a cash-out, another match's settlement) may spend the same room
   * meanwhile. Set on every change that raises the member's winnings that day, a correction's too.
   */
  dailyCap?: { memberId: number; day: string; capFen: number };
}

/** A ticket changed under a money movement (a cash-out racing a settlement): the posting must not land. */
export class TicketChangedError extends Error {
  constructor() {
    super('the ticket changed meanwhile');
  }
}

/** A change would take the member's winnings today past the daily cap (another payout used the room). */
export class DailyCapExceededError extends Error {
  constructor() {
    super('the daily payout cap would be exceeded');
  }
}

export const ticketKey = (memberId: number, ticketId: string) => `${memberId}:${ticketId}`;

/**
 * The tickets' SQL. Inserts and state changes that go with money are ledger companions (registered
 * here), so a ticket and its money never disagree; everything else is read or idempotent derived data.
 */
export const createTicketRepo = (db: Db, ledger: Ledger) => {
  // One array parameter per column whatever the batch size (a multi-row VALUES of 2,000 tickets would
  // carry ~50,000 parameters). Insert-only, so both inserts ride inside the ledger batch's own write
  // statement (the hot path: no round trip of their own while the batch holds the writer lock).
  const insertCompanion = ledger.registerCompanionStatements<TicketWithLegs>('sportsbook.ticket', (rows) => {
    const t = rows.map((r) => r.ticket);
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    const tickets = sql`
      INSERT INTO sports_tickets (key, member_id, ticket_id, request_hash, venue, type, status, status_text,
        odds_type, accept_odds, odds, display_odds, stake, risk, potential_return, cap, payout, shortfall,
        result, game_type, confirm_at, placed_at, settled_at)
      SELECT * FROM unnest(
        ${arr(t.map((x) => x.key))}::text[], ${arr(t.map((x) => x.memberId))}::bigint[],
        ${arr(t.map((x) => x.ticketId))}::text[], ${arr(t.map((x) => x.requestHash))}::text[],
        ${arr(t.map((x) => x.venue))}::text[], ${arr(t.map((x) => x.type))}::text[],
        ${arr(t.map((x) => x.status))}::text[], ${arr(t.map((x) => x.statusText))}::text[],
        ${arr(t.map((x) => x.oddsType))}::text[], ${arr(t.map((x) => x.acceptOdds))}::text[],
        ${arr(t.map((x) => x.odds))}::float8[], ${arr(t.map((x) => x.displayOdds))}::float8[],
        ${arr(t.map((x) => x.stake))}::bigint[], ${arr(t.map((x) => x.risk))}::bigint[],
        ${arr(t.map((x) => x.potentialReturn))}::bigint[], ${arr(t.map((x) => x.cap))}::bigint[],
        ${arr(t.map((x) => x.payout))}::bigint[], ${arr(t.map((x) => x.shortfall))}::bigint[],
        ${arr(t.map((x) => x.result))}::text[], ${arr(t.map((x) => x.gameType))}::text[],
        ${arr(t.map((x) => iso(x.confirmAt)))}::timestamptz[], ${arr(t.map((x) => iso(x.placedAt)))}::timestamptz[],
        ${arr(t.map((x) => iso(x.settledAt)))}::timestamptz[])`;
    const l = rows.flatMap((r) => r.legs);
    if (l.length === 0) return [tickets];
    const legs = sql`
      INSERT INTO sports_ticket_legs (ticket_key, idx, game_id, event_id, sport, league, team_h, team_c,
        start_time, w, r, line, odds, selection_name, is_live, score_at_bet, new_handicap)
      SELECT * FROM unnest(
        ${arr(l.map((x) => x.ticketKey))}::text[], ${arr(l.map((x) => x.idx))}::smallint[],
        ${arr(l.map((x) => x.gameId))}::text[], ${arr(l.map((x) => x.eventId))}::text[],
        ${arr(l.map((x) => x.sport))}::text[], ${arr(l.map((x) => x.league))}::text[],
        ${arr(l.map((x) => x.teamH))}::text[], ${arr(l.map((x) => x.teamC))}::text[],
        ${arr(l.map((x) => x.startTime.toISOString()))}::timestamptz[], ${arr(l.map((x) => x.w))}::text[],
        ${arr(l.map((x) => x.r))}::text[], ${arr(l.map((x) => x.line))}::float8[],
        ${arr(l.map((x) => x.odds))}::float8[], ${arr(l.map((x) => x.selectionName))}::text[],
        ${arr(l.map((x) => String(x.isLive)))}::boolean[], ${arr(l.map((x) => x.scoreAtBet))}::text[],
        ${arr(l.map((x) => String(x.newHandicap)))}::boolean[])`;
    return [tickets, legs];
  });

  /** The members' winnings counted on these site days (sports_daily_winnings), by `${memberId}@${day}`. */
  const dailyWinnings = async (tx: Db | Tx, memberIds: number[], days: string[]) => {
    const rows = await rowsOf<{ member_id: string | number; day: string; won: string | number }>(
      tx,
      sql`SELECT d.member_id, d.day::text AS day, d.won FROM sports_daily_winnings d
          JOIN unnest(${arr(memberIds)}::bigint[], ${arr(days)}::date[]) AS k(member_id, day)
            ON d.member_id = k.member_id AND d.day = k.day`,
    );
    return new Map(rows.map((r) => [`${Number(r.member_id)}@${r.day}`, Number(r.won)]));
  };

  const applyChanges = async (tx: Db | Tx, rows: TicketChange[]) => {
    // Only the count comes back: settlement changes 2,000 tickets a statement and needs to know that all
    // of them were still as it read them, not which.
    const done = await rowsOf<{ n: number }>(
      tx,
      sql`
      WITH changed AS (UPDATE sports_tickets t SET
        status = c.status,
        status_text = c.status_text,
        payout = CASE WHEN c.reopen THEN NULL ELSE COALESCE(c.payout, t.payout) END,
        result = COALESCE(c.result, t.result),
        settled_at = CASE WHEN c.reopen THEN NULL ELSE COALESCE(c.settled_at, t.settled_at) END,
        shortfall = t.shortfall + c.shortfall,
        confirm_at = CASE WHEN c.status IN ('confirming', 'rejecting') THEN t.confirm_at END
      FROM unnest(
        ${arr(rows.map((r) => r.key))}::text[], ${arr(rows.map((r) => r.status))}::text[],
        ${arr(rows.map((r) => r.statusText))}::text[], ${arr(rows.map((r) => r.payout))}::bigint[],
        ${arr(rows.map((r) => r.result))}::text[],
        ${arr(rows.map((r) => r.settledAt?.toISOString() ?? null))}::timestamptz[],
        ${arr(rows.map((r) => r.shortfall))}::bigint[], ${arr(rows.map((r) => r.fromStatuses.join('|')))}::text[],
        ${arr(rows.map((r) => r.expectPayout))}::bigint[], ${arr(rows.map((r) => r.reopen === true))}::boolean[]
      ) AS c(key, status, status_text, payout, result, settled_at, shortfall, from_statuses, expect_payout, reopen)
      -- key = ANY(keys) lets the planner probe the primary key for just these rows instead of hashing
      -- the whole table (its choice on a young table when it only sees the join), measured per batch.
      WHERE t.key = ANY(${arr(rows.map((r) => r.key))}::text[]) AND t.key = c.key
        AND t.status = ANY(string_to_array(c.from_statuses, '|'))
        AND t.payout IS NOT DISTINCT FROM c.expect_payout
      RETURNING 1)
      SELECT count(*)::int AS n FROM changed`,
    );
    return done[0]?.n ?? 0;
  };

  /**
   * SPEC §9's daily cap, after `rows` are applied in `tx`: the UPDATE's trigger has counted their winnings
   * into sports_daily_winnings, and the upsert holds each counted member's row of the day until commit, so
   * any other payout of that member that day waits for this transaction and sees its count (and this one
   * saw theirs). The capped members' rows, read in one query, must stay within their cap. A settlement batch
   * carries a member's winning tickets by the dozen: each member and day is read once.
   */
  const checkDailyCaps = async (tx: Db | Tx, rows: TicketChange[]) => {
    const caps = new Map<string, NonNullable<TicketChange['dailyCap']>>();
    for (const { dailyCap: c } of rows) {
      if (!c) continue;
      const key = `${c.memberId}@${c.day}`;
      if ((caps.get(key)?.capFen ?? Infinity) > c.capFen) caps.set(key, c);
    }
    if (caps.size === 0) return;
    const checked = [...caps.values()];
    const won = await dailyWinnings(
      tx,
      checked.map((c) => c.memberId),
      checked.map((c) => c.day),
    );
    if ([...caps].some(([key, c]) => (won.get(key) ?? 0) > c.capFen)) throw new DailyCapExceededError();
  };

  // Under the writer's lock, after every payout committed before this batch and this batch's own.
  const changeCompanion = ledger.registerCompanion<TicketChange>(
    'sportsbook.ticket-change',
    async (tx, rows) => {
      if ((await applyChanges(tx, rows)) !== rows.length) throw new TicketChangedError();
      await checkDailyCaps(tx, rows);
    },
  );

  const withLegs = async (tickets: TicketRow[]): Promise<TicketWithLegs[]> => {
    if (tickets.length === 0) return [];
    const legs = await db
      .select()
      .from(sportsTicketLegs)
      // One array parameter, not one per key: settlement reads 2,000 tickets at a time.
      .where(sql`${sportsTicketLegs.ticketKey} = ANY(${arr(tickets.map((t) => t.key))}::text[])`)
      .orderBy(asc(sportsTicketLegs.ticketKey), asc(sportsTicketLegs.idx));
    const byKey = new Map<string, LegRow[]>();
    for (const l of legs) {
      const list = byKey.get(l.ticketKey);
      if (list) list.push(l);
      else byKey.set(l.ticketKey, [l]);
    }
    return tickets.map((ticket) => ({ ticket, legs: byKey.get(ticket.key) ?? [] }));
  };

  return {
    insertCompanion,
    changeCompanion,
    /**
     * A change with no money attached (a resettlement that moves nothing, or whose take-back the wallet
     * could not give): false when it lost a race. One that raises the member's winnings on a day is checked
     * against the cap in its own transaction (DailyCapExceededError: nothing changed), as a posting's is.
     */
    applyChange: async (change: TicketChange): Promise<boolean> => {
      if (!change.dailyCap) return (await applyChanges(db, [change])) === 1;
      return db.transaction(async (tx) => {
        if ((await applyChanges(tx, [change])) !== 1) return false;
        await checkDailyCaps(tx, [change]);
        return true;
      });
    },
    withLegs,

    async find(key: string): Promise<TicketWithLegs | null> {
      const rows = await db.select().from(sportsTickets).where(eq(sportsTickets.key, key)).limit(1);
      return (await withLegs(rows))[0] ?? null;
    },

    /** Tickets with a leg on one of these games, in the states settlement touches. */
    async ticketsOnGames(gameIds: string[], statuses: string[]): Promise<string[]> {
      const rows = await rowsOf<{ key: string }>(
        db,
        sql`SELECT DISTINCT t.key FROM sports_ticket_legs l JOIN sports_tickets t ON t.key = l.ticket_key
            WHERE l.game_id = ANY(${arr(gameIds)}::text[]) AND t.status = ANY(${arr(statuses)}::text[])`,
      );
      return rows.map((r) => r.key);
    },

    async byKeys(keys: string[]): Promise<TicketWithLegs[]> {
      if (keys.length === 0) return [];
      return withLegs(
        await db
          .select()
          .from(sportsTickets)
          .where(sql`${sportsTickets.key} = ANY(${arr(keys)}::text[])`),
      );
    },

    /** Records each leg's result; a replay writes the same values again. */
    async setLegResults(
      rows: {
        ticketKey: string;
        idx: number;
        result: string;
        voidCode: string | null;
        voidReason: string | null;
        finalScore: string | null;
        revision: number;
      }[],
    ) {
      if (rows.length === 0) return;
      await db.execute(sql`
        UPDATE sports_ticket_legs l SET result = v.result, void_code = v.void_code, void_reason = v.void_reason,
          final_score = v.final_score, revision = v.revision
        FROM unnest(${arr(rows.map((r) => r.ticketKey))}::text[], ${arr(rows.map((r) => r.idx))}::smallint[],
          ${arr(rows.map((r) => r.result))}::text[], ${arr(rows.map((r) => r.voidCode))}::text[],
          ${arr(rows.map((r) => r.voidReason))}::text[], ${arr(rows.map((r) => r.finalScore))}::text[],
          ${arr(rows.map((r) => r.revision))}::int[])
          AS v(ticket_key, idx, result, void_code, void_reason, final_score, revision)
        WHERE l.ticket_key = ANY(${arr(rows.map((r) => r.ticketKey))}::text[])
          AND l.ticket_key = v.ticket_key AND l.idx = v.idx`);
    },

    /** In-play tickets whose delay is over (or whose refund was interrupted). */
    async dueConfirming(now: Date, limit = 500): Promise<TicketWithLegs[]> {
      const rows = await db
        .select()
        .from(sportsTickets)
        .where(
          and(inArray(sportsTickets.status, ['confirming', 'rejecting']), lt(sportsTickets.confirmAt, now)),
        )
        .orderBy(asc(sportsTickets.confirmAt))
        .limit(limit);
      return withLegs(rows);
    },

    /**
     * confirming -> rejecting for the tickets with a leg on these games (their match has ended or been
     * voided); a ticket the sweep accepted first is left to settlement, which reads the tickets after this.
     */
    async rejectConfirmingOn(gameIds: string[], statusText: string) {
      // From the few tickets still in their delay (confirm_at is set only then: its partial index), not
      // from the game's legs, which a big match has by the hundred thousand.
      await db.execute(sql`
        UPDATE sports_tickets t SET status = 'rejecting', status_text = ${statusText}
        WHERE t.confirm_at IS NOT NULL AND t.status = 'confirming' AND EXISTS (
          SELECT 1 FROM sports_ticket_legs l
          WHERE l.ticket_key = t.key AND l.game_id = ANY(${arr(gameIds)}::text[]))`);
    },

    /** confirming -> accepted or rejecting; false when another instance got there first. */
    async moveFromConfirming(key: string, status: 'accepted' | 'rejecting', statusText: string) {
      const rows = await db
        .update(sportsTickets)
        .set({ status, statusText, ...(status === 'accepted' ? { confirmAt: null } : {}) })
        .where(and(eq(sportsTickets.key, key), eq(sportsTickets.status, 'confirming')))
        .returning({ key: sportsTickets.key });
      return rows.length > 0;
    },

    async memberTickets(memberId: number, where: SQL[], page: { offset: number; limit: number }) {
      const cond = and(eq(sportsTickets.memberId, memberId), ...where);
      const rows = await db
        .select()
        .from(sportsTickets)
        .where(cond)
        .orderBy(desc(sportsTickets.placedAt), desc(sportsTickets.key))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sportsTickets)
        .where(cond);
      return { list: await withLegs(rows), total: Number(count?.n ?? 0) };
    },

    async memberTotals(memberId: number, where: SQL[]) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          // The stakes as typed, the rows' 投注金额 (a negative Malay or Indo price risks less: that is in
          // the win/loss, which counts what left the wallet).
          stake: sql<string>`coalesce(sum(${sportsTickets.stake}) FILTER (WHERE ${sportsTickets.status} <> 'rejected'), 0)::text`,
          valid: sql<string>`coalesce(sum(${sportsTickets.risk}) FILTER (WHERE ${sportsTickets.status} IN ('settled', 'cashed_out')), 0)::text`,
          payout: sql<string>`coalesce(sum(${sportsTickets.payout}), 0)::text`,
          settledRisk: sql<string>`coalesce(sum(${sportsTickets.risk}) FILTER (WHERE ${sportsTickets.payout} IS NOT NULL), 0)::text`,
        })
        .from(sportsTickets)
        .where(and(eq(sportsTickets.memberId, memberId), ...where));
      return {
        count: Number(row?.count ?? 0),
        stake: Number(row?.stake ?? 0),
        valid: Number(row?.valid ?? 0),
        payout: Number(row?.payout ?? 0),
        settledRisk: Number(row?.settledRisk ?? 0),
      };
    },

    async openTickets(memberId: number): Promise<TicketWithLegs[]> {
      const rows = await db
        .select()
        .from(sportsTickets)
        .where(
          and(
            eq(sportsTickets.memberId, memberId),
            inArray(sportsTickets.status, ['confirming', 'rejecting', 'accepted']),
          ),
        )
        .orderBy(desc(sportsTickets.placedAt))
        .limit(200);
      return withLegs(rows);
    },

    /**
     * What members have won on one site day (YYYY-MM-DD), as SPEC §9's daily payout cap counts it: payout
     * - risk, when positive, of the tickets settled or cashed out that day (a cash-out's pay above its
     * stake too). One row per member (sports_daily_winnings), not a sum over their tickets.
     */
    async winningsOn(memberIds: number[], day: string): Promise<Map<number, number>> {
      const won = await dailyWinnings(
        db,
        memberIds,
        memberIds.map(() => day),
      );
      return new Map(memberIds.map((m) => [m, won.get(`${m}@${day}`) ?? 0]));
    },

    /**
     * The same winnings summed from the tickets settled or cashed out since `since` (tests and audits
     * check the counted rows against it).
     */
    async winningsSince(memberIds: number[], since: Date): Promise<Map<number, number>> {
      const rows = await rowsOf<{ member_id: string | number; w: string | number }>(
        db,
        sql`SELECT member_id, coalesce(sum(greatest(payout - risk, 0)), 0) AS w FROM sports_tickets
            WHERE member_id = ANY(${arr(memberIds)}::bigint[]) AND status IN ('settled', 'cashed_out')
              AND settled_at >= ${since.toISOString()}::timestamptz
            GROUP BY member_id`,
      );
      return new Map(rows.map((r) => [Number(r.member_id), Number(r.w)]));
    },

    /** Open (confirming or accepted) tickets per game: the operator's matches:list column. */
    async openTicketsByGame(gameIds: string[]): Promise<Map<string, number>> {
      if (gameIds.length === 0) return new Map();
      const rows = await rowsOf<{ game_id: string; n: string | number }>(
        db,
        sql`SELECT l.game_id, count(DISTINCT t.key) AS n FROM sports_ticket_legs l
            JOIN sports_tickets t ON t.key = l.ticket_key
            WHERE l.game_id = ANY(${arr(gameIds)}::text[]) AND t.status IN ('confirming', 'rejecting', 'accepted')
            GROUP BY l.game_id`,
      );
      return new Map(rows.map((r) => [r.game_id, Number(r.n)]));
    },

    /** Operator list: newest first, optionally one member and one status. */
    async list(filter: { memberId?: number; status?: string; limit: number }) {
      const where: SQL[] = [];
      if (filter.memberId !== undefined) where.push(eq(sportsTickets.memberId, filter.memberId));
      if (filter.status) where.push(eq(sportsTickets.status, filter.status));
      const rows = await db
        .select()
        .from(sportsTickets)
        .where(and(...where))
        .orderBy(desc(sportsTickets.placedAt))
        .limit(filter.limit);
      return withLegs(rows);
    },

    /**
     * The bet record's filter: tickets in these states, with a leg of this sport (a parlay of football and
     * basketball is found under either), placed in [from, to).
     */
    recordWhere: (filter: {
      statuses: readonly TicketRow['status'][] | null;
      gameType: string | null;
      from: Date | null;
      to: Date | null;
    }): SQL[] => [
      ...(filter.statuses ? [inArray(sportsTickets.status, [...filter.statuses])] : []),
      ...(filter.gameType
        ? [
            sql`EXISTS (SELECT 1 FROM ${sportsTicketLegs} l WHERE l.ticket_key = ${sportsTickets.key}
                AND l.sport = ${filter.gameType})`,
          ]
        : []),
      ...(filter.from ? [gte(sportsTickets.placedAt, filter.from)] : []),
      ...(filter.to ? [lt(sportsTickets.placedAt, filter.to)] : []),
    ],
  };
};

export type TicketRepo = ReturnType<typeof createTicketRepo>;
