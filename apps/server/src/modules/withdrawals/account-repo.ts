import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PayoutAccountType } from '@qilin/contract';
import type { Db } from '../../platform/db/client.ts';
import { payoutAccounts, withdrawals } from './schema.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutAccountInsert = typeof payoutAccounts.$inferInsert;

/** Payout accounts: every read is scoped to the owning member. */
export const createAccountRepo = (db: Db) => ({
  listActive: (memberId: number, type?: PayoutAccountType): Promise<PayoutAccountRow[]> =>
    db
      .select()
      .from(payoutAccounts)
      .where(
        and(
          eq(payoutAccounts.memberId, memberId),
          eq(payoutAccounts.status, 'active'),
          type ? eq(payoutAccounts.type, type) : undefined,
        ),
      )
      .orderBy(asc(payoutAccounts.type), desc(payoutAccounts.isDefault), desc(payoutAccounts.id)),

  countActive: async (memberId: number, type: PayoutAccountType): Promise<number> => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(payoutAccounts)
      .where(
        and(
          eq(payoutAccounts.memberId, memberId),
          eq(payoutAccounts.type, type),
          eq(payoutAccounts.status, 'active'),
        ),
      );
    return Number(row?.n ?? 0);
  },

  /** Whether a member other than `memberId` has this number among their active accounts. */
  heldByOther: async (type: PayoutAccountType, accountIndex: string, memberId: number): Promise<boolean> => {
    const rows = await db
      .select({ id: payoutAccounts.id })
      .from(payoutAccounts)
      .where(
        and(
          eq(payoutAccounts.type, type),
          eq(payoutAccounts.accountIndex, accountIndex),
          eq(payoutAccounts.status, 'active'),
          sql`${payoutAccounts.memberId} <> ${memberId}`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** The new row, or undefined when the member already has this number (the partial unique index). */
  insert: async (values: PayoutAccountInsert): Promise<PayoutAccountRow | undefined> => {
    const rows = await db.insert(payoutAccounts).values(values).onConflictDoNothing().returning();
    return rows[0];
  },

  ownActive: async (memberId: number, publicId: string): Promise<PayoutAccountRow | undefined> => {
    const rows = await db
      .select()
      .from(payoutAccounts)
      .where(
        and(
          eq(payoutAccounts.publicId, publicId),
          eq(payoutAccounts.memberId, memberId),
          eq(payoutAccounts.status, 'active'),
        ),
      )
      .limit(1);
    return rows[0];
  },

  /** Accounts by row id whatever their status (orders keep showing a deleted account). */
  byIds: async (ids: number[]): Promise<Map<number, PayoutAccountRow>> => {
    if (ids.length === 0) return new Map();
    const rows = await db.select().from(payoutAccounts).where(inArray(payoutAccounts.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  },

  /** One statement, so concurrent calls cannot leave two defaults of a type. */
  setDefault: (memberId: number, type: string, id: number) =>
    db
      .update(payoutAccounts)
      .set({ isDefault: sql`${payoutAccounts.id} = ${id}` })
      .where(
        and(
          eq(payoutAccounts.memberId, memberId),
          eq(payoutAccounts.type, type),
          eq(payoutAccounts.status, 'active'),
        ),
      ),

  /**
   * Deletes (softly) unless a withdrawal still waiting on the account uses it. The account row is locked
   * first: withdraw/new takes the same lock before writing its order, so the two cannot cross.
   */
  deleteIfIdle: (memberId: number, publicId: string, at: Date): Promise<'ok' | 'not_found' | 'busy'> =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(payoutAccounts)
        .where(
          and(
            eq(payoutAccounts.publicId, publicId),
            eq(payoutAccounts.memberId, memberId),
            eq(payoutAccounts.status, 'active'),
          ),
        )
        .for('update');
      if (!row) return 'not_found';
      const busy = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.accountId, row.id), inArray(withdrawals.status, ['pending', 'reviewing'])))
        .limit(1);
      if (busy.length > 0) return 'busy';
      await tx
        .update(payoutAccounts)
        .set({ status: 'deleted', isDefault: false, deletedAt: at })
        .where(eq(payoutAccounts.id, row.id));
      if (row.isDefault) {
        // The newest remaining account of the type takes over as default.
        await tx.execute(sql`
          UPDATE payout_accounts SET is_default = true
          WHERE id = (SELECT id FROM payout_accounts
                      WHERE member_id = ${memberId} AND type = ${row.type} AND status = 'active'
                      ORDER BY id DESC LIMIT 1)`);
      }
      return 'ok';
    }),
});

export type AccountRepo = ReturnType<typeof createAccountRepo>;
