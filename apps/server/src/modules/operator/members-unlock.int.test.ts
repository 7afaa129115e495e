import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { Code, OperatorPath, UserPath, type MemberLock } from '@qilin/contract';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { md5, registerAndLogin, type Account } from '../identity/test-support.ts';
import { members } from '../identity/schema.ts';
import { addCard, makePlayer, withdraw, type Player } from '../withdrawals/test-support.ts';
import { auditLog } from './schema.ts';
import { createOperatorWithRole } from './test-support.ts';

/**
 * members:unlock and the password locks kept on the rate limiter (withdrawal password, change password),
 * made through the real API. With TEST_REDIS_URL the harness's limiter is Redis's, so this runs there too.
 */
const unlock = (s: TestServer, token: string, username: string, locks?: MemberLock[]) =>
  s.post(
    OperatorPath.membersUnlock,
    { username, reason: '会员来电，已核实身份', ...(locks ? { locks } : {}) },
    { authorization: `Bearer ${token}` },
  );

const auditOf = (s: TestServer, username: string) =>
  s.deps.db
    .select({ operator: auditLog.operatorUsername, outcome: auditLog.outcome, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'members.unlock'), eq(auditLog.target, username)))
    .orderBy(asc(auditLog.id));

/** Five wrong withdrawal passwords: the sixth try is refused whatever the password. */
const lockWithdrawals = async (p: Player, cardId: string) => {
  for (let i = 0; i < 5; i += 1)
    expect(
      (await withdraw(p, { accountId: cardId, amount: '100', withdrawPassword: md5('135790') })).status_code,
    ).toBe(Code.PasswordCheckFailure);
};

const changePassword = (a: Account, oldPassword: string) => {
  const pw = md5('newpass99');
  return a.client.post(UserPath.bindPassword, { oldPassword, password: pw, secondPassword: pw });
};

forEachDatabase('operator API: members/unlock and the password locks', (server) => {
  it('lifts a withdrawal-password lock for customer service only when asked; the right password then goes through', async () => {
    const s = server();
    const [support, finance] = [
      await createOperatorWithRole(s, 'support'),
      await createOperatorWithRole(s, 'finance'),
    ];
    const p = await makePlayer(s, { fundFen: 500_00 });
    const card = await addCard(p);
    await lockWithdrawals(p, card.id);
    const right = () => withdraw(p, { accountId: card.id, amount: '100' });
    expect((await right()).status_code).toBe(Code.AuthenticationLocked);

    // Finance may not lift it (admin, risk and support may).
    expect((await unlock(s, finance.token, p.name, ['withdraw-password'])).status_code).toBe(
      Code.AccessDenied,
    );
    // Login's lock alone by default: the withdrawal lock is named, not lifted.
    expect((await unlock(s, support.token, p.name)).data).toEqual({
      username: p.name,
      status: 'active',
      changed: false,
      lifted: [],
      notLocked: ['login'],
      stillLocked: ['withdraw-password'],
    });
    expect((await right()).status_code).toBe(Code.AuthenticationLocked);

    expect((await unlock(s, support.token, p.name, ['withdraw-password'])).data).toEqual({
      username: p.name,
      status: 'active',
      changed: true,
      lifted: ['withdraw-password'],
      notLocked: [],
      stillLocked: [],
    });
    expect((await right()).status_code).toBe(Code.Success);
    // A repeat finds nothing to lift.
    expect((await unlock(s, support.token, p.name, ['withdraw-password'])).data).toMatchObject({
      changed: false,
      lifted: [],
      notLocked: ['withdraw-password'],
    });

    const reason = '会员来电，已核实身份';
    expect(await auditOf(s, p.name)).toEqual([
      { operator: finance.username, outcome: '6003', detail: { reason, locks: ['withdraw-password'] } },
      {
        operator: support.username,
        outcome: 'unchanged',
        detail: {
          reason,
          locks: ['login'],
          lifted: [],
          notLocked: ['login'],
          stillLocked: ['withdraw-password'],
        },
      },
      {
        operator: support.username,
        outcome: 'ok',
        detail: {
          reason,
          locks: ['withdraw-password'],
          lifted: ['withdraw-password'],
          notLocked: [],
          stillLocked: [],
        },
      },
      {
        operator: support.username,
        outcome: 'unchanged',
        detail: {
          reason,
          locks: ['withdraw-password'],
          lifted: [],
          notLocked: ['withdraw-password'],
          stillLocked: [],
        },
      },
    ]);
  });

  it('lifts every lock in force with all, and says which were not locked', async () => {
    const s = server();
    const risk = await createOperatorWithRole(s, 'risk');
    const account = await registerAndLogin(s);
    for (let i = 0; i < 5; i += 1)
      expect((await changePassword(account, md5(`guess${i}00`))).status_code).toBe(Code.InvalidCredentials);
    expect((await changePassword(account, account.password)).status_code).toBe(Code.AuthenticationLocked);
    await s.deps.db
      .update(members)
      .set({ failedLogins: 5, lockedUntil: new Date(s.deps.now().getTime() + 10 * 60_000) })
      .where(eq(members.nameLower, account.name.toLowerCase()));

    const all = await unlock(s, risk.token, account.name, ['change-password', 'withdraw-password', 'login']);
    expect(all.data).toEqual({
      username: account.name,
      status: 'active',
      changed: true,
      lifted: ['login', 'change-password'],
      notLocked: ['withdraw-password'],
      stillLocked: [],
    });
    expect((await changePassword(account, account.password)).status_code).toBe(Code.Success);
    const login = await s
      .client()
      .post(UserPath.login, { name: account.name, password: md5('newpass99'), kaptchcate: 4 });
    expect(login.status_code).toBe(Code.Success);
  });

  it('leaves a run of wrong withdrawal passwords short of the lock to count on', async () => {
    const s = server();
    const support = await createOperatorWithRole(s, 'support');
    const p = await makePlayer(s, { fundFen: 500_00 });
    const card = await addCard(p);
    const wrong = () => withdraw(p, { accountId: card.id, amount: '100', withdrawPassword: md5('135790') });
    for (let i = 0; i < 2; i += 1) expect((await wrong()).status_code).toBe(Code.PasswordCheckFailure);
    expect((await unlock(s, support.token, p.name, ['withdraw-password'])).data).toMatchObject({
      changed: false,
      notLocked: ['withdraw-password'],
    });
    // Nothing was lifted, so nothing was handed back: three more wrong ones lock as before.
    for (let i = 0; i < 3; i += 1) expect((await wrong()).status_code).toBe(Code.PasswordCheckFailure);
    expect((await withdraw(p, { accountId: card.id, amount: '100' })).status_code).toBe(
      Code.AuthenticationLocked,
    );
  });

  it('refuses locks it does not know with 6007, and changes nothing', async () => {
    const s = server();
    const admin = await createOperatorWithRole(s, 'admin');
    const p = await makePlayer(s, { fundFen: 500_00 });
    const card = await addCard(p);
    await lockWithdrawals(p, card.id);
    for (const locks of [[], ['password'], 'all', ['login', 'pin']]) {
      const res = await s.post(
        OperatorPath.membersUnlock,
        { username: p.name, reason: '会员来电', locks },
        { authorization: `Bearer ${admin.token}` },
      );
      expect(res.status_code, JSON.stringify(locks)).toBe(Code.InvalidParameter);
    }
    expect((await withdraw(p, { accountId: card.id, amount: '100' })).status_code).toBe(
      Code.AuthenticationLocked,
    );
  });
});
