import { fenToYuan, formatFen } from '@qilin/contract';
import type { Deps } from '../../platform/deps.ts';
import type { Money } from '../ledger/module.ts';
import type { Leg } from '../ledger/posting.ts';
import type { LetterSender } from '../messages/letter-sender.ts';
import { depositCreditedLetter } from '../messages/platform-letters.ts';
import type { DepositRepo, DepositRow } from './deposit-repo.ts';

/** The ledger reference of a deposit's credit: one per order, so crediting twice is impossible. */
export const depositReference = (orderNo: string): string => `dep:${orderNo}`;

/**
 * Credits a claimed order and marks it paid. Both steps are idempotent (the posting by its reference, the
 * mark by its condition), so the callback, its retry, a status read and the repair pass may all finish the
 * same order and the member is still credited once.
 *
 * The fee never passes through the member's wallet: the wallet receives amount - fee and the house the fee,
 * both out of deposit clearing, in one posting (kind 'deposit'). The trade record shows one deposit of the
 * credited amount whose remark names the amount paid and the fee.
 */
export const createDepositCredit = (deps: Deps, money: Money, repo: DepositRepo, letters: LetterSender) => ({
  async finish(row: DepositRow): Promise<void> {
    const shardKey = row.id;
    const credited = row.amountFen - row.feeFen;
    const legs: Leg[] = [
      {
        from: { house: 'deposit_clearing', shardKey },
        to: { member: row.memberId, kind: 'wallet' },
        amount: credited,
      },
    ];
    if (row.feeFen > 0) {
      legs.push({
        from: { house: 'deposit_clearing', shardKey },
        to: { house: 'house', shardKey },
        amount: row.feeFen,
      });
    }
    const result = await money.ledger.post({
      reference: depositReference(row.orderNo),
      kind: 'deposit',
      legs,
      memo:
        row.feeFen > 0
          ? `${row.channelName}存款 ${formatFen(row.amountFen)} 元，手续费 ${formatFen(row.feeFen)} 元`
          : `${row.channelName}存款 ${formatFen(row.amountFen)} 元`,
    });
    // Only floor-zero accounts refuse, and no leg here takes money out of one.
    if (result.status === 'rejected') throw new Error(`deposit ${row.orderNo} refused by the ledger`);
    await repo.markPaid(row.orderNo, deps.now());
    // Every path that finishes an order comes here; the letter's dedupe key makes it one letter per order.
    await letters.send(depositCreditedLetter(row.siteId, row.memberId, row.orderNo, fenToYuan(credited)));
  },
});

export type DepositCredit = ReturnType<typeof createDepositCredit>;
