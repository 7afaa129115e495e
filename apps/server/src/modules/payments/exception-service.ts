import {
  Code,
  fenToYuan,
  formatFen,
  type DepositException,
  type DepositExceptionReason,
  type DepositExceptionResolveRequestSchema,
  type DepositExceptionsRequestSchema,
} from '@qilin/contract';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { Money } from '../ledger/module.ts';
import type { LetterSender } from '../messages/letter-sender.ts';
import { depositExceptionCreditedLetter } from '../messages/platform-letters.ts';
import type { OperatorGate } from '../operator/gate.ts';
import type { DepositRepo } from './deposit-repo.ts';
import type { DepositExceptionRow, ExceptionRepo } from './exception-repo.ts';

/** A case marked credited this long ago without its posting was cut short by a crash. */
const REPAIR_AFTER_MS = 10_000;
/** How far back the repair pass looks; an operator's repeated command mends anything older. */
const REPAIR_WINDOW_MS = 86_400_000;

/** The ledger reference of an exception's credit: one per gateway trade, so it is credited at most once. */
export const exceptionReference = (tradeNo: string): string => `dep-exc:${tradeNo}`;

/**
 * Finance's side of deposit exceptions (schema.ts): list them, and resolve each once, by crediting what the
 * gateway received (a `deposit` posting out of deposit clearing, keyed by the trade, with a letter to the
 * member) or by dismissing it (settled outside, e.g. refunded at the gateway). The decision is one
 * conditional UPDATE, so of two operators deciding at once only one wins; the credit's posting follows it
 * and is keyed by the trade, so a crash in between is mended by running the same command again, or by the
 * deposit housekeeping's `repair` pass, whichever comes first.
 */
export const createExceptionService = (
  deps: Deps,
  gate: OperatorGate,
  parts: {
    exceptions: ExceptionRepo;
    orders: DepositRepo;
    money: Money;
    directory: MemberDirectory;
    letters: LetterSender;
  },
) => {
  const { exceptions, orders, money, directory, letters } = parts;

  const present = async (row: DepositExceptionRow): Promise<DepositException> => {
    const [member, order] = await Promise.all([directory.byId(row.memberId), orders.byOrderNo(row.orderNo)]);
    return {
      id: row.id,
      tradeNo: row.tradeNo,
      orderNo: row.orderNo,
      username: member?.name ?? String(row.memberId),
      amount: fenToYuan(row.amountFen),
      orderAmount: fenToYuan(order?.amountFen ?? 0),
      reason: row.reason as DepositExceptionReason,
      receivedAt: row.receivedAt.toISOString(),
      resolution: (row.resolution as DepositException['resolution']) ?? null,
      resolvedBy: row.resolvedBy,
      resolvedNote: row.resolvedNote,
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    };
  };

  const credit = async (row: DepositExceptionRow, by: string, reason: string): Promise<void> => {
    const result = await money.ledger.post({
      reference: exceptionReference(row.tradeNo),
      kind: 'deposit',
      legs: [
        {
          from: { house: 'deposit_clearing', shardKey: row.id },
          to: { member: row.memberId, kind: 'wallet' },
          amount: row.amountFen,
        },
      ],
      memo: `存款补入 ${formatFen(row.amountFen)} 元（订单 ${row.orderNo}，${reason}）`,
    });
    if (result.status === 'rejected') throw new Error(`deposit exception ${row.id} refused by the ledger`);
    deps.log.info({ exception: row.id, tradeNo: row.tradeNo, operator: by }, 'deposit exception credited');
    await letters.send(
      depositExceptionCreditedLetter(
        row.siteId,
        row.memberId,
        row.orderNo,
        row.tradeNo,
        fenToYuan(row.amountFen),
      ),
    );
  };

  return {
    /** Credits cases marked credited (over 10 s ago, within a day) whose posting a crash lost. */
    async repair(): Promise<void> {
      const now = deps.now().getTime();
      const rows = await exceptions.creditedBetween(
        new Date(now - REPAIR_WINDOW_MS),
        new Date(now - REPAIR_AFTER_MS),
      );
      if (rows.length === 0) return;
      const posted = await money.ledger.postedAmong(rows.map((r) => exceptionReference(r.tradeNo)));
      for (const row of rows) {
        if (posted.has(exceptionReference(row.tradeNo))) continue;
        deps.log.warn({ exception: row.id }, 'deposit exception repair: crediting a case left unposted');
        await credit(row, row.resolvedBy ?? 'repair', row.resolvedNote ?? '');
      }
    },

    list: (op: Operator, q: z.infer<typeof DepositExceptionsRequestSchema>, ip: string) =>
      gate.run(
        op,
        'deposits.exceptions',
        { action: 'deposits.exceptions', detail: { ...q }, ip },
        async () => {
          const { rows, total } = await exceptions.page(deps.config.siteId, q.state, q.pageNum, q.pageSize);
          return {
            list: await Promise.all(rows.map(present)),
            total,
            pageNum: q.pageNum,
            pageSize: q.pageSize,
          };
        },
      ),

    resolve: (op: Operator, body: z.infer<typeof DepositExceptionResolveRequestSchema>, ip: string) =>
      gate.run(
        op,
        'deposits.resolve',
        { action: `deposits.${body.action}`, target: String(body.id), detail: { reason: body.reason }, ip },
        async () => {
          const row = await exceptions.byId(body.id);
          if (!row || row.siteId !== deps.config.siteId) throw new AppError(Code.NotFound, '异常存款不存在');
          const wanted = body.action === 'credit' ? 'credited' : 'dismissed';
          if (row.resolution === null)
            await exceptions.resolve(row.id, wanted, op.username, body.reason, deps.now());
          const now = await exceptions.byId(row.id);
          if (!now || now.resolution !== wanted) {
            throw new AppError(
              Code.DataExists,
              now?.resolution === 'credited'
                ? '该笔异常存款已补入，不能再改为不补入'
                : '该笔异常存款已标记为不补入，不能再补入',
            );
          }
          // Also on a repeated command: the posting is found by its reference, or made if a crash lost it.
          if (wanted === 'credited') await credit(now, op.username, now.resolvedNote ?? body.reason);
          return present(now);
        },
      ),
  };
};

export type ExceptionService = ReturnType<typeof createExceptionService>;
