import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { Code } from '@qilin/contract';
import type { Db, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { DEFAULT_WITHDRAW_CONFIG } from './catalogue.ts';
import { payoutAccounts, withdrawConfig, withdrawals } from './schema.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalInsert = typeof withdrawals.$inferInsert;
export type WithdrawConfigRow = typeof withdrawConfig.$inferSelect;

/** States a player or operator ever sees; pending and failed are internal. */
export const VISIBLE_STATUSES = ['reviewing', 'approved', 'rejected'] as const;
/** States that count against the daily limits and keep an account from being deleted. */
const LIVE_STATUSES = ['pending', 'reviewing', 'approved'];

export interface DailyUsage {
  count: number;
  amountFen: number;
}

export const createWithdrawRepo = (db: Db) => {
  const usage = async (q: Db | Tx, memberId: number, type: string, since: Date): Promise<DailyUsage> => {
    const [row] = await q
      .select({
        n: sql<number>`count(*)::int`,
        total: sql<string>`coalesce(sum(${withdrawals.amountFen}), 0)::text`,
      })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.memberId, memberId),
          eq(withdrawals.type, type),
          inArray(withdrawals.status, LIVE_STATUSES),
          gte(withdrawals.createdAt, since),
        ),
      );
    return { count: Number(row?.n ?? 0), amountFen: Number(row?.total ?? 0) };
  };

  return {
    /** Seeds the limits for types that have none; an operator's later edits are never overwritten. */
    seedConfig: () =>
      db
        .insert(withdrawConfig)
        .values([...DEFAULT_WITHDRAW_CONFIG])
        .onConflictDoNothing(),

    configs: (): Promise<WithdrawConfigRow[]> =>
      db.select().from(withdrawConfig).orderBy(asc(withdrawConfig.type)),

    config: async (type: string): Promise<WithdrawConfigRow> => {
      const [row] = await db.select().from(withdrawConfig).where(eq(withdrawConfig.type, type)).limit(1);
      if (!row) throw new Error(`no withdraw_config row for ${type}`);
      return row;
    },

    usage: (memberId: number, type: string, since: Date) => usage(db, memberId, type, since),

    byRequestKey: async (memberId: number, key: string): Promise<WithdrawalRow | undefined> => {
      const rows = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestKey, key)))
        .limit(1);
      return rows[0];
    },

    /** The reasons given for these of the member's orders that were rejected, by order number. */
    rejectionReasons: async (memberId: number, orderNos: string[]): Promise<Map<string, string>> => {
      if (orderNos.length === 0) return new Map();
      const rows = await db
        .select({ orderNo: withdrawals.orderNo, reason: withdrawals.reason })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.memberId, memberId),
            eq(withdrawals.status, 'rejected'),
            inArray(withdrawals.orderNo, orderNos),
          ),
        );
      return new Map(rows.map((r) => [r.orderNo, r.reason]));
    },

    byOrderNo: async (orderNo: string): Promise<WithdrawalRow | undefined> => {
      const rows = await db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo)).limit(1);
      return rows[0];
    },

    /**
     * Writes a pending order once the daily limits allow it. All of the member's payout-account rows are
     * locked first, which serialises a member's concurrent requests (so two cannot both squeeze under a
     * limit) and excludes a concurrent delete of the account. `check` throws the refusal.
     */
    /**
     * Writes a new order under the member's lock. `nextOrderNo` draws another number when the drawn one is
     * taken (time to the second and 6 random digits: two orders in one second may meet), so a collision
     * costs a retry, not a refused withdrawal.
     */
    createPending: (
      values: WithdrawalInsert,
      since: Date,
      check: (usage: DailyUsage) => void,
      nextOrderNo: () => string,
    ): Promise<WithdrawalRow> =>
      db.transaction(async (tx) => {
        const locked = await tx
          .select({ id: payoutAccounts.id, status: payoutAccounts.status })
          .from(payoutAccounts)
          .where(eq(payoutAccounts.memberId, values.memberId))
          .orderBy(asc(payoutAccounts.id))
          .for('update');
        if (!locked.some((a) => a.id === values.accountId && a.status === 'active')) {
          throw new AppError(Code.NotFound, '收款账户不存在');
        }
        check(await usage(tx, values.memberId, values.type, since));
        for (let orderNo = values.orderNo, tries = 1; ; orderNo = nextOrderNo(), tries += 1) {
          // Either unique key may meet: the request key (a concurrent copy of this request) or the number.
          const inserted = await tx
            .insert(withdrawals)
            .values({ ...values, orderNo })
            .onConflictDoNothing()
            .returning();
          if (inserted[0]) return inserted[0];
          const [existing] = await tx
            .select()
            .from(withdrawals)
            .where(
              and(eq(withdrawals.memberId, values.memberId), eq(withdrawals.requestKey, values.requestKey)),
            );
          if (existing) return existing;
          if (tries >= 5) throw new Error('no free withdrawal order number after 5 draws');
        }
      }),

    /**
     * One guarded transition; answers the updated row, or undefined when the order was not in `from`. `q`
     * is a ledger batch's transaction when the transition rides on its posting (a review decision).
     */
    transition: async (
      orderNo: string,
      from: readonly string[],
      set: Partial<Pick<WithdrawalRow, 'status' | 'reason' | 'reviewedBy' | 'reviewedAt'>>,
      q: Db | Tx = db,
    ): Promise<WithdrawalRow | undefined> => {
      const rows = await q
        .update(withdrawals)
        .set(set)
        .where(and(eq(withdrawals.orderNo, orderNo), inArray(withdrawals.status, [...from])))
        .returning();
      return rows[0];
    },

    pendingBefore: (before: Date, limit: number): Promise<WithdrawalRow[]> =>
      db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.status, 'pending'), lt(withdrawals.createdAt, before)))
        .orderBy(asc(withdrawals.id))
        .limit(limit),

    page: async (
      filter: { memberId?: number; statuses: readonly string[] },
      pageNum: number,
      pageSize: number,
    ): Promise<{ rows: WithdrawalRow[]; total: number }> => {
      const where = and(
        filter.memberId === undefined ? undefined : eq(withdrawals.memberId, filter.memberId),
        inArray(withdrawals.status, [...filter.statuses]),
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(withdrawals)
          .where(where)
          .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(withdrawals)
          .where(where),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },
  };
};

export type WithdrawRepo = ReturnType<typeof createWithdrawRepo>;
