import { z } from 'zod';
import { PageRequestSchema, pageOf, text } from './common.ts';
import { IsoTimeSchema, YuanSchema } from './money.ts';
import { DepositStatusSchema } from './funds.ts';

/*
 * SPEC §7.2 feedback. SPEC shows no payloads; these are ours. The form's rules (text length, image count,
 * type) live here so the form and the server refuse the same things with the same words. The schemas only
 * bound sizes so nothing huge reaches a service; the service applies `validateFeedback` so a player sees a
 * sentence, not a generic 6007 naming a field.
 */

/** Feedback types: what the complaint is about. 1 and 3 may name a deposit or a bet (relatedRef). */
export const FeedbackType = {
  deposit: 1,
  withdraw: 2,
  bet: 3,
  account: 4,
  suggestion: 5,
  other: 6,
} as const;
export type FeedbackTypeCode = (typeof FeedbackType)[keyof typeof FeedbackType];
export const FEEDBACK_TYPES: readonly FeedbackTypeCode[] = [1, 2, 3, 4, 5, 6];
export const isFeedbackType = (n: number): n is FeedbackTypeCode =>
  (FEEDBACK_TYPES as readonly number[]).includes(n);

/** zh-CN type names (the operator CLI prints them; the web form has its own translated labels). */
export const feedbackTypeNames: Record<FeedbackTypeCode, string> = {
  1: '存款问题',
  2: '取款问题',
  3: '投注问题',
  4: '账户问题',
  5: '建议',
  6: '其他',
};

export const FeedbackLimits = {
  textMin: 5,
  textMax: 500,
  imagesMax: 4,
  replyMax: 1000,
} as const;

export const FeedbackMessage = {
  typeRequired: '请选择反馈类型',
  textRequired: '请填写反馈内容',
  textTooShort: `反馈内容至少${FeedbackLimits.textMin}个字`,
  textTooLong: `反馈内容不能超过${FeedbackLimits.textMax}个字`,
  tooManyImages: `最多上传${FeedbackLimits.imagesMax}张图片`,
  foreignImage: '图片无效，请重新上传',
  refMismatch: '所选记录与反馈类型不符',
  refNotFound: '所选记录不存在',
  tooFrequent: '提交过于频繁，请稍后再试',
  notFound: '反馈不存在',
} as const;

/** Counts characters as a player sees them (an emoji or a CJK character is one). */
export const feedbackTextLength = (s: string): number => [...s.trim()].length;

/** '' when the form may be sent; otherwise the sentence to show. */
export const validateFeedback = (input: {
  type: number | null | undefined;
  content: string;
  images: readonly string[];
}): string => {
  if (input.type == null || !isFeedbackType(input.type)) return FeedbackMessage.typeRequired;
  const n = feedbackTextLength(input.content);
  if (n === 0) return FeedbackMessage.textRequired;
  if (n < FeedbackLimits.textMin) return FeedbackMessage.textTooShort;
  if (n > FeedbackLimits.textMax) return FeedbackMessage.textTooLong;
  if (input.images.length > FeedbackLimits.imagesMax) return FeedbackMessage.tooManyImages;
  return '';
};

/** `bet:<ticketId>` or `deposit:<orderNo>`: the record the complaint is about. */
export const FeedbackRefSchema = z
  .string()
  .max(120)
  .regex(/^(bet|deposit):[A-Za-z0-9_:-]{1,100}$/, 'must be bet:<ticketId> or deposit:<orderNo>');

export const AddFeedbackRequestSchema = z.object({
  type: z.number().int(),
  /** Bounded loosely here; the exact limit and its message come from validateFeedback. */
  content: text(FeedbackLimits.textMax * 4),
  /** URLs answered by user/upload/uploadImage to this member. */
  images: z.array(z.string().max(300)).max(16).default([]),
  relatedRef: FeedbackRefSchema.or(z.literal('')).optional(),
});
export type AddFeedbackRequest = z.input<typeof AddFeedbackRequestSchema>;

export const FeedbackStatusSchema = z.enum(['open', 'replied', 'closed']);
export type FeedbackStatus = z.infer<typeof FeedbackStatusSchema>;

export const FeedbackSummarySchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  relatedRef: z.string(),
  status: FeedbackStatusSchema,
  /** An operator replied since the member last opened it. */
  unreadReply: z.boolean(),
  replyCount: z.number().int(),
  createdAt: IsoTimeSchema,
  updatedAt: IsoTimeSchema,
});
export type FeedbackSummary = z.infer<typeof FeedbackSummarySchema>;

export const FeedbackReplySchema = z.object({
  id: z.number().int(),
  /** 'operator' replies are shown as customer service; the operator's username is never shown. */
  author: z.enum(['member', 'operator']),
  content: z.string(),
  createdAt: IsoTimeSchema,
});
export type FeedbackReply = z.infer<typeof FeedbackReplySchema>;

export const FeedbackInfoSchema = FeedbackSummarySchema.extend({
  replies: z.array(FeedbackReplySchema),
});
export type FeedbackInfo = z.infer<typeof FeedbackInfoSchema>;

export const FeedbackListRequestSchema = PageRequestSchema;
export const FeedbackPageSchema = pageOf(FeedbackSummarySchema);
export type FeedbackPage = z.infer<typeof FeedbackPageSchema>;

export const FeedbackIdRequestSchema = z.object({ id: z.number().int().min(1) });

/** feedback/unreadNum: the member's feedbacks with an operator reply not yet opened (SPEC §3). */
export const FeedbackUnreadSchema = z.object({ count: z.number().int() });

/* ------------------------------------------------ the form's pickers (what the complaint is about) */

/** queryMemberBetList: the member's own recent sportsbook tickets, newest first. */
export const FeedbackBetOptionSchema = z.object({
  ticketId: z.string(),
  /** One line a player recognises: teams of the first leg (and "+n" for parlays). */
  title: z.string(),
  stake: YuanSchema,
  status: z.string(),
  statusText: z.string(),
  placedAt: IsoTimeSchema,
});
export type FeedbackBetOption = z.infer<typeof FeedbackBetOptionSchema>;
export const FeedbackBetListSchema = z.object({ list: z.array(FeedbackBetOptionSchema) });
export type FeedbackBetList = z.infer<typeof FeedbackBetListSchema>;

/**
 * querySiteDepositRewardConfigList: for a complaint about a deposit, the member's own recent deposit
 * orders and the site's deposit channels (so "which channel" can be said even without an order).
 */
export const FeedbackDepositOptionSchema = z.object({
  orderNo: z.string(),
  channelName: z.string(),
  amount: YuanSchema,
  status: DepositStatusSchema,
  createdAt: IsoTimeSchema,
});
export type FeedbackDepositOption = z.infer<typeof FeedbackDepositOptionSchema>;
export const FeedbackDepositConfigSchema = z.object({
  orders: z.array(FeedbackDepositOptionSchema),
  channels: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type FeedbackDepositConfig = z.infer<typeof FeedbackDepositConfigSchema>;

/* ------------------------------------------------ operator */

export const OperatorFeedbackListRequestSchema = PageRequestSchema.extend({
  status: FeedbackStatusSchema.optional(),
});
export const OperatorFeedbackSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  typeName: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  relatedRef: z.string(),
  status: FeedbackStatusSchema,
  replyCount: z.number().int(),
  createdAt: IsoTimeSchema,
});
export type OperatorFeedback = z.infer<typeof OperatorFeedbackSchema>;
export const OperatorFeedbackPageSchema = pageOf(OperatorFeedbackSchema);
/** Closes a feedback: the member sees 已关闭; a later reply opens it again as replied. */
export const OperatorFeedbackCloseRequestSchema = z.object({ id: z.number().int().min(1) });
export const OperatorFeedbackReplyRequestSchema = z.object({
  id: z.number().int().min(1),
  content: text(FeedbackLimits.replyMax).refine((v) => v.trim().length > 0, '回复内容不能为空'),
});
