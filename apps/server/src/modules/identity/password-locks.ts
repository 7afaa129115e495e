import { Policy } from './policy.ts';

/**
 * The password locks kept on the rate limiter (login's is on the member row): where each counts a
 * member's wrong tries, and how many lock it. Defined once, for the checks that count and for the operator
 * who lifts them (members:unlock), so the two can never name different keys.
 */
export const LimiterLocks = {
  /** withdraw/new: 5 wrong withdrawal passwords in 15 minutes lock withdrawals (withdraw-service.ts). */
  'withdraw-password': {
    key: (memberId: number) => `wdpwd:${memberId}`,
    limit: 5,
    windowMs: 15 * 60_000,
  },
  /** user/bindPassword: wrong old passwords when changing the login password (binding-service.ts). */
  'change-password': {
    key: (memberId: number) => `old-password:${memberId}`,
    ...Policy.oldPasswordTries,
  },
} as const;
