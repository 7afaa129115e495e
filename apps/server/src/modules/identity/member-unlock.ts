import { MEMBER_LOCKS, type MemberLock } from '@qilin/contract';
import type { IdentityContext } from './identity-context.ts';
import type { UnlockResult } from './member-admin.ts';
import type { MemberRow } from './member-repo.ts';
import { LimiterLocks } from './password-locks.ts';

/**
 * Lifts the password locks an operator asked for. Each lift is one step that acts only on a lock in force
 * (a guarded UPDATE for login's, `resetIfReached` on the limiter for the others), so a repeat, or a second
 * unlock at the same time, finds nothing and writes nothing, and a run of wrong tries short of a lock
 * keeps counting. The locks not asked for are only looked at, so the operator learns of them.
 */
export const unlockMember = async (
  ic: IdentityContext,
  member: MemberRow,
  asked: readonly MemberLock[],
): Promise<UnlockResult> => {
  const now = ic.deps.now();
  const { limiter } = ic.deps;
  let status = member.status;

  const lift = async (lock: MemberLock): Promise<boolean> => {
    if (lock === 'login') {
      // Only the lock on the member row: the step-up captcha counts (login-guard.ts) stay. They are no
      // lock (a captcha and the right password get in), they are keyed by the typed name and the IP, not
      // the member, and clearing the name's would hand whoever made the failures three guesses without a
      // captcha. The member's next login that goes through clears the name's count.
      const lifted = await ic.members.clearLoginLock(member.id, now);
      if (lifted) status = lifted.status;
      return lifted !== null;
    }
    const { key, limit } = LimiterLocks[lock];
    return limiter.resetIfReached(key(member.id), limit);
  };

  const inForce = async (lock: MemberLock): Promise<boolean> => {
    if (lock === 'login') return member.lockedUntil !== null && member.lockedUntil > now;
    const { key, limit } = LimiterLocks[lock];
    return !(await limiter.peek(key(member.id), limit));
  };

  const lifted: MemberLock[] = [];
  const notLocked: MemberLock[] = [];
  const stillLocked: MemberLock[] = [];
  for (const lock of MEMBER_LOCKS) {
    if (asked.includes(lock)) ((await lift(lock)) ? lifted : notLocked).push(lock);
    else if (await inForce(lock)) stillLocked.push(lock);
  }
  return { status: status === 'frozen' ? 'frozen' : 'active', lifted, notLocked, stillLocked };
};
