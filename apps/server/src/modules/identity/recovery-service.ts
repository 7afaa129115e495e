import { Code, RuleMessage, validateEmail, validatePhone } from '@qilin/contract';
import type { z } from 'zod';
import type {
  ForgetByEmailOneSchema,
  ForgetByEmailThreeSchema,
  ForgetByEmailTwoSchema,
  ForgetByPhoneOneSchema,
  ForgetByPhoneThreeSchema,
  ForgetByPhoneTwoSchema,
} from '@qilin/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { normaliseArea, type CodeService, type CodeTarget } from './code-service.ts';
import type { IdentityContext } from './identity-context.ts';
import { maskEmail, maskPhone } from './masking.ts';
import type { MemberRow } from './member-repo.ts';
import { emailTarget, phoneTarget } from './member-fields.ts';
import { EMAIL_MISMATCH, PHONE_MISMATCH } from './send-code-service.ts';
import type { SessionService } from './session-service.ts';

type PhoneOne = z.infer<typeof ForgetByPhoneOneSchema>;
type EmailOne = z.infer<typeof ForgetByEmailOneSchema>;

/**
 * Every step answers whether a name goes with a contact (6004 用户名与手机号不匹配 otherwise), so every step
 * counts against one per-IP limit: limiting step one alone left steps two and three as an unlimited probe.
 */
const PROBE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/**
 * Forgot password in three steps (SPEC §4): one checks that name and contact belong together, two checks
 * the code without spending it, three checks it again, spends it, sets the password and ends every session.
 */
export const createRecoveryService = (ic: IdentityContext, codes: CodeService, sessions: SessionService) => {
  const byPhone = async (body: PhoneOne, ctx: RequestContext) => {
    const areaCode = normaliseArea(body.areaCode);
    const regex = await ic.site.phoneRegex(areaCode);
    const phone = body.phone.trim();
    const problem = regex === null ? RuleMessage.phoneFormat : validatePhone(phone, regex);
    if (problem) throw new AppError(Code.InvalidParameter, problem);
    const member = await ic.members.byName(ctx.siteId, body.name.trim());
    const target = member ? phoneTarget(ic, member) : null;
    if (
      !member ||
      !target ||
      target.kind !== 'phone' ||
      target.phone !== phone ||
      target.areaCode !== areaCode
    ) {
      throw new AppError(Code.NotFound, PHONE_MISMATCH);
    }
    return { member, target };
  };

  const byEmail = async (body: EmailOne, ctx: RequestContext) => {
    const email = body.email.trim();
    const problem = validateEmail(email);
    if (problem) throw new AppError(Code.InvalidParameter, problem);
    const member = await ic.members.byName(ctx.siteId, body.name.trim());
    const target = member ? emailTarget(ic, member) : null;
    if (!member || !target || target.kind !== 'email' || target.email.toLowerCase() !== email.toLowerCase()) {
      throw new AppError(Code.NotFound, EMAIL_MISMATCH);
    }
    return { member, target };
  };

  const limitProbe = async (ctx: RequestContext) => {
    if (!(await ic.deps.limiter.hit(`forget:${ctx.ip}`, PROBE_LIMIT.limit, PROBE_LIMIT.windowMs))) {
      throw new AppError(Code.FrequentSubmission);
    }
  };

  const reset = async (
    found: { member: MemberRow; target: CodeTarget },
    body: { code: string; password: string; secondPassword: string },
    ctx: RequestContext,
  ) => {
    if (body.password !== body.secondPassword)
      throw new AppError(Code.InvalidParameter, RuleMessage.newPasswordMismatch);
    await codes.verify(ctx.siteId, 2, found.target, body.code, { consume: true, memberId: found.member.id });
    // A proven owner also gets out of a wrong-password lock.
    await ic.members.update(found.member.id, {
      passwordHash: await hashPassword(body.password),
      failedLogins: 0,
      lockedUntil: null,
    });
    await sessions.revokeAll(found.member.id);
  };

  /** Step two checks the code without spending it: step three checks and spends it. */
  const checkCode = (found: { member: MemberRow; target: CodeTarget }, code: string, ctx: RequestContext) =>
    codes.verify(ctx.siteId, 2, found.target, code, { consume: false, memberId: found.member.id });

  return {
    async phoneOne(body: PhoneOne, ctx: RequestContext) {
      await limitProbe(ctx);
      const { target } = await byPhone(body, ctx);
      return { masked: target.kind === 'phone' ? maskPhone(target.phone) : '' };
    },
    async phoneTwo(body: z.infer<typeof ForgetByPhoneTwoSchema>, ctx: RequestContext) {
      await limitProbe(ctx);
      await checkCode(await byPhone(body, ctx), body.code, ctx);
    },
    async phoneThree(body: z.infer<typeof ForgetByPhoneThreeSchema>, ctx: RequestContext) {
      await limitProbe(ctx);
      await reset(await byPhone(body, ctx), body, ctx);
    },
    async emailOne(body: EmailOne, ctx: RequestContext) {
      await limitProbe(ctx);
      const { target } = await byEmail(body, ctx);
      return { masked: target.kind === 'email' ? maskEmail(target.email) : '' };
    },
    async emailTwo(body: z.infer<typeof ForgetByEmailTwoSchema>, ctx: RequestContext) {
      await limitProbe(ctx);
      await checkCode(await byEmail(body, ctx), body.code, ctx);
    },
    async emailThree(body: z.infer<typeof ForgetByEmailThreeSchema>, ctx: RequestContext) {
      await limitProbe(ctx);
      await reset(await byEmail(body, ctx), body, ctx);
    },
  };
};

export type RecoveryService = ReturnType<typeof createRecoveryService>;
