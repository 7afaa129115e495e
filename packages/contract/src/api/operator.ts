import { z } from 'zod';
import { PageRequestSchema, pageOf, text } from './common.ts';

export const OperatorRoleSchema = z.enum(['admin', 'finance', 'risk', 'support']);
export type OperatorRole = z.infer<typeof OperatorRoleSchema>;

/** Operators send their password in plain over TLS; it is argon2id-hashed at rest. */
export const OperatorLoginRequestSchema = z.object({ username: text(40).min(1), password: text(200).min(1) });
export const OperatorLoginResponseSchema = z.object({ token: z.string(), role: OperatorRoleSchema });

export const MembersListRequestSchema = PageRequestSchema.extend({ keyword: text(30).optional() });
export const OperatorMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  status: z.enum(['active', 'frozen']),
  bindPhone: z.boolean(),
  bindRealName: z.boolean(),
  registerTime: z.string(),
  lastLoginTime: z.string(),
});
export const MembersListResponseSchema = pageOf(OperatorMemberSchema);
export const MemberActionRequestSchema = z.object({ username: text(30).min(1), reason: text(200).optional() });
