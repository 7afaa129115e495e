import {
  Code,
  fenToYuan,
  type OperatorWithdrawalSchema,
  type WithdrawalReviewRequestSchema,
  type WithdrawalsListRequestSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/http/route.ts';
import type { Money } from '../ledger/module.ts';
import type { Leg, PostingResult } from '../ledger/posting.ts';
import type { OperatorGate } from '../operator/gate.ts';
import type { LetterSender } from '../messages/letter-sender.ts';
import { withdrawalReviewedLetter } from '../messages/platform-letters.ts';
import type { AccountRepo } from './account-repo.ts';
import { toOrder } from './present.ts';
import { VISIBLE_STATUSES, type WithdrawRepo, type WithdrawalRow } from './withdraw-repo.ts';

type OperatorWithdrawal = z.infer<typeof OperatorWithdrawalSchema>;
type ReviewRequest = z.infer<typeof WithdrawalReviewRequestSchema>;

export const payoutReference = (orderNo: string) => `wd:${orderNo}:payout`;
export const releaseReference = (orderNo: string) => `wd:${orderNo}:release`;

/**
 * Operator review of withdrawals. A decision is two idempotent steps: the guarded state transition
 * reviewing -> approved | rejected (one UPDATE, so of two reviewers only one wins), then the posting keyed
 * by the order (`wd:<orderNo>:payout` or `:release`). A crash between them is repaired by running the
 * same command again: the transition is already done, and the posting happens (or is found) once.
 */
export const createReviewService = (
  deps: Deps,
  money: Money,
  gate: OperatorGate,
  accounts: AccountRepo,
  repo: WithdrawRepo,
  letters: LetterSender,
) => {
  const present = async (row: WithdrawalRow): Promise<OperatorWithdrawal> => {
    const account = (await accounts.byIds([row.accountId])).get(row.accountId);
    if (!account) throw new Error(`withdrawal ${row.orderNo} has no account row`);
    return { ...toOrder(row, account), username: row.memberName };
  };

  /** The fee goes to the house; the rest to the payout clearing account the provider settles from. */
  const postPayout = async (row: WithdrawalRow): Promise<PostingResult> => {
    const locked = { member: row.memberId, kind: 'locked' as const };
    const legs: Leg[] = [
      {
        from: locked,
        to: { house: 'withdraw_clearing', shardKey: row.memberId },
        amount: row.amountFen - row.feeFen,
      },
    ];
    if (row.feeFen > 0)
      legs.push({ from: locked, to: { house: 'house', shardKey: row.memberId }, amount: row.feeFen });
    return money.ledger.post({
      reference: payoutReference(row.orderNo),
      kind: 'withdraw_payout',
      legs,
      memo: `取款出款 ${row.orderNo}`,
    });
  };

  const postRelease = (row: WithdrawalRow): Promise<PostingResult> =>
    money.ledger.post({
      reference: releaseReference(row.orderNo),
      kind: 'withdraw_release',
      legs: [
        {
          from: { member: row.memberId, kind: 'locked' },
          to: { member: row.memberId, kind: 'wallet' },
          amount: row.amountFen,
        },
      ],
      memo: `取款驳回退回 ${row.orderNo}`,
    });

  const posted = (result: PostingResult, orderNo: string) => {
    // The hold guarantees the locked funds; a refusal here means the ledger and the orders disagree.
    if (result.status === 'rejected') {
      deps.log.error({ orderNo }, 'withdrawal posting refused: locked funds missing');
      throw new AppError(Code.ServerError, `取款单 ${orderNo} 的锁定资金不足，请核查账务`);
    }
    return result.status === 'posted';
  };

  /** The order entered review between our UPDATE and our read: the operator simply tries again. */
  const changed = () => new AppError(Code.FrequentSubmission, '取款单状态刚刚发生变化，请重试');

  /** The member hears of the decision; a repeated command finds the letter already sent (its dedupe key). */
  const tell = (row: WithdrawalRow, decision: 'approved' | 'rejected') =>
    letters.send(
      withdrawalReviewedLetter(
        row.siteId,
        row.memberId,
        row.orderNo,
        fenToYuan(row.amountFen),
        decision,
        row.reason,
      ),
    );

  const load = async (orderNo: string): Promise<WithdrawalRow> => {
    const row = await repo.byOrderNo(orderNo);
    if (!row || !(VISIBLE_STATUSES as readonly string[]).includes(row.status))
      throw new AppError(Code.NotFound, '取款单不存在');
    return row;
  };

  return {
    list: (op: Operator, q: z.infer<typeof WithdrawalsListRequestSchema>, ip: string) =>
      gate.run(op, 'withdrawals.list', { action: 'withdrawals.list', detail: { ...q }, ip }, async () => {
        const { rows, total } = await repo.page(
          { statuses: q.status ? [q.status] : VISIBLE_STATUSES },
          q.pageNum,
          q.pageSize,
        );
        return {
          list: await Promise.all(rows.map(present)),
          total,
          pageNum: q.pageNum,
          pageSize: q.pageSize,
        };
      }),

    approve: (op: Operator, body: ReviewRequest, ip: string) =>
      gate.run(
        op,
        'withdrawals.review',
        { action: 'withdrawals.approve', target: body.orderNo, detail: { reason: body.reason ?? '' }, ip },
        async () => {
          const won = await repo.transition(body.orderNo, ['reviewing'], {
            status: 'approved',
            reason: body.reason?.trim() ?? '',
            reviewedBy: op.username,
            reviewedAt: deps.now(),
          });
          const row = won ?? (await load(body.orderNo));
          if (row.status === 'rejected') throw new AppError(Code.DataExists, '该取款单已驳回，不能再通过');
          if (row.status !== 'approved') throw changed();
          const applied = posted(await postPayout(row), row.orderNo);
          if (!won && !applied) throw new AppError(Code.DataExists, '该取款单已审核通过，请勿重复操作');
          deps.log.info(
            { orderNo: row.orderNo, operator: op.username, amount: fenToYuan(row.amountFen) },
            'withdrawal approved',
          );
          await tell(row, 'approved');
          return present(row);
        },
      ),

    reject: (op: Operator, body: ReviewRequest, ip: string) =>
      gate.run(
        op,
        'withdrawals.review',
        { action: 'withdrawals.reject', target: body.orderNo, detail: { reason: body.reason ?? '' }, ip },
        async () => {
          const reason = body.reason?.trim() ?? '';
          if (reason.length < 2) throw new AppError(Code.InvalidParameter, '请填写驳回原因（至少2个字）');
          const won = await repo.transition(body.orderNo, ['reviewing'], {
            status: 'rejected',
            reason,
            reviewedBy: op.username,
            reviewedAt: deps.now(),
          });
          const row = won ?? (await load(body.orderNo));
          if (row.status === 'approved') throw new AppError(Code.DataExists, '该取款单已审核通过，不能驳回');
          if (row.status !== 'rejected') throw changed();
          const applied = posted(await postRelease(row), row.orderNo);
          if (!won && !applied) throw new AppError(Code.DataExists, '该取款单已驳回，请勿重复操作');
          deps.log.info({ orderNo: row.orderNo, operator: op.username }, 'withdrawal rejected');
          await tell(row, 'rejected');
          return present(row);
        },
      ),
  };
};

export type ReviewService = ReturnType<typeof createReviewService>;
