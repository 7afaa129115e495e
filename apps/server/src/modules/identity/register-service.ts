import { randomBytes, randomInt } from 'node:crypto';
import {
  Code,
  RuleMessage,
  stripWhitespace,
  validateUsername,
  type RegisterRequest,
  type RegisterResponse,
} from '@qilin/contract';
import type { RequestContext } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { sha256 } from '../../platform/security/tokens.ts';
import type { CaptchaService } from './captcha-service.ts';
import { blind, isUniqueViolation, type IdentityContext } from './identity-context.ts';
import type { MemberRow } from './member-repo.ts';
import { Policy } from './policy.ts';
import { DEFAULT_AVATAR } from './avatars.ts';
import { welcomeLetter } from '../messages/platform-letters.ts';

export const NAME_TAKEN = '用户名已存在';

/** A 10-digit public id; random so it reveals nothing about the member count. */
const newUserId = () => String(randomInt(1_000_000_000, 9_999_999_999));

export const createRegisterService = (ic: IdentityContext, captcha: CaptchaService) => ({
  async register(body: RegisterRequest, ctx: RequestContext): Promise<RegisterResponse> {
    const { limit, windowMs } = Policy.registerPerIp;
    if (!(await ic.deps.limiter.hit(`register:${ctx.ip}`, limit, windowMs))) {
      throw new AppError(Code.FrequentSubmission);
    }
    // SPEC §5: whitespace is stripped from every register field before the rules run.
    const name = stripWhitespace(body.name);
    const nameProblem = validateUsername(name);
    if (nameProblem) throw new AppError(Code.InvalidParameter, nameProblem);
    if (body.password !== body.secondPassword)
      throw new AppError(Code.InvalidParameter, RuleMessage.repeatMismatch);
    // The captcha comes before the name lookup so "is this name taken" cannot be probed for free.
    await captcha.demand(ctx.siteId, false, body.codeId, body.code);
    if (await ic.members.byName(ctx.siteId, name)) throw new AppError(Code.DataExists, NAME_TAKEN);

    const member = await insertMember(ic, {
      siteId: ctx.siteId,
      name,
      passwordHash: await hashPassword(body.password),
      rCode: stripWhitespace(body.rCode ?? ''),
      iCode: stripWhitespace(body.iCode ?? ''),
      domain: stripWhitespace(body.domain),
    });
    const now = ic.deps.now();
    // Registering proves this device and IP: the first login from them needs no phone check.
    if (ctx.deviceId) await ic.risk.remember(member.id, 'device', blind(ic).device(ctx.deviceId), now);
    await ic.risk.remember(member.id, 'ip', blind(ic).ip(ctx.ip), now);
    const loginTicket = randomBytes(24).toString('base64url');
    await ic.codes.insertTicket({
      ticketHash: sha256(loginTicket),
      memberId: member.id,
      deviceIndex: blind(ic).device(ctx.deviceId),
      expiresAt: new Date(now.getTime() + Policy.loginTicketTtlMs),
    });
    // After the member exists; the sender logs and swallows its own failures, so registration stands.
    await ic.letters.send(welcomeLetter(member.siteId, member.id, member.name));
    return { userId: member.userId, name: member.name, loginTicket };
  },
});

interface NewMemberFields {
  siteId: string;
  name: string;
  passwordHash: string;
  rCode: string;
  iCode: string;
  domain: string;
}

/** Inserts with a fresh public id; a duplicate name (a concurrent register) answers 6009. */
const insertMember = async (ic: IdentityContext, f: NewMemberFields): Promise<MemberRow> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await ic.members.insert({
        ...f,
        userId: newUserId(),
        nameLower: f.name.toLowerCase(),
        avatar: DEFAULT_AVATAR,
        createdAt: ic.deps.now(),
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await ic.members.byName(f.siteId, f.name)) throw new AppError(Code.DataExists, NAME_TAKEN);
      if (attempt >= 3) throw error;
    }
  }
};
