import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { depositCallbackNonces, depositOrders } from './schema.ts';

export type DepositRow = typeof depositOrders.$inferSelect;

const pending = eq(depositOrders.status, 'pending');
const unclaimed = isNull(depositOrders.tradeNo);

/**
 * All SQL about deposit orders. Every state change is one conditional UPDATE, so two callers racing on an
 * order (a callback, the player closing it, the expiry job) can never both win.
 */
/** A member's orders still open for payment: pending, no payment bound, not past their time. */
const openOf = (memberId: number, now: Date) =>
  and(eq(depositOrders.memberId, memberId), pending, unclaimed, gt(depositOrders.expiresAt, now));

export const createDepositRepo = (db: Db) => ({
  /** Inserts unless the order number exists (a retried request); answers the stored order either way. */
  async insertOrFind(values: typeof depositOrders.$inferInsert): Promise<DepositRow> {
    await db.insert(depositOrders).values(values).onConflictDoNothing({ target: depositOrders.orderNo });
    const row = await this.byOrderNo(values.orderNo);
    if (!row) throw new Error(`deposit order ${values.orderNo} vanished`);
    return row;
  },

  async byOrderNo(orderNo: string): Promise<DepositRow | null> {
    const rows = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)).limit(1);
    return rows[0] ?? null;
  },

  async byTradeNo(tradeNo: string): Promise<DepositRow | null> {
    const rows = await db.select().from(depositOrders).where(eq(depositOrders.tradeNo, tradeNo)).limit(1);
    return rows[0] ?? null;
  },

  /** The member's own order, or null (another member's order is as absent as an unknown one). */
  async own(memberId: number, orderNo: string): Promise<DepositRow | null> {
    const rows = await db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.orderNo, orderNo), eq(depositOrders.memberId, memberId)))
      .limit(1);
    return rows[0] ?? null;
  },

  /** The member's own latest orders, newest first (the feedback form's deposit picker). */
  recentOwn: (memberId: number, limit: number): Promise<DepositRow[]> =>
    db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.memberId, memberId))
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .limit(limit),

  /** Orders the member could still pay. */
  async countOpen(memberId: number, now: Date): Promise<number> {
    const rows = await db
      .select({ orderNo: depositOrders.orderNo })
      .from(depositOrders)
      .where(openOf(memberId, now));
    return rows.length;
  },

  /** The same orders (the ones countOpen counts), newest first. */
  openOwn: (memberId: number, now: Date): Promise<DepositRow[]> =>
    db
      .select()
      .from(depositOrders)
      .where(openOf(memberId, now))
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id)),

  /**
   * Binds the gateway's trade to a pending, unexpired order: the commit point of a payment. Answers the
   * order when bound now or earlier by the same trade (a retried callback), null otherwise.
   */
  async claim(orderNo: string, tradeNo: string, now: Date): Promise<DepositRow | null> {
    const rows = await db
      .update(depositOrders)
      .set({ tradeNo, updatedAt: now })
      .where(
        and(
          eq(depositOrders.orderNo, orderNo),
          pending,
          // A trade bound before expiry stays bound: its retry must finish the credit even after expiry.
          or(and(unclaimed, gt(depositOrders.expiresAt, now)), eq(depositOrders.tradeNo, tradeNo)),
        ),
      )
      .returning();
    return rows[0] ?? null;
  },

  /** Pending + claimed -> paid, once the credit has been posted. */
  async markPaid(orderNo: string, now: Date): Promise<void> {
    await db
      .update(depositOrders)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(depositOrders.orderNo, orderNo), pending, isNotNull(depositOrders.tradeNo)));
  },

  /** Pending, unclaimed and unexpired -> closed (the member) or cancelled (the gateway). */
  async finishUnpaid(
    orderNo: string,
    status: 'closed' | 'cancelled',
    now: Date,
    memberId?: number,
  ): Promise<DepositRow | null> {
    const rows = await db
      .update(depositOrders)
      .set({ status, updatedAt: now })
      .where(
        and(
          eq(depositOrders.orderNo, orderNo),
          memberId === undefined ? undefined : eq(depositOrders.memberId, memberId),
          pending,
          unclaimed,
          gt(depositOrders.expiresAt, now),
        ),
      )
      .returning();
    return rows[0] ?? null;
  },

  /** The expiry job: every unclaimed pending order past its time becomes 'expired'. */
  async expireDue(now: Date): Promise<number> {
    const rows = await db
      .update(depositOrders)
      .set({ status: 'expired', updatedAt: now })
      .where(and(pending, unclaimed, lte(depositOrders.expiresAt, now)))
      .returning({ orderNo: depositOrders.orderNo });
    return rows.length;
  },

  /** Claimed orders not marked paid since `before`: a callback that died between posting and marking. */
  async stuckClaims(before: Date, limit = 100): Promise<DepositRow[]> {
    return db
      .select()
      .from(depositOrders)
      .where(and(pending, isNotNull(depositOrders.tradeNo), lt(depositOrders.updatedAt, before)))
      .limit(limit);
  },

  /** Sets the remark code once; a concurrent second caller keeps the first one's. */
  async setSignalCode(orderNo: string, code: string, now: Date): Promise<void> {
    await db
      .update(depositOrders)
      .set({ signalCode: code, updatedAt: now })
      .where(and(eq(depositOrders.orderNo, orderNo), eq(depositOrders.signalCode, '')));
  },

  /** Depositor names (ciphertext) of the member's paid bank transfers, newest first. */
  async paidDepositorNames(memberId: number, limit = 20): Promise<string[]> {
    const rows = await db
      .select({ enc: depositOrders.depositorNameEnc })
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.memberId, memberId),
          eq(depositOrders.status, 'paid'),
          isNotNull(depositOrders.depositorNameEnc),
        ),
      )
      .orderBy(desc(depositOrders.paidAt))
      .limit(limit);
    return rows.flatMap((r) => (r.enc ? [r.enc] : []));
  },

  /** Records a callback nonce; false when it was seen before (a replayed message). */
  async useNonce(nonce: string, orderNo: string, now: Date): Promise<boolean> {
    const rows = await db
      .insert(depositCallbackNonces)
      .values({ nonce, orderNo, receivedAt: now })
      .onConflictDoNothing()
      .returning({ nonce: depositCallbackNonces.nonce });
    return rows.length > 0;
  },

  /** Nonces older than the callback window can never be replayed (their timestamp is refused first). */
  async purgeNonces(before: Date): Promise<void> {
    await db.delete(depositCallbackNonces).where(lt(depositCallbackNonces.receivedAt, before));
  },
});

export type DepositRepo = ReturnType<typeof createDepositRepo>;
