import { z } from 'zod';
import { PageRequestSchema, hasControlCharacters, pageOf, text } from './common.ts';
import { AmountSchema, YuanSchema } from './money.ts';
import { PayoutAccountTypeSchema, WithdrawOrderSchema, WithdrawStatusSchema } from './funds.ts';

/** Manual adjustment of a member's centre wallet; the reason is mandatory and lands in the audit log. */
export const WalletAdjustRequestSchema = z.object({
  username: text(30).min(1),
  amount: AmountSchema,
  // Trimmed first: a reason of spaces is no reason (the audit log must say why money moved).
  reason: z
    .string()
    .trim()
    .min(2, { error: '请填写原因（至少2个字）' })
    .max(200, { error: '原因最多200个字' })
    .refine((v) => !hasControlCharacters(v), 'contains control characters'),
});
export const WalletAdjustResponseSchema = z.object({
  username: z.string(),
  amount: YuanSchema,
  centerWalletBalance: YuanSchema,
  transferId: z.string(),
});

export const WithdrawalsListRequestSchema = PageRequestSchema.extend({
  status: WithdrawStatusSchema.optional(),
});
export const OperatorWithdrawalSchema = WithdrawOrderSchema.extend({
  username: z.string(),
  /** The member is frozen (an investigation): approval is refused until they are unfrozen. */
  memberFrozen: z.boolean(),
});
export const WithdrawalsListResponseSchema = pageOf(OperatorWithdrawalSchema);
export const WithdrawalReviewRequestSchema = z.object({
  orderNo: text(40).min(1),
  reason: text(200).optional(),
});

/** withdrawals/show: one withdrawal with its payee's full details, for the finance staff who pay it. */
export const WithdrawalShowRequestSchema = z.object({ orderNo: WithdrawalReviewRequestSchema.shape.orderNo });
/**
 * Where a withdrawal is paid, unmasked: the only answer of the API that carries a full card number, Alipay
 * account, coin address or holder name (every other one answers PayoutAccountSchema's mask).
 */
export const WithdrawalPayeeSchema = z.object({
  type: PayoutAccountTypeSchema,
  /** Bank name, 'Alipay', or 'USDT-TRC20' / 'USDT-ERC20'. */
  name: z.string(),
  bankCode: z.string(),
  /** The bank branch the member gave; '' when none. */
  branch: z.string(),
  /** The holder's full real name (bank, Alipay); '' for a coin address. */
  holder: z.string(),
  /** The full card number, Alipay account or coin address. */
  account: z.string(),
  /** TRC20 or ERC20 for a coin address; '' otherwise. */
  network: z.string(),
  /** The member's own label for a coin address; '' otherwise. */
  alias: z.string(),
});
export const OperatorWithdrawalDetailSchema = OperatorWithdrawalSchema.extend({
  payee: WithdrawalPayeeSchema,
  /** The operator who approved or rejected it; '' while under review. */
  reviewedBy: z.string(),
});

/** The ledger's invariants (npm run ledger:check). */
export const LedgerCheckResponseSchema = z.object({
  ok: z.boolean(),
  accounts: z.number().int(),
  transfers: z.number().int(),
  problems: z.array(z.string()),
});
export type LedgerCheckResult = z.infer<typeof LedgerCheckResponseSchema>;

/**
 * Deposit exceptions: authentic gateway payments the callback could not credit (the order had expired or
 * closed, another trade had paid it, or the amount differs). Finance credits or dismisses each one.
 */
export const DepositExceptionReasonSchema = z.enum([
  'expired',
  'closed',
  'cancelled',
  'already_paid',
  'other_trade',
  'amount_mismatch',
]);
export type DepositExceptionReason = z.infer<typeof DepositExceptionReasonSchema>;
export const DepositExceptionSchema = z.object({
  id: z.number().int(),
  tradeNo: z.string(),
  orderNo: z.string(),
  username: z.string(),
  /** What the gateway received. */
  amount: YuanSchema,
  /** What the order asked for. */
  orderAmount: YuanSchema,
  reason: DepositExceptionReasonSchema,
  receivedAt: z.string(),
  resolution: z.enum(['credited', 'dismissed']).nullable(),
  resolvedBy: z.string().nullable(),
  resolvedNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type DepositException = z.infer<typeof DepositExceptionSchema>;
export const DepositExceptionsRequestSchema = PageRequestSchema.extend({
  state: z.enum(['open', 'resolved', 'all']).default('open'),
});
export const DepositExceptionsResponseSchema = pageOf(DepositExceptionSchema);
export const DepositExceptionResolveRequestSchema = z.object({
  id: z.number().int().positive(),
  /** credit: the amount received goes to the member's centre wallet; dismiss: settled outside (refunded). */
  action: z.enum(['credit', 'dismiss']),
  reason: text(200).min(2),
});
