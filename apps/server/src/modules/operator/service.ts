import { Code, MEMBER_LOCKS, type OperatorRole, type SiteSetRequest } from '@qilin/contract';
import type { z } from 'zod';
import type {
  MembersListRequestSchema,
  MembersListWithBalancesResponseSchema,
  MemberActionRequestSchema,
  MemberUnlockRequestSchema,
  MemberUnlockResponseSchema,
  MemberLogoutRequestSchema,
  MemberLogoutResponseSchema,
} from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/http/route.ts';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.ts';
import { newToken, sha256 } from '../../platform/security/tokens.ts';
import type { MemberAdmin } from '../identity/member-admin.ts';
import type { SiteAdmin } from '../site/site-admin.ts';
import type { OperatorRepo } from './repo.ts';
import { changedOutcome, createAuditor, type AuditEntry } from './audit.ts';
import { countMemberLogout } from './member-logout-limit.ts';
import type { MemberBalancesRepo } from './member-balances-repo.ts';
import { withBalances } from './members-with-balances.ts';
import { requireRole, type Permission } from './permissions.ts';

const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60_000;
const SESSION_MS = 12 * 3_600_000;
/**
 * Per-IP ceiling on failed login attempts across all usernames (guessing many accounts from one place).
 * Successful logins do not count: the CLI logs in once per command, and a busy office behind one address
 * runs far more than 30 commands in 15 minutes.
 */
const IP_LOGIN_LIMIT = 30;
const IP_WINDOW_MS = 15 * 60_000;

type MembersQuery = z.infer<typeof MembersListRequestSchema>;
type MembersPage = z.infer<typeof MembersListWithBalancesResponseSchema>;
type MemberAction = z.infer<typeof MemberActionRequestSchema>;
type MemberUnlock = z.infer<typeof MemberUnlockRequestSchema>;
type MemberUnlockResult = z.infer<typeof MemberUnlockResponseSchema>;
type MemberLogout = z.infer<typeof MemberLogoutRequestSchema>;
type MemberLogoutResult = z.infer<typeof MemberLogoutResponseSchema>;
type MemberActionResult<S extends 'active' | 'frozen'> = { username: string; status: S; changed: boolean };

export interface OperatorService {
  login(username: string, password: string, ip: string): Promise<{ token: string; role: OperatorRole }>;
  resolve(token: string): Promise<Operator | null>;
  me(op: Operator, ip: string): Promise<Operator>;
  /** A page of members with each one's centre wallet, locked amount and venue wallets. */
  listMembers(op: Operator, query: MembersQuery, ip: string): Promise<MembersPage>;
  /** `changed: false` when the member was already frozen (audited as unchanged). */
  freeze(op: Operator, body: MemberAction, ip: string): Promise<MemberActionResult<'frozen'>>;
  /** `changed: false` when the member was not frozen (audited as unchanged). */
  unfreeze(op: Operator, body: MemberAction, ip: string): Promise<MemberActionResult<'active'>>;
  /**
   * Lifts the locks named (login when none are): `changed: false` when none of them was in force (audited
   * as unchanged). The audit row says which were lifted, which were not locked, and which others still are.
   */
  unlock(op: Operator, body: MemberUnlock, ip: string): Promise<MemberUnlockResult>;
  /**
   * Ends the member's live sessions, the account left as it is: `changed: false` when none was live
   * (audited as unchanged). The audit row says how many were ended. 6011 (audited, nothing ended) past
   * the operator's allowance (member-logout-limit.ts).
   */
  logout(op: Operator, body: MemberLogout, ip: string): Promise<MemberLogoutResult>;
  setSite(op: Operator, body: SiteSetRequest, ip: string): ReturnType<SiteAdmin['setSwitch']>;
}

export const createOperatorService = (
  deps: Deps,
  repo: OperatorRepo,
  members: MemberAdmin,
  site: SiteAdmin,
  balances: MemberBalancesRepo,
): OperatorService => {
  const audit = createAuditor(repo, deps.now);
  // Verifying against a real hash for unknown names keeps their timing equal to known ones.
  const dummyHash = hashPassword('qilin-timing-equaliser');

  /** The role check, recorded in the audit log when it refuses. */
  const guard = async (op: Operator, permission: Permission, entry: AuditEntry) => {
    try {
      requireRole(op, permission);
    } catch (error) {
      await audit.record(op, op.username, entry, String(Code.AccessDenied));
      throw error;
    }
  };

  const toOperator = (row: { operatorId: number; username: string; role: string }): Operator => ({
    operatorId: row.operatorId,
    username: row.username,
    role: row.role as OperatorRole,
  });

  return {
    async login(username, password, ip) {
      const entry: AuditEntry = { action: 'auth.login', target: username, ip };
      const ipKey = `op-login:${ip}`;
      if (!(await deps.limiter.peek(ipKey, IP_LOGIN_LIMIT))) {
        await audit.record(null, username, entry, String(Code.FrequentSubmission));
        throw new AppError(Code.FrequentSubmission, '登录失败次数过多，请 15 分钟后再试');
      }
      const failed = () => deps.limiter.hit(ipKey, IP_LOGIN_LIMIT, IP_WINDOW_MS);
      const row = await repo.findByUsername(username);
      const at = deps.now();
      if (!row || row.status !== 'active') {
        await failed();
        await verifyPassword(await dummyHash, password);
        await audit.record(null, username, entry, String(Code.InvalidCredentials));
        throw new AppError(Code.InvalidCredentials);
      }
      const op = toOperator({ operatorId: row.id, username: row.username, role: row.role });
      // A locked account answers 6037 even to the right password, so guessing gains nothing during the lock.
      if (row.lockedUntil && row.lockedUntil > at) {
        await failed();
        await audit.record(op, username, entry, String(Code.AuthenticationLocked));
        throw new AppError(Code.AuthenticationLocked);
      }
      if (!(await verifyPassword(row.passwordHash, password))) {
        await failed();
        const { failedLogins } = await repo.recordFailure(
          row.id,
          MAX_FAILURES,
          new Date(at.getTime() + LOCK_MS),
        );
        const locked = failedLogins === 0;
        const outcome = locked ? Code.AuthenticationLocked : Code.InvalidCredentials;
        await audit.record(op, username, { ...entry, detail: { locked } }, String(outcome));
        if (locked) throw new AppError(Code.AuthenticationLocked);
        throw new AppError(
          Code.InvalidCredentials,
          `用户名或密码错误，再错 ${MAX_FAILURES - failedLogins} 次将锁定 15 分钟`,
        );
      }
      await repo.recordSuccess(row.id, at);
      const token = newToken();
      await repo.insertSession(sha256(token), row.id, ip, new Date(at.getTime() + SESSION_MS), at);
      await audit.record(op, username, entry, 'ok');
      // Housekeeping rides on logins, which are rare; no timer to stop at shutdown.
      await repo.deleteExpiredSessions(at);
      return { token, role: op.role };
    },

    async resolve(token) {
      if (token.length > 200) return null;
      const row = await repo.findSession(sha256(token), deps.now());
      return row ? toOperator(row) : null;
    },

    async me(op, ip) {
      await audit.record(op, op.username, { action: 'auth.me', ip }, 'ok');
      return op;
    },

    async listMembers(op, query, ip) {
      const entry = { action: 'members.list', detail: { ...query }, ip };
      await guard(op, 'members.list', entry);
      return audit.run(op, entry, async () => withBalances(await members.list(query), balances));
    },

    async freeze(op, body, ip) {
      const entry = {
        action: 'members.freeze',
        target: body.username,
        detail: { reason: body.reason ?? '' },
        ip,
      };
      await guard(op, 'members.freeze', entry);
      return audit.run(
        op,
        entry,
        async () => ({
          username: body.username,
          status: 'frozen' as const,
          changed: await members.freeze(body.username, body.reason ?? '', op),
        }),
        changedOutcome,
      );
    },

    async unfreeze(op, body, ip) {
      const entry = {
        action: 'members.unfreeze',
        target: body.username,
        detail: { reason: body.reason ?? '' },
        ip,
      };
      await guard(op, 'members.unfreeze', entry);
      return audit.run(
        op,
        entry,
        async () => ({
          username: body.username,
          status: 'active' as const,
          changed: await members.unfreeze(body.username, op),
        }),
        changedOutcome,
      );
    },

    async unlock(op, body, ip) {
      // Login alone unless named: a lock the caller did not ask about is left for the operator to see.
      const locks = MEMBER_LOCKS.filter((lock) => (body.locks ?? ['login']).includes(lock));
      const entry = {
        action: 'members.unlock',
        target: body.username,
        detail: { reason: body.reason, locks },
        ip,
      };
      await guard(op, 'members.unlock', entry);
      return audit.run(
        op,
        entry,
        async () => {
          const done = await members.unlock(body.username, locks);
          return { username: body.username, changed: done.lifted.length > 0, ...done };
        },
        changedOutcome,
        ({ lifted, notLocked, stillLocked }) => ({ lifted, notLocked, stillLocked }),
      );
    },

    async logout(op, body, ip) {
      const entry = {
        action: 'members.logout',
        target: body.username,
        detail: { reason: body.reason, forgetDevices: body.forgetDevices === true },
        ip,
      };
      await guard(op, 'members.logout', entry);
      return audit.run(
        op,
        entry,
        async () => {
          // Inside the audited run, so a refusal is recorded as 6011; before the work, so it ends nothing.
          await countMemberLogout(deps.limiter, op);
          const done = await members.logout(body.username, { forgetDevices: body.forgetDevices === true });
          return { username: body.username, changed: done.ended + done.devicesForgotten > 0, ...done };
        },
        changedOutcome,
        ({ ended, devicesForgotten }) => ({ ended, devicesForgotten }),
      );
    },

    async setSite(op, body, ip) {
      const entry = {
        action: 'site.set',
        target: body.siteId ?? deps.config.siteId,
        detail: { key: body.key, value: body.value },
        ip,
      };
      await guard(op, 'site.set', entry);
      return audit.run(op, entry, () => site.setSwitch(body));
    },
  };
};
