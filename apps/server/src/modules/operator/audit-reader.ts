import type { z } from 'zod';
import type {
  AuditListRequest,
  AuditListResponseSchema,
  OperatorRole,
  OperatorsListResponseSchema,
} from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import type { Operator } from '../../platform/http/route.ts';
import type { AuditFilter, AuditRepo } from './audit-repo.ts';
import type { OperatorGate } from './gate.ts';
import type { OperatorRepo } from './repo.ts';

type AuditPage = z.infer<typeof AuditListResponseSchema>;
type OperatorList = z.infer<typeof OperatorsListResponseSchema>;

const LOGIN = 'auth.login';

/** Whether the action filter names logins: auth.login itself, or a prefix of it (auth.*). */
const namesLogins = (action: string | undefined): boolean =>
  action !== undefined && (action.endsWith('*') ? LOGIN.startsWith(action.slice(0, -1)) : action === LOGIN);

/**
 * The request's filters as the repository takes them: `members.*` is a prefix, times are instants. Logins
 * are left out in the query itself (so the total and the pages count without them) when the caller asks,
 * unless its action filter asks for them by name.
 */
const filterOf = (q: AuditListRequest): AuditFilter => ({
  operator: q.operator,
  ...(q.action?.endsWith('*') ? { actionPrefix: q.action.slice(0, -1) } : { action: q.action }),
  notAction: q.logins || namesLogins(q.action) ? undefined : LOGIN,
  target: q.target,
  outcome: q.outcome,
  since: q.since === undefined ? undefined : new Date(q.since),
  until: q.until === undefined ? undefined : new Date(q.until),
});

/**
 * What operators read about operators: the audit log (audit:list) and the accounts (operators:list).
 * Both pass the gate, so reading the log is itself logged.
 */
export const createAuditReader = (deps: Deps, gate: OperatorGate, audit: AuditRepo, repo: OperatorRepo) => ({
  list: (op: Operator, query: AuditListRequest, ip: string): Promise<AuditPage> =>
    gate.run(op, 'audit.list', { action: 'audit.list', detail: { ...query }, ip }, async () => {
      const { rows, total } = await audit.page(filterOf(query), query.pageNum, query.pageSize);
      return {
        list: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          operator: r.operatorUsername,
          action: r.action,
          target: r.target,
          outcome: r.outcome,
          detail: (r.detail ?? {}) as Record<string, unknown>,
          ip: r.ip,
        })),
        total,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      };
    }),

  operators: (op: Operator, ip: string): Promise<OperatorList> =>
    gate.run(op, 'operators.list', { action: 'operators.list', ip }, async () => {
      const at = deps.now();
      return {
        list: (await repo.listOperators()).map((r) => ({
          username: r.username,
          role: r.role as OperatorRole,
          status: r.status === 'disabled' ? ('disabled' as const) : ('active' as const),
          // A lock that has run out is no lock: the next login is judged on its password.
          lockedUntil: r.lockedUntil && r.lockedUntil > at ? r.lockedUntil.toISOString() : '',
          lastLoginTime: r.lastLoginAt?.toISOString() ?? '',
          createdTime: r.createdAt.toISOString(),
        })),
      };
    }),
});
