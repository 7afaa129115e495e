import { Code, codeMessages, RuleMessage, validateEmail, validatePhone } from '@qilin/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/route.ts';
import type { Channel } from '../notify/notifier.ts';
import type { CodeService, CodeTarget } from './code-service.ts';
import { blind, type IdentityContext } from './identity-context.ts';
import { emailTarget, phoneTarget } from './member-fields.ts';
import { Policy } from './policy.ts';
import { contactMatches, type SendCodeInput } from './send-code-input.ts';

const channels: Record<SendCodeInput['cate'], Channel> = { 0: 'sms', 1: 'email', 2: 'voice' };
export const PHONE_MISMATCH = '用户名与手机号不匹配';
export const EMAIL_MISMATCH = '用户名与邮箱不匹配';
export const PHONE_WRONG = '手机号错误';

const targetValue = (t: CodeTarget) => (t.kind === 'phone' ? t.phone : t.email);

/** sendCode/one and /two: type 1 bind (logged in), 2 password reset, 3 new device. */
export const createSendCodeService = (ic: IdentityContext, codes: CodeService) => {
  /** Type 1: a phone or e-mail not yet bound to anyone on this site. */
  const bindTarget = async (input: SendCodeInput, siteId: string): Promise<CodeTarget> => {
    if (!('plain' in input.contact))
      throw new AppError(Code.InvalidParameter, '请求参数错误：target is required');
    const value = input.contact.plain;
    if (input.cate === 1) {
      const problem = validateEmail(value);
      if (problem) throw new AppError(Code.InvalidParameter, problem);
      if (await ic.members.contactTaken(siteId, 'emailIndex', blind(ic).email(value))) {
        throw new AppError(Code.DataExists, '该邮箱已被绑定');
      }
      return { kind: 'email', email: value };
    }
    const regex = await ic.site.phoneRegex(input.areaCode);
    const problem = regex === null ? RuleMessage.phoneFormat : validatePhone(value, regex);
    if (problem) throw new AppError(Code.InvalidParameter, problem);
    if (await ic.members.contactTaken(siteId, 'phoneIndex', blind(ic).phone(input.areaCode, value))) {
      throw new AppError(Code.DataExists, '该手机号已被绑定');
    }
    return { kind: 'phone', areaCode: input.areaCode, phone: value };
  };

  return {
    async send(
      input: SendCodeInput,
      ctx: RequestContext,
      caller: Member | null,
    ): Promise<{ resendAfter: number }> {
      const { limit, windowMs } = Policy.sendCodePerIp;
      if (!(await ic.deps.limiter.hit(`send-code:${ctx.ip}`, limit, windowMs))) {
        throw new AppError(Code.FrequentSubmission);
      }
      const channel = channels[input.cate];
      if (input.type === 1) {
        if (!caller) throw new AppError(Code.LoginExpired);
        const target = await bindTarget(input, ctx.siteId);
        await codes.send(ctx.siteId, 1, target, channel, caller.memberId, ctx.language);
        return { resendAfter: Policy.resendAfterS };
      }
      const name = input.name || caller?.name || '';
      if (!name) throw new AppError(Code.InvalidParameter, RuleMessage.forgotUsernameRequired);
      const member = await ic.members.byName(ctx.siteId, name);

      if (input.type === 2) {
        const target = member ? (input.cate === 1 ? emailTarget(ic, member) : phoneTarget(ic, member)) : null;
        if (!member || !target || !contactMatches(targetValue(target), input.contact)) {
          throw new AppError(Code.NotFound, input.cate === 1 ? EMAIL_MISMATCH : PHONE_MISMATCH);
        }
        await codes.send(ctx.siteId, 2, target, channel, member.id, ctx.language);
        return { resendAfter: Policy.resendAfterS };
      }

      // Type 3, new device: only after a correct password met a risk code on this very device.
      if (input.cate === 1) throw new AppError(Code.InvalidParameter, '新设备验证请使用短信或语音验证码');
      const now = ic.deps.now();
      const challenge = member
        ? await ic.risk.openChallenge(member.id, blind(ic).device(ctx.deviceId), now)
        : null;
      if (!member || !challenge)
        throw new AppError(Code.AuthenticationRequired, codeMessages[Code.AuthenticationRequired]);
      const phone = phoneTarget(ic, member);
      if (!phone) throw new AppError(Code.UnboundPhone);
      // The try is taken before the number is compared (atomically) and given back when it is right:
      // checking first and counting after let a burst of guessed digits all pass the check, each one
      // telling whether it was the member's phone.
      const taken = await ic.risk.claimPhoneAttempt(challenge.id, Policy.maxPhoneAttempts);
      if (taken === null) throw new AppError(Code.MaxPhoneAttempts);
      if (!contactMatches(targetValue(phone), input.contact)) {
        if (taken >= Policy.maxPhoneAttempts) throw new AppError(Code.MaxPhoneAttempts);
        throw new AppError(Code.InvalidParameter, PHONE_WRONG);
      }
      await ic.risk.refundPhoneAttempt(challenge.id);
      await codes.send(ctx.siteId, 3, phone, channel, member.id, ctx.language);
      return { resendAfter: Policy.resendAfterS };
    },
  };
};

export type SendCodeService = ReturnType<typeof createSendCodeService>;
