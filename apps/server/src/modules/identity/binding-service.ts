import { Code, RuleMessage, validateEmail, validatePhone } from '@qilin/contract';
import type { z } from 'zod';
import type {
  BindEmailRequestSchema,
  BindPasswordByCodeRequestSchema,
  BindPasswordRequestSchema,
  BindPhoneRequestSchema,
} from '@qilin/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/route.ts';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.ts';
import { normaliseArea, type CodeService } from './code-service.ts';
import { blind, isUniqueViolation, type IdentityContext } from './identity-context.ts';
import { emailTarget, loadSelf, phoneTarget } from './member-fields.ts';
import { LimiterLocks } from './password-locks.ts';
import type { SessionService } from './session-service.ts';

export const OLD_PASSWORD_WRONG = '原密码错误';
export const OLD_PASSWORD_LOCKED = '原密码错误次数过多，请15分钟后再试';

/**
 * Binding a phone or e-mail (type 1 code to the new contact; once bound it stays — changing it goes
 * through customer service, so a stolen session cannot take the account over) and changing the login
 * password (with the old one, or a type 2 code to the bound contact). A new password ends other sessions.
 */
export const createBindingService = (ic: IdentityContext, codes: CodeService, sessions: SessionService) => {
  const newPassword = async (
    caller: Member,
    memberId: number,
    p: { password: string; secondPassword: string },
  ) => {
    // The wrong guesses that locked the login were at the old password: the owner, who has just proven it
    // (a session and the old password or a code), is not kept out by them.
    await ic.members.update(memberId, {
      passwordHash: await hashPassword(p.password),
      failedLogins: 0,
      lockedUntil: null,
    });
    await sessions.revokeOthers(caller);
  };
  const samePasswords = (p: { password: string; secondPassword: string }) => {
    if (p.password !== p.secondPassword)
      throw new AppError(Code.InvalidParameter, RuleMessage.newPasswordMismatch);
  };

  return {
    async bindPhone(
      caller: Member,
      body: z.infer<typeof BindPhoneRequestSchema>,
      ctx: RequestContext,
    ): Promise<void> {
      const me = await loadSelf(ic, caller);
      if (me.phoneIndex) throw new AppError(Code.DataExists, '已绑定手机号');
      const phone = body.phone.trim();
      const areaCode = normaliseArea(body.areaCode);
      const regex = await ic.site.phoneRegex(areaCode);
      const problem = regex === null ? RuleMessage.phoneFormat : validatePhone(phone, regex);
      if (problem) throw new AppError(Code.InvalidParameter, problem);
      const index = blind(ic).phone(areaCode, phone);
      if (await ic.members.contactTaken(ctx.siteId, 'phoneIndex', index))
        throw new AppError(Code.DataExists, '该手机号已被绑定');
      const target = { kind: 'phone' as const, areaCode, phone };
      await codes.verify(ctx.siteId, 1, target, body.code, { consume: true, memberId: me.id });
      await bindOnce(
        ic,
        me.id,
        'phoneIndex',
        {
          phoneIndex: index,
          phoneEnc: ic.deps.crypto.encrypt(phone),
          areaCode,
        },
        '该手机号已被绑定',
      );
    },

    async bindEmail(
      caller: Member,
      body: z.infer<typeof BindEmailRequestSchema>,
      ctx: RequestContext,
    ): Promise<void> {
      const me = await loadSelf(ic, caller);
      if (me.emailIndex) throw new AppError(Code.DataExists, '已绑定邮箱');
      const email = body.email.trim();
      const problem = validateEmail(email);
      if (problem) throw new AppError(Code.InvalidParameter, problem);
      const index = blind(ic).email(email);
      if (await ic.members.contactTaken(ctx.siteId, 'emailIndex', index))
        throw new AppError(Code.DataExists, '该邮箱已被绑定');
      await codes.verify(ctx.siteId, 1, { kind: 'email', email }, body.code, {
        consume: true,
        memberId: me.id,
      });
      await bindOnce(
        ic,
        me.id,
        'emailIndex',
        { emailIndex: index, emailEnc: ic.deps.crypto.encrypt(email) },
        '该邮箱已被绑定',
      );
    },

    async bindPassword(caller: Member, body: z.infer<typeof BindPasswordRequestSchema>): Promise<void> {
      const me = await loadSelf(ic, caller);
      samePasswords(body);
      // One check at a time per member, every try counted until one proves right (as the withdrawal
      // password's): parallel guesses cannot slip past the count.
      await ic.deps.lock(`old-password:${me.id}`, async () => {
        const { key: keyOf, limit, windowMs } = LimiterLocks['change-password'];
        const key = keyOf(me.id);
        if (!(await ic.deps.limiter.hit(key, limit, windowMs)))
          throw new AppError(Code.AuthenticationLocked, OLD_PASSWORD_LOCKED);
        if (!(await verifyPassword(me.passwordHash, body.oldPassword))) {
          throw new AppError(Code.InvalidCredentials, OLD_PASSWORD_WRONG);
        }
        await ic.deps.limiter.reset(key);
      });
      await newPassword(caller, me.id, body);
    },

    async bindPasswordByCode(
      caller: Member,
      way: 'phone' | 'email',
      body: z.infer<typeof BindPasswordByCodeRequestSchema>,
      ctx: RequestContext,
    ): Promise<void> {
      const me = await loadSelf(ic, caller);
      samePasswords(body);
      const target = way === 'phone' ? phoneTarget(ic, me) : emailTarget(ic, me);
      if (!target) {
        throw way === 'phone'
          ? new AppError(Code.UnboundPhone)
          : new AppError(Code.InvalidParameter, '请先绑定邮箱');
      }
      await codes.verify(ctx.siteId, 2, target, body.code, { consume: true, memberId: me.id });
      await newPassword(caller, me.id, body);
    },
  };
};

/** Writes a contact only while the column is still empty; the unique index catches a concurrent bind elsewhere. */
const bindOnce = async (
  ic: IdentityContext,
  memberId: number,
  column: 'phoneIndex' | 'emailIndex',
  patch: Parameters<IdentityContext['members']['update']>[1],
  takenMessage: string,
) => {
  try {
    if (!(await ic.members.updateIfNull(memberId, column, patch)))
      throw new AppError(Code.DataExists, takenMessage);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(Code.DataExists, takenMessage);
    throw error;
  }
};

export type BindingService = ReturnType<typeof createBindingService>;
