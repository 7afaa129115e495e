import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { ChatHistoryRequest } from '@qilin/contract';
import type { Db } from '../../platform/db/client.ts';
import { chatBannedWords, chatMessages, chatMutes, chatRooms } from './schema.ts';

export type RoomRow = typeof chatRooms.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewRoom = Omit<typeof chatRooms.$inferInsert, 'createdAt'>;
export type NewMessage = Omit<typeof chatMessages.$inferInsert, 'id'>;

/** History filters of SPEC §3's chat history query, plus the room's cleared_at. */
export interface HistoryQuery {
  rid: string;
  pageNum: number;
  pageSize: number;
  category: ChatHistoryRequest['category'];
  categoryType: number;
  beginTime?: number;
  endTime?: number;
  clearedAt: Date | null;
}

export const createChatRepo = (db: Db) => ({
  /** Inserts the rooms that do not exist yet (seeding is idempotent: an edited room stays as edited). */
  async seedRooms(rooms: NewRoom[], now: Date): Promise<void> {
    if (rooms.length === 0) return;
    await db
      .insert(chatRooms)
      .values(rooms.map((r) => ({ ...r, createdAt: now })))
      .onConflictDoNothing({ target: chatRooms.rid });
  },

  async room(rid: string): Promise<RoomRow | null> {
    const [row] = await db.select().from(chatRooms).where(eq(chatRooms.rid, rid));
    return row ?? null;
  },

  /** A site's rooms in display order; destroyed ones only when asked (operator list). */
  async rooms(siteId: string | null, withDestroyed = false): Promise<RoomRow[]> {
    const where: SQL[] = [];
    if (siteId !== null) where.push(eq(chatRooms.siteId, siteId));
    if (!withDestroyed) where.push(isNull(chatRooms.destroyedAt));
    return db
      .select()
      .from(chatRooms)
      .where(and(...where))
      .orderBy(asc(chatRooms.siteId), asc(chatRooms.sort), asc(chatRooms.rid));
  },

  /** Every live sport room (the score pusher's list). */
  async sportRooms(): Promise<{ rid: string; gameId: string }[]> {
    return db
      .select({ rid: chatRooms.rid, gameId: chatRooms.gameId })
      .from(chatRooms)
      .where(and(eq(chatRooms.category, 'sport'), isNull(chatRooms.destroyedAt)));
  },

  async updateRoom(
    rid: string,
    patch: Partial<Pick<RoomRow, 'status' | 'blocked' | 'minVipLevel' | 'clearedAt' | 'destroyedAt'>>,
  ): Promise<RoomRow | null> {
    const [row] = await db.update(chatRooms).set(patch).where(eq(chatRooms.rid, rid)).returning();
    return row ?? null;
  },

  async insertMessage(m: NewMessage): Promise<MessageRow> {
    const [row] = await db.insert(chatMessages).values(m).returning();
    if (!row) throw new Error('chat message insert returned nothing');
    return row;
  },

  /** Newest first: page 1 is the latest lines (the panel opens on them and scrolls back). */
  async history(q: HistoryQuery): Promise<{ rows: MessageRow[]; total: number }> {
    const where: SQL[] = [eq(chatMessages.rid, q.rid)];
    if (q.clearedAt) where.push(gt(chatMessages.createdAt, q.clearedAt));
    if (q.category !== 'all') where.push(eq(chatMessages.kind, q.category));
    if (q.categoryType === 1) where.push(isNotNull(chatMessages.memberId));
    if (q.categoryType === 2) where.push(isNull(chatMessages.memberId));
    if (q.beginTime !== undefined) where.push(gte(chatMessages.createdAt, new Date(q.beginTime)));
    if (q.endTime !== undefined) where.push(lte(chatMessages.createdAt, new Date(q.endTime)));
    const cond = and(...where);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(chatMessages)
        .where(cond)
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize),
      db.select({ n: count() }).from(chatMessages).where(cond),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /**
   * Stores a score prediction unless the member has one for the match already (null then). The unique
   * index chat_messages_one_prediction decides, so parallel sends of one member (several tabs, several
   * instances) store one between them: a look before the insert would let each find none.
   */
  async insertPrediction(m: NewMessage): Promise<MessageRow | null> {
    const [row] = await db.insert(chatMessages).values(m).onConflictDoNothing().returning();
    return row ?? null;
  },

  /**
   * The end of the member's running mute, or null. The newest mute decides: an operator's second mute
   * replaces the first (a shorter one shortens it), as the member's open sockets were told.
   */
  async mutedUntil(
    siteId: string,
    memberId: number,
    now: Date,
  ): Promise<{ until: Date; reason: string } | null> {
    const [row] = await db
      .select({ until: chatMutes.until, reason: chatMutes.reason })
      .from(chatMutes)
      .where(and(eq(chatMutes.siteId, siteId), eq(chatMutes.memberId, memberId)))
      .orderBy(desc(chatMutes.id))
      .limit(1);
    return row && row.until > now ? row : null;
  },

  async insertMute(m: Omit<typeof chatMutes.$inferInsert, 'id'>): Promise<void> {
    await db.insert(chatMutes).values(m);
  },

  /** Ends every running mute of a member now (the rows stay as the record). */
  async liftMutes(siteId: string, memberId: number, now: Date): Promise<void> {
    await db
      .update(chatMutes)
      .set({ until: now })
      .where(and(eq(chatMutes.siteId, siteId), eq(chatMutes.memberId, memberId), gt(chatMutes.until, now)));
  },

  async words(siteId: string): Promise<string[]> {
    const rows = await db
      .select({ word: chatBannedWords.word })
      .from(chatBannedWords)
      .where(eq(chatBannedWords.siteId, siteId))
      .orderBy(asc(chatBannedWords.word));
    return rows.map((r) => r.word);
  },

  async addWord(siteId: string, word: string, now: Date): Promise<boolean> {
    const rows = await db
      .insert(chatBannedWords)
      .values({ siteId, word, createdAt: now })
      .onConflictDoNothing()
      .returning({ word: chatBannedWords.word });
    return rows.length > 0;
  },

  async removeWord(siteId: string, word: string): Promise<boolean> {
    const rows = await db
      .delete(chatBannedWords)
      .where(and(eq(chatBannedWords.siteId, siteId), eq(chatBannedWords.word, word)))
      .returning({ word: chatBannedWords.word });
    return rows.length > 0;
  },
});

export type ChatRepo = ReturnType<typeof createChatRepo>;
