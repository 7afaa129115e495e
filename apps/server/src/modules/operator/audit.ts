import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/http/route.ts';
import type { OperatorRepo } from './repo.ts';

export interface AuditEntry {
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
  ip: string;
}

/** The outcome of an action that succeeded but had nothing to change (a repeat freeze, a finished match). */
export const UNCHANGED = 'unchanged';

/** `changed: false` results are audited as UNCHANGED, the rest as 'ok'. */
export const changedOutcome = (result: { changed: boolean }): string => (result.changed ? 'ok' : UNCHANGED);

/**
 * Runs an operator action and records it whatever happens: 'ok', the refusal's SPEC code, or 'error'.
 * Refusals matter as much as successes (a support agent trying to freeze is worth seeing).
 */
export const createAuditor = (repo: OperatorRepo, now: () => Date) => {
  const write = (
    op: Pick<Operator, 'operatorId' | 'username'> | null,
    username: string,
    e: AuditEntry,
    outcome: string,
  ) =>
    repo.insertAudit({
      operatorId: op?.operatorId ?? null,
      operatorUsername: op?.username ?? username,
      action: e.action,
      target: e.target ?? '',
      outcome,
      detail: e.detail ?? {},
      ip: e.ip,
      at: now(),
    });

  return {
    /** Records an event that is not wrapped around a call (logins). */
    record: (op: Operator | null, username: string, e: AuditEntry, outcome: string) =>
      write(op, username, e, outcome),

    /**
     * `outcomeOf` names a success's outcome: 'ok' unless the action says otherwise, e.g. UNCHANGED for a
     * repeat, so the log never shows a second change that did not happen. `detailOf` adds to the entry's
     * detail what only the success knows (what the action found and did).
     */
    async run<T>(
      op: Operator,
      e: AuditEntry,
      fn: () => Promise<T>,
      outcomeOf: (result: T) => string = () => 'ok',
      detailOf?: (result: T) => Record<string, unknown>,
    ): Promise<T> {
      try {
        const result = await fn();
        const done = detailOf ? { ...e, detail: { ...e.detail, ...detailOf(result) } } : e;
        await write(op, op.username, done, outcomeOf(result));
        return result;
      } catch (error) {
        await write(op, op.username, e, error instanceof AppError ? String(error.code) : 'error');
        throw error;
      }
    },
  };
};

export type Auditor = ReturnType<typeof createAuditor>;
