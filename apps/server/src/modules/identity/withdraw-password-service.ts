import { Code, codeMessages, RuleMessage } from '@qilin/contract';
import type { z } from 'zod';
import type {
  WithdrawPwdEmailCheckRequestSchema,
  WithdrawPwdResetRequestSchema,
  WithdrawPwdSetRequestSchema,
} from '@qilin/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Member } from '../../platform/http/route.ts';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.ts';
import type { CodeService } from './code-service.ts';
import type { IdentityContext } from './identity-context.ts';
import type { MemberRow } from './member-repo.ts';
import { emailTarget, loadSelf, phoneTarget } from './member-fields.ts';

/**
 * The withdrawal (second) password. Setting it needs a bound real name (6449, SPEC §6) because
 * withdrawals go to cards in that name; it is set once and afterwards only reset with a code.
 */
export const createWithdrawPasswordService = (ic: IdentityContext, codes: CodeService) => {
  const check = async (me: MemberRow, p: { password: string; secondPassword: string }) => {
    if (p.password !== p.secondPassword)
      throw new AppError(Code.InvalidParameter, RuleMessage.newPasswordMismatch);
    // Reusing the login password would let one stolen secret move money.
    if (await verifyPassword(me.passwordHash, p.password)) {
      throw new AppError(Code.InvalidParameter, '取款密码不能与登录密码相同');
    }
  };
  const targetFor = (me: MemberRow, way: 'phone' | 'email') => {
    const target = way === 'phone' ? phoneTarget(ic, me) : emailTarget(ic, me);
    if (target) return target;
    throw way === 'phone'
      ? new AppError(Code.UnboundPhone)
      : new AppError(Code.InvalidParameter, '请先绑定邮箱');
  };

  return {
    async set(caller: Member, body: z.infer<typeof WithdrawPwdSetRequestSchema>): Promise<void> {
      const me = await loadSelf(ic, caller);
      if (!me.realNameEnc) throw new AppError(Code.BindRealName, codeMessages[Code.BindRealName]);
      if (me.withdrawPasswordHash) throw new AppError(Code.DataExists, '取款密码已设置');
      await check(me, body);
      const hash = await hashPassword(body.password);
      if (!(await ic.members.updateIfNull(me.id, 'withdrawPasswordHash', { withdrawPasswordHash: hash }))) {
        throw new AppError(Code.DataExists, '取款密码已设置');
      }
    },

    async reset(
      caller: Member,
      body: z.infer<typeof WithdrawPwdResetRequestSchema>,
      ctx: RequestContext,
    ): Promise<void> {
      const me = await loadSelf(ic, caller);
      const target = targetFor(me, body.way);
      // The code first: `check` says whether the new password is the login password, so before a right
      // code it would let a session test guesses at the login password without limit. The code is looked
      // at here and spent only once the new password is acceptable, so a rejected one can be retyped.
      await codes.verify(ctx.siteId, 2, target, body.code, { consume: false, memberId: me.id });
      await check(me, body);
      await codes.verify(ctx.siteId, 2, target, body.code, { consume: true, memberId: me.id });
      await ic.members.update(me.id, { withdrawPasswordHash: await hashPassword(body.password) });
    },

    /** The e-mail reset's middle step: is the code right? It stays valid for reset. */
    async emailCheck(
      caller: Member,
      body: z.infer<typeof WithdrawPwdEmailCheckRequestSchema>,
      ctx: RequestContext,
    ): Promise<void> {
      const me = await loadSelf(ic, caller);
      await codes.verify(ctx.siteId, 2, targetFor(me, 'email'), body.code, {
        consume: false,
        memberId: me.id,
      });
    },
  };
};

export type WithdrawPasswordService = ReturnType<typeof createWithdrawPasswordService>;
