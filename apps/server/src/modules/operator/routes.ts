import {
  AuditListRequestSchema,
  AuditListResponseSchema,
  EmptySchema,
  MemberActionRequestSchema,
  MemberActionResponseSchema,
  MemberLogoutRequestSchema,
  MemberLogoutResponseSchema,
  MembersListRequestSchema,
  MembersListWithBalancesResponseSchema,
  MemberUnlockRequestSchema,
  MemberUnlockResponseSchema,
  OperatorLoginRequestSchema,
  OperatorLoginResponseSchema,
  OperatorMeSchema,
  OperatorPath,
  OperatorsListResponseSchema,
  SiteSetRequestSchema,
  SiteSetResponseSchema,
} from '@qilin/contract';
import type { AuthResolvers } from '../../platform/http/route.ts';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import type { MemberAdmin } from '../identity/member-admin.ts';
import { createSiteAdmin } from '../site/site-admin.ts';
import { createOperatorRepo } from './repo.ts';
import { createOperatorService } from './service.ts';
import { ensureFirstAdmin } from './bootstrap.ts';
import { createAuditReader } from './audit-reader.ts';
import { createAuditRepo } from './audit-repo.ts';
import { createOperatorGate } from './gate.ts';
import { createMemberBalancesRepo } from './member-balances-repo.ts';
import { MEMBER_LOGOUT_LIMIT_SUMMARY } from './member-logout-limit.ts';

const tags = ['operator'];

/** The operator API under /op/api/v1 (bearer tokens, roles); every action lands in audit_log. */
export const registerOperatorModule = async (
  ctx: ModuleContext,
  { members }: { members: MemberAdmin },
): Promise<{ resolveOperator: AuthResolvers['operator'] }> => {
  const { deps, route } = ctx;
  const repo = createOperatorRepo(deps.db);
  await ensureFirstAdmin(deps, repo);
  const service = createOperatorService(
    deps,
    repo,
    members,
    createSiteAdmin(deps),
    createMemberBalancesRepo(deps.db),
  );
  const reader = createAuditReader(deps, createOperatorGate(deps), createAuditRepo(deps.db), repo);

  route(OperatorPath.login, {
    auth: 'none',
    summary: 'Operator login; 5 wrong passwords in a row lock the account for 15 minutes (6037)',
    tags,
    body: OperatorLoginRequestSchema,
    response: OperatorLoginResponseSchema,
    handler: ({ body, ctx: rc }) => service.login(body.username, body.password, rc.ip),
  });

  route(OperatorPath.me, {
    auth: 'operator',
    summary: 'The signed-in operator',
    tags,
    body: EmptySchema,
    response: OperatorMeSchema,
    handler: ({ operator, ctx: rc }) => service.me(operator, rc.ip),
  });

  route(OperatorPath.membersList, {
    auth: 'operator',
    summary:
      'Members, paged, optionally filtered by a username keyword, with their centre wallet, locked (withdrawals under review) and venue balances (admin, risk, support)',
    tags,
    body: MembersListRequestSchema,
    response: MembersListWithBalancesResponseSchema,
    handler: ({ operator, body, ctx: rc }) => service.listMembers(operator, body, rc.ip),
  });

  route(OperatorPath.membersFreeze, {
    auth: 'operator',
    summary:
      'Freeze a member: no login, live sessions end; an already frozen member answers changed: false (admin, risk)',
    tags,
    body: MemberActionRequestSchema,
    response: MemberActionResponseSchema,
    handler: ({ operator, body, ctx: rc }) => service.freeze(operator, body, rc.ip),
  });

  route(OperatorPath.membersUnfreeze, {
    auth: 'operator',
    summary: 'Unfreeze a member; one not frozen answers changed: false (admin, risk)',
    tags,
    body: MemberActionRequestSchema,
    response: MemberActionResponseSchema,
    handler: ({ operator, body, ctx: rc }) => service.unfreeze(operator, body, rc.ip),
  });

  route(OperatorPath.membersUnlock, {
    auth: 'operator',
    summary:
      "Lift a member's password locks (login, withdraw-password, change-password; login when locks is left out) with a reason; none in force answers changed: false (admin, risk, support)",
    tags,
    body: MemberUnlockRequestSchema,
    response: MemberUnlockResponseSchema,
    handler: ({ operator, body, ctx: rc }) => service.unlock(operator, body, rc.ip),
  });

  route(OperatorPath.membersLogout, {
    auth: 'operator',
    summary:
      'End every live session of a member (web and app; the next call answers 6001) with a reason, without freezing: they may log in again; none live answers changed: false; ' +
      `${MEMBER_LOGOUT_LIMIT_SUMMARY} (admin, risk, support)`,
    tags,
    body: MemberLogoutRequestSchema,
    response: MemberLogoutResponseSchema,
    handler: ({ operator, body, ctx: rc }) => service.logout(operator, body, rc.ip),
  });

  route(OperatorPath.siteSet, {
    auth: 'operator',
    summary: 'Set one site switch (admin)',
    tags,
    body: SiteSetRequestSchema,
    response: SiteSetResponseSchema,
    handler: ({ operator, body, ctx: rc }) => service.setSite(operator, body, rc.ip),
  });

  route(OperatorPath.auditList, {
    auth: 'operator',
    summary:
      'The operator audit log, newest first, filtered by operator, action (or prefix.*), target, outcome and time; logins: false leaves out auth.login unless action names it (admin, risk)',
    tags,
    body: AuditListRequestSchema,
    response: AuditListResponseSchema,
    handler: ({ operator, body, ctx: rc }) => reader.list(operator, body, rc.ip),
  });

  route(OperatorPath.operatorsList, {
    auth: 'operator',
    summary: 'The operator accounts: role, status, lock and last login (admin)',
    tags,
    body: EmptySchema,
    response: OperatorsListResponseSchema,
    handler: ({ operator, ctx: rc }) => reader.operators(operator, rc.ip),
  });

  return { resolveOperator: (token) => service.resolve(token) };
};
