import { and, count, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LetterType } from '@qilin/contract';
import type { Db } from '../../platform/db/client.ts';
import { queryRows, toArray } from '../../platform/db/raw-sql.ts';
import { letterStates, letters } from './schema.ts';

export type LetterRow = typeof letters.$inferSelect;
export type LetterInsert = typeof letters.$inferInsert;

/** Whose inbox a query reads: the member's own letters and the site's broadcasts since they registered. */
export interface InboxScope {
  memberId: number;
  siteId: string;
  registeredAt: Date;
}

export interface InboxFilter {
  type?: LetterType;
  unreadOnly?: boolean;
}

/** A letter as one member sees it: the row plus that member's read mark. */
export interface InboxLetter extends LetterRow {
  readAt: Date | null;
}

/** Rows per insert statement: a settlement writes one letter per ticket, 100,000 at a time. */
const INSERT_CHUNK = 5_000;

const visible = (s: InboxScope): SQL =>
  or(
    eq(letters.memberId, s.memberId),
    and(isNull(letters.memberId), eq(letters.siteId, s.siteId), gte(letters.createdAt, s.registeredAt)),
  )!;

/** The member's own marks on each letter (absent = unread, not deleted). */
const stateJoin = (s: InboxScope): SQL =>
  and(eq(letterStates.letterId, letters.id), eq(letterStates.memberId, s.memberId))!;

const where = (s: InboxScope, f: InboxFilter = {}): SQL =>
  and(
    visible(s),
    isNull(letterStates.deletedAt),
    f.type ? eq(letters.type, f.type) : undefined,
    f.unreadOnly ? isNull(letterStates.readAt) : undefined,
  )!;

export const createLetterRepo = (db: Db) => ({
  /** Inserts letters; a dedupe key already used on the site is skipped. Answers the new ids. */
  insert: async (rows: LetterInsert[]): Promise<number[]> => {
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const part = rows.slice(i, i + INSERT_CHUNK);
      // One array parameter per column (not nine per row): a big settlement's letters parse and plan once.
      const inserted = await queryRows<{ id: string | number }>(
        db,
        sql`INSERT INTO letters (site_id, member_id, type, title, body, translations, sender, dedupe_key, created_at)
            SELECT * FROM unnest(
              ${toArray(part.map((r) => r.siteId))}::text[], ${toArray(part.map((r) => r.memberId ?? null))}::bigint[],
              ${toArray(part.map((r) => r.type))}::text[], ${toArray(part.map((r) => r.title))}::text[],
              ${toArray(part.map((r) => r.body))}::text[],
              ${toArray(part.map((r) => JSON.stringify(r.translations ?? {})))}::jsonb[],
              ${toArray(part.map((r) => r.sender ?? 'system'))}::text[],
              ${toArray(part.map((r) => r.dedupeKey ?? null))}::text[],
              ${toArray(part.map((r) => (r.createdAt ?? new Date()).toISOString()))}::timestamptz[])
            ON CONFLICT DO NOTHING
            RETURNING id`,
      );
      ids.push(...inserted.map((r) => Number(r.id)));
    }
    return ids;
  },

  /** Newest first; the id breaks ties so pages never overlap. */
  page: async (s: InboxScope, f: InboxFilter, pageNum: number, pageSize: number) => {
    const [list, totals] = await Promise.all([
      db
        .select({ letter: letters, readAt: letterStates.readAt })
        .from(letters)
        .leftJoin(letterStates, stateJoin(s))
        .where(where(s, f))
        .orderBy(desc(letters.createdAt), desc(letters.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ total: count() }).from(letters).leftJoin(letterStates, stateJoin(s)).where(where(s, f)),
    ]);
    return {
      list: list.map((r): InboxLetter => ({ ...r.letter, readAt: r.readAt })),
      total: totals[0]?.total ?? 0,
    };
  },

  /** Unread letters per type and per audience (broadcast or personal). */
  unreadCounts: async (s: InboxScope) => {
    const rows = await db
      .select({
        type: letters.type,
        broadcast: sql<boolean>`${letters.memberId} is null`,
        n: sql<number>`count(*)::int`,
      })
      .from(letters)
      .leftJoin(letterStates, stateJoin(s))
      .where(where(s, { unreadOnly: true }))
      .groupBy(letters.type, sql`${letters.memberId} is null`);
    return rows.map((r) => ({ type: r.type, broadcast: Boolean(r.broadcast), n: Number(r.n) }));
  },

  /** The letters among `ids` that the member may see (not deleted); the rest are not theirs. */
  visibleByIds: async (s: InboxScope, ids: number[]): Promise<InboxLetter[]> => {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ letter: letters, readAt: letterStates.readAt })
      .from(letters)
      .leftJoin(letterStates, stateJoin(s))
      .where(and(inArray(letters.id, ids), where(s)));
    return rows.map((r) => ({ ...r.letter, readAt: r.readAt }));
  },

  /** Sets the read mark once (an earlier read time is kept). */
  markRead: async (memberId: number, ids: number[], at: Date): Promise<void> => {
    if (ids.length === 0) return;
    await db
      .insert(letterStates)
      .values(ids.map((letterId) => ({ letterId, memberId, readAt: at })))
      .onConflictDoUpdate({
        target: [letterStates.letterId, letterStates.memberId],
        set: { readAt: sql`coalesce(${letterStates.readAt}, excluded.read_at)` },
      });
  },

  markDeleted: async (memberId: number, ids: number[], at: Date): Promise<void> => {
    if (ids.length === 0) return;
    await db
      .insert(letterStates)
      .values(ids.map((letterId) => ({ letterId, memberId, deletedAt: at })))
      .onConflictDoUpdate({
        target: [letterStates.letterId, letterStates.memberId],
        set: { deletedAt: sql`coalesce(${letterStates.deletedAt}, excluded.deleted_at)` },
      });
  },

  /** Marks every visible unread letter (of one type, or all) read in one statement. */
  markAllRead: async (s: InboxScope, type: LetterType | undefined, at: Date): Promise<void> => {
    // One INSERT … SELECT: the member's unread letters get a read mark (or keep the one they have).
    await db.execute(sql`
      insert into ${letterStates} (letter_id, member_id, read_at)
      select ${letters.id}, ${s.memberId}::bigint, ${at.toISOString()}::timestamptz
      from ${letters} left join ${letterStates} on ${stateJoin(s)}
      where ${where(s, { type, unreadOnly: true })}
      on conflict (letter_id, member_id)
      do update set read_at = coalesce(${letterStates}.read_at, excluded.read_at)`);
  },
});

export type LetterRepo = ReturnType<typeof createLetterRepo>;
