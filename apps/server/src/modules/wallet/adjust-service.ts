import { Code, fenToYuan, formatFen, validateAmount, yuanToFen } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { Money } from '../ledger/module.ts';
import type { OperatorGate } from '../operator/gate.ts';
import { UNCHANGED } from '../operator/audit.ts';

/**
 * Manual adjustments by an operator: a posting between the house and the member's centre wallet, with
 * the operator and reason in the audit log (through the gate) and the reason as the transfer's memo.
 */
export const createAdjustService = (
  deps: Deps,
  money: Money,
  directory: MemberDirectory,
  gate: OperatorGate,
) => {
  const adjust = (
    op: Operator,
    direction: 'credit' | 'debit',
    body: { username: string; amount: string; reason: string },
    key: string,
    ip: string,
  ) => {
    // Set when this call ran the adjustment; a call answered from the key's stored answer leaves it unset.
    let ranHere = false;
    return gate.run(
      op,
      'wallet.adjust',
      {
        action: `wallet.${direction}`,
        target: body.username,
        // The key tells a retry's row (answered again, nothing moved) from a second adjustment.
        detail: { amount: body.amount, reason: body.reason, key },
        ip,
      },
      async () => {
        const answer = await money.idempotency.run(
          `op:${op.operatorId}`,
          key,
          { direction, body },
          async () => {
            ranHere = true;
            const problem = validateAmount(body.amount);
            if (problem) throw new AppError(Code.InvalidParameter, problem);
            // Checked here, not in the schema: the ceiling is the deployment's (OPERATOR_ADJUST_MAX_YUAN).
            if (yuanToFen(body.amount) > deps.config.adjustMaxFen)
              throw new AppError(
                Code.InvalidParameter,
                `单笔人工${direction === 'credit' ? '加款' : '扣款'}不能超过 ${formatFen(deps.config.adjustMaxFen)} 元；更大的金额请分笔操作并分别注明原因`,
              );
            const member = await directory.byName(deps.config.siteId, body.username);
            if (!member) throw new AppError(Code.NotFound, `会员 ${body.username} 不存在`);
            const amount = yuanToFen(body.amount);
            const wallet = { member: member.memberId, kind: 'wallet' } as const;
            const house = { house: 'house', shardKey: member.memberId } as const;
            const result = await money.ledger.postOrThrow(
              {
                reference: `adj:${op.operatorId}:${key}`,
                kind: direction,
                legs: [
                  direction === 'credit'
                    ? { from: house, to: wallet, amount }
                    : { from: wallet, to: house, amount },
                ],
                memo: body.reason,
              },
              `会员余额不足，无法扣除 ${body.amount} 元`,
            );
            const balance = await money.ledger.memberBalances(member.memberId);
            return {
              username: member.name,
              amount: fenToYuan(amount),
              centerWalletBalance: fenToYuan(balance.wallet),
              transferId: String(result.transferIds[0] ?? ''),
            };
          },
        );
        // The first answer again, as it was (idempotency); whether this call moved anything is said apart.
        return { answer, replayed: !ranHere };
      },
      // A retry answered again moved nothing: audited as unchanged, so the log's adjustments add up.
      (result) => (result.replayed ? UNCHANGED : 'ok'),
    );
  };

  return {
    credit: (
      op: Operator,
      body: { username: string; amount: string; reason: string },
      key: string,
      ip: string,
    ) => adjust(op, 'credit', body, key, ip),
    debit: (
      op: Operator,
      body: { username: string; amount: string; reason: string },
      key: string,
      ip: string,
    ) => adjust(op, 'debit', body, key, ip),
  };
};
