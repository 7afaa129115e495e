import { Code } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import type { Operator } from '../../platform/http/route.ts';
import { createAuditor, type AuditEntry } from './audit.ts';
import { requireRole, type Permission } from './permissions.ts';
import { createOperatorRepo } from './repo.ts';

/**
 * How other modules expose operator actions: the role check first, then the action, and the audit log
 * records the outcome either way (ok, the refusal's code, or error).
 */
export interface OperatorGate {
  /** `outcomeOf`: what a success is recorded as ('ok' unless given; see audit.ts `changedOutcome`). */
  run<T>(
    op: Operator,
    permission: Permission,
    entry: AuditEntry,
    fn: () => Promise<T>,
    outcomeOf?: (result: T) => string,
  ): Promise<T>;
}

export const createOperatorGate = (deps: Deps): OperatorGate => {
  const audit = createAuditor(createOperatorRepo(deps.db), deps.now);
  return {
    async run(op, permission, entry, fn, outcomeOf) {
      try {
        requireRole(op, permission);
      } catch (error) {
        await audit.record(op, op.username, entry, String(Code.AccessDenied));
        throw error;
      }
      return audit.run(op, entry, fn, outcomeOf);
    },
  };
};
