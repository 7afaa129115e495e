import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { demoPayPayments } from './schema.ts';

export type DemoPayment = typeof demoPayPayments.$inferSelect;
export type NewDemoPayment = typeof demoPayPayments.$inferInsert;

/** The demo gateway's own payments table. Every change is conditional, so two instances never both win. */
export const createDemoPaymentRepo = (db: Db) => ({
  async find(orderNo: string): Promise<DemoPayment | null> {
    return (
      (await db.select().from(demoPayPayments).where(eq(demoPayPayments.orderNo, orderNo)).limit(1))[0] ??
      null
    );
  },

  /** Once per order number: a repeated create leaves the first payment as it is. */
  async insert(row: NewDemoPayment): Promise<void> {
    await db.insert(demoPayPayments).values(row).onConflictDoNothing();
  },

  /** Claims callback attempt `attempts + 1` if nobody has (compare-and-set on the attempt count). */
  async claimAttempt(p: DemoPayment, nextAttemptAt: Date): Promise<DemoPayment | null> {
    const [claimed] = await db
      .update(demoPayPayments)
      .set({ callbackAttempts: p.callbackAttempts + 1, nextAttemptAt })
      .where(
        and(
          eq(demoPayPayments.orderNo, p.orderNo),
          eq(demoPayPayments.callbackStatus, 'pending'),
          eq(demoPayPayments.callbackAttempts, p.callbackAttempts),
        ),
      )
      .returning();
    return claimed ?? null;
  },

  /** What attempt `n` came to: delivered, or the error (and `failed` after the last attempt). */
  async recordAttempt(
    orderNo: string,
    n: number,
    outcome: { ok: true } | { ok: false; error: string; last: boolean },
  ): Promise<DemoPayment | null> {
    const [done] = await db
      .update(demoPayPayments)
      .set(
        outcome.ok
          ? { callbackStatus: 'delivered', nextAttemptAt: null, lastError: '' }
          : { lastError: outcome.error.slice(0, 200), ...(outcome.last ? { callbackStatus: 'failed' } : {}) },
      )
      .where(and(eq(demoPayPayments.orderNo, orderNo), eq(demoPayPayments.callbackAttempts, n)))
      .returning();
    return done ?? null;
  },

  /** The player's decision, if the payment is still open and unexpired; its callback is due at once. */
  async decide(
    orderNo: string,
    status: 'paid' | 'cancelled',
    tradeNo: string,
    now: Date,
  ): Promise<DemoPayment | null> {
    const [decided] = await db
      .update(demoPayPayments)
      .set({ status, tradeNo, finishedAt: now, callbackStatus: 'pending', nextAttemptAt: now })
      .where(
        and(
          eq(demoPayPayments.orderNo, orderNo),
          eq(demoPayPayments.status, 'pending'),
          gt(demoPayPayments.expiresAt, now),
        ),
      )
      .returning();
    return decided ?? null;
  },

  /** Closes an open payment; answers whether this call closed it. */
  async close(orderNo: string, now: Date): Promise<boolean> {
    const closed = await db
      .update(demoPayPayments)
      .set({ status: 'closed', finishedAt: now })
      .where(and(eq(demoPayPayments.orderNo, orderNo), eq(demoPayPayments.status, 'pending')))
      .returning({ orderNo: demoPayPayments.orderNo });
    return closed.length > 0;
  },

  /** Payments whose callback is due now. */
  async due(now: Date, limit: number): Promise<DemoPayment[]> {
    return db
      .select()
      .from(demoPayPayments)
      .where(and(eq(demoPayPayments.callbackStatus, 'pending'), lte(demoPayPayments.nextAttemptAt, now)))
      .limit(limit);
  },
});
