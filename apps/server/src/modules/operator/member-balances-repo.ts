import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { members } from '../identity/schema.ts';
import { ledgerAccounts } from '../ledger/schema.ts';

/** What the ledger holds for one member, in fen. */
export interface MemberBalances {
  wallet: number;
  locked: number;
  /** Every venue wallet of the member together. */
  venues: number;
}

const sumOf = (kind: string) =>
  sql<string>`coalesce(sum(${ledgerAccounts.balance}) filter (where ${ledgerAccounts.kind} = ${kind}), 0)::text`;

/** The ledger's member accounts as members:list shows them, for a whole page in one statement. */
export const createMemberBalancesRepo = (db: Db) => ({
  /** By user id; a member with no account yet (never funded) answers zeros. */
  async byUserIds(userIds: readonly string[]): Promise<Map<string, MemberBalances>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({
        userId: members.userId,
        wallet: sumOf('wallet'),
        locked: sumOf('locked'),
        venues: sumOf('venue'),
      })
      .from(members)
      .leftJoin(
        ledgerAccounts,
        and(
          eq(ledgerAccounts.memberId, members.id),
          inArray(ledgerAccounts.kind, ['wallet', 'locked', 'venue']),
        ),
      )
      .where(inArray(members.userId, [...userIds]))
      .groupBy(members.userId);
    return new Map(
      rows.map((r) => [
        r.userId,
        { wallet: Number(r.wallet), locked: Number(r.locked), venues: Number(r.venues) },
      ]),
    );
  },
});

export type MemberBalancesRepo = ReturnType<typeof createMemberBalancesRepo>;
