import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { Code, FundsPath, OperatorPath, type Balance } from '@qilin/contract';
import { forEachDatabase, TEST_OPERATOR_PASSWORD, type TestServer } from '../../test/harness.ts';
import { REPO_ROOT } from '../platform/config/config.ts';
import { registerAndLogin } from '../modules/identity/test-support.ts';
import { expectLedgerOk } from '../modules/ledger/test-support.ts';
import { auditLog } from '../modules/operator/schema.ts';

const run = promisify(execFile);

/** Runs a CLI script against `url`, answering its exit code and everything it printed. */
const cli = async (script: string, args: string[], url: string | null, env: Record<string, string> = {}) => {
  // The check without --url reads DATABASE_URL when set: these runs read only what they are given.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run(
      'node',
      ['--import', 'tsx', script, ...(url ? ['--url', url] : []), ...args],
      {
        cwd: REPO_ROOT,
        env: { ...inherited, OPERATOR_USER: 'admin', OPERATOR_PASSWORD: TEST_OPERATOR_PASSWORD, ...env },
        timeout: 30_000,
      },
    );
    return { code: 0, out: `${stdout}${stderr}` };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
};
const OPERATOR = 'apps/server/src/cli/operator.ts';

/**
 * A line that delivers the request and loses the answer: everything the CLI sends reaches the server, and
 * the connection to the CLI is cut as soon as the server starts answering the one path given.
 */
const lossyProxy = async (target: string, losing: string) => {
  const { port, hostname } = new URL(target);
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    let sawPath = false;
    client.on('data', (chunk) => {
      if (chunk.toString('latin1').includes(losing)) sawPath = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => (sawPath ? client.destroy() : client.write(chunk)));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const balanceOf = async (member: Awaited<ReturnType<typeof registerAndLogin>>) =>
  (await member.client.post<Balance>(FundsPath.getBalance, {})).data.centerWalletBalance;
const auditOutcomes = async (server: TestServer, target: string) =>
  (
    await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.credit'), eq(auditLog.target, target)))
      .orderBy(auditLog.id)
  ).map((r) => r.outcome);

forEachDatabase('operator CLI: manual adjustments and the ledger check', (server) => {
  it('says a retried credit moved nothing, and audits it as unchanged', async () => {
    const me = await registerAndLogin(server());
    const args = ['credit', me.name, '50', '--reason', '活动补偿', '--key', 'retry-key-0001'];
    const first = await cli(OPERATOR, args, server().url);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain('已加款 50.00 元');
    const again = await cli(OPERATOR, args, server().url);
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain('请求编号 retry-key-0001 已执行过，本次未重复加款');
    expect(await balanceOf(me)).toBe('50.00');
    expect(await auditOutcomes(server(), me.name)).toEqual(['ok', 'unchanged']);
    await expectLedgerOk(server());
  });

  it('refuses a reason of spaces, in the CLI and in the API, and moves nothing', async () => {
    const me = await registerAndLogin(server());
    const spaces = await cli(OPERATOR, ['credit', me.name, '10', '--reason', '    '], server().url);
    expect(spaces.code).toBe(2);
    const token = (
      await server().post<{ token: string }>(OperatorPath.login, {
        username: 'admin',
        password: TEST_OPERATOR_PASSWORD,
      })
    ).data.token;
    const res = await fetch(server().url + OperatorPath.walletCredit, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': 'spaces-key-0001',
      },
      body: JSON.stringify({ username: me.name, amount: '10', reason: '    ' }),
    });
    const body = (await res.json()) as { status_code: number; message: string };
    expect(body.status_code).not.toBe(Code.Success);
    expect(body.message).toContain('请填写原因（至少2个字）');
    expect(await balanceOf(me)).toBe('0.00');
  });

  it('when the answer is lost, says the result is unknown and gives the key that retries it once', async () => {
    const me = await registerAndLogin(server());
    const proxy = await lossyProxy(server().url, OperatorPath.walletCredit);
    try {
      const lost = await cli(OPERATOR, ['credit', me.name, '100', '--reason', '丢包测试'], proxy.url);
      expect(lost.code, lost.out).toBe(1);
      expect(lost.out).toContain('加款结果未知');
      const retry = /--key (\w+)/.exec(lost.out)?.[1];
      expect(retry, lost.out).toBeDefined();
      // The credit was booked although the CLI never heard so; the retry with its key does not book it twice.
      expect(await balanceOf(me)).toBe('100.00');
      const again = await cli(
        OPERATOR,
        ['credit', me.name, '100', '--reason', '丢包测试', '--key', retry!],
        server().url,
      );
      expect(again.out).toContain('已执行过，本次未重复加款');
      expect(await balanceOf(me)).toBe('100.00');
    } finally {
      await proxy.close();
    }
    await expectLedgerOk(server());
  });

  it('ledger:check reads a running server with --url=<base>, and never creates a database to check', async () => {
    const viaServer = await cli('apps/server/src/cli/ledger-check.ts', [`--url=${server().url}`], null);
    expect(viaServer.code, viaServer.out).toBe(0);
    expect(viaServer.out).toContain('账本检查通过');
    const empty = mkdtempSync(path.join(os.tmpdir(), 'qilin-no-db-'));
    try {
      const missing = await cli('apps/server/src/cli/ledger-check.ts', [], null, {
        DATA_DIR: empty,
      });
      expect(missing.code, missing.out).toBe(1);
      expect(missing.out).toContain('中没有数据库');
      expect(existsSync(path.join(empty, 'pglite'))).toBe(false);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
