import { describe, expect, it } from 'vitest';
import { Code } from '@qilin/contract';
import type { Operator } from '../../platform/http/route.ts';
import { createMemoryRateLimiter } from '../../platform/security/rate-limit.ts';
import {
  countMemberLogout,
  MEMBER_LOGOUT_LIMIT,
  MEMBER_LOGOUT_LIMITED_MESSAGE,
} from './member-logout-limit.ts';

/**
 * The members:logout allowance over time, on the platform's in-process limiter with a clock the test moves
 * (the server's test clock does not reach the limiter's window, so the window is driven here; the API test
 * in members-logout.int.test.ts shows a refused call ends no session).
 */
describe('members:logout allowance', () => {
  const { limit, windowMs } = MEMBER_LOGOUT_LIMIT;
  const support: Operator = { operatorId: 41, username: 'support-a', role: 'support' };
  const colleague: Operator = { operatorId: 42, username: 'support-b', role: 'support' };

  it('refuses the call after the allowance with 6011 until the window has passed, then allows again', async () => {
    let t = 1_000_000;
    const limiter = createMemoryRateLimiter(() => t);
    for (let i = 0; i < limit; i += 1) await countMemberLogout(limiter, support);
    await expect(countMemberLogout(limiter, support)).rejects.toMatchObject({
      code: Code.FrequentSubmission,
      message: MEMBER_LOGOUT_LIMITED_MESSAGE,
    });
    // Another operator's allowance is untouched.
    await expect(countMemberLogout(limiter, colleague)).resolves.toBeUndefined();

    t += windowMs - 1;
    await expect(countMemberLogout(limiter, support)).rejects.toMatchObject({
      code: Code.FrequentSubmission,
    });
    t += 1;
    for (let i = 0; i < limit; i += 1)
      await expect(countMemberLogout(limiter, support), `call ${i + 1}`).resolves.toBeUndefined();
    await expect(countMemberLogout(limiter, support)).rejects.toMatchObject({
      code: Code.FrequentSubmission,
    });
  });
});
