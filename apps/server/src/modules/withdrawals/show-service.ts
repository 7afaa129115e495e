import { Code, type OperatorWithdrawalDetailSchema, type WithdrawalShowRequestSchema } from '@qilin/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { OperatorGate } from '../operator/gate.ts';
import type { AccountRepo } from './account-repo.ts';
import { toPayee } from './payee.ts';
import { toOrder } from './present.ts';
import { VISIBLE_STATUSES, type WithdrawRepo } from './withdraw-repo.ts';

type Detail = z.infer<typeof OperatorWithdrawalDetailSchema>;
type ShowRequest = z.infer<typeof WithdrawalShowRequestSchema>;

/**
 * withdrawals/show: one withdrawal with its payee unmasked, so finance can pay it. Only the roles that
 * decide withdrawals may read it (the same permission as approve and reject), and every reading is in
 * the audit log with the operator and the order number, never the numbers it showed.
 */
export const createWithdrawalShow = (
  deps: Deps,
  gate: OperatorGate,
  accounts: AccountRepo,
  repo: WithdrawRepo,
  directory: MemberDirectory,
) => ({
  show: (op: Operator, body: ShowRequest, ip: string): Promise<Detail> =>
    gate.run(op, 'withdrawals.review', { action: 'withdrawals.show', target: body.orderNo, ip }, async () => {
      const row = await repo.byOrderNo(body.orderNo.trim());
      // Pending and failed orders are internal (never shown to the player either).
      if (!row || !(VISIBLE_STATUSES as readonly string[]).includes(row.status))
        throw new AppError(Code.NotFound, '取款单不存在');
      const account = (await accounts.byIds([row.accountId])).get(row.accountId);
      if (!account) throw new Error(`withdrawal ${row.orderNo} has no account row`);
      const member = await directory.byId(row.memberId);
      return {
        ...toOrder(row, account),
        username: row.memberName,
        memberFrozen: member?.status === 'frozen',
        payee: toPayee(account, deps.crypto),
        reviewedBy: row.reviewedBy,
      };
    }),
});
