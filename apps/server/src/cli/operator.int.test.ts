import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Code, SitePath, UserPath, type PreInfo } from '@qilin/contract';
import { forEachDatabase, type TestServer } from '../../test/harness.ts';
import { md5 } from '../platform/security/tokens.ts';
import { runOperatorCli, spawnOperatorCli } from '../../test/operator-cli.ts';
import { ledgerOf, memberIdOf } from '../modules/ledger/test-support.ts';
import { auditLog } from '../modules/operator/schema.ts';

const cli = runOperatorCli;

const registerMember = async (server: TestServer) => {
  const name = `cl${String(randomInt(10_000_000)).padStart(7, '0')}`;
  const password = md5('abc12345');
  const res = await server
    .client()
    .post(UserPath.register, { name, password, secondPassword: password, kaptchcate: 1 });
  expect(res.status_code, res.message).toBe(Code.Success);
  return { name, password };
};

forEachDatabase('operator CLI', (server) => {
  it('runs as `npm run operator` does: its own process, lines on stdout and stderr, the exit code', async () => {
    const s = server();
    const member = await registerMember(s);
    const list = await spawnOperatorCli(s, ['members:list', '--keyword', member.name]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain('共 1 名会员');
    const wrong = await spawnOperatorCli(s, ['members:list'], 'not-the-password');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('用户名或密码错误');
    const unknownCommand = await spawnOperatorCli(s, ['members:delete', 'x']);
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toContain('未知命令');
  });

  it('prints help listing every command without logging in', async () => {
    const res = await cli(server(), ['help'], 'wrong');
    expect(res.code).toBe(0);
    for (const name of ['members:list', 'members:freeze', 'members:unfreeze', 'site:set'])
      expect(res.stdout).toContain(name);
  });

  it('lists, freezes and unfreezes a member', async () => {
    const s = server();
    const member = await registerMember(s);
    const list = await cli(s, ['members:list', '--keyword', member.name]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`${member.name}\\s+正常`));
    expect(list.stdout).toContain('共 1 名会员');
    // A page past the last one says where the rows are, not that there are none.
    const past = await cli(s, ['members:list', '--keyword', member.name, '--page', '5']);
    expect(past.code, past.stderr).toBe(0);
    expect(past.stdout).toContain('第 5 页没有内容：共 1 名会员，1 页');

    const freeze = await cli(s, ['members:freeze', member.name, '--reason', '测试冻结']);
    expect(freeze.code, freeze.stderr).toBe(0);
    expect(freeze.stdout).toContain(`已冻结会员 ${member.name}`);
    const login = await s
      .client()
      .post(UserPath.login, { isAgent: 0, name: member.name, password: member.password, kaptchcate: 4 });
    expect(login.status_code).toBe(Code.AccessDenied);
    expect((await cli(s, ['members:list', '--keyword', member.name])).stdout).toMatch(
      new RegExp(`${member.name}\\s+已冻结`),
    );

    const unfreeze = await cli(s, ['members:unfreeze', member.name]);
    expect(unfreeze.code, unfreeze.stderr).toBe(0);
    expect(unfreeze.stdout).toContain(`已解冻会员 ${member.name}`);
  });

  it('sets a site switch and reports the change', async () => {
    const s = server();
    const res = await cli(s, ['site:set', 'captchaMode', 'picture']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('captchaMode 已由 none 改为 picture');
    expect((await s.post<PreInfo>(SitePath.preInfo, {})).data.siteBaseConfig.captchaMode).toBe('picture');
    expect((await cli(s, ['site:set', 'captchaMode', 'none'])).code).toBe(0);
    const bool = await cli(s, ['site:set', 'editionsAllowed', 'off']);
    expect(bool.stdout).toContain('editionsAllowed 已由 true 改为 false');
    await cli(s, ['site:set', 'editionsAllowed', 'on']);
  });

  it('exits non-zero with the server message on failure', async () => {
    const s = server();
    const wrong = await cli(s, ['members:list'], 'not-the-password');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('用户名或密码错误');
    const unknownMember = await cli(s, ['members:freeze', 'ghost404']);
    expect(unknownMember.code).toBe(1);
    expect(unknownMember.stderr).toContain('6004');
    const badValue = await cli(s, ['site:set', 'captchaMode', 'bogus']);
    expect(badValue.code).toBe(1);
    expect(badValue.stderr).toContain('value');
    const usage = await cli(s, ['members:freeze']);
    expect(usage.code).toBe(2);
    const unknownCommand = await cli(s, ['members:delete', 'x']);
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toContain('未知命令');
  });

  it('answers `<command> --help` with its usage and runs nothing, not even a login', async () => {
    const s = server();
    const member = await registerMember(s);
    // The wrong password proves no command logs in: each would fail with exit 1 if it ran.
    for (const args of [
      ['members:freeze', member.name, '--reason', '测试', '--help'],
      ['withdrawals:approve', 'W20260101000000000000', '--help'],
      ['matches:finish', '123', '-h'],
      ['credit', member.name, '10', '--reason', '测试', '--help'],
    ]) {
      const res = await cli(s, args, 'not-the-password');
      expect(res.code, args.join(' ') + res.stderr).toBe(0);
      expect(res.stdout).toContain(`用法：npm run operator -- ${args[0]}`);
    }
    expect((await cli(s, ['members:list', '--keyword', member.name])).stdout).toMatch(
      new RegExp(`${member.name}\\s+正常`),
    );
    // The whole list still answers --help and -h alone.
    for (const flag of ['--help', '-h']) expect((await cli(s, [flag], 'wrong')).stdout).toContain('命令：');
  });

  it('refuses a text flag given without its value instead of sending "true" (exit 2, nothing changes)', async () => {
    const s = server();
    const member = await registerMember(s);
    const memberId = await memberIdOf(s, member.name);
    for (const args of [
      ['credit', member.name, '10', '--reason'],
      ['members:freeze', member.name, '--reason'],
      ['chat:mute', member.name, '10', '--reason'],
      ['chat:notify', '维护通知', '--rid'],
    ]) {
      const res = await cli(s, args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toContain(`${args.at(-1)} 后面缺少取值`);
    }
    expect((await ledgerOf(s).memberBalances(memberId)).wallet).toBe(0);
    expect((await cli(s, ['members:list', '--keyword', member.name])).stdout).toMatch(
      new RegExp(`${member.name}\\s+正常`),
    );
  });

  it('checks --key of credit/debit before sending, saying what a key may be', async () => {
    const s = server();
    const member = await registerMember(s);
    for (const key of ['k1', 'has space!', 'true']) {
      const args = [
        'credit',
        member.name,
        '10',
        '--reason',
        '测试',
        '--key',
        ...(key === 'true' ? [] : [key]),
      ];
      const res = await cli(s, args);
      expect(res.code, key).toBe(2);
      expect(res.stderr).toContain('--key 必须是 8-80 个字符');
    }
    expect((await ledgerOf(s).memberBalances(await memberIdOf(s, member.name))).wallet).toBe(0);
    const ok = await cli(s, ['credit', member.name, '10', '--reason', '测试', '--key', 'retry-key-0001']);
    expect(ok.code, ok.stderr).toBe(0);
  });

  it('takes an unfreeze reason for the audit log', async () => {
    const s = server();
    const member = await registerMember(s);
    expect((await cli(s, ['members:freeze', member.name, '--reason', '风控核查'])).code).toBe(0);
    const res = await cli(s, ['members:unfreeze', member.name, '--reason', '核查完毕']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('原因：核查完毕');
    const [row] = await s.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'members.unfreeze'), eq(auditLog.target, member.name)));
    expect(row).toMatchObject({ operatorUsername: 'admin', outcome: 'ok', detail: { reason: '核查完毕' } });
  });

  it('lets an operator run more than 30 commands in 15 minutes (each one logs in)', async () => {
    const s = server();
    for (let i = 0; i < 35; i += 1) {
      const res = await cli(s, ['members:list', '--size', '1']);
      expect(res.code, `command ${i + 1}: ${res.stderr}`).toBe(0);
    }
  });
});
