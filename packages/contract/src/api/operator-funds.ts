import { z } from 'zod';
import { PageRequestSchema, pageOf, text } from './common.ts';
import { AmountSchema, YuanSchema } from './money.ts';
import { WithdrawOrderSchema, WithdrawStatusSchema } from './funds.ts';

/** Manual adjustment of a member's centre wallet; the reason is mandatory and lands in the audit log. */
export const WalletAdjustRequestSchema = z.object({
  username: text(30).min(1),
  amount: AmountSchema,
  reason: text(200).min(2),
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
export const OperatorWithdrawalSchema = WithdrawOrderSchema.extend({ username: z.string() });
export const WithdrawalsListResponseSchema = pageOf(OperatorWithdrawalSchema);
export const WithdrawalReviewRequestSchema = z.object({
  orderNo: text(40).min(1),
  reason: text(200).optional(),
});

/** The ledger's invariants (npm run ledger:check). */
export const LedgerCheckResponseSchema = z.object({
  ok: z.boolean(),
  accounts: z.number().int(),
  transfers: z.number().int(),
  problems: z.array(z.string()),
});
export type LedgerCheckResult = z.infer<typeof LedgerCheckResponseSchema>;
