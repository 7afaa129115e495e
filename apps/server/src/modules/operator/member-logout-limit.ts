import { Code } from '@qilin/contract';
import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/http/route.ts';
import type { RateLimiter } from '../../platform/security/rate-limit.ts';

/**
 * How often one operator account may end members' sessions (members:logout). SPEC names no limit (§9 lists
 * none for operators). A desk ends sessions one phone call at a time (a lost phone, logins the player did
 * not make), far below ten in ten minutes; the limit is there for a stolen or misused operator token, which
 * could otherwise throw every member out in a loop. Per account, not per IP: a whole office shares one
 * address, and a token is used from wherever it was taken to. Every call counts, a repeat with nothing to
 * end and an unknown username too, so the allowance cannot be spent probing names either.
 */
export const MEMBER_LOGOUT_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

const windowMinutes = MEMBER_LOGOUT_LIMIT.windowMs / 60_000;

/** The limit as the API document states it. */
export const MEMBER_LOGOUT_LIMIT_SUMMARY = `${MEMBER_LOGOUT_LIMIT.limit} calls per operator per ${windowMinutes} minutes, then 6011`;

export const MEMBER_LOGOUT_LIMITED_MESSAGE = `结束会员登录会话过于频繁，请 ${windowMinutes} 分钟后再试`;

/**
 * Counts one members:logout of `op` on the platform limiter (shared through Redis by every instance);
 * 6011 once the operator's allowance for the window is spent. Called before any work, so a refused call
 * ends no session.
 */
export const countMemberLogout = async (limiter: RateLimiter, op: Operator): Promise<void> => {
  const { limit, windowMs } = MEMBER_LOGOUT_LIMIT;
  if (!(await limiter.hit(`op-members-logout:${op.operatorId}`, limit, windowMs)))
    throw new AppError(Code.FrequentSubmission, MEMBER_LOGOUT_LIMITED_MESSAGE);
};
