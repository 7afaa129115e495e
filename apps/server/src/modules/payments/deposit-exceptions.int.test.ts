import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  Code,
  OperatorPath,
  type DepositException,
  type DepositExceptionsResponseSchema,
  type DepositOrder,
} from '@qilin/contract';
import type { z } from 'zod';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { runOperatorCli } from '../../../test/operator-cli.ts';
import { registerAndLogin, operatorPost, type Account } from '../identity/test-support.ts';
import { expectLedgerOk } from '../ledger/test-support.ts';
import { admin, letterTitled } from '../messages/test-support.ts';
import { createExceptionRepo } from './exception-repo.ts';
import { eventually, payOk, sendCallback, signedCallback, walletFen } from './test-support.ts';

type Page = z.infer<typeof DepositExceptionsResponseSchema>;

const exceptionsOf = async (s: TestServer, tradeNo: string): Promise<DepositException[]> => {
  const res = await operatorPost(s, await admin(s), OperatorPath.depositExceptions, {
    state: 'all',
    pageSize: 100,
  });
  expect(res.status_code, res.message).toBe(Code.Success);
  return (res.data as Page).list.filter((e) => e.tradeNo === tradeNo);
};

const resolve = async (s: TestServer, id: number, action: 'credit' | 'dismiss', reason = '核实到账') =>
  operatorPost(s, await admin(s), OperatorPath.depositExceptionResolve, { id, action, reason });

const creditPostings = async (s: TestServer, tradeNo: string): Promise<number> => {
  const result = (await s.deps.db.execute(
    sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE reference = ${`dep-exc:${tradeNo}`}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
};

const newOrder = async (s: TestServer): Promise<{ a: Account; order: DepositOrder }> => {
  const a = await registerAndLogin(s);
  return { a, order: await payOk(a, { channelId: 'alipay', amount: '100' }) };
};

/** A member whose order expired before the gateway's payment arrived: one open case. */
const latePayment = async (s: TestServer) => {
  const { a, order } = await newOrder(s);
  s.advance(15 * 60_000 + 1_000);
  const late = signedCallback(s, { orderNo: order.orderNo, amount: '10000' });
  expect((await sendCallback(s, late)).message).toBe('订单已过期');
  const [c] = await exceptionsOf(s, late.tradeNo);
  return { a, order, late, c: c! };
};

forEachDatabase('deposit exceptions', (server) => {
  it('keeps a payment that came after the order expired for finance, who credits it once and the member hears of it', async () => {
    const s = server();
    const { a, order } = await newOrder(s);
    s.advance(15 * 60_000 + 1_000);
    const late = signedCallback(s, { orderNo: order.orderNo, amount: '10000' });
    expect((await sendCallback(s, late)).message).toBe('订单已过期');
    // The gateway retries the same trade with a fresh nonce: still one case.
    const retry = signedCallback(s, { orderNo: order.orderNo, amount: '10000', tradeNo: late.tradeNo });
    expect((await sendCallback(s, retry)).message).toBe('订单已过期');
    expect(await walletFen(s, a)).toBe(0);

    const [open] = await exceptionsOf(s, late.tradeNo);
    expect(await exceptionsOf(s, late.tradeNo)).toHaveLength(1);
    expect(open).toMatchObject({
      orderNo: order.orderNo,
      username: a.name,
      amount: '100.00',
      orderAmount: '100.00',
      reason: 'expired',
      resolution: null,
    });

    const credited = await resolve(s, open!.id, 'credit', '会员提供付款凭证，核实到账');
    expect(credited.status_code, credited.message).toBe(Code.Success);
    expect(credited.data).toMatchObject({ resolution: 'credited', resolvedBy: 'admin' });
    // The whole amount received, no fee: the member paid it and the order's quote had lapsed.
    expect(await walletFen(s, a)).toBe(100_00);
    expect((await letterTitled(a, '存款已补入'))?.body).toContain(late.tradeNo);

    // The same command again (a retry after a lost answer) changes nothing; the other decision is refused.
    expect((await resolve(s, open!.id, 'credit')).status_code).toBe(Code.Success);
    const dismiss = await resolve(s, open!.id, 'dismiss');
    expect([dismiss.status_code, dismiss.message]).toEqual([
      Code.DataExists,
      '该笔异常存款已补入，不能再改为不补入',
    ]);
    expect(await walletFen(s, a)).toBe(100_00);
    expect(await creditPostings(s, late.tradeNo)).toBe(1);
    await expectLedgerOk(s);
  });

  it('keeps a payment of another amount and a second payment of a paid order; a dismissed one is never credited', async () => {
    const s = server();
    const { a, order } = await newOrder(s);
    const wrong = signedCallback(s, { orderNo: order.orderNo, amount: '5000' });
    expect((await sendCallback(s, wrong)).message).toBe('金额与订单不符');
    const paid = signedCallback(s, { orderNo: order.orderNo, amount: '10000' });
    expect((await sendCallback(s, paid)).status_code).toBe(Code.Success);
    const twice = signedCallback(s, { orderNo: order.orderNo, amount: '10000' });
    expect((await sendCallback(s, twice)).message).toBe('订单已支付');
    expect(await walletFen(s, a)).toBe(99_00);
    // The trade that paid the order is not a case.
    expect(await exceptionsOf(s, paid.tradeNo)).toEqual([]);

    const [mismatch] = await exceptionsOf(s, wrong.tradeNo);
    expect(mismatch).toMatchObject({ reason: 'amount_mismatch', amount: '50.00', orderAmount: '100.00' });
    const [second] = await exceptionsOf(s, twice.tradeNo);
    expect(second).toMatchObject({ reason: 'already_paid', amount: '100.00' });

    const dismissed = await resolve(s, mismatch!.id, 'dismiss', '已在支付平台原路退款');
    expect(dismissed.data).toMatchObject({ resolution: 'dismissed', resolvedNote: '已在支付平台原路退款' });
    const late = await resolve(s, mismatch!.id, 'credit');
    expect([late.status_code, late.message]).toEqual([
      Code.DataExists,
      '该笔异常存款已标记为不补入，不能再补入',
    ]);
    expect(await walletFen(s, a)).toBe(99_00);

    // Two operators deciding at once: one decision stands, and the wallet follows it.
    const answers = await Promise.all([
      resolve(s, second!.id, 'credit'),
      resolve(s, second!.id, 'dismiss'),
      resolve(s, second!.id, 'credit'),
    ]);
    const [final] = await exceptionsOf(s, twice.tradeNo);
    const won = answers.filter((r) => r.status_code === Code.Success);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(won.every((r) => (r.data as DepositException).resolution === final!.resolution)).toBe(true);
    expect(await walletFen(s, a)).toBe(final!.resolution === 'credited' ? 199_00 : 99_00);
    expect(await creditPostings(s, twice.tradeNo)).toBe(final!.resolution === 'credited' ? 1 : 0);
    await expectLedgerOk(s);

    // Unknown cases and bad commands change nothing.
    expect((await resolve(s, 99_999_999, 'credit')).status_code).toBe(Code.NotFound);
    expect(
      (
        await operatorPost(s, await admin(s), OperatorPath.depositExceptionResolve, {
          id: second!.id,
          action: 'refund',
          reason: '退款',
        })
      ).status_code,
    ).toBe(Code.InvalidParameter);
  });

  it('finishes a credit that a crash cut short between the decision and the posting', async () => {
    const s = server();
    const { a, late, c } = await latePayment(s);
    // The decision was written, then the process died before the posting.
    expect(
      await createExceptionRepo(s.deps.db).resolve(c.id, 'credited', 'admin', '核实到账', s.deps.now()),
    ).toBe(true);
    expect(await walletFen(s, a)).toBe(0);
    s.advance(11_000);
    await eventually(async () => (await walletFen(s, a)) === 100_00);
    expect(await creditPostings(s, late.tradeNo)).toBe(1);
    // The operator, unsure, runs the command again: nothing more moves.
    expect((await resolve(s, c.id, 'credit')).status_code).toBe(Code.Success);
    expect(await walletFen(s, a)).toBe(100_00);
    await expectLedgerOk(s);
  });

  it('lets finance find and settle the cases from the operator CLI', async () => {
    const s = server();
    const { a, order, late, c } = await latePayment(s);

    const list = await runOperatorCli(s, ['deposits:exceptions', '--size', '100']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(
      new RegExp(`${c.id}\\s+${a.name}\\s+${order.orderNo}\\s+${late.tradeNo}\\s+100\\.00`),
    );
    expect(list.stdout).toContain('订单已过期');

    expect((await runOperatorCli(s, ['deposits:resolve', String(c.id), 'credit'])).code).toBe(2);
    const done = await runOperatorCli(s, [
      'deposits:resolve',
      String(c.id),
      'credit',
      '--reason',
      '核实到账',
    ]);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(`¥100.00 已记入会员 ${a.name} 的中心钱包`);
    expect(await walletFen(s, a)).toBe(100_00);

    const open = await runOperatorCli(s, ['deposits:exceptions', '--size', '100']);
    expect(open.stdout).not.toContain(late.tradeNo);
    const all = await runOperatorCli(s, ['deposits:exceptions', '--state', 'all', '--size', '100']);
    expect(all.stdout).toMatch(new RegExp(`${late.tradeNo}.*已补入（admin`));
  });
});
