import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code, OperatorPath, SitePath, UserPath, type OperatorRole, type PreInfo } from '@qilin/contract';
import { forEachDatabase, TEST_OPERATOR_PASSWORD, type TestServer } from '../../../test/harness.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { md5 } from '../../platform/security/tokens.ts';
import { createOperatorRepo } from './repo.ts';
import { members } from '../identity/schema.ts';
import { auditLog } from './schema.ts';

interface MemberRow {
  name: string;
  status: 'active' | 'frozen';
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const login = async (server: TestServer, username: string, password: string) =>
  server.post<{ token: string; role: OperatorRole }>(OperatorPath.login, { username, password });

const adminToken = async (server: TestServer) => {
  const res = await login(server, 'admin', TEST_OPERATOR_PASSWORD);
  expect(res.status_code).toBe(Code.Success);
  return res.data.token;
};

/** Creates an operator straight through the repository (there is no API to create one yet). */
const createOperator = async (server: TestServer, role: OperatorRole) => {
  const username = `${role}-${randomBytes(3).toString('hex')}`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  await createOperatorRepo(server.deps.db).insertOperator(
    username,
    await hashPassword(password),
    role,
    server.deps.now(),
  );
  const res = await login(server, username, password);
  expect(res.status_code).toBe(Code.Success);
  return { username, password, token: res.data.token };
};

/** Registers a member as the SPA does (md5 passwords, register captcha type 1; the demo site needs no captcha). */
const registerMember = async (server: TestServer) => {
  const client = server.client();
  const name = `mb${String(randomInt(10_000_000)).padStart(7, '0')}`;
  const password = md5('abc12345');
  const res = await client.post(UserPath.register, {
    name,
    password,
    secondPassword: password,
    kaptchcate: 1,
  });
  expect(res.status_code, res.message).toBe(Code.Success);
  return { name, password, client };
};

const memberLogin = (server: TestServer, name: string, password: string) =>
  server.client().post<{ token: string }>(UserPath.login, { isAgent: 0, name, password, kaptchcate: 4 });

const auditRows = (server: TestServer, action: string, target?: string) =>
  server.deps.db
    .select()
    .from(auditLog)
    .where(
      target === undefined
        ? eq(auditLog.action, action)
        : and(eq(auditLog.action, action), eq(auditLog.target, target)),
    )
    .orderBy(asc(auditLog.id));

forEachDatabase('operator API', (server) => {
  describe('login', () => {
    it('logs the first admin in and answers who they are', async () => {
      const res = await login(server(), 'admin', TEST_OPERATOR_PASSWORD);
      expect(res.status_code).toBe(Code.Success);
      expect(res.data.role).toBe('admin');
      const me = await server().post<{ username: string; role: string }>(
        OperatorPath.me,
        {},
        bearer(res.data.token),
      );
      expect(me.status_code).toBe(Code.Success);
      expect(me.data).toMatchObject({ username: 'admin', role: 'admin' });
    });

    it('answers 6002 to a wrong password and to an unknown name alike', async () => {
      const wrong = await login(server(), 'admin', 'not-the-password');
      expect(wrong.status_code).toBe(Code.InvalidCredentials);
      const unknown = await login(server(), 'nobody', 'whatever');
      expect(unknown.status_code).toBe(Code.InvalidCredentials);
      expect(unknown.message).toBe('用户名或密码错误');
      // A later right password clears the counter: the admin is not one wrong try closer to a lock.
      await adminToken(server());
    });

    it('locks after 5 wrong passwords in a row for 15 minutes, even against the right password', async () => {
      const s = server();
      const op = await createOperator(s, 'support');
      const codes: number[] = [];
      for (let i = 0; i < 5; i += 1) codes.push((await login(s, op.username, 'wrong-password')).status_code);
      expect(codes).toEqual([6002, 6002, 6002, 6002, Code.AuthenticationLocked]);
      expect((await login(s, op.username, op.password)).status_code).toBe(Code.AuthenticationLocked);
      s.advance(14 * 60_000);
      expect((await login(s, op.username, op.password)).status_code).toBe(Code.AuthenticationLocked);
      s.advance(61_000);
      expect((await login(s, op.username, op.password)).status_code).toBe(Code.Success);
      const rows = await auditRows(s, 'auth.login', op.username);
      expect(rows.map((r) => r.outcome)).toEqual([
        'ok',
        '6002',
        '6002',
        '6002',
        '6002',
        '6037',
        '6037',
        '6037',
        'ok',
      ]);
    });

    it('says how many tries are left', async () => {
      const op = await createOperator(server(), 'finance');
      const res = await login(server(), op.username, 'wrong');
      expect(res.message).toContain('再错 4 次');
    });

    it('refuses a missing or unusable token with 6001', async () => {
      for (const headers of [
        {},
        bearer('nonsense'),
        bearer('x'.repeat(500)),
        { authorization: 'Basic abc' },
      ]) {
        const res = await server().post(OperatorPath.me, {}, headers);
        expect(res.status_code).toBe(Code.LoginExpired);
      }
    });

    it('refuses bad login bodies with 6007 and locks nobody', async () => {
      const cases: unknown[] = [
        {},
        { username: 'admin' },
        { password: 'x' },
        { username: 1, password: 'x' },
        { username: 'admin', password: ['x'] },
        { username: '', password: 'x' },
        { username: 'a'.repeat(41), password: 'x' },
        { username: 'admin', password: 'x'.repeat(201) },
        { username: 'ad\u0000min', password: 'x' },
        'admin',
      ];
      for (const body of cases) {
        const res = await server().post(OperatorPath.login, body);
        expect(res.status_code, JSON.stringify(body)).toBe(Code.InvalidParameter);
        expect(res.message).toMatch(/username|password|body/);
      }
      for (const username of ["admin' OR '1'='1", '<b>admin</b>', 'ａｄｍｉｎ', 'admin\u200b', '管理员😀']) {
        const res = await login(server(), username, TEST_OPERATOR_PASSWORD);
        expect(res.status_code, username).toBe(Code.InvalidCredentials);
      }
      await adminToken(server());
    });

    it('counts only failed logins against the per-IP limit: the CLI logs in once per command', async () => {
      const s = server();
      const office = s.client();
      const loginFrom = (client: typeof office, username: string, password: string) =>
        client.post<{ token: string }>(OperatorPath.login, { username, password });
      // 40 commands in a row from one office: every login is the right one and must go through.
      for (let i = 0; i < 40; i += 1) {
        const res = await loginFrom(office, 'admin', TEST_OPERATOR_PASSWORD);
        expect(res.status_code, `login ${i + 1}: ${res.message}`).toBe(Code.Success);
      }
      // Guessing names from one place still stops at 30 failures, whatever the password.
      const guesser = s.client();
      for (let i = 0; i < 30; i += 1)
        expect((await loginFrom(guesser, `guess-${i}`, 'x')).status_code).toBe(Code.InvalidCredentials);
      const refused = await loginFrom(guesser, 'admin', TEST_OPERATOR_PASSWORD);
      expect(refused.status_code).toBe(Code.FrequentSubmission);
      expect(refused.message).toContain('15 分钟');
      // Other addresses are not held back by it.
      expect((await loginFrom(office, 'admin', TEST_OPERATOR_PASSWORD)).status_code).toBe(Code.Success);
    });
  });

  describe('roles', () => {
    it('lets support list members but not freeze them or set switches; every refusal is audited', async () => {
      const s = server();
      const support = await createOperator(s, 'support');
      const list = await s.post(OperatorPath.membersList, {}, bearer(support.token));
      expect(list.status_code).toBe(Code.Success);
      const freeze = await s.post(OperatorPath.membersFreeze, { username: 'someone' }, bearer(support.token));
      expect(freeze.status_code).toBe(Code.AccessDenied);
      expect(freeze.message).toContain('客服');
      const set = await s.post(
        OperatorPath.siteSet,
        { key: 'captchaMode', value: 'picture' },
        bearer(support.token),
      );
      expect(set.status_code).toBe(Code.AccessDenied);
      const pre = await s.post<PreInfo>(SitePath.preInfo, {});
      expect(pre.data.siteBaseConfig.captchaMode).toBe('none');
      const refusals = await s.deps.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.operatorUsername, support.username));
      expect(refusals.map((r) => `${r.action}:${r.outcome}`)).toEqual(
        expect.arrayContaining(['members.list:ok', 'members.freeze:6003', 'site.set:6003']),
      );
    });

    it('gives finance no member powers and risk freeze powers but no site switches', async () => {
      const s = server();
      const finance = await createOperator(s, 'finance');
      expect((await s.post(OperatorPath.membersList, {}, bearer(finance.token))).status_code).toBe(
        Code.AccessDenied,
      );
      expect(
        (await s.post(OperatorPath.membersUnfreeze, { username: 'x1' }, bearer(finance.token))).status_code,
      ).toBe(Code.AccessDenied);
      const risk = await createOperator(s, 'risk');
      // Allowed past the role check: the unknown member is the next refusal.
      expect(
        (await s.post(OperatorPath.membersFreeze, { username: 'nosuch99' }, bearer(risk.token))).status_code,
      ).toBe(Code.NotFound);
      expect(
        (await s.post(OperatorPath.siteSet, { key: 'safeSwitch', value: true }, bearer(risk.token)))
          .status_code,
      ).toBe(Code.AccessDenied);
    });
  });

  describe('members', () => {
    it('freezes and unfreezes a member through the API', async () => {
      const s = server();
      const token = await adminToken(s);
      const member = await registerMember(s);
      const first = await memberLogin(s, member.name, member.password);
      expect(first.status_code, first.message).toBe(Code.Success);
      const memberClient = s.client().withToken(first.data.token);

      const listed = await s.post<{ list: MemberRow[]; total: number }>(
        OperatorPath.membersList,
        { keyword: member.name },
        bearer(token),
      );
      expect(listed.data.list.map((m) => [m.name, m.status])).toEqual([[member.name, 'active']]);

      const frozen = await s.post(
        OperatorPath.membersFreeze,
        { username: member.name, reason: '多账户套利' },
        bearer(token),
      );
      expect(frozen.status_code).toBe(Code.Success);
      expect(frozen.data).toEqual({ username: member.name, status: 'frozen', changed: true });
      expect((await memberClient.post(UserPath.memberInfo, {})).status_code).toBe(Code.LoginExpired);
      expect((await memberLogin(s, member.name, member.password)).status_code).toBe(Code.AccessDenied);
      const afterFreeze = await s.post<{ list: MemberRow[] }>(
        OperatorPath.membersList,
        { keyword: member.name },
        bearer(token),
      );
      expect(afterFreeze.data.list[0]?.status).toBe('frozen');

      const unfrozen = await s.post(OperatorPath.membersUnfreeze, { username: member.name }, bearer(token));
      expect(unfrozen.status_code).toBe(Code.Success);
      expect((await memberLogin(s, member.name, member.password)).status_code).toBe(Code.Success);

      const audit = await auditRows(s, 'members.freeze', member.name);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        operatorUsername: 'admin',
        outcome: 'ok',
        detail: { reason: '多账户套利' },
      });
      expect(await auditRows(s, 'members.unfreeze', member.name)).toHaveLength(1);
    });

    it('answers a repeat freeze or unfreeze with changed: false, audited as unchanged', async () => {
      const s = server();
      const token = await adminToken(s);
      const member = await registerMember(s);
      const post = (p: string, body: Record<string, unknown> = {}) =>
        s.post(p, { username: member.name, ...body }, bearer(token));
      expect((await post(OperatorPath.membersFreeze, { reason: '多账户套利' })).data).toEqual({
        username: member.name,
        status: 'frozen',
        changed: true,
      });
      const again = await post(OperatorPath.membersFreeze, { reason: '另一个原因' });
      expect(again).toMatchObject({
        status_code: Code.Success,
        data: { username: member.name, status: 'frozen', changed: false },
      });
      // The record still names the first freeze, whose reason and operator it is about.
      const [row] = await s.deps.db
        .select({ reason: members.frozenReason, status: members.status })
        .from(members)
        .where(eq(members.nameLower, member.name.toLowerCase()));
      expect(row).toEqual({ reason: '多账户套利', status: 'frozen' });
      expect((await memberLogin(s, member.name, member.password)).status_code).toBe(Code.AccessDenied);

      expect((await post(OperatorPath.membersUnfreeze)).data).toMatchObject({ changed: true });
      expect((await post(OperatorPath.membersUnfreeze)).data).toEqual({
        username: member.name,
        status: 'active',
        changed: false,
      });
      const outcomes = async (action: string) =>
        (await auditRows(s, action, member.name)).map((r) => r.outcome);
      expect(await outcomes('members.freeze')).toEqual(['ok', 'unchanged']);
      expect(await outcomes('members.unfreeze')).toEqual(['ok', 'unchanged']);
    });

    it('lifts a login lock for customer service; none in force answers changed: false, audited unchanged', async () => {
      const s = server();
      const support = await createOperator(s, 'support');
      const member = await registerMember(s);
      const byName = eq(members.nameLower, member.name.toLowerCase());
      const setLock = (values: { failedLogins: number; lockedUntil: Date | null }) =>
        s.deps.db.update(members).set(values).where(byName);
      const lockState = async () =>
        (
          await s.deps.db
            .select({ failedLogins: members.failedLogins, lockedUntil: members.lockedUntil })
            .from(members)
            .where(byName)
        )[0];
      const unlock = (reason = '会员来电，已核实身份') =>
        s.post(OperatorPath.membersUnlock, { username: member.name, reason }, bearer(support.token));
      const minutesFromNow = (m: number) => new Date(s.deps.now().getTime() + m * 60_000);

      // Nothing to lift: nothing written.
      expect((await unlock()).data).toEqual({
        username: member.name,
        status: 'active',
        changed: false,
        lifted: [],
        notLocked: ['login'],
        stillLocked: [],
      });
      // A lock in force goes, and with it any run of wrong passwords kept beside it: the next wrong
      // password is the first of five again.
      await setLock({ failedLogins: 3, lockedUntil: minutesFromNow(10) });
      expect((await memberLogin(s, member.name, member.password)).status_code).toBe(
        Code.AuthenticationLocked,
      );
      expect(await unlock('找回账号')).toMatchObject({
        status_code: Code.Success,
        data: { username: member.name, status: 'active', changed: true },
      });
      expect(await lockState()).toEqual({ failedLogins: 0, lockedUntil: null });
      expect((await memberLogin(s, member.name, member.password)).status_code).toBe(Code.Success);
      expect((await unlock()).data).toMatchObject({ changed: false });
      // A lock that ran out is no lock: the row is left as it is.
      const ranOut = minutesFromNow(-1);
      await setLock({ failedLogins: 2, lockedUntil: ranOut });
      expect((await unlock()).data).toMatchObject({ changed: false });
      expect(await lockState()).toEqual({ failedLogins: 2, lockedUntil: ranOut });

      const audit = await auditRows(s, 'members.unlock', member.name);
      expect(audit.map((r) => r.outcome)).toEqual(['unchanged', 'ok', 'unchanged', 'unchanged']);
      expect(audit[1]).toMatchObject({
        operatorUsername: support.username,
        detail: { reason: '找回账号', locks: ['login'], lifted: ['login'], notLocked: [] },
      });
    });

    it('lifts the lock of a frozen member and says they are still frozen', async () => {
      const s = server();
      const token = await adminToken(s);
      const member = await registerMember(s);
      await s.post(OperatorPath.membersFreeze, { username: member.name, reason: '风控核查' }, bearer(token));
      await s.deps.db
        .update(members)
        .set({ lockedUntil: new Date(s.deps.now().getTime() + 10 * 60_000) })
        .where(eq(members.nameLower, member.name.toLowerCase()));
      const res = await s.post(
        OperatorPath.membersUnlock,
        { username: member.name, reason: '会员来电' },
        bearer(token),
      );
      expect(res.data).toMatchObject({ username: member.name, status: 'frozen', changed: true });
      expect((await memberLogin(s, member.name, member.password)).status_code).toBe(Code.AccessDenied);
    });

    it('refuses an unlock to finance (audited) and answers 6004 for an unknown member', async () => {
      const s = server();
      const finance = await createOperator(s, 'finance');
      const member = await registerMember(s);
      const body = { username: member.name, reason: '会员来电' };
      expect((await s.post(OperatorPath.membersUnlock, body, bearer(finance.token))).status_code).toBe(
        Code.AccessDenied,
      );
      expect((await auditRows(s, 'members.unlock', member.name)).map((r) => r.outcome)).toEqual(['6003']);
      const risk = await createOperator(s, 'risk');
      const unknown = await s.post(
        OperatorPath.membersUnlock,
        { username: 'ghost404u', reason: '会员来电' },
        bearer(risk.token),
      );
      expect(unknown.status_code).toBe(Code.NotFound);
      expect((await auditRows(s, 'members.unlock', 'ghost404u'))[0]?.outcome).toBe('6004');
    });

    it('answers 6004 for an unknown member and audits the attempt', async () => {
      const token = await adminToken(server());
      const res = await server().post(OperatorPath.membersFreeze, { username: 'ghost404' }, bearer(token));
      expect(res.status_code).toBe(Code.NotFound);
      expect((await auditRows(server(), 'members.freeze', 'ghost404'))[0]?.outcome).toBe('6004');
    });

    it('refuses bad member bodies with 6007 and changes nothing', async () => {
      const s = server();
      const token = await adminToken(s);
      const member = await registerMember(s);
      const cases: [string, unknown][] = [
        [OperatorPath.membersFreeze, {}],
        [OperatorPath.membersFreeze, { username: 5 }],
        [OperatorPath.membersFreeze, { username: '' }],
        [OperatorPath.membersFreeze, { username: 'x'.repeat(31) }],
        [OperatorPath.membersFreeze, { username: member.name, reason: 'r'.repeat(201) }],
        [OperatorPath.membersFreeze, { username: member.name, reason: 'a\u0007' }],
        [OperatorPath.membersUnfreeze, { username: null }],
        // An unlock's reason is required: the audit log says why a lock was lifted early.
        [OperatorPath.membersUnlock, { username: member.name }],
        [OperatorPath.membersUnlock, { username: member.name, reason: '' }],
        [OperatorPath.membersUnlock, { username: member.name, reason: 'x' }],
        [OperatorPath.membersUnlock, { username: member.name, reason: 'r'.repeat(201) }],
        [OperatorPath.membersUnlock, { username: '', reason: '会员来电' }],
        [OperatorPath.membersList, { pageNum: 0 }],
        [OperatorPath.membersList, { pageSize: 'all' }],
        [OperatorPath.membersList, { keyword: 'k'.repeat(31) }],
      ];
      for (const [p, body] of cases) {
        const res = await s.post(p, body, bearer(token));
        expect(res.status_code, `${p} ${JSON.stringify(body)}`).toBe(Code.InvalidParameter);
      }
      for (const keyword of ["' OR 1=1 --", '%', '_', '<img src=x>', '\u202e']) {
        const res = await s.post<{ list: MemberRow[] }>(OperatorPath.membersList, { keyword }, bearer(token));
        expect(res.status_code, keyword).toBe(Code.Success);
        expect(res.data.list).toEqual([]);
      }
      expect((await memberLogin(s, member.name, member.password)).status_code).toBe(Code.Success);
    });
  });

  describe('site/set', () => {
    it('sets a switch that preInfo shows at once, and audits it', async () => {
      const s = server();
      const token = await adminToken(s);
      const res = await s.post(OperatorPath.siteSet, { key: 'captchaMode', value: 'picture' }, bearer(token));
      expect(res.status_code).toBe(Code.Success);
      expect(res.data).toEqual({ siteId: 'demo', key: 'captchaMode', value: 'picture', previous: 'none' });
      expect((await s.post<PreInfo>(SitePath.preInfo, {})).data.siteBaseConfig.captchaMode).toBe('picture');
      await s.post(OperatorPath.siteSet, { key: 'captchaMode', value: 'none' }, bearer(token));
      expect((await s.post<PreInfo>(SitePath.preInfo, {})).data.siteBaseConfig.captchaMode).toBe('none');
      const url = await s.post(
        OperatorPath.siteSet,
        { key: 'customerServiceUrl', value: 'https://kefu.example.com/chat?id=1' },
        bearer(token),
      );
      expect(url.status_code).toBe(Code.Success);
      expect((await s.post<{ url: string }>(SitePath.onlineCustomService, {})).data.url).toBe(
        'https://kefu.example.com/chat?id=1',
      );
      await s.post(
        OperatorPath.siteSet,
        { key: 'customerServiceUrl', value: '/service/chat' },
        bearer(token),
      );
      expect((await auditRows(s, 'site.set', 'demo')).length).toBeGreaterThanOrEqual(4);
    });

    it('refuses bad keys, values, unsafe URLs and unknown sites, and changes nothing', async () => {
      const s = server();
      const token = await adminToken(s);
      const before = (await s.post<PreInfo>(SitePath.preInfo, {})).data.siteBaseConfig;
      const cases: unknown[] = [
        {},
        { key: 'captchaMode' },
        { key: 'title', value: 'x' },
        { key: 'captchaMode', value: 'PICTURE' },
        { key: 'editionsAllowed', value: 'false' },
        { key: 'safeSwitch', value: 1 },
        { key: 'customerServiceUrl', value: 'javascript:alert(1)' },
        { key: 'customerServiceUrl', value: 'https://x.example/"><script>' },
        { key: 'customerServiceUrl', value: `https://x.example/${'a'.repeat(500)}` },
        { key: 'captchaMode', value: 'none', siteId: "demo'; --" },
        { key: 'captchaMode', value: 'none', siteId: 'ｄｅｍｏ' },
      ];
      for (const body of cases) {
        const res = await s.post(OperatorPath.siteSet, body, bearer(token));
        expect(res.status_code, JSON.stringify(body)).toBe(Code.InvalidParameter);
        expect(res.message).toMatch(/key|value|siteId/);
      }
      const unknown = await s.post(
        OperatorPath.siteSet,
        { key: 'safeSwitch', value: true, siteId: 'other' },
        bearer(token),
      );
      expect(unknown.status_code).toBe(Code.NotFound);
      const after = (await s.post<PreInfo>(SitePath.preInfo, {})).data.siteBaseConfig;
      expect(after).toEqual(before);
      expect((await s.post<{ url: string }>(SitePath.onlineCustomService, {})).data.url).toBe(
        '/service/chat',
      );
    });
  });
});
