import { and, asc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { queryRows, toArray } from '../../platform/db/raw-sql.ts';
import { createStatementBatcher } from '../../platform/db/statement-batcher.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { venueMemberSettings, venueOrders } from './schema.ts';

export type VenueOrderRow = typeof venueOrders.$inferSelect;
export type NewVenueOrder = Pick<
  VenueOrderRow,
  'orderNo' | 'memberId' | 'requestKey' | 'channelCode' | 'ty' | 'amount' | 'source' | 'isActivity'
>;

/** Order ids drawn from the identity's sequence per round trip (see `draft`). */
const ID_BLOCK = 32;

/**
 * Venue orders and member settings. Every state change is a conditional update from `pending`, so two
 * deciders (a request and the resolver, or two instances) can never both settle one order.
 */
export const createVenueOrderRepo = (db: Db, now: () => Date, ledger: Ledger) => {
  /**
   * A new order is inserted by its hold's ledger batch (below), not in a commit of its own: its id is drawn
   * ahead from the identity's sequence, a block at a time, so the steps after the hold address it by id as
   * before. An id drawn but never used (a refused hold) is a gap, as a rolled-back insert leaves one.
   */
  const spareIds: number[] = [];
  let refill: Promise<void> | null = null;
  const nextId = async (): Promise<number> => {
    while (spareIds.length === 0) {
      refill ??= queryRows<{ id: string | number }>(
        db,
        sql`SELECT nextval(pg_get_serial_sequence('venue_orders', 'id')) AS id FROM generate_series(1, ${ID_BLOCK})`,
      )
        .then((rows) => {
          spareIds.push(...rows.map((r) => Number(r.id)));
        })
        .finally(() => {
          refill = null;
        });
      await refill;
    }
    return spareIds.shift()!;
  };

  /**
   * Inserts a drafted order, already counted as sent, in the statement of its hold (a write-only
   * companion): the money is held, the order exists and its send is counted in one commit. A refused hold
   * leaves no order behind, like a refusal before it.
   */
  const createdCompanion = ledger.registerCompanionStatements<VenueOrderRow>(
    'venues.order-created',
    (rows) => {
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      return [
        sql`INSERT INTO venue_orders (id, order_no, member_id, request_key, channel_code, ty, amount, source,
            is_activity, status, booked, message, attempts, sent_at, created_at, updated_at)
          OVERRIDING SYSTEM VALUE
          SELECT * FROM unnest(
            ${toArray(rows.map((r) => r.id))}::bigint[], ${toArray(rows.map((r) => r.orderNo))}::text[],
            ${toArray(rows.map((r) => r.memberId))}::bigint[], ${toArray(rows.map((r) => r.requestKey))}::text[],
            ${toArray(rows.map((r) => r.channelCode))}::text[], ${toArray(rows.map((r) => r.ty))}::smallint[],
            ${toArray(rows.map((r) => r.amount))}::bigint[], ${toArray(rows.map((r) => r.source))}::text[],
            ${toArray(rows.map((r) => r.isActivity))}::boolean[], ${toArray(rows.map((r) => r.status))}::text[],
            ${toArray(rows.map((r) => r.booked))}::boolean[], ${toArray(rows.map((r) => r.message))}::text[],
            ${toArray(rows.map((r) => r.attempts))}::integer[], ${toArray(rows.map((r) => iso(r.sentAt)))}::timestamptz[],
            ${toArray(rows.map((r) => r.createdAt.toISOString()))}::timestamptz[],
            ${toArray(rows.map((r) => r.updatedAt.toISOString()))}::timestamptz[])`,
      ];
    },
  );

  /**
   * Counts the send in the transaction of the order's hold (a ledger companion): the money is held and
   * the order marked sent together, one round trip fewer per transfer. An order no longer pending fails
   * its hold, so a settled order is never sent.
   */
  const sentCompanion = ledger.registerCompanion<{ id: number; at: Date }>(
    'venues.order-sent',
    async (tx, rows) => {
      const [done] = await queryRows<{ n: number }>(
        tx,
        sql`WITH sent AS (
              UPDATE venue_orders AS o SET attempts = o.attempts + 1, sent_at = x.at, updated_at = x.at
              FROM unnest(${toArray(rows.map((r) => r.id))}::bigint[], ${toArray(rows.map((r) => r.at.toISOString()))}::timestamptz[]) AS x(id, at)
              WHERE o.id = x.id AND o.status = 'pending'
              RETURNING 1)
            SELECT count(*)::int AS n FROM sent`,
      );
      if (done?.n !== rows.length) throw new Error('a venue order was settled before its hold');
    },
  );

  /**
   * pending -> success|failed and booked, in the statement of the ledger step that books it (done or
   * release): nothing is read back, so it rides in the batch's write statement. An order someone settled
   * first is left as it is: the venue's answer, and so the status, is the same whoever books it, and the
   * step's reference makes the money move once.
   */
  const settledCompanion = ledger.registerCompanionStatements<{
    id: number;
    status: 'success' | 'failed';
    message: string;
    at: Date;
  }>('venues.order-settled', (rows) => [
    sql`UPDATE venue_orders AS o SET status = x.status, message = x.message, booked = true,
          updated_at = x.at, resolved_at = x.at
        FROM unnest(${toArray(rows.map((r) => r.id))}::bigint[], ${toArray(rows.map((r) => r.status))}::text[],
          ${toArray(rows.map((r) => r.message))}::text[], ${toArray(rows.map((r) => r.at.toISOString()))}::timestamptz[])
          AS x(id, status, message, at)
        WHERE o.id = x.id AND o.status = 'pending'`,
  ]);

  // The transfer hot path's lookups and insert, built once as named prepared statements: drizzle's
  // query building cost more CPU than PostgreSQL's own work on these one-row statements.
  const byKeyQuery = db
    .select()
    .from(venueOrders)
    .where(
      and(
        eq(venueOrders.memberId, sql.placeholder('memberId')),
        eq(venueOrders.requestKey, sql.placeholder('requestKey')),
      ),
    )
    .limit(1)
    .prepare('venue_orders_by_key');
  const byIdQuery = db
    .select()
    .from(venueOrders)
    .where(eq(venueOrders.id, sql.placeholder('id')))
    .limit(1)
    .prepare('venue_orders_by_id');
  const insertQuery = db
    .insert(venueOrders)
    .values({
      orderNo: sql.placeholder('orderNo'),
      memberId: sql.placeholder('memberId'),
      requestKey: sql.placeholder('requestKey'),
      channelCode: sql.placeholder('channelCode'),
      ty: sql.placeholder('ty'),
      amount: sql.placeholder('amount'),
      source: sql.placeholder('source'),
      isActivity: sql.placeholder('isActivity'),
      status: 'pending',
      createdAt: sql.placeholder('at'),
      updatedAt: sql.placeholder('at'),
    })
    .onConflictDoNothing({ target: [venueOrders.memberId, venueOrders.requestKey] })
    .returning()
    .prepare('venue_orders_insert');
  /**
   * Whether a member has an unconfirmed transfer with a venue, asked before every transfer out: batched
   * (statement-batcher.ts), so under load one statement answers every member waiting.
   */
  const hasPendingBatch = createStatementBatcher<{ memberId: number; channelCode: string }, boolean>(
    async (items) => {
      const rows = await queryRows<{ member_id: string | number; channel_code: string }>(
        db,
        sql`SELECT DISTINCT member_id, channel_code FROM venue_orders
            WHERE member_id = ANY(${toArray([...new Set(items.map((i) => i.memberId))])}::bigint[])
              -- Pending, or settled but not yet booked (the venue's figure already includes it, ours not
              -- yet): a pending order is never booked, so both are NOT booked, which venue_orders_member_open
              -- indexes (a member's settled history is not read).
              AND NOT booked`,
      );
      const found = new Set(rows.map((r) => `${Number(r.member_id)}\u0000${r.channel_code}`));
      return items.map((i) => found.has(`${i.memberId}\u0000${i.channelCode}`));
    },
  );

  const byKey = async (memberId: number, requestKey: string): Promise<VenueOrderRow | undefined> =>
    (await byKeyQuery.execute({ memberId, requestKey }))[0];

  const byId = async (id: number): Promise<VenueOrderRow | undefined> => (await byIdQuery.execute({ id }))[0];

  return {
    byKey,
    byId,
    sentCompanion,
    settledCompanion,
    createdCompanion,

    /** A new order as its hold will insert it (`createdCompanion`): pending, not yet sent, with its id. */
    async draft(order: NewVenueOrder): Promise<VenueOrderRow> {
      const at = now();
      return {
        ...order,
        id: await nextId(),
        status: 'pending',
        booked: false,
        message: '',
        attempts: 0,
        sentAt: null,
        createdAt: at,
        updatedAt: at,
        resolvedAt: null,
      };
    },

    /**
     * Inserts the order on its own, or answers the one a concurrent request with the same key created
     * first. The transfer path drafts its orders instead (the hold inserts them); this stays for orders that
     * must exist before any posting, as the recovery tests build them.
     */
    async create(order: NewVenueOrder): Promise<VenueOrderRow> {
      const [row] = await insertQuery.execute({ ...order, at: now() });
      if (row) return row;
      const first = await byKey(order.memberId, order.requestKey);
      if (!first) throw new Error('venue order vanished after a conflicting insert');
      return first;
    },

    /** Counts a send just before it happens; false when the order was settled meanwhile. */
    async markSent(id: number): Promise<boolean> {
      const at = now();
      const rows = await db
        .update(venueOrders)
        .set({ attempts: sql`${venueOrders.attempts} + 1`, sentAt: at, updatedAt: at })
        .where(and(eq(venueOrders.id, id), eq(venueOrders.status, 'pending')))
        .returning({ id: venueOrders.id });
      return rows.length > 0;
    },

    /** pending -> success|failed; answers the order as it stands afterwards, whoever settled it. */
    async settle(id: number, status: 'success' | 'failed', message: string): Promise<VenueOrderRow> {
      const at = now();
      const [settled] = await db
        .update(venueOrders)
        .set({ status, message, updatedAt: at, resolvedAt: at })
        .where(and(eq(venueOrders.id, id), eq(venueOrders.status, 'pending')))
        .returning();
      if (settled) return settled;
      // Someone else settled it first: answer their outcome.
      const row = await byId(id);
      if (!row) throw new Error(`venue order ${id} vanished`);
      return row;
    },

    /**
     * pending -> success|failed and booked in one statement, for a caller that has already posted the
     * matching ledger step (done or release, or nothing to undo). When someone else settled it first,
     * answers the order as they left it (maybe not booked: `finish` then books it).
     */
    async settleBooked(id: number, status: 'success' | 'failed', message: string): Promise<VenueOrderRow> {
      const at = now();
      const [settled] = await db
        .update(venueOrders)
        .set({ status, message, booked: true, updatedAt: at, resolvedAt: at })
        .where(and(eq(venueOrders.id, id), eq(venueOrders.status, 'pending')))
        .returning();
      if (settled) return settled;
      const row = await byId(id);
      if (!row) throw new Error(`venue order ${id} vanished`);
      return row;
    },

    /** The ledger now matches the settled order. */
    async markBooked(id: number): Promise<void> {
      await db
        .update(venueOrders)
        .set({ booked: true, updatedAt: now() })
        .where(and(eq(venueOrders.id, id), ne(venueOrders.status, 'pending')));
    },

    /**
     * The resolver's work list, oldest first: orders still pending or settled but not yet booked, untouched
     * for `idleMs` (so a request in progress is left alone).
     */
    async unfinished(idleMs: number, limit: number): Promise<VenueOrderRow[]> {
      const before = new Date(now().getTime() - idleMs);
      return db
        .select()
        .from(venueOrders)
        .where(
          and(
            eq(venueOrders.booked, false),
            or(isNull(venueOrders.sentAt), lt(venueOrders.sentAt, before)),
            lt(venueOrders.updatedAt, before),
          ),
        )
        .orderBy(asc(venueOrders.createdAt))
        .limit(limit);
    },

    hasPending: (memberId: number, channelCode: string): Promise<boolean> =>
      hasPendingBatch({ memberId, channelCode }),

    async autoTransfer(memberId: number): Promise<boolean> {
      const rows = await db
        .select({ on: venueMemberSettings.autoTransfer })
        .from(venueMemberSettings)
        .where(eq(venueMemberSettings.memberId, memberId))
        .limit(1);
      return rows[0]?.on ?? false;
    },

    async setAutoTransfer(memberId: number, on: boolean): Promise<void> {
      const at = now();
      await db
        .insert(venueMemberSettings)
        .values({ memberId, autoTransfer: on, updatedAt: at })
        .onConflictDoUpdate({
          target: venueMemberSettings.memberId,
          set: { autoTransfer: on, updatedAt: at },
        });
    },
  };
};

export type VenueOrderRepo = ReturnType<typeof createVenueOrderRepo>;
