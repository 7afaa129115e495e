import { z } from 'zod';
import { PageRequestSchema, pageOf, text } from './common.ts';
import { IsoInstantInputSchema, IsoTimeSchema, YuanSchema } from './money.ts';
import { IpListSchema, RegionListSchema } from './site-access.ts';

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
/** The identity module's page of members; members/list answers it with each member's money added. */
export const MembersListResponseSchema = pageOf(OperatorMemberSchema);
/**
 * members/list's row: the member and what the ledger holds for them, in yuan: the centre wallet, the
 * amount locked by withdrawals under review, and the sum of their venue wallets.
 */
export const OperatorMemberWithBalancesSchema = OperatorMemberSchema.extend({
  centerWalletBalance: YuanSchema,
  lockedBalance: YuanSchema,
  venueBalance: YuanSchema,
});
export const MembersListWithBalancesResponseSchema = pageOf(OperatorMemberWithBalancesSchema);
export const MemberActionRequestSchema = z.object({
  username: text(30).min(1),
  reason: text(200).optional(),
});
/**
 * members/freeze and members/unfreeze: the member's status after the action, and whether this call changed
 * it (false: the member was already frozen, or not frozen, and nothing was written). members/unlock answers
 * this shape and more: `status` is the account's (an unlock never changes it: a frozen member stays frozen),
 * `changed` whether a lock was lifted (false: none was in force, nothing was written).
 */
export const MemberActionResponseSchema = z.object({
  username: z.string(),
  status: OperatorMemberSchema.shape.status,
  changed: z.boolean(),
});
/**
 * A member's password locks: `login` (5 wrong passwords in a row lock login for 15 minutes),
 * `withdraw-password` (5 wrong withdrawal passwords in 15 minutes lock withdrawals for the rest of them) and
 * `change-password` (likewise, the old password when changing the login password).
 */
export const MemberLockSchema = z.enum(['login', 'withdraw-password', 'change-password']);
export type MemberLock = z.infer<typeof MemberLockSchema>;
export const MEMBER_LOCKS = MemberLockSchema.options;

/**
 * members/unlock: lifts the member's password locks named in `locks` (login alone when left out). The
 * reason is required: customer service lifts them on a player's word, and the audit log keeps why.
 */
export const MemberUnlockRequestSchema = z.object({
  username: MemberActionRequestSchema.shape.username,
  reason: text(200).min(2),
  locks: z.array(MemberLockSchema).min(1).max(MEMBER_LOCKS.length).optional(),
});
/**
 * members/unlock's answer: `changed` is whether any lock was lifted. Of the locks asked for, `lifted`
 * were in force and are gone, `notLocked` were not in force (nothing written); `stillLocked` are the
 * member's other locks in force, not asked for and left as they are.
 */
export const MemberUnlockResponseSchema = MemberActionResponseSchema.extend({
  lifted: z.array(MemberLockSchema),
  notLocked: z.array(MemberLockSchema),
  stillLocked: z.array(MemberLockSchema),
});

/**
 * members/logout: ends every live session of the member (web and app) without freezing the account; the
 * member's next call answers 6001 and they may log in again with their password. The reason is required:
 * customer service ends sessions on a player's word, and the audit log keeps why.
 */
export const MemberLogoutRequestSchema = z.object({
  username: MemberActionRequestSchema.shape.username,
  reason: text(200).min(2),
  /**
   * Also forget every device the member has proven (a lost or stolen phone): the next login from any
   * device, that phone included, must pass the new-device check with a code sent to the bound phone.
   */
  forgetDevices: z.boolean().optional(),
});
/**
 * members/logout's answer: `ended` is how many live sessions this call ended, `changed` whether it ended
 * any or forgot a device (false: nothing was live or known, nothing written); `status` is the account's, which a logout leaves alone.
 */
export const MemberLogoutResponseSchema = MemberActionResponseSchema.extend({
  ended: z.number().int().nonnegative(),
  /** Devices forgotten (`forgetDevices`; 0 without it). */
  devicesForgotten: z.number().int().nonnegative(),
});

/**
 * audit/list: the operator audit log, newest first. `action` is one action (members.freeze) or, ending in
 * `*`, every action under a prefix (members.*); `outcome` is ok, unchanged (a repeat that changed nothing),
 * error or a SPEC code (6003: refused); `since` is inclusive and `until` exclusive.
 */
export const AuditListRequestSchema = PageRequestSchema.extend({
  operator: text(40).min(1).optional(),
  action: z
    .string()
    .max(60)
    .regex(/^[a-z][a-z0-9_.-]*\*?$/, 'must be an action like members.freeze, or a prefix like members.*')
    .optional(),
  target: text(100).min(1).optional(),
  outcome: z
    .string()
    .regex(/^(ok|unchanged|error|\d{4})$/, 'must be ok, unchanged, error or a 4-digit code')
    .optional(),
  since: IsoInstantInputSchema.optional(),
  until: IsoInstantInputSchema.optional(),
  /**
   * false leaves out the auth.login rows (every CLI command logs in, so they are half the log) unless
   * `action` names them (auth.login, or a prefix of it such as auth.*).
   */
  logins: z.boolean().default(true),
});
export type AuditListRequest = z.infer<typeof AuditListRequestSchema>;
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: IsoTimeSchema,
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  outcome: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
});
export const AuditListResponseSchema = pageOf(AuditEntrySchema);

/** operators/list: the back-office accounts (few, so not paged); times are ISO, '' when never. */
export const OperatorAccountSchema = z.object({
  username: z.string(),
  role: OperatorRoleSchema,
  status: z.enum(['active', 'disabled']),
  lockedUntil: z.string(),
  lastLoginTime: z.string(),
  createdTime: IsoTimeSchema,
});
export const OperatorsListResponseSchema = z.object({ list: z.array(OperatorAccountSchema) });

/** The signed-in operator (auth/me). */
export const OperatorMeSchema = z.object({
  operatorId: z.number().int(),
  username: z.string(),
  role: OperatorRoleSchema,
});

/**
 * site/set: one site switch at a time, each value typed by its key. A customer-service URL must be http(s)
 * or a same-origin path: the SPA opens it, so `javascript:` and the like are refused.
 */
export const SiteSwitchKeySchema = z.enum([
  'captchaMode',
  'editionsAllowed',
  'saveMoneyEnabled',
  'helpCkEnabled',
  'safeSwitch',
  'customerServiceUrl',
  'regionDeny',
  'regionWarn',
  'ipDeny',
]);
export type SiteSwitchKey = z.infer<typeof SiteSwitchKeySchema>;
const siteIdField = text(40)
  .regex(/^[a-z0-9_-]+$/, 'must be a site id (a-z, 0-9, _ or -)')
  .optional();
export const SiteSetRequestSchema = z.discriminatedUnion('key', [
  z.object({
    siteId: siteIdField,
    key: z.literal('captchaMode'),
    value: z.enum(['none', 'picture', 'slider']),
  }),
  z.object({ siteId: siteIdField, key: z.literal('editionsAllowed'), value: z.boolean() }),
  z.object({ siteId: siteIdField, key: z.literal('saveMoneyEnabled'), value: z.boolean() }),
  z.object({ siteId: siteIdField, key: z.literal('helpCkEnabled'), value: z.boolean() }),
  z.object({ siteId: siteIdField, key: z.literal('safeSwitch'), value: z.boolean() }),
  z.object({
    siteId: siteIdField,
    key: z.literal('customerServiceUrl'),
    value: text(500).regex(
      /^(https?:\/\/[^\s<>"'`]+|\/[^\s<>"'`]*)$/,
      'must be an http(s) URL or a path starting with /',
    ),
  }),
  // DESIGN §11's region and IP limits (see site-access.ts); each value is the whole list, '-' clears it.
  z.object({ siteId: siteIdField, key: z.literal('regionDeny'), value: RegionListSchema }),
  z.object({ siteId: siteIdField, key: z.literal('regionWarn'), value: RegionListSchema }),
  z.object({ siteId: siteIdField, key: z.literal('ipDeny'), value: IpListSchema }),
]);
export type SiteSetRequest = z.infer<typeof SiteSetRequestSchema>;
export const SiteSetResponseSchema = z.object({
  siteId: z.string(),
  key: SiteSwitchKeySchema,
  value: z.union([z.string(), z.boolean()]),
  previous: z.union([z.string(), z.boolean()]),
});
