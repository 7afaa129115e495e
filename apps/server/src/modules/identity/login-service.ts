import {
  Code,
  Kaptchcate,
  RuleMessage,
  loginLockedMessage,
  type LoginRequest,
  type LoginResponse,
} from '@qilin/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.ts';
import { sha256 } from '../../platform/security/tokens.ts';
import type { CaptchaService } from './captcha-service.ts';
import type { CodeService } from './code-service.ts';
import { blind, type IdentityContext } from './identity-context.ts';
import { createLoginGuard } from './login-guard.ts';
import { assessLoginRisk } from './login-risk.ts';
import { maskPhone } from './masking.ts';
import type { MemberRow } from './member-repo.ts';
import { phoneTarget } from './member-fields.ts';
import { Policy } from './policy.ts';
import type { SessionService } from './session-service.ts';

export const FROZEN_MESSAGE = '账号已被冻结，请联系客服';

/** 6037 saying how long the lock still holds (it said 15 minutes at every try). */
const locked = (until: Date, now: Date) =>
  new AppError(Code.AuthenticationLocked, loginLockedMessage(until.getTime() - now.getTime()));

interface LoginDeps {
  captcha: CaptchaService;
  codes: CodeService;
  sessions: SessionService;
}

/** How this login proves itself beyond the password. */
type Proof =
  | { kind: 'ticket'; hash: string }
  | { kind: 'code'; challengeId: number; code: string }
  | { kind: 'captcha' };

export const createLoginService = (ic: IdentityContext, s: LoginDeps) => {
  const guard = createLoginGuard(ic, s.captcha);
  // Unknown names still cost one argon2 verification so response time does not reveal which names exist.
  let dummyHash: Promise<string> | null = null;
  const burnTime = async (password: string) => {
    dummyHash ??= hashPassword('0'.repeat(32));
    await verifyPassword(await dummyHash, password);
  };

  const logAttempt = (ctx: RequestContext, name: string, member: MemberRow | null, success: boolean) =>
    ic.risk.logAttempt({
      siteId: ctx.siteId,
      memberId: member?.id ?? null,
      nameLower: name.toLowerCase(),
      ipIndex: blind(ic).ip(ctx.ip),
      deviceIndex: blind(ic).device(ctx.deviceId),
      success,
      at: ic.deps.now(),
    });

  /**
   * kaptchcate 99 skips the captcha only when it carries something real: an unspent register ticket for
   * this member and device, or a code for an open new-device challenge. A bare 99 gets the captcha.
   */
  const chooseProof = async (
    body: LoginRequest,
    member: MemberRow | null,
    ctx: RequestContext,
  ): Promise<Proof> => {
    if (body.kaptchcate !== Kaptchcate.trusted || !member) return { kind: 'captcha' };
    const now = ic.deps.now();
    const deviceIndex = blind(ic).device(ctx.deviceId);
    if (body.sendCodeNum) {
      const challenge = await ic.risk.openChallenge(member.id, deviceIndex, now);
      if (challenge) return { kind: 'code', challengeId: challenge.id, code: body.sendCodeNum };
    } else if (body.codeId) {
      const hash = sha256(body.codeId);
      if (await ic.codes.ticketUsable(hash, member.id, deviceIndex, now)) return { kind: 'ticket', hash };
    }
    return { kind: 'captcha' };
  };

  /** A wrong password: counted on the member row so the lock holds across instances. */
  const wrongPassword = async (member: MemberRow, ctx: RequestContext, name: string): Promise<never> => {
    const now = ic.deps.now();
    const lockedUntil = await ic.members.countFailedLogin(
      member.id,
      Policy.lockThreshold,
      new Date(now.getTime() + Policy.lockMs),
    );
    await logAttempt(ctx, name, member, false);
    if (lockedUntil && lockedUntil.getTime() > now.getTime()) throw locked(lockedUntil, now);
    throw new AppError(Code.InvalidCredentials);
  };

  /**
   * The lock's check, the password's verification and a wrong one's count, one at a time per member (the
   * row read again inside): with the lock read before the slow verification and the count after it,
   * guesses sent together were all verified, a right one among them let in, past the fifth wrong one.
   */
  const checkPassword = (member: MemberRow, password: string, ctx: RequestContext, name: string) =>
    ic.deps.lock(`login-password:${member.id}`, async (): Promise<MemberRow> => {
      const now = ic.deps.now();
      const current = (await ic.members.byId(member.id)) ?? member;
      if (current.lockedUntil && current.lockedUntil.getTime() > now.getTime()) {
        throw locked(current.lockedUntil, now);
      }
      if (!(await verifyPassword(current.passwordHash, password))) return wrongPassword(current, ctx, name);
      return current;
    });

  /** Passes the proof or the risk check; throws the risk code (with the masked phone) when one applies. */
  const passSecondFactor = async (member: MemberRow, proof: Proof, ctx: RequestContext): Promise<void> => {
    const now = ic.deps.now();
    if (proof.kind === 'ticket') {
      if (await ic.codes.spendTicket(proof.hash, member.id, blind(ic).device(ctx.deviceId), now)) return;
    }
    const phone = phoneTarget(ic, member);
    if (proof.kind === 'code') {
      if (!phone) throw new AppError(Code.UnboundPhone);
      await s.codes.verify(member.siteId, 3, phone, proof.code, { consume: true, memberId: member.id });
      await ic.risk.pass(proof.challengeId, now);
      return;
    }
    const risk = await assessLoginRisk(ic, member, ctx);
    // Without a bound phone there is no second factor to ask for: the login goes ahead and the new
    // device/IP is recorded (docs/decisions-identity.md); member/info's pop then asks them to bind one.
    if (risk === null || !phone) return;
    const deviceIndex = blind(ic).device(ctx.deviceId);
    if (!(await ic.risk.openChallenge(member.id, deviceIndex, now))) {
      await ic.risk.openNewChallenge({
        memberId: member.id,
        deviceIndex,
        riskCode: risk,
        createdAt: now,
        expiresAt: new Date(now.getTime() + Policy.challengeTtlMs),
      });
    }
    throw new AppError(risk, undefined, {
      phoneNumber: maskPhone(phone.kind === 'phone' ? phone.phone : ''),
    });
  };

  return {
    async login(body: LoginRequest, ctx: RequestContext): Promise<LoginResponse> {
      const { limit, windowMs } = Policy.loginPerIp;
      if (!(await ic.deps.limiter.hit(`login:${ctx.ip}`, limit, windowMs)))
        throw new AppError(Code.FrequentSubmission);
      const name = body.name.trim();
      if (!name) throw new AppError(Code.InvalidParameter, RuleMessage.usernameRequired);
      const member = await ic.members.byName(ctx.siteId, name);
      const proof = await chooseProof(body, member, ctx);
      // A register ticket or a new-device code proves the login already; every other attempt passes the
      // site's captcha, or the one that failed logins call for.
      const attempt =
        proof.kind === 'captcha'
          ? await guard.admit(ctx.siteId, name, ctx.ip, { codeId: body.codeId, code: body.code })
          : null;
      if (!member) {
        await burnTime(body.password);
        await logAttempt(ctx, name, null, false);
        throw new AppError(Code.InvalidCredentials);
      }
      const current = await checkPassword(member, body.password, ctx, name);
      await attempt?.passwordRight();
      if (current.status !== 'active') throw new AppError(Code.AccessDenied, FROZEN_MESSAGE);
      await passSecondFactor(current, proof, ctx);

      const now = ic.deps.now();
      await ic.members.update(current.id, { failedLogins: 0, lockedUntil: null, lastLoginAt: now });
      if (ctx.deviceId) await ic.risk.remember(current.id, 'device', blind(ic).device(ctx.deviceId), now);
      await ic.risk.remember(current.id, 'ip', blind(ic).ip(ctx.ip), now);
      await logAttempt(ctx, name, current, true);
      await guard.loggedIn(ctx.siteId, name);
      const token = await s.sessions.issue(current, ctx);
      return { token, userId: current.userId };
    },
  };
};

export type LoginService = ReturnType<typeof createLoginService>;
