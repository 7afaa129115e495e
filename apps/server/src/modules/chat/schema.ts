import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Chat rooms (SPEC §4 chat socket). `rid` is the public room id; `blocked` stops members speaking (10005),
 * `status` 'closed' is a room temporarily shut (10006), a destroyed room answers 10013 and is gone from lists.
 * `cleared_at` hides every message before it (10015). `min_vip_level` is the VIP level a member needs to speak (10007).
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    rid: text('rid').primaryKey(),
    siteId: text('site_id').notNull(),
    name: text('name').notNull(),
    /** 'sport' rooms follow a match (score pushes 10014); 'lobby' rooms are general. */
    category: text('category').notNull().default('lobby'),
    /** The feed gameId a sport room follows, '' otherwise. */
    gameId: text('game_id').notNull().default(''),
    status: text('status').notNull().default('open'),
    blocked: boolean('blocked').notNull().default(false),
    minVipLevel: integer('min_vip_level').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    clearedAt: ts('cleared_at'),
    createdAt: ts('created_at').notNull(),
    destroyedAt: ts('destroyed_at'),
  },
  (t) => [
    index('chat_rooms_site').on(t.siteId, t.sort),
    check('chat_rooms_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/**
 * Everything said or recorded in a room: member text, system notices, gift records (10017) and score
 * predictions (10018); `payload` carries the structured part of the last two.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    rid: text('rid')
      .notNull()
      .references(() => chatRooms.rid),
    /** null for system messages. */
    memberId: bigint('member_id', { mode: 'number' }),
    nickname: text('nickname').notNull().default(''),
    vipLevel: integer('vip_level').notNull().default(0),
    kind: text('kind').notNull().default('text'),
    content: text('content').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('chat_messages_room_created').on(t.rid, t.createdAt),
    check('chat_messages_kind_check', sql`${t.kind} in ('text', 'system', 'gift', 'prediction')`),
    // One score prediction per member and match (10018), kept by the database: parallel sends of one
    // member (several tabs or instances) cannot each store one.
    uniqueIndex('chat_messages_one_prediction')
      .on(t.memberId, sql`(${t.payload}->>'gameId')`)
      .where(sql`${t.kind} = 'prediction'`),
  ],
);

/** A member muted until a time (10004), site-wide; the row stays as the record of the mute. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    until: ts('until').notNull(),
    reason: text('reason').notNull().default(''),
    operatorName: text('operator_name').notNull().default(''),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('chat_mutes_member').on(t.siteId, t.memberId, t.until)],
);

/** The banned-word list operators edit (`chat:words add|remove`). */
export const chatBannedWords = pgTable(
  'chat_banned_words',
  {
    siteId: text('site_id').notNull(),
    word: text('word').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.word] })],
);
