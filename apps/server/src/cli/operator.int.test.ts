import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { Code, OperatorPath, SitePath, UserPath, type PreInfo } from '@qilin/contract';
import { forEachDatabase, type TestServer } from '../../test/harness.ts';
import { md5 } from '../platform/security/tokens.ts';
import { runOperatorCli, spawnOperatorCli } from '../../test/operator-cli.ts';
import { ledgerOf, memberIdOf } from '../modules/ledger/test-support.ts';
import { auditLog } from '../modules/operator/schema.ts';
import { members } from '../modules/identity/schema.ts';
import { operatorPoster } from '../modules/sports-feed/test-support.ts';
import { addCard, makePlayer, withdraw } from '../modules/withdrawals/test-support.ts';

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
    for (const name of [
      'members:list',
      'members:freeze',
      'members:unfreeze',
      'members:unlock',
      'members:logout',
      'site:set',
      'audit:list',
      'operators:list',
    ])
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
      ['members:unlock', member.name, '--reason', '测试', '--help'],
      ['members:logout', member.name, '--reason', '测试', '--help'],
      ['withdrawals:approve', 'W20260101000000000000', '--help'],
      ['matches:finish', '123', '-h'],
      ['credit', member.name, '10', '--reason', '测试', '--help'],
      ['audit:list', '--since', '1h', '--help'],
      ['operators:list', '-h'],
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
      ['members:unlock', member.name, '--reason'],
      ['members:logout', member.name, '--reason'],
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
      // A --key with its value forgotten says so; a value of the wrong shape says what a key may be.
      expect(res.stderr).toContain(key === 'true' ? '--key 后面缺少取值' : '--key 必须是 8-80 个字符');
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

  it('lifts a login lock with members:unlock and a reason; says when there was none', async () => {
    const s = server();
    const member = await registerMember(s);
    const lock = () =>
      s.deps.db
        .update(members)
        .set({ lockedUntil: new Date(s.deps.now().getTime() + 15 * 60_000) })
        .where(eq(members.nameLower, member.name.toLowerCase()));
    const login = () =>
      s.client().post(UserPath.login, { name: member.name, password: member.password, kaptchcate: 4 });
    await lock();
    expect((await login()).status_code).toBe(Code.AuthenticationLocked);
    // The reason is required (usage error, nothing sent): the audit log keeps why the lock went early.
    const noReason = await cli(s, ['members:unlock', member.name]);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('members:unlock <username> --reason <text>');
    expect((await login()).status_code).toBe(Code.AuthenticationLocked);

    const done = await cli(s, ['members:unlock', member.name, '--reason', '会员来电，已核实身份']);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(`已解除会员 ${member.name} 的登录锁定（原因：会员来电，已核实身份）`);
    expect((await login()).status_code).toBe(Code.Success);
    const again = await cli(s, ['members:unlock', member.name, '--reason', '会员来电']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`会员 ${member.name} 的登录未被锁定，未做更改`);

    // A frozen member's lock goes too, and whoever answers the player is told a login still fails.
    expect((await cli(s, ['members:freeze', member.name, '--reason', '风控核查'])).code).toBe(0);
    await lock();
    const frozen = await cli(s, ['members:unlock', member.name, '--reason', '会员来电']);
    expect(frozen.code, frozen.stderr).toBe(0);
    expect(frozen.stdout).toContain(`已解除会员 ${member.name} 的登录锁定`);
    expect(frozen.stdout).toContain(`注意：会员 ${member.name} 仍处于冻结状态，无法登录`);
    const rows = await s.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'members.unlock'), eq(auditLog.target, member.name)))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => r.outcome)).toEqual(['ok', 'unchanged', 'ok']);
  });

  it("ends a member's sessions with members:logout and a reason; says when there were none", async () => {
    const s = server();
    const member = await registerMember(s);
    const login = async () => {
      const res = await s.client().post<{ token: string }>(UserPath.login, {
        name: member.name,
        password: member.password,
        kaptchcate: 4,
      });
      expect(res.status_code, res.message).toBe(Code.Success);
      return s.client().withToken(res.data.token);
    };
    const [web, phone] = [await login(), await login()];
    // The reason is required (usage error, nothing sent): the audit log keeps why the sessions ended.
    const noReason = await cli(s, ['members:logout', member.name]);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('members:logout <username> --reason <text>');
    expect((await web.post(UserPath.memberInfo, {})).status_code).toBe(Code.Success);

    const done = await cli(s, ['members:logout', member.name, '--reason', '会员来电，手机丢失']);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(
      `已结束会员 ${member.name} 的 2 个登录会话（原因：会员来电，手机丢失），会员可用密码重新登录`,
    );
    for (const c of [web, phone])
      expect((await c.post(UserPath.memberInfo, {})).status_code).toBe(Code.LoginExpired);
    const again = await cli(s, ['members:logout', member.name, '--reason', '会员来电']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`会员 ${member.name} 没有有效的登录会话，未做更改`);
    // Not frozen: the member logs in again.
    expect((await (await login()).post(UserPath.memberInfo, {})).status_code).toBe(Code.Success);

    // A frozen member has none to end, and whoever answers the player is told a login still fails.
    expect((await cli(s, ['members:freeze', member.name, '--reason', '风控核查'])).code).toBe(0);
    const frozen = await cli(s, ['members:logout', member.name, '--reason', '会员来电']);
    expect(frozen.code, frozen.stderr).toBe(0);
    expect(frozen.stdout).toContain(`注意：会员 ${member.name} 处于冻结状态，无法登录`);
    // Forgetting the devices says so, and is a change even with no session left to end.
    const forget = await cli(s, ['members:logout', member.name, '--reason', '手机被盗', '--forget-devices']);
    expect(forget.code, forget.stderr).toBe(0);
    expect(forget.stdout).toContain(`会员 ${member.name} 没有有效的登录会话`);
    expect(forget.stdout).not.toContain('未做更改');
    // Every device the member logged in from above (no phone bound: no check, each one remembered).
    const forgotten = Number(/已清除会员 \S+ 的 (\d+) 台已验证设备/.exec(forget.stdout)?.[1]);
    expect(forgotten).toBeGreaterThan(0);
    const unknown = await cli(s, ['members:logout', 'ghost404', '--reason', '会员来电']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('6004');
    const rows = await s.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'members.logout'), eq(auditLog.target, member.name)))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.outcome, r.detail])).toEqual([
      ['ok', { reason: '会员来电，手机丢失', forgetDevices: false, ended: 2, devicesForgotten: 0 }],
      ['unchanged', { reason: '会员来电', forgetDevices: false, ended: 0, devicesForgotten: 0 }],
      ['unchanged', { reason: '会员来电', forgetDevices: false, ended: 0, devicesForgotten: 0 }],
      ['ok', { reason: '手机被盗', forgetDevices: true, ended: 0, devicesForgotten: forgotten }],
    ]);
  });

  it('members:unlock --lock names the locks to lift, and says which others are still locked', async () => {
    const s = server();
    const p = await makePlayer(s, { fundFen: 500_00 });
    const card = await addCard(p);
    const wrong = () => withdraw(p, { accountId: card.id, amount: '100', withdrawPassword: md5('135790') });
    for (let i = 0; i < 5; i += 1) expect((await wrong()).status_code).toBe(Code.PasswordCheckFailure);
    const reason = ['--reason', '会员来电，已核实身份'];

    const bad = await cli(s, ['members:unlock', p.name, ...reason, '--lock', 'pin']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--lock 只能是 login、withdraw-password、change-password');
    // Login alone by default: the withdrawal lock is pointed out, with the flag that lifts it.
    const plain = await cli(s, ['members:unlock', p.name, ...reason]);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toContain(`会员 ${p.name} 的登录未被锁定，未做更改`);
    expect(plain.stdout).toContain(
      `注意：会员 ${p.name} 的取款密码仍处于锁定中，本次未解除（解除用 --lock withdraw-password）`,
    );

    const all = await cli(s, ['members:unlock', p.name, ...reason, '--lock', 'all']);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toContain(`已解除会员 ${p.name} 的取款密码锁定（原因：会员来电，已核实身份）`);
    expect(all.stdout).toContain(`会员 ${p.name} 的登录、修改登录密码未被锁定，无需解除`);
    expect(all.stdout).not.toContain('注意');
    expect((await withdraw(p, { accountId: card.id, amount: '100' })).status_code).toBe(Code.Success);
    const again = await cli(s, ['members:unlock', p.name, ...reason, '--lock', 'withdraw-password']);
    expect(again.stdout).toContain(`会员 ${p.name} 的取款密码未被锁定，未做更改`);
  });

  it('says a repeat freeze or unfreeze changed nothing, and exits 0', async () => {
    const s = server();
    const member = await registerMember(s);
    expect((await cli(s, ['members:freeze', member.name, '--reason', '风控核查'])).code).toBe(0);
    const again = await cli(s, ['members:freeze', member.name, '--reason', '再次冻结']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`会员 ${member.name} 已是冻结状态，未做更改`);
    expect(again.stdout).not.toContain('已冻结会员');
    expect((await cli(s, ['members:unfreeze', member.name])).stdout).toContain(`已解冻会员 ${member.name}`);
    const unfreezeAgain = await cli(s, ['members:unfreeze', member.name]);
    expect(unfreezeAgain.code, unfreezeAgain.stderr).toBe(0);
    expect(unfreezeAgain.stdout).toContain(`会员 ${member.name} 未被冻结，未做更改`);
  });

  it('refuses a match that never started on matches:finish, and says a repeat changed nothing', async () => {
    const s = server();
    const op = await operatorPoster(s.url);
    const pre = await op<{ list: { gameId: string }[] }>(OperatorPath.matchesList, {
      gameType: 'FT',
      status: 'pre',
      limit: 500,
    });
    // The last kick-off, days away: the running simulator cannot start it during the test.
    const gameId = pre.list.at(-1)!.gameId;
    const refused = await cli(s, ['matches:finish', gameId]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('赛事尚未开赛，不能完场');
    expect((await cli(s, ['matches:score', gameId, '2', '1'])).code).toBe(0);
    const done = await cli(s, ['matches:finish', gameId]);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(`已完场：${gameId}`);
    const again = await cli(s, ['matches:finish', gameId]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`赛事已完场，未做更改：${gameId}`);
    expect(again.stdout).toContain('比分 2-1');
    const voided = await cli(s, ['matches:void', gameId, 'D1']);
    expect(voided.stdout).toContain('已取消：');
    expect((await cli(s, ['matches:void', gameId, 'D1'])).stdout).toContain('赛事已因同一原因取消，未做更改');
    expect((await cli(s, ['matches:restore', gameId])).stdout).toContain('已恢复：');
    expect((await cli(s, ['matches:restore', gameId])).stdout).toContain('赛事未取消，无需恢复，未做更改');
  });

  it('refuses a manual adjustment above the ceiling (default ¥1,000,000), moving nothing', async () => {
    const s = server();
    const member = await registerMember(s);
    const memberId = await memberIdOf(s, member.name);
    const over = await cli(s, ['credit', member.name, '1000000.01', '--reason', '测试上限']);
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('单笔人工加款不能超过 1,000,000 元');
    expect((await ledgerOf(s).memberBalances(memberId)).wallet).toBe(0);
    const atCeiling = await cli(s, ['credit', member.name, '1000000', '--reason', '测试上限']);
    expect(atCeiling.code, atCeiling.stderr).toBe(0);
    expect((await ledgerOf(s).memberBalances(memberId)).wallet).toBe(100_000_000);
    const debit = await cli(s, ['debit', member.name, '1000000.01', '--reason', '测试上限']);
    expect(debit.code).toBe(1);
    expect(debit.stderr).toContain('单笔人工扣款不能超过 1,000,000 元');
    expect((await ledgerOf(s).memberBalances(memberId)).wallet).toBe(100_000_000);
  });

  it('reads the audit log and the operator accounts', async () => {
    const s = server();
    const member = await registerMember(s);
    await cli(s, ['members:freeze', member.name, '--reason', '审计测试']);
    await cli(s, ['members:freeze', member.name]);
    const audit = await cli(s, ['audit:list', '--target', member.name, '--since', '1h']);
    expect(audit.code, audit.stderr).toBe(0);
    const lines = audit.stdout.split('\n').filter((l) => l.includes('members.freeze'));
    // Newest first: the repeat, then the freeze with its reason.
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/admin\s+members\.freeze\s+\S+\s+无变化/);
    expect(lines[1]).toMatch(/admin\s+members\.freeze\s+\S+\s+成功\s+\{"reason":"审计测试"\}/);
    expect(audit.stdout).toContain('第 1/1 页，共 2 条记录');
    // A long reason is cut in the table; --full shows it whole.
    const long = `多账户关联调查，涉及同一设备与同一收款账户，待风控复核后再议：${'细节'.repeat(20)}`;
    await cli(s, ['members:unfreeze', member.name]);
    await cli(s, ['members:freeze', member.name, '--reason', long]);
    const cut = await cli(s, ['audit:list', '--target', member.name, '--action', 'members.freeze']);
    expect(cut.stdout).not.toContain(long);
    const whole = await cli(s, [
      'audit:list',
      '--target',
      member.name,
      '--action',
      'members.freeze',
      '--full',
    ]);
    expect(whole.code, whole.stderr).toBe(0);
    expect(whole.stdout).toContain(`{"reason":"${long}"}`);
    const refusals = await cli(s, ['audit:list', '--target', 'ghost404x', '--outcome', '6004']);
    expect(refusals.stdout).toContain('没有符合条件的审计记录');
    await cli(s, ['members:freeze', 'ghost404x']);
    expect((await cli(s, ['audit:list', '--target', 'ghost404x', '--outcome', '6004'])).stdout).toContain(
      '6004 数据不存在',
    );
    for (const [args, message] of [
      [['audit:list', '--since', 'yesterday'], '--since 须是日期或时间'],
      [['audit:list', '--until', '2026-02-30'], '--until 须是日期或时间'],
      [['audit:list', '--outcome', 'fine'], '--outcome 只能是'],
      [['audit:list', '--action', 'members.%'], '--action 须是操作名'],
      [['audit:list', '--since', '2026-05-02', '--until', '2026-05-01'], '--since 须早于 --until'],
    ] as const) {
      const res = await cli(s, [...args]);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toContain(message);
    }
    const accounts = await cli(s, ['operators:list']);
    expect(accounts.code, accounts.stderr).toBe(0);
    expect(accounts.stdout).toMatch(/admin\s+管理员（admin）\s+正常/);
  });

  it('lets an operator run more than 30 commands in 15 minutes (each one logs in)', async () => {
    const s = server();
    for (let i = 0; i < 35; i += 1) {
      const res = await cli(s, ['members:list', '--size', '1']);
      expect(res.code, `command ${i + 1}: ${res.stderr}`).toBe(0);
    }
  });
});
