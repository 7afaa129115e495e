import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChatMsgId, Code, OperatorPath, UserPath } from '@qilin/contract';
import {
  forEachDatabase,
  makeClient,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/harness.ts';
import { createChatRepo } from '../chat/repo.ts';
import { closeAllChats, joinRoom, memberChat } from '../chat/test-support.ts';
import { bindPhone, registerAndLogin, type Account } from '../identity/test-support.ts';
import { memberSessions, members } from '../identity/schema.ts';
import { SESSION_CACHE_MS } from '../identity/session-cache.ts';
import { listenFeedServer } from '../sports-feed/test-support.ts';
import { MEMBER_LOGOUT_LIMIT, MEMBER_LOGOUT_LIMITED_MESSAGE } from './member-logout-limit.ts';
import { auditLog } from './schema.ts';
import { createOperatorWithRole } from './test-support.ts';

/**
 * members:logout made through the real API: a member's live sessions end at once, the account stays as it
 * is and the member logs in again with the password.
 */
const REASON = '会员来电：手机丢失，已核实身份';

const logout = (
  s: TestServer | { url: string },
  token: string,
  username: string,
  reason = REASON,
  extra: { forgetDevices?: boolean } = {},
) =>
  makeClient(s.url, { ip: '10.250.0.1', deviceId: 'operator-desk' }).post<{
    username: string;
    status: string;
    changed: boolean;
    ended: number;
    devicesForgotten: number;
  }>(OperatorPath.membersLogout, { username, reason, ...extra }, { authorization: `Bearer ${token}` });

const auditOf = (s: TestServer, username: string) =>
  s.deps.db
    .select({ operator: auditLog.operatorUsername, outcome: auditLog.outcome, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'members.logout'), eq(auditLog.target, username)))
    .orderBy(asc(auditLog.id));

/** A password login from a device of its own (the member has no phone bound, so no new-device check). */
const loginFrom = async (s: TestServer, a: Account): Promise<TestClient> => {
  const client = s.client();
  const res = await client.post<{ token: string }>(UserPath.login, {
    isAgent: 0,
    name: a.name,
    password: a.password,
    kaptchcate: 4,
  });
  expect(res.status_code, res.message).toBe(Code.Success);
  return client.withToken(res.data.token);
};

const info = async (c: TestClient) => (await c.post(UserPath.memberInfo, {})).status_code;

afterEach(() => closeAllChats());

forEachDatabase('operator API: members/logout', (server) => {
  it('ends every live session of a member for customer service at once; the account stays open and they log in again', async () => {
    const s = server();
    const support = await createOperatorWithRole(s, 'support');
    const account = await registerAndLogin(s);
    const web = account.client;
    const phone = await loginFrom(s, account);
    // Both answer, so both sessions sit in the session cache when the logout comes.
    expect([await info(web), await info(phone)]).toEqual([Code.Success, Code.Success]);

    expect((await logout(s, support.token, account.name)).data).toEqual({
      username: account.name,
      status: 'active',
      changed: true,
      ended: 2,
      devicesForgotten: 0,
    });
    // The very next call of either answers 6001, the code of an expired login the SPA logs out on.
    expect([await info(web), await info(phone)]).toEqual([Code.LoginExpired, Code.LoginExpired]);
    expect((await phone.post(UserPath.logout, {})).status_code).toBe(Code.LoginExpired);

    // Not frozen: the password still gets in, and that new session is left alone.
    const [row] = await s.deps.db
      .select({ status: members.status })
      .from(members)
      .where(eq(members.nameLower, account.name.toLowerCase()));
    expect(row?.status).toBe('active');
    const again = await loginFrom(s, account);
    expect(await info(again)).toBe(Code.Success);

    expect(await auditOf(s, account.name)).toEqual([
      {
        operator: support.username,
        outcome: 'ok',
        detail: { reason: REASON, forgetDevices: false, ended: 2, devicesForgotten: 0 },
      },
    ]);
  });

  it('answers a member with no live session changed: false, audited unchanged', async () => {
    const s = server();
    const risk = await createOperatorWithRole(s, 'risk');
    const account = await registerAndLogin(s);
    expect((await logout(s, risk.token, account.name)).data).toMatchObject({ changed: true, ended: 1 });
    expect(await logout(s, risk.token, account.name, '再次确认')).toMatchObject({
      status_code: Code.Success,
      data: { username: account.name, status: 'active', changed: false, ended: 0 },
    });
    expect((await auditOf(s, account.name)).map((r) => [r.operator, r.outcome, r.detail])).toEqual([
      [risk.username, 'ok', { reason: REASON, forgetDevices: false, ended: 1, devicesForgotten: 0 }],
      [
        risk.username,
        'unchanged',
        { reason: '再次确认', forgetDevices: false, ended: 0, devicesForgotten: 0 },
      ],
    ]);
  });

  it('counts only sessions someone could still use: one that expired on its own is not ended again', async () => {
    const s = server();
    const admin = await createOperatorWithRole(s, 'admin');
    const account = await registerAndLogin(s);
    const phone = await loginFrom(s, account);
    const [memberRow] = await s.deps.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.nameLower, account.name.toLowerCase()));
    // The registration session expired a minute ago; the phone's is live.
    await s.deps.db
      .update(memberSessions)
      .set({ expiresAt: new Date(s.deps.now().getTime() - 60_000) })
      .where(
        and(eq(memberSessions.memberId, memberRow!.id), eq(memberSessions.deviceId, account.client.deviceId)),
      );
    expect((await logout(s, admin.token, account.name)).data).toMatchObject({ changed: true, ended: 1 });
    expect(await info(phone)).toBe(Code.LoginExpired);
  });

  it('stops a chat socket opened before the logout from speaking (6001), as a freeze does', async () => {
    const s = server();
    const support = await createOperatorWithRole(s, 'support');
    const account = await registerAndLogin(s);
    const rid = `demo-t${randomBytes(4).toString('hex')}`;
    await createChatRepo(s.deps.db).seedRooms([{ rid, siteId: 'demo', name: '注销测试' }], s.deps.now());
    const chat = await memberChat(s, account);
    await joinRoom(chat, rid);
    expect((await logout(s, support.token, account.name)).data).toMatchObject({ changed: true });
    chat.send(ChatMsgId.SendMessage, { rid, msg: '注销后还能发言吗' });
    const answer = await chat.waitFor((f) => f.msgId === ChatMsgId.SendMessage);
    expect(answer.code).toBe(Code.LoginExpired);
  });

  it('refuses finance (audited, sessions kept), answers 6004 for an unknown member and 6007 for a bad body', async () => {
    const s = server();
    const finance = await createOperatorWithRole(s, 'finance');
    const account = await registerAndLogin(s);
    const refused = await logout(s, finance.token, account.name);
    expect(refused.status_code).toBe(Code.AccessDenied);
    expect(refused.message).toContain('财务');
    expect(await info(account.client)).toBe(Code.Success);
    expect((await auditOf(s, account.name)).map((r) => r.outcome)).toEqual(['6003']);

    const support = await createOperatorWithRole(s, 'support');
    expect((await logout(s, support.token, 'ghost404l')).status_code).toBe(Code.NotFound);
    expect((await auditOf(s, 'ghost404l')).map((r) => [r.outcome, r.detail])).toEqual([
      ['6004', { reason: REASON, forgetDevices: false }],
    ]);

    // The reason is required: the audit log says why a member's sessions were ended.
    for (const body of [
      { username: account.name },
      { username: account.name, reason: '' },
      { username: account.name, reason: 'x' },
      { username: account.name, reason: 'r'.repeat(201) },
      { username: '', reason: REASON },
      { username: 'x'.repeat(31), reason: REASON },
    ]) {
      const res = await s.post(OperatorPath.membersLogout, body, {
        authorization: `Bearer ${support.token}`,
      });
      expect(res.status_code, JSON.stringify(body)).toBe(Code.InvalidParameter);
    }
    expect(await info(account.client)).toBe(Code.Success);
  });

  it('ends nothing for a frozen member and says the account is frozen', async () => {
    const s = server();
    const admin = await createOperatorWithRole(s, 'admin');
    const account = await registerAndLogin(s);
    await s.post(
      OperatorPath.membersFreeze,
      { username: account.name, reason: '风控核查' },
      { authorization: `Bearer ${admin.token}` },
    );
    expect((await logout(s, admin.token, account.name)).data).toEqual({
      username: account.name,
      status: 'frozen',
      changed: false,
      ended: 0,
      devicesForgotten: 0,
    });
  });

  it('refuses an operator past the allowance with 6011 (audited) and ends no session; another operator is not held back', async () => {
    const s = server();
    const support = await createOperatorWithRole(s, 'support');
    const account = await registerAndLogin(s);
    const { limit } = MEMBER_LOGOUT_LIMIT;
    // Every call spends the allowance, a repeat with nothing left to end too.
    for (let i = 0; i < limit; i += 1)
      expect((await logout(s, support.token, account.name)).status_code, `call ${i + 1}`).toBe(Code.Success);
    const phone = await loginFrom(s, account);

    expect(await logout(s, support.token, account.name)).toMatchObject({
      status_code: Code.FrequentSubmission,
      message: MEMBER_LOGOUT_LIMITED_MESSAGE,
      data: null,
    });
    expect(await info(phone)).toBe(Code.Success);
    const outcomes = (await auditOf(s, account.name)).map((r) => r.outcome);
    expect(outcomes).toEqual([
      'ok',
      ...Array<string>(limit - 1).fill('unchanged'),
      String(Code.FrequentSubmission),
    ]);

    // The allowance is the operator's own: a colleague still ends the session the refused call left live.
    const risk = await createOperatorWithRole(s, 'risk');
    expect((await logout(s, risk.token, account.name)).data).toMatchObject({ changed: true, ended: 1 });
    expect(await info(phone)).toBe(Code.LoginExpired);
  });

  it("forgets the member's proven devices on request: the next login from the lost phone asks for the SMS code", async () => {
    const s = server();
    const support = await createOperatorWithRole(s, 'support');
    const account = await registerAndLogin(s);
    await bindPhone(s, account);
    const relogin = () =>
      account.client.withToken(undefined).post(UserPath.login, {
        name: account.name,
        password: account.password,
        kaptchcate: 4,
      });
    // A plain logout keeps the device the member registered from: its login goes straight through.
    await logout(s, support.token, account.name);
    expect((await relogin()).status_code).toBe(Code.Success);

    expect((await logout(s, support.token, account.name, REASON, { forgetDevices: true })).data).toEqual({
      username: account.name,
      status: 'active',
      changed: true,
      ended: 1,
      devicesForgotten: 1,
    });
    // The same phone, the same network: the device must be proven again with a code to the bound phone.
    expect((await relogin()).status_code).toBe(Code.DeviceNotPassed);
    // Nothing left to end or forget: a repeat changes nothing.
    expect(
      (await logout(s, support.token, account.name, REASON, { forgetDevices: true })).data,
    ).toMatchObject({
      changed: false,
      ended: 0,
      devicesForgotten: 0,
    });
    expect((await auditOf(s, account.name)).map((r) => [r.outcome, r.detail])).toEqual([
      ['ok', { reason: REASON, forgetDevices: false, ended: 1, devicesForgotten: 0 }],
      ['ok', { reason: REASON, forgetDevices: true, ended: 1, devicesForgotten: 1 }],
      ['unchanged', { reason: REASON, forgetDevices: true, ended: 0, devicesForgotten: 0 }],
    ]);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)('members/logout across two instances [postgres, redis]', () => {
  let a: TestServer;
  let b: Awaited<ReturnType<typeof listenFeedServer>>;
  let dataDir = '';
  beforeAll(async () => {
    a = await startTestServer({ kind: 'postgres', url: databaseUrl });
    // Instance B: the same database schema and the same bus as A, its own process state and cache.
    dataDir = mkdtempSync(path.join(tmpdir(), 'qilin-logout-'));
    b = await listenFeedServer({
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      DATABASE_URL: databaseUrl!,
      DATABASE_SCHEMA: a.deps.config.databaseSchema!,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: a.deps.config.redisPrefix,
      QILIN_FEED_SIMULATOR: '0',
      QILIN_FEED_AUTO: '0',
    });
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a session cached on another instance right away, not when that instance's cache runs out", async () => {
    const support = await createOperatorWithRole(a, 'support');
    const account = await registerAndLogin(a);
    const onB = makeClient(b.url, {
      ip: '10.250.0.2',
      deviceId: account.client.deviceId,
      token: account.token,
    });
    const cachedFrom = Date.now();
    expect(await info(onB)).toBe(Code.Success);

    expect((await logout(a, support.token, account.name)).data).toMatchObject({ changed: true, ended: 1 });
    // B drops its entry when the bus brings the revocation, well before the entry's 2 s would run out.
    await expect.poll(() => info(onB), { interval: 20, timeout: 5_000 }).toBe(Code.LoginExpired);
    expect(Date.now() - cachedFrom).toBeLessThan(SESSION_CACHE_MS);
  });
});
