import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  Code,
  FundsPath,
  GamePath,
  OperatorPath,
  type AllBalanceResponseSchema,
  type Balance,
  type DealRecordPageSchema,
  type TransferRate,
} from '@qilin/contract';
import type { z } from 'zod';
import { forEachDatabase, TEST_OPERATOR_PASSWORD, type TestServer } from '../../../test/harness.ts';
import { REPO_ROOT } from '../../platform/config/config.ts';
import { registerAndLogin } from '../identity/test-support.ts';
import { expectLedgerOk, fundMember } from '../ledger/test-support.ts';
import { auditLog } from '../operator/schema.ts';
import { createOperatorWithRole } from '../operator/test-support.ts';
import { fundedPlayer, transfer } from '../venues/test-support.ts';

type DealPage = z.infer<typeof DealRecordPageSchema>;
type AllBalance = z.infer<typeof AllBalanceResponseSchema>;
const run = promisify(execFile);
const key = () => randomUUID().replace(/-/g, '');

const operatorToken = async (server: TestServer, username = 'admin', password = TEST_OPERATOR_PASSWORD) => {
  const res = await server.post<{ token: string }>(OperatorPath.login, { username, password });
  expect(res.status_code, res.message).toBe(Code.Success);
  return res.data.token;
};

const opPost = async <T>(server: TestServer, token: string, path: string, body: unknown, idem = key()) => {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': idem,
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status_code: number; message: string; data: T };
};

const cli = async (server: TestServer, script: string, args: string[]) => {
  try {
    const { stdout } = await run('node', ['--import', 'tsx', script, '--url', server.url, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, OPERATOR_USER: 'admin', OPERATOR_PASSWORD: TEST_OPERATOR_PASSWORD },
      timeout: 30_000,
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
};

forEachDatabase('wallet', (server) => {
  it('answers the caller’s own balance with lock money only when asked', async () => {
    const me = await registerAndLogin(server());
    await fundMember(server(), me.name, 12_345);
    const res = await me.client.post<Balance>(FundsPath.getBalance, { withLockMoney: 1 });
    expect(res.data).toEqual({
      centerWalletBalance: '123.45',
      lockMoney: '0.00',
      usdtBalance: '0.00',
      pendingMoney: '0.00',
    });
    const logged = await server().post(FundsPath.getBalance, {});
    expect(logged.status_code).toBe(Code.LoginExpired);
  });

  it('lets an operator credit and debit with a reason, once per key, and refuses bad amounts', async () => {
    const me = await registerAndLogin(server());
    const token = await operatorToken(server());
    const idem = key();
    const body = { username: me.name, amount: '100.50', reason: '活动补偿' };
    const first = await opPost<{ centerWalletBalance: string }>(
      server(),
      token,
      OperatorPath.walletCredit,
      body,
      idem,
    );
    expect(first.status_code, first.message).toBe(Code.Success);
    expect(first.data.centerWalletBalance).toBe('100.50');
    const replay = await opPost(server(), token, OperatorPath.walletCredit, body, idem);
    expect(replay).toEqual(first);
    // The retry is audited too, as unchanged: its key shows it is the same adjustment, not a second 100.50.
    const audited = await server()
      .deps.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.credit'), eq(auditLog.target, me.name)));
    expect(audited.map((a) => [a.outcome, a.detail])).toEqual([
      ['ok', { amount: '100.50', reason: '活动补偿', key: idem }],
      ['unchanged', { amount: '100.50', reason: '活动补偿', key: idem }],
    ]);
    const other = await opPost(server(), token, OperatorPath.walletCredit, { ...body, amount: '1' }, idem);
    expect(other.status_code).toBe(Code.DataExists);

    for (const [amount, message] of [
      ['', '请输入转入金额'],
      ['-5', '请输入正确的金额'],
      ['0', '金额必须大于0'],
      ['1.234', '金额最多保留两位小数'],
      ['1234567890123', '金额最多12个字符'],
      ['abc', '请输入正确的金额'],
    ] as const) {
      const res = await opPost(server(), token, OperatorPath.walletCredit, { ...body, amount });
      expect([res.status_code, res.message]).toEqual([Code.InvalidParameter, message]);
    }
    const over = await opPost(server(), token, OperatorPath.walletDebit, { ...body, amount: '100.51' });
    expect(over.status_code).toBe(Code.InvalidParameter);
    expect(over.message).toContain('余额不足');
    const debit = await opPost<{ centerWalletBalance: string }>(server(), token, OperatorPath.walletDebit, {
      ...body,
      amount: '0.50',
      reason: '误加扣回',
    });
    expect(debit.data.centerWalletBalance).toBe('100.00');
    const unknown = await opPost(server(), token, OperatorPath.walletCredit, {
      ...body,
      username: 'nobody999',
    });
    expect(unknown.status_code).toBe(Code.NotFound);
    const balance = await me.client.post<Balance>(FundsPath.getBalance, {});
    expect(balance.data.centerWalletBalance).toBe('100.00');
    await expectLedgerOk(server());
  });

  it('adjusts through the CLI and checks the ledger with npm run ledger:check --url', async () => {
    const me = await registerAndLogin(server());
    const credited = await cli(server(), 'apps/server/src/cli/operator.ts', [
      'credit',
      me.name,
      '88',
      '--reason',
      '测试加款',
      '--key',
      'cli-key-0001',
    ]);
    expect(credited.out).toContain('已加款 88.00 元');
    const again = await cli(server(), 'apps/server/src/cli/operator.ts', [
      'credit',
      me.name,
      '88',
      '--reason',
      '测试加款',
      '--key',
      'cli-key-0001',
    ]);
    expect(again.code).toBe(0);
    const balance = await me.client.post<Balance>(FundsPath.getBalance, {});
    expect(balance.data.centerWalletBalance).toBe('88.00');
    const debited = await cli(server(), 'apps/server/src/cli/operator.ts', [
      'debit',
      me.name,
      '100',
      '--reason',
      '超额',
    ]);
    expect(debited.code).toBe(1);
    expect(debited.out).toContain('余额不足');
    const check = await cli(server(), 'apps/server/src/cli/ledger-check.ts', []);
    expect(check.code, check.out).toBe(0);
    expect(check.out).toContain('账本检查通过');
  });

  it('refuses adjustments to roles without the power and records them in the audit log', async () => {
    const me = await registerAndLogin(server());
    const support = await createOperatorWithRole(server(), 'support');
    const refused = await opPost(server(), support.token, OperatorPath.walletCredit, {
      username: me.name,
      amount: '1000',
      reason: '试图加款',
    });
    expect(refused.status_code).toBe(Code.AccessDenied);
    const finance = await createOperatorWithRole(server(), 'finance');
    const allowed = await opPost(server(), finance.token, OperatorPath.walletCredit, {
      username: me.name,
      amount: '1',
      reason: '财务加款',
    });
    expect(allowed.status_code, allowed.message).toBe(Code.Success);
    const audit = await server()
      .deps.db.select()
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.operatorUsername, [support.username, finance.username]),
          eq(auditLog.action, 'wallet.credit'),
        ),
      );
    expect(audit.map((a) => [a.operatorUsername, a.action, a.outcome, a.target]).sort()).toEqual(
      [
        [finance.username, 'wallet.credit', 'ok', me.name],
        [support.username, 'wallet.credit', String(Code.AccessDenied), me.name],
      ].sort(),
    );
    expect(audit.find((a) => a.outcome === 'ok')?.detail).toMatchObject({ reason: '财务加款', amount: '1' });
    const balance = await me.client.post<Balance>(FundsPath.getBalance, {});
    expect(balance.data.centerWalletBalance).toBe('1.00');
  });

  it('exchanges CNY and USDT at a signed quote that expires', async () => {
    const me = await registerAndLogin(server());
    await fundMember(server(), me.name, 100_000);
    const quote = await me.client.post<TransferRate>(FundsPath.transferRate, { direction: 1 });
    expect(quote.data.rate).toBe('7.2461');
    const idem = key();
    const buy = await me.client.post<{ credited: string; centerWalletBalance: string; usdtBalance: string }>(
      FundsPath.utcTransfer,
      { direction: 1, amount: '724.61', quoteId: quote.data.quoteId },
      { 'idempotency-key': idem },
    );
    expect(buy.status_code, buy.message).toBe(Code.Success);
    expect(buy.data).toMatchObject({
      credited: '100.00',
      centerWalletBalance: '275.39',
      usdtBalance: '100.00',
    });
    const replay = await me.client.post(
      FundsPath.utcTransfer,
      { direction: 1, amount: '724.61', quoteId: quote.data.quoteId },
      { 'idempotency-key': idem },
    );
    expect(replay).toEqual(buy);
    // The same exchange retried after its answer was lost (the key freed for the retry, as a crash or a busy
    // answer leaves it) and after its quote expired: the exchange that happened, not a refusal.
    const lost = key();
    const again = (await me.client.post<TransferRate>(FundsPath.transferRate, { direction: 1 })).data;
    const first = await me.client.post<{ credited: string }>(
      FundsPath.utcTransfer,
      { direction: 1, amount: '72.47', quoteId: again.quoteId },
      { 'idempotency-key': lost },
    );
    expect(first.data).toMatchObject({ credited: '10.00' });
    await server().deps.db.execute(sql`UPDATE idempotency_keys SET status = 'released' WHERE key = ${lost}`);
    server().advance(61_000);
    const retried = await me.client.post<{
      credited: string;
      centerWalletBalance: string;
      usdtBalance: string;
    }>(
      FundsPath.utcTransfer,
      { direction: 1, amount: '72.47', quoteId: again.quoteId },
      { 'idempotency-key': lost },
    );
    expect([retried.status_code, retried.message]).toEqual([Code.Success, first.message]);
    expect(retried.data).toMatchObject({
      credited: '10.00',
      centerWalletBalance: '202.92',
      usdtBalance: '110.00',
    });

    const sell = await me.client.post<TransferRate>(FundsPath.transferRate, { direction: 2 });
    server().advance(61_000);
    const late = await me.client.post(
      FundsPath.utcTransfer,
      { direction: 2, amount: '10', quoteId: sell.data.quoteId },
      { 'idempotency-key': key() },
    );
    expect([late.status_code, late.message]).toEqual([Code.InvalidParameter, '汇率已过期，请重新获取']);
    const forged = await me.client.post(
      FundsPath.utcTransfer,
      { direction: 2, amount: '10', quoteId: sell.data.quoteId.replace(/\.7\d+\./, '.9000000.') },
      { 'idempotency-key': key() },
    );
    expect(forged.status_code).toBe(Code.InvalidParameter);
    const other = await registerAndLogin(server());
    const stolen = await other.client.post(
      FundsPath.utcTransfer,
      { direction: 1, amount: '1', quoteId: quote.data.quoteId },
      { 'idempotency-key': key() },
    );
    expect(stolen.status_code).toBe(Code.InvalidParameter);
    const fresh = await me.client.post<TransferRate>(FundsPath.transferRate, { direction: 2 });
    const tooMuch = await me.client.post(
      FundsPath.utcTransfer,
      { direction: 2, amount: '110.01', quoteId: fresh.data.quoteId },
      { 'idempotency-key': key() },
    );
    expect(tooMuch.message).toBe('USDT 余额不足');
    const empty = await me.client.post(
      FundsPath.utcTransfer,
      { direction: 2, amount: '', quoteId: fresh.data.quoteId },
      { 'idempotency-key': key() },
    );
    expect([empty.status_code, empty.message]).toEqual([Code.InvalidParameter, '请输入兑换金额']);
    await expectLedgerOk(server());
  });

  it('lists trade records by type and date, paged, only the caller’s own', async () => {
    const me = await registerAndLogin(server());
    const token = await operatorToken(server());
    for (const amount of ['10', '20', '30']) {
      await opPost(server(), token, OperatorPath.walletCredit, { username: me.name, amount, reason: '补发' });
    }
    await opPost(server(), token, OperatorPath.walletDebit, {
      username: me.name,
      amount: '5',
      reason: '扣回',
    });
    const page = await me.client.post<DealPage>(FundsPath.dealRecord, { type: 4, pageNum: 1, pageSize: 3 });
    expect(page.data.total).toBe(4);
    expect(page.data.list).toHaveLength(3);
    expect(page.data.list[0]).toMatchObject({
      kind: 'debit',
      amount: '-5.00',
      balanceAfter: '55.00',
      remark: '扣回',
    });
    expect(page.data).toMatchObject({ totalIn: '60.00', totalOut: '5.00' });
    // An operator's reason is written for the player: zh-TW reads it in Traditional characters.
    const tw = await me.client.post<DealPage>(FundsPath.dealRecord, { type: 4 }, { language: 'zh-TW' });
    expect(tw.data.list.map((r) => r.remark)).toEqual(['扣回', '補發', '補發', '補發']);
    const second = await me.client.post<DealPage>(FundsPath.dealRecord, { type: 4, pageNum: 2, pageSize: 3 });
    expect(second.data.list.map((r) => r.amount)).toEqual(['10.00']);
    const deposits = await me.client.post<DealPage>(FundsPath.dealRecord, { type: 1 });
    expect(deposits.data.total).toBe(0);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const dated = await me.client.post<DealPage>(FundsPath.dealRecord, { beginDate: today, endDate: today });
    expect(dated.data.total).toBe(4);
    const past = await me.client.post<DealPage>(FundsPath.dealRecord, {
      beginDate: '2020-01-01',
      endDate: '2020-01-02',
    });
    expect(past.data.total).toBe(0);
    const other = await registerAndLogin(server());
    const theirs = await other.client.post<DealPage>(FundsPath.dealRecord, {});
    expect(theirs.data.total).toBe(0);
    const bad = await me.client.post(FundsPath.dealRecord, { beginDate: '2020/01/01' });
    expect(bad.status_code).toBe(Code.InvalidParameter);
    // Days that do not exist are refused by the schema (0000-00-00 used to reach the query and fail 6005),
    // and so is year 0, which the databases read as 1 BC (0000-02-29 failed 6005 in CI).
    for (const day of ['0000-00-00', '2026-02-30', '2026-13-01', '0000-02-29', '1899-12-31']) {
      const impossible = await me.client.post(FundsPath.dealRecord, { endDate: day });
      expect(impossible.status_code, day).toBe(Code.InvalidParameter);
      expect(impossible.message).toContain('endDate must be a date YYYY-MM-DD');
    }
  });

  it('names the venue of a transfer in its remark as the wallet page names it, in the caller’s language', async () => {
    const p = await fundedPlayer(server(), 10_000);
    expect((await transfer(p, { channelCode: 'demo', amount: '30', ty: 1 })).data.status).toBe('success');
    expect((await transfer(p, { channelCode: 'demo', amount: '10', ty: 2 })).data.status).toBe('success');
    for (const language of ['zh-CN', 'zh-TW']) {
      const wallet = await p.client.post<AllBalance>(GamePath.allBalance, {}, { language });
      const shown = wallet.data.list.find((v) => v.channelCode === 'demo')?.venueName;
      expect(shown).toBe(language === 'zh-CN' ? 'Qilin 电子' : 'Qilin 電子');
      const records = await p.client.post<DealPage>(FundsPath.dealRecord, { type: 3 }, { language });
      expect(records.data.list.map((r) => [r.kind, r.remark])).toEqual([
        ['venue_out', shown],
        ['venue_hold', shown],
      ]);
    }
  });
});
