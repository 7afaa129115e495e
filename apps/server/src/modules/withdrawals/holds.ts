import { Code, RuleMessage } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { WithdrawRepo, WithdrawalRow } from './withdraw-repo.ts';

/** A pending order older than this has lost its request (a crash): the recovery job finishes it. */
export const PENDING_RECOVERY_MS = 2 * 60_000;

export const holdReference = (orderNo: string) => `wd:${orderNo}:hold`;

/**
 * The second step of withdraw/new: the amount moves from the centre wallet to the member's locked account
 * with the posting `wd:<orderNo>:hold`. Posting it again is a no-op, so the request, its retry and the
 * recovery job may all run it; the order's state always follows what the ledger answered.
 */
export const createHolds = (deps: Pick<Deps, 'now' | 'log'>, ledger: Ledger, repo: WithdrawRepo) => {
  const hold = async (row: WithdrawalRow): Promise<WithdrawalRow> => {
    const result = await ledger.post({
      reference: holdReference(row.orderNo),
      kind: 'withdraw_hold',
      legs: [
        {
          from: { member: row.memberId, kind: 'wallet' },
          to: { member: row.memberId, kind: 'locked' },
          amount: row.amountFen,
        },
      ],
      memo: `取款 ${row.orderNo}`,
    });
    if (result.status === 'rejected') {
      await repo.transition(row.orderNo, ['pending'], { status: 'failed' });
      throw new AppError(Code.InvalidParameter, RuleMessage.amountAboveBalance);
    }
    // From 'failed' too: a hold that went through after all (a retry raced a refusal) wins, as the ledger says.
    const updated = await repo.transition(row.orderNo, ['pending', 'failed'], { status: 'reviewing' });
    return updated ?? (await repo.byOrderNo(row.orderNo)) ?? row;
  };

  return {
    hold,

    /**
     * Finishes orders whose request died between writing the order and posting the hold: the hold is
     * posted now (or found posted) and the order follows. Answers how many orders it looked at.
     */
    async recoverPending(): Promise<number> {
      const rows = await repo.pendingBefore(new Date(deps.now().getTime() - PENDING_RECOVERY_MS), 100);
      for (const row of rows) {
        try {
          await hold(row);
        } catch (error) {
          // A refusal (the money is gone meanwhile) is an outcome: the order is marked failed.
          if (!(error instanceof AppError))
            deps.log.error({ err: error, orderNo: row.orderNo }, 'withdrawal recovery failed');
        }
      }
      return rows.length;
    },
  };
};

export type Holds = ReturnType<typeof createHolds>;
