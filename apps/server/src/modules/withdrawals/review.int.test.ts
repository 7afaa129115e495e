import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  Code,
  FundsPath,
  OperatorPath,
  type OperatorRole,
  type OperatorWithdrawalSchema,
  type WithdrawalsListResponseSchema,
  type WithdrawOrder,
} from '@qilin/contract';
import type { z } from 'zod';
import { forEachDatabase, TEST_OPERATOR_PASSWORD, type TestServer } from '../../../test/harness.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { operatorToken } from '../identity/test-support.ts';
import { expectLedgerOk, ledgerOf } from '../ledger/test-support.ts';
import { createOperatorRepo } from '../operator/repo.ts';
import { auditLog } from '../operator/schema.ts';
import { payoutReference, releaseReference } from './review-service.ts';
import { withdrawals } from './schema.ts';
import { makePlayer, REAL_NAME, withdrawOk, type Player } from './test-support.ts';
import { runOperatorCli } from '../../../test/operator-cli.ts';

type OperatorWithdrawal = z.infer<typeof OperatorWithdrawalSchema>;
type WithdrawalsPage = z.infer<typeof WithdrawalsListResponseSchema>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const operatorOf = async (s: TestServer, role: OperatorRole): Promise<string> => {
  const username = `${role}-${randomBytes(3).toString('hex')}`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  await createOperatorRepo(s.deps.db).insertOperator(
    username,
    await hashPassword(password),
    role,
    s.deps.now(),
  );
  const res = await s.post<{ token: string }>(OperatorPath.login, { username, password });
  expect(res.status_code).toBe(Code.Success);
  return res.data.token;
};

const op = <T>(s: TestServer, token: string, path: string, body: unknown) =>
  s.post<T>(path, body, bearer(token));

const clearing = (s: TestServer, memberId: number) =>
  ledgerOf(s).balanceOf({ house: 'withdraw_clearing', shardKey: memberId });

/** A player with ¥1000 and one Alipay withdrawal of ¥500 (fee ¥5) under review. */
const pendingWithdrawal = async (s: TestServer): Promise<{ p: Player; order: WithdrawOrder }> => {
  const p = await makePlayer(s, { fundFen: 1_000_00 });
  const alipay = await p.client.post<{ id: string }>(FundsPath.addAlipay, {
    account: `p${randomBytes(4).toString('hex')}@example.com`,
    holder: REAL_NAME,
  });
  const order = await withdrawOk(p, alipay.data.id, '500');
  expect(order).toMatchObject({ status: 'reviewing', fee: '5.00', actualAmount: '495.00' });
  return { p, order };
};

const cli = runOperatorCli;

forEachDatabase('withdrawal review', (server) => {
  it('approve pays out the locked amount once: the net to clearing, the fee to the house', async () => {
    const s = server();
    const finance = await operatorOf(s, 'finance');
    const { p, order } = await pendingWithdrawal(s);
    const before = await clearing(s, p.memberId);

    const listed = await op<WithdrawalsPage>(s, finance, OperatorPath.withdrawalsList, {
      status: 'reviewing',
      pageSize: 100,
    });
    expect(listed.data.list.find((w) => w.orderNo === order.orderNo)).toMatchObject({
      username: p.name,
      amount: '500.00',
      account: { type: 'alipay', holder: '张*丰' },
    });

    const approved = await op<OperatorWithdrawal>(s, finance, OperatorPath.withdrawalsApprove, {
      orderNo: order.orderNo,
    });
    expect(approved.status_code, approved.message).toBe(Code.Success);
    expect(approved.data).toMatchObject({
      status: 'approved',
      username: p.name,
      reviewedAt: expect.any(String),
    });
    expect(await ledgerOf(s).memberBalances(p.memberId)).toMatchObject({ wallet: 500_00, locked: 0 });
    expect((await clearing(s, p.memberId)) - before).toBe(495_00);
    expect(await ledgerOf(s).isPosted(payoutReference(order.orderNo))).toBe(true);

    // The second click changes nothing and says so.
    expect(await op(s, finance, OperatorPath.withdrawalsApprove, { orderNo: order.orderNo })).toMatchObject({
      status_code: Code.DataExists,
      message: '该取款单已审核通过，请勿重复操作',
    });
    expect(
      await op(s, finance, OperatorPath.withdrawalsReject, { orderNo: order.orderNo, reason: '重复' }),
    ).toMatchObject({
      status_code: Code.DataExists,
      message: '该取款单已审核通过，不能驳回',
    });
    expect((await clearing(s, p.memberId)) - before).toBe(495_00);
    const seen = await p.client.post<WithdrawOrder>(FundsPath.withdrawOrderInfo, { orderNo: order.orderNo });
    expect(seen.data).toMatchObject({ status: 'approved', reviewedAt: expect.any(String) });
    await expectLedgerOk(s);
  });

  it('reject needs a reason and returns the funds to the centre wallet', async () => {
    const s = server();
    const finance = await operatorOf(s, 'finance');
    const { p, order } = await pendingWithdrawal(s);
    expect(await ledgerOf(s).memberBalances(p.memberId)).toMatchObject({ wallet: 500_00, locked: 500_00 });
    for (const reason of [undefined, '', '  ', '无'])
      expect(
        (await op(s, finance, OperatorPath.withdrawalsReject, { orderNo: order.orderNo, reason })).message,
      ).toBe('请填写驳回原因（至少2个字）');
    const rejected = await op<OperatorWithdrawal>(s, finance, OperatorPath.withdrawalsReject, {
      orderNo: order.orderNo,
      reason: '收款账户信息有误',
    });
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: '收款账户信息有误' });
    expect(await ledgerOf(s).memberBalances(p.memberId)).toMatchObject({ wallet: 1_000_00, locked: 0 });
    expect(await ledgerOf(s).isPosted(releaseReference(order.orderNo))).toBe(true);
    expect((await op(s, finance, OperatorPath.withdrawalsApprove, { orderNo: order.orderNo })).message).toBe(
      '该取款单已驳回，不能再通过',
    );
    expect(
      (await op(s, finance, OperatorPath.withdrawalsReject, { orderNo: order.orderNo, reason: '再次驳回' }))
        .message,
    ).toBe('该取款单已驳回，请勿重复操作');
    const seen = await p.client.post<WithdrawOrder>(FundsPath.withdrawOrderInfo, { orderNo: order.orderNo });
    expect(seen.data).toMatchObject({ status: 'rejected', reason: '收款账户信息有误' });
    // A rejected withdrawal does not use up the day's limits.
    expect(
      (await p.client.post<{ todayCount: number }>(FundsPath.withdrawInfo, { type: 'alipay' })).data
        .todayCount,
    ).toBe(0);
    expect(await ledgerOf(s).memberBalances(p.memberId)).toMatchObject({ wallet: 1_000_00, locked: 0 });
    expect((await op(s, finance, OperatorPath.withdrawalsApprove, { orderNo: 'W404' })).status_code).toBe(
      Code.NotFound,
    );
    await expectLedgerOk(s);
  });

  it("refuses to pay out a frozen member's withdrawal; rejecting returns the funds, unfreezing lets it pass", async () => {
    const s = server();
    const admin = await operatorToken(s, TEST_OPERATOR_PASSWORD);
    const { p, order } = await pendingWithdrawal(s);
    const freeze = await op(s, admin, OperatorPath.membersFreeze, {
      username: p.name,
      reason: '风控调查：多账户',
    });
    expect(freeze.status_code, freeze.message).toBe(Code.Success);
    const refused = await op(s, admin, OperatorPath.withdrawalsApprove, { orderNo: order.orderNo });
    expect([refused.status_code, refused.message]).toEqual([
      Code.AccessDenied,
      `会员 ${p.name} 已冻结，不能通过其取款：请先解冻（members:unfreeze），或驳回以退回资金`,
    ]);
    // The list says so where finance reviews.
    const listed = await op<WithdrawalsPage>(s, admin, OperatorPath.withdrawalsList, { status: 'reviewing' });
    expect(listed.data.list.find((w) => w.orderNo === order.orderNo)?.memberFrozen).toBe(true);
    // Nothing was paid: the money is still held for the order, which stays in review.
    expect(await ledgerOf(s).isPosted(payoutReference(order.orderNo))).toBe(false);
    expect(await ledgerOf(s).memberBalances(p.memberId)).toMatchObject({ wallet: 500_00, locked: 500_00 });
    expect((await op(s, admin, OperatorPath.membersUnfreeze, { username: p.name })).status_code).toBe(
      Code.Success,
    );
    const approved = await op<OperatorWithdrawal>(s, admin, OperatorPath.withdrawalsApprove, {
      orderNo: order.orderNo,
    });
    expect(approved.data).toMatchObject({ status: 'approved' });
    await expectLedgerOk(s);
  });

  it('applies exactly one decision when reviewers click at once', async () => {
    const s = server();
    const [a, b] = [await operatorOf(s, 'finance'), await operatorOf(s, 'admin')];
    for (let round = 0; round < 3; round += 1) {
      const { p, order } = await pendingWithdrawal(s);
      const before = await clearing(s, p.memberId);
      const clicks = await Promise.all([
        op<OperatorWithdrawal>(s, a, OperatorPath.withdrawalsApprove, { orderNo: order.orderNo }),
        op<OperatorWithdrawal>(s, b, OperatorPath.withdrawalsReject, {
          orderNo: order.orderNo,
          reason: '同时驳回',
        }),
        op<OperatorWithdrawal>(s, b, OperatorPath.withdrawalsApprove, { orderNo: order.orderNo }),
      ]);
      const winners = clicks.filter((c) => c.status_code === Code.Success);
      expect(winners.length).toBeGreaterThanOrEqual(1);
      const outcome = winners[0]?.data.status;
      // Every success reports the same decision; the losers were told the order was already decided.
      expect(new Set(winners.map((w) => w.data.status))).toEqual(new Set([outcome]));
      for (const c of clicks.filter((x) => x.status_code !== Code.Success))
        expect(c.status_code).toBe(Code.DataExists);
      const balances = await ledgerOf(s).memberBalances(p.memberId);
      const paid = (await clearing(s, p.memberId)) - before;
      if (outcome === 'approved') {
        expect(balances).toMatchObject({ wallet: 500_00, locked: 0 });
        expect(paid).toBe(495_00);
      } else {
        expect(balances).toMatchObject({ wallet: 1_000_00, locked: 0 });
        expect(paid).toBe(0);
      }
      await expectLedgerOk(s);
    }
  });

  it('repairs a decision whose posting was lost by running the same command again', async () => {
    const s = server();
    const finance = await operatorOf(s, 'finance');
    const { p, order } = await pendingWithdrawal(s);
    // What a crash between the state change and the posting leaves behind.
    await s.deps.db
      .update(withdrawals)
      .set({ status: 'approved', reviewedAt: s.deps.now(), reviewedBy: 'crashed' })
      .where(eq(withdrawals.orderNo, order.orderNo));
    expect(await ledgerOf(s).memberBalances(p.memberId)).toMatchObject({ locked: 500_00 });
    const repaired = await op<OperatorWithdrawal>(s, finance, OperatorPath.withdrawalsApprove, {
      orderNo: order.orderNo,
    });
    expect(repaired.status_code, repaired.message).toBe(Code.Success);
    expect(await ledgerOf(s).memberBalances(p.memberId)).toMatchObject({ wallet: 500_00, locked: 0 });
    expect(
      (await op(s, finance, OperatorPath.withdrawalsApprove, { orderNo: order.orderNo })).status_code,
    ).toBe(Code.DataExists);

    const second = await pendingWithdrawal(s);
    await s.deps.db
      .update(withdrawals)
      .set({ status: 'rejected', reason: '崩溃前驳回', reviewedAt: s.deps.now() })
      .where(eq(withdrawals.orderNo, second.order.orderNo));
    expect(
      (
        await op(s, finance, OperatorPath.withdrawalsReject, {
          orderNo: second.order.orderNo,
          reason: '再次驳回',
        })
      ).status_code,
    ).toBe(Code.Success);
    expect(await ledgerOf(s).memberBalances(second.p.memberId)).toMatchObject({
      wallet: 1_000_00,
      locked: 0,
    });
    await expectLedgerOk(s);
  });

  it('tells one of two reviewers approving at once that the order was already approved', async () => {
    const s = server();
    const [a, b] = [await operatorOf(s, 'finance'), await operatorOf(s, 'admin')];
    for (let round = 0; round < 3; round += 1) {
      const { order } = await pendingWithdrawal(s);
      const clicks = await Promise.all(
        [a, b].map((token) => op(s, token, OperatorPath.withdrawalsApprove, { orderNo: order.orderNo })),
      );
      expect(clicks.map((c) => c.status_code).sort()).toEqual([Code.Success, Code.DataExists]);
    }
    await expectLedgerOk(s);
  });

  it('commits a decision with its posting: a refused payout leaves the order in review', async () => {
    const s = server();
    const finance = await operatorOf(s, 'finance');
    const { p, order } = await pendingWithdrawal(s);
    // The ledger and the order disagree (locked funds gone): the payout is refused.
    await ledgerOf(s).postOrThrow({
      reference: `test:wd:drain:${order.orderNo}`,
      kind: 'debit',
      legs: [{ from: { member: p.memberId, kind: 'locked' }, to: { house: 'house' }, amount: 500_00 }],
    });
    const refused = await op(s, finance, OperatorPath.withdrawalsApprove, { orderNo: order.orderNo });
    expect(refused.status_code).toBe(Code.ServerError);
    const [row] = await s.deps.db.select().from(withdrawals).where(eq(withdrawals.orderNo, order.orderNo));
    expect(row).toMatchObject({ status: 'reviewing', reviewedBy: '' });
    expect(await ledgerOf(s).isPosted(payoutReference(order.orderNo))).toBe(false);
  });

  it('lets finance and admin review, risk only look, and support do neither (6003, audited)', async () => {
    const s = server();
    const { order } = await pendingWithdrawal(s);
    const support = await operatorOf(s, 'support');
    const risk = await operatorOf(s, 'risk');
    for (const path of [
      OperatorPath.withdrawalsList,
      OperatorPath.withdrawalsApprove,
      OperatorPath.withdrawalsReject,
    ])
      expect((await op(s, support, path, { orderNo: order.orderNo, reason: '无权限测试' })).status_code).toBe(
        Code.AccessDenied,
      );
    expect((await op(s, risk, OperatorPath.withdrawalsList, {})).status_code).toBe(Code.Success);
    expect((await op(s, risk, OperatorPath.withdrawalsApprove, { orderNo: order.orderNo })).status_code).toBe(
      Code.AccessDenied,
    );
    expect((await s.post(OperatorPath.withdrawalsList, {})).status_code).toBe(Code.LoginExpired);
    const audited = await s.deps.db.select().from(auditLog).where(eq(auditLog.target, order.orderNo));
    expect(audited.map((r) => [r.action, r.outcome])).toEqual(
      expect.arrayContaining([
        ['withdrawals.approve', String(Code.AccessDenied)],
        ['withdrawals.reject', String(Code.AccessDenied)],
      ]),
    );
    // Nothing moved for any of it.
    expect(
      (
        await op<WithdrawalsPage>(
          s,
          await operatorToken(s, TEST_OPERATOR_PASSWORD),
          OperatorPath.withdrawalsList,
          {
            status: 'reviewing',
            pageSize: 100,
          },
        )
      ).data.list.some((w) => w.orderNo === order.orderNo),
    ).toBe(true);
    await expectLedgerOk(s);
  });

  it('works from the operator CLI: list, approve, reject with a reason', async () => {
    const s = server();
    const first = await pendingWithdrawal(s);
    const second = await pendingWithdrawal(s);

    const list = await cli(s, ['withdrawals:list', '--status', 'reviewing', '--size', '100']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(
      new RegExp(`${first.order.orderNo}\\s+${first.p.name}\\s+支付宝\\s+500.00\\s+5.00\\s+495.00`),
    );
    expect(list.stdout).toContain('审核中');
    expect(list.stdout).toMatch(/共 \d+ 笔取款单/);

    const approve = await cli(s, ['withdrawals:approve', first.order.orderNo]);
    expect(approve.code, approve.stderr).toBe(0);
    expect(approve.stdout).toContain(
      `已通过取款单 ${first.order.orderNo}：会员 ${first.p.name}，金额 ¥500.00，手续费 ¥5.00`,
    );
    const again = await cli(s, ['withdrawals:approve', first.order.orderNo]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('请勿重复操作（6009）');

    const noReason = await cli(s, ['withdrawals:reject', second.order.orderNo]);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('驳回原因');
    const reject = await cli(s, ['withdrawals:reject', second.order.orderNo, '--reason', '账户异常']);
    expect(reject.code, reject.stderr).toBe(0);
    expect(reject.stdout).toContain(
      `已驳回取款单 ${second.order.orderNo}（原因：账户异常），¥500.00 已退回会员 ${second.p.name} 的中心钱包`,
    );
    expect(await ledgerOf(s).memberBalances(second.p.memberId)).toMatchObject({
      wallet: 1_000_00,
      locked: 0,
    });

    const approvedList = await cli(s, ['withdrawals:list', '--status', 'approved', '--size', '100']);
    expect(approvedList.stdout).toContain(first.order.orderNo);
    expect(approvedList.stdout).not.toContain(second.order.orderNo);
    expect((await cli(s, ['withdrawals:list', '--status', 'bogus'])).code).toBe(2);
    await expectLedgerOk(s);
  });
});
