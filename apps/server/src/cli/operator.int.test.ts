import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { Code, SitePath, UserPath, type PreInfo } from '@qilin/contract';
import { forEachDatabase, type TestServer } from '../../test/harness.ts';
import { md5 } from '../platform/security/tokens.ts';
import { runOperatorCli, spawnOperatorCli } from '../../test/operator-cli.ts';

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
});
