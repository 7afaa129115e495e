import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  Code,
  FundsPath,
  OperatorPath,
  type OperatorWithdrawalDetailSchema,
  type PayoutAccount,
} from '@qilin/contract';
import type { z } from 'zod';
import { forEachDatabase, TEST_OPERATOR_PASSWORD, type TestServer } from '../../test/harness.ts';
import { runOperatorCli as cli } from '../../test/operator-cli.ts';
import { operatorToken } from '../modules/identity/test-support.ts';
import { auditLog } from '../modules/operator/schema.ts';
import { createOperatorWithRole } from '../modules/operator/test-support.ts';
import {
  freshCardNo,
  freshTrc20,
  makePlayer,
  REAL_NAME,
  withdrawOk,
} from '../modules/withdrawals/test-support.ts';
import { runCli } from './operator.ts';

type Detail = z.infer<typeof OperatorWithdrawalDetailSchema>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The CLI as another operator than the harness's admin. */
const cliAs = async (s: TestServer, who: { username: string; password: string }, args: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli(
    ['--url', s.url, ...args],
    { ...process.env, OPERATOR_USER: who.username, OPERATOR_PASSWORD: who.password },
    (t) => (stdout += `${t}\n`),
    (t) => (stderr += `${t}\n`),
  );
  return { code, stdout, stderr };
};

/** A player with ¥1000 and a bank card with its branch; answers the card number and the ¥500 order. */
const bankWithdrawal = async (s: TestServer) => {
  const p = await makePlayer(s, { fundFen: 1_000_00 });
  const cardNo = freshCardNo();
  const card = await p.client.post<PayoutAccount>(FundsPath.addBankCard, {
    bankCode: 'ICBC',
    cardNo,
    holder: REAL_NAME,
    branch: '深圳南山支行',
  });
  expect(card.status_code, card.message).toBe(Code.Success);
  return { p, cardNo, order: await withdrawOk(p, card.data.id, '500') };
};

forEachDatabase('operator CLI: withdrawals:show', (server) => {
  it('prints the order whole with the payee unmasked, and audits who looked', async () => {
    const s = server();
    const { p, cardNo, order } = await bankWithdrawal(s);
    const res = await cli(s, ['withdrawals:show', order.orderNo]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout.split('\n').slice(0, 14)).toEqual([
      `取款单 ${order.orderNo}`,
      `会员：${p.name}`,
      '状态：审核中',
      '类型：银行卡',
      '金额：¥500.00',
      '手续费：¥0.00',
      '应付：¥500.00',
      '收款银行：中国工商银行（ICBC）',
      '开户支行：深圳南山支行',
      `户名：${REAL_NAME}`,
      `卡号：${cardNo}`,
      expect.stringMatching(/^申请时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      '审核时间：-',
      '',
    ]);

    // The log names the operator and the order, never the number it showed.
    const rows = await s.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawals.show'), eq(auditLog.target, order.orderNo)));
    expect(rows.map((r) => [r.operatorUsername, r.outcome])).toEqual([['admin', 'ok']]);
    expect(JSON.stringify(rows)).not.toContain(cardNo.slice(0, 12));

    // Once decided, it says by whom and when.
    expect((await cli(s, ['withdrawals:approve', order.orderNo])).code).toBe(0);
    const after = await cli(s, ['withdrawals:show', order.orderNo]);
    expect(after.stdout).toContain('状态：已通过');
    expect(after.stdout).toMatch(/审核时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}（admin）/);
  });

  it('shows Alipay accounts and coin addresses whole, with the network and the coin amount to pay', async () => {
    const s = server();
    const admin = bearer(await operatorToken(s, TEST_OPERATOR_PASSWORD));
    const p = await makePlayer(s, { fundFen: 2_000_00 });
    const email = `Pay.${randomBytes(4).toString('hex')}@Example.com`;
    const alipay = await p.client.post<PayoutAccount>(FundsPath.addAlipay, {
      account: email,
      holder: REAL_NAME,
    });
    const trc = freshTrc20();
    const coin = await p.client.post<PayoutAccount>(FundsPath.addVirtualAddress, {
      network: 'TRC20',
      address: trc,
      alias: '冷钱包',
    });
    const byAlipay = await withdrawOk(p, alipay.data.id, '500');
    const byCoin = await withdrawOk(p, coin.data.id, '300');

    const shown = await s.post<Detail>(OperatorPath.withdrawalsShow, { orderNo: byAlipay.orderNo }, admin);
    expect(shown.status_code, shown.message).toBe(Code.Success);
    expect(shown.data.payee).toEqual({
      type: 'alipay',
      name: 'Alipay',
      bankCode: '',
      branch: '',
      holder: REAL_NAME,
      account: email.toLowerCase(),
      network: '',
      alias: '',
    });
    const alipayText = await cli(s, ['withdrawals:show', byAlipay.orderNo]);
    expect(alipayText.stdout).toContain(`支付宝账号：${email.toLowerCase()}\n户名：${REAL_NAME}\n`);
    expect(alipayText.stdout).toContain('金额：¥500.00\n手续费：¥5.00\n应付：¥495.00\n');

    const coinText = await cli(s, ['withdrawals:show', byCoin.orderNo]);
    expect(coinText.code, coinText.stderr).toBe(0);
    expect(coinText.stdout).toContain(`收款地址：${trc}\n网络：TRC20\n地址备注：冷钱包\n`);
    expect(coinText.stdout).toContain(`应付：${byCoin.actualAmount} USDT（汇率 ${byCoin.rate}）`);
    expect(coinText.stdout).not.toContain('户名：');
  });

  it('is refused to roles that cannot approve withdrawals, as approve is, and the refusal is audited', async () => {
    const s = server();
    const { cardNo, order } = await bankWithdrawal(s);
    const finance = await createOperatorWithRole(s, 'finance');
    const allowed = await cliAs(s, finance, ['withdrawals:show', order.orderNo]);
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(allowed.stdout).toContain(`卡号：${cardNo}`);

    for (const [role, name] of [
      ['risk', '风控'],
      ['support', '客服'],
    ] as const) {
      const other = await createOperatorWithRole(s, role);
      const refused = await cliAs(s, other, ['withdrawals:show', order.orderNo]);
      const approve = await cliAs(s, other, ['withdrawals:approve', order.orderNo]);
      expect([refused.code, refused.stdout]).toEqual([1, '']);
      expect(refused.stderr).toBe(`错误：当前角色（${name}）无权执行此操作（${Code.AccessDenied}）\n`);
      expect(refused.stderr).toBe(approve.stderr);
      const api = await s.post(OperatorPath.withdrawalsShow, { orderNo: order.orderNo }, bearer(other.token));
      expect(api.status_code).toBe(Code.AccessDenied);
      expect(JSON.stringify(api)).not.toContain(cardNo.slice(-8));
      const rows = await s.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'withdrawals.show'), eq(auditLog.operatorUsername, other.username)));
      expect(rows.map((r) => [r.target, r.outcome])).toEqual([
        [order.orderNo, String(Code.AccessDenied)],
        [order.orderNo, String(Code.AccessDenied)],
      ]);
    }
  });

  it('keeps every other answer masked, and refuses unknown orders and bad bodies', async () => {
    const s = server();
    const admin = bearer(await operatorToken(s, TEST_OPERATOR_PASSWORD));
    const { p, cardNo, order } = await bankWithdrawal(s);
    const digits = cardNo.slice(0, 12);
    const listed = await s.post(OperatorPath.withdrawalsList, { pageSize: 100 }, admin);
    const own = await p.client.post(FundsPath.withdrawOrderInfo, { orderNo: order.orderNo });
    const approved = await s.post(OperatorPath.withdrawalsApprove, { orderNo: order.orderNo }, admin);
    for (const body of [listed, own, approved]) {
      expect(body.status_code).toBe(Code.Success);
      expect(JSON.stringify(body)).not.toContain(digits);
      expect(JSON.stringify(body)).not.toContain(REAL_NAME);
    }
    expect((await cli(s, ['withdrawals:list'])).stdout).not.toContain(digits);
    expect(
      JSON.stringify((await s.post(OperatorPath.withdrawalsShow, { orderNo: order.orderNo }, admin)).data),
    ).toContain(cardNo);

    const unknown = await cli(s, ['withdrawals:show', 'W00000000000000000000']);
    expect([unknown.code, unknown.stderr]).toEqual([1, `错误：取款单不存在（${Code.NotFound}）\n`]);
    for (const body of [{}, { orderNo: '' }, { orderNo: 7 }, { orderNo: 'x'.repeat(41) }]) {
      const res = await s.post(OperatorPath.withdrawalsShow, body, admin);
      expect(res.status_code, JSON.stringify(body)).toBe(Code.InvalidParameter);
    }
    // Listed in help with what it shows, and its own usage without running.
    const help = await cli(s, ['help'], 'not-the-password');
    expect(help.stdout).toContain(
      '  withdrawals:show <orderNo>\n      查看一笔取款单的完整信息（含完整收款账号与户名，用于出款）',
    );
    const usage = await cli(s, ['withdrawals:show', order.orderNo, '--help'], 'not-the-password');
    expect(usage.stdout).toContain('用法：npm run operator -- withdrawals:show <orderNo>');
    const missing = await cli(s, ['withdrawals:show']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('缺少参数。用法：npm run operator -- withdrawals:show <orderNo>');
  });
});
