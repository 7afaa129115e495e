import { Code, codeMessages, RuleMessage } from '@qilin/contract';
import { AppError } from '../../platform/http/errors.ts';
import { hmac, numericCode, safeEqual } from '../../platform/security/tokens.ts';
import type { Language } from '../../platform/http/context.ts';
import type { Channel } from '../notify/notifier.ts';
import { codeMessageText } from './code-texts.ts';
import { blind, type IdentityContext } from './identity-context.ts';
import { Policy } from './policy.ts';

export type CodeTarget =
  { kind: 'phone'; areaCode: string; phone: string } | { kind: 'email'; email: string };

/** '86' and '+86' are the same area; stored and hashed always with the plus. */
export const normaliseArea = (code: string): string => `+${code.trim().replace(/^\+/, '')}`;

/** Send-code `type`, stored as the code's purpose so a bind code never resets a password. */
export type CodePurpose = 1 | 2 | 3;

/** Issues and checks SMS / voice / e-mail codes: 6 digits, 5 minutes, 5 tries, 60 s between sends. */
export const createCodeService = (ic: IdentityContext) => {
  const index = (t: CodeTarget) =>
    t.kind === 'phone' ? blind(ic).phone(t.areaCode, t.phone) : blind(ic).email(t.email);
  const hashOf = (targetIndex: string, code: string) =>
    hmac(ic.deps.secrets.tokenSecret, `${targetIndex}:${code}`);

  return {
    async send(
      siteId: string,
      purpose: CodePurpose,
      target: CodeTarget,
      channel: Channel,
      memberId: number | null,
      /** The requester's language: the text is sent in it. */
      language: Language,
    ): Promise<void> {
      const now = ic.deps.now();
      const targetIndex = index(target);
      const last = await ic.codes.latestCode(siteId, targetIndex);
      if (last) {
        const left = Math.ceil(
          (last.createdAt.getTime() + Policy.resendAfterS * 1000 - now.getTime()) / 1000,
        );
        if (left > 0)
          throw new AppError(Code.SixtySecondLimit, `请${left}秒后再获取验证码`, { resendAfter: left });
      }
      const code = numericCode(6);
      await ic.codes.insertCode({
        siteId,
        purpose,
        targetIndex,
        memberId,
        codeHash: hashOf(targetIndex, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + Policy.codeTtlMs),
      });
      const { name } = await ic.site.getConfig(siteId);
      const to = target.kind === 'phone' ? target.phone : target.email;
      await ic.notify.send({ to, channel, text: codeMessageText(channel, name, code, language), code });
    },

    /**
     * Checks the latest code for this target and purpose: 6038 when expired, 6036 when wrong, used, or
     * tried too often. `consume` spends it (final steps); earlier steps only look.
     */
    async verify(
      siteId: string,
      purpose: CodePurpose,
      target: CodeTarget,
      code: string,
      options: { consume: boolean; memberId?: number },
    ): Promise<void> {
      const now = ic.deps.now();
      const targetIndex = index(target);
      const row = await ic.codes.latestCode(siteId, targetIndex, purpose);
      const wrong = () =>
        new AppError(Code.AuthenticationCodeError, codeMessages[Code.AuthenticationCodeError]);
      // SPEC §5's new-device text: with no code requested, say so rather than "wrong code".
      if (!row) throw new AppError(Code.AuthenticationCodeError, RuleMessage.codeNotRequested);
      if (row.consumedAt) throw wrong();
      if (options.memberId !== undefined && row.memberId !== null && row.memberId !== options.memberId)
        throw wrong();
      if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(Code.AuthenticationCodeExpired);
      // The try is taken before the comparison (atomically): checking first and counting after let a
      // burst of parallel guesses all pass the check before any was counted, far beyond 5 tries.
      if (!(await ic.codes.claimCodeAttempt(row.id, Policy.codeMaxAttempts))) {
        throw new AppError(Code.AuthenticationCodeError, '验证码错误次数过多，请重新获取');
      }
      if (!safeEqual(row.codeHash, hashOf(targetIndex, code.trim()))) throw wrong();
      await ic.codes.refundCodeAttempt(row.id);
      if (options.consume && !(await ic.codes.consumeCode(row.id, now))) throw wrong();
    },
  };
};

export type CodeService = ReturnType<typeof createCodeService>;
