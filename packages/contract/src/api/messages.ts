import { z } from 'zod';
import { PageRequestSchema, pageOf, text } from './common.ts';

/**
 * The inbox's letter types. Each is one unread bucket of SPEC §3: a broadcast letter (sent to the whole site)
 * counts in the `br…_count` field of its type, a letter to one member in the plain field
 * (notice_count, activity_count, fd_count). bulletin and match letters are always broadcasts.
 */
export const LetterTypeSchema = z.enum(['notice', 'activity', 'bulletin', 'match', 'fd']);
export type LetterType = z.infer<typeof LetterTypeSchema>;

/** Letter ids travel as strings (bigint identity on the server). */
export const LetterIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'must be a letter id');

/** site/letter/getUnreadForType: the SPA always sends `userSystem: 1` (SPEC §7.3). */
export const UnreadForTypeRequestSchema = z.object({ userSystem: z.literal(1) });

/** SPEC §3's unread counts; `total` is their sum (the header badge). */
export const UnreadCountsSchema = z.object({
  brnotice_count: z.number().int(),
  bractivity_count: z.number().int(),
  brbulletin_count: z.number().int(),
  brmatch_count: z.number().int(),
  brfd_count: z.number().int(),
  notice_count: z.number().int(),
  activity_count: z.number().int(),
  fd_count: z.number().int(),
  total: z.number().int(),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

/** One letter as its addressee sees it, in the caller's language. */
export const LetterSchema = z.object({
  id: LetterIdSchema,
  type: LetterTypeSchema,
  title: z.string(),
  body: z.string(),
  /** 'system' for platform letters, 'operator' for an operator's (whose login name players never see). */
  sender: z.enum(['system', 'operator']),
  /** Sent to the whole site rather than to this member alone. */
  broadcast: z.boolean(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Letter = z.infer<typeof LetterSchema>;

/** site/letter/list: newest first, optionally one type; `unreadOnly` narrows to unread letters. */
export const LetterListRequestSchema = PageRequestSchema.extend({
  type: LetterTypeSchema.optional(),
  unreadOnly: z.boolean().optional(),
});
export type LetterListRequest = z.infer<typeof LetterListRequestSchema>;
export const LetterListResponseSchema = pageOf(LetterSchema);
export type LetterListResponse = z.infer<typeof LetterListResponseSchema>;

/** site/letter/read: opens one letter (marks it read) and answers it. */
export const LetterReadRequestSchema = z.object({ id: LetterIdSchema });

/** site/letter/delete: one or several of the caller's letters. */
export const LetterDeleteRequestSchema = z.object({ ids: z.array(LetterIdSchema).min(1).max(100) });
export const LetterDeleteResponseSchema = z.object({ deleted: z.number().int() });

/** site/letter/onekeyRead: every unread letter, or every unread letter of one type; answers the new counts. */
export const LetterOneKeyReadRequestSchema = z.object({ type: LetterTypeSchema.optional() });

/* ------------------------------------------------------------ operator */

const translated = (max: number) => text(max).min(1);

/** messages/send: `to` is a member's username or `all` (a broadcast to the site). zh-TW texts are optional. */
export const MessagesSendRequestSchema = z.object({
  to: text(30).min(1),
  type: LetterTypeSchema,
  title: translated(100),
  body: translated(2000),
  titleTw: text(100).optional(),
  bodyTw: text(2000).optional(),
});
export type MessagesSendRequest = z.infer<typeof MessagesSendRequestSchema>;
export const MessagesSendResponseSchema = z.object({
  id: LetterIdSchema,
  to: z.string(),
  type: LetterTypeSchema,
  broadcast: z.boolean(),
});

/** notices/*: the site notices of advertising/queryNoticeListByPage. */
export const OperatorNoticeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
});
export type OperatorNotice = z.infer<typeof OperatorNoticeSchema>;
export const NoticesListRequestSchema = PageRequestSchema;
export const NoticesListResponseSchema = pageOf(OperatorNoticeSchema);
export const NoticesAddRequestSchema = z.object({
  title: translated(100),
  body: translated(2000),
  titleTw: text(100).optional(),
  bodyTw: text(2000).optional(),
});
export const NoticesRemoveRequestSchema = z.object({ id: z.number().int().positive().max(2_147_483_647) });
