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
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { AccountRepo } from './account-repo.ts';
import { toOrder } from './present.ts';
import { VISIBLE_STATUSES, type WithdrawRepo, type WithdrawalRow } from './withdraw-repo.ts';

type OperatorWithdrawal = z.infer<typeof OperatorWithdrawalSchema>;
type ReviewRequest = z.infer<typeof WithdrawalReviewRequestSchema>;

export const payoutReference = (orderNo: string) => `wd:${orderNo}:payout`;
export const releaseReference = (orderNo: string) => `wd:${orderNo}:release`;

/** Another reviewer's decision (or the order's change) got there first: this posting must not land. */
class DecisionTakenError extends Error {
  constructor() {
    super('the withdrawal left review meanwhile');
  }
}

interface Decision {
  orderNo: string;
  status: 'approved' | 'rejected';
  reason: string;
  reviewedBy: string;
  reviewedAt: Date;
}

/**
 * Operator review of withdrawals. A decision is one commit: the guarded state transition reviewing ->
 * approved | rejected (so of two reviewers only one wins) rides on its posting, keyed by the order
 * (`wd:<orderNo>:payout` or `:release`), as a ledger companion. A crash leaves either both or neither, and
 * a refused posting leaves the order in review. (An order decided by an older version without its posting
 * is still repaired by running the same command again: the posting happens, or is found, once.)
 */
export const createReviewService = (
  deps: Deps,
  money: Money,
  gate: OperatorGate,
  accounts: AccountRepo,
  repo: WithdrawRepo,
  letters: LetterSender,
  directory: MemberDirectory,
) => {
  const present = async (row: WithdrawalRow): Promise<OperatorWithdrawal> => {
    const account = (await accounts.byIds([row.accountId])).get(row.accountId);
    if (!account) throw new Error(`withdrawal ${row.orderNo} has no account row`);
    const member = await directory.byId(row.memberId);
    return { ...toOrder(row, account), username: row.memberName, memberFrozen: member?.status === 'frozen' };
  };

  const decisionCompanion = money.ledger.registerCompanion<Decision>(
    'withdrawals.decision',
    async (tx, rows) => {
      for (const d of rows) {
        const { orderNo, ...set } = d;
        if (!(await repo.transition(orderNo, ['reviewing'], set, tx))) throw new DecisionTakenError();
      }
    },
  );

  /** The fee goes to the house; the rest to the payout clearing account the provider settles from. */
  const postPayout = async (row: WithdrawalRow, decision?: Decision): Promise<PostingResult> => {
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
      ...(decision ? { companions: [decisionCompanion(decision)] } : {}),
    });
  };

  const postRelease = (row: WithdrawalRow, decision?: Decision): Promise<PostingResult> =>
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
      ...(decision ? { companions: [decisionCompanion(decision)] } : {}),
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

  const REFUSED_AS_DONE = {
    approved: { approved: '该取款单已审核通过，请勿重复操作', rejected: '该取款单已驳回，不能再通过' },
    rejected: { approved: '该取款单已审核通过，不能驳回', rejected: '该取款单已驳回，请勿重复操作' },
  } as const;

  /**
   * One decision: the posting with the transition as its companion. An order already decided this way
   * whose posting is missing (decided by an older version that crashed in between) gets its posting now.
   */
  const decide = async (
    op: Operator,
    orderNo: string,
    status: 'approved' | 'rejected',
    reason: string,
  ): Promise<OperatorWithdrawal> => {
    const post = status === 'approved' ? postPayout : postRelease;
    let row = await load(orderNo);
    if (row.status === 'reviewing') {
      const decision: Decision = { orderNo, status, reason, reviewedBy: op.username, reviewedAt: deps.now() };
      const result = await post(row, decision).catch((error: unknown) => {
        if (error instanceof DecisionTakenError) return null;
        throw error;
      });
      if (result?.status !== 'posted') {
        // Taken by another decision: its companion failed, its posting was refused because another
        // decision's posting (in the same batch) moved the locked funds first, or the same decision's
        // posting is already there (a reviewer who clicked with us). Refused with the order still in
        // review, the books disagree.
        const now = await load(orderNo);
        if (now.status === 'approved' || now.status === 'rejected')
          throw new AppError(Code.DataExists, REFUSED_AS_DONE[status][now.status]);
        if (result) posted(result, orderNo);
        throw changed();
      }
      row = { ...row, ...decision };
    } else if (row.status === status) {
      if (!posted(await post(row), orderNo))
        throw new AppError(Code.DataExists, REFUSED_AS_DONE[status][status]);
    } else if (row.status === 'approved' || row.status === 'rejected') {
      throw new AppError(Code.DataExists, REFUSED_AS_DONE[status][row.status]);
    } else throw changed();
    deps.log.info(
      { orderNo, operator: op.username, amount: fenToYuan(row.amountFen) },
      status === 'approved' ? 'withdrawal approved' : 'withdrawal rejected',
    );
    await tell(row, status);
    return present(row);
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
          // A frozen member is under investigation (multiple accounts, fraud): paying out would send the
          // money the freeze holds. The operator unfreezes first, or rejects to return it to the wallet.
          const row = await load(body.orderNo);
          if (row.status === 'reviewing') {
            const member = await directory.byId(row.memberId);
            if (member?.status === 'frozen')
              throw new AppError(
                Code.AccessDenied,
                `会员 ${member.name} 已冻结，不能通过其取款：请先解冻（members:unfreeze），或驳回以退回资金`,
              );
          }
          return decide(op, body.orderNo, 'approved', body.reason?.trim() ?? '');
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
          return decide(op, body.orderNo, 'rejected', reason);
        },
      ),
  };
};

export type ReviewService = ReturnType<typeof createReviewService>;
