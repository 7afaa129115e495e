import { expect, it } from 'vitest';
import { Code, RuleMessage, SitePath, UserPath, type MemberInfo } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import {
  PASSWORD,
  bindEmail,
  bindPhone,
  freshPhone,
  lastCode,
  md5,
  outbox,
  registerAndLogin,
  solvedPicture,
} from './test-support.ts';

forEachDatabase('identity: bindings and profile', (server) => {
  it('binds a phone and an e-mail; info shows them masked; decryption shows the own plain values', async () => {
    const account = await registerAndLogin(server());
    const phone = await bindPhone(server(), account);
    const email = await bindEmail(server(), account);
    const info = (await account.client.post<MemberInfo>(UserPath.memberInfo, { isPop: 1 })).data;
    expect(info).toMatchObject({ bindPhone: true, bindEmail: true, areaCode: '+86', pops: [] });
    expect(info.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    expect(info.email).not.toContain(email.split('@')[0]);
    const plain = await account.client.post(SitePath.singleDataDecryption, { field: 'phone' });
    expect(plain.data).toEqual({ d: 'phone', v: phone });
    const plainEmail = await account.client.post(SitePath.singleDataDecryption, { field: 'email' });
    expect(plainEmail.data).toEqual({ d: 'email', v: email });
    const again = await account.client.post(UserPath.bindPhone, { phone: freshPhone(), code: '123456' });
    expect(again.status_code).toBe(Code.DataExists);
  });

  it('a phone bound to another member answers 6009, at send-code and at bind', async () => {
    const a = await registerAndLogin(server());
    const b = await registerAndLogin(server());
    const phone = await bindPhone(server(), a);
    const sent = await b.client.post(UserPath.sendCodeOne, {
      SendCodeNum: md5(phone),
      target: phone,
      type: 1,
      cate: 0,
    });
    expect(sent.status_code).toBe(Code.DataExists);
    const bind = await b.client.post(UserPath.bindPhone, { phone, code: '123456' });
    expect(bind.status_code).toBe(Code.DataExists);
  });

  it('an e-mail bound to another member answers 6009; e-mail codes read as mail', async () => {
    const a = await registerAndLogin(server());
    const b = await registerAndLogin(server());
    const email = await bindEmail(server(), a);
    const [mail] = await outbox(server(), email);
    expect(mail).toMatchObject({ channel: 'email', to: email });
    expect(mail?.text).toMatch(/您的邮箱验证码是\d{6}，5分钟内有效。工作人员不会向您索要验证码，请勿泄露。$/);
    const lower = email.toLowerCase();
    const sent = await b.client.post(UserPath.sendCodeOne, {
      SendCodeNum: md5(lower),
      target: lower,
      type: 1,
      cate: 1,
    });
    expect(sent).toMatchObject({ status_code: Code.DataExists, message: '该邮箱已被绑定' });
    expect((await b.client.post(UserPath.bindEmail, { email, code: '123456' })).status_code).toBe(
      Code.DataExists,
    );
  });

  it('binding needs the code sent to that phone; a wrong code answers 6036; type 1 needs a token', async () => {
    const account = await registerAndLogin(server());
    const phone = freshPhone();
    const anon = await server().post(UserPath.sendCodeOne, {
      SendCodeNum: md5(phone),
      target: phone,
      type: 1,
      cate: 0,
    });
    expect(anon.status_code).toBe(Code.LoginExpired);
    await account.client.post(UserPath.sendCodeOne, {
      SendCodeNum: md5(phone),
      target: phone,
      type: 1,
      cate: 0,
    });
    const code = await lastCode(server(), phone);
    const wrong = await account.client.post(UserPath.bindPhone, {
      phone,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status_code).toBe(Code.AuthenticationCodeError);
    const other = await account.client.post(UserPath.bindPhone, { phone: freshPhone(), code });
    expect(other.status_code).toBe(Code.AuthenticationCodeError);
    const badPhone = await account.client.post(UserPath.bindPhone, { phone: '2345678901', code });
    expect(badPhone).toMatchObject({ status_code: Code.InvalidParameter, message: RuleMessage.phoneFormat });
    expect((await account.client.post(UserPath.bindPhone, { phone, code })).status_code).toBe(Code.Success);
  });

  it('bindOther: real name once with SPEC rules, birthday 18+, gender', async () => {
    const account = await registerAndLogin(server());
    const c = account.client;
    expect(await c.post(UserPath.bindOther, { realName: '·张三' })).toMatchObject({
      status_code: Code.InvalidParameter,
      message: RuleMessage.realNameFormat,
    });
    expect(await c.post(UserPath.bindOther, { realName: '张三', birthday: '2020-01-01' })).toMatchObject({
      status_code: Code.InvalidParameter,
      message: RuleMessage.birthdayUnderage,
    });
    // Nothing changed by the failed call.
    expect((await c.post<MemberInfo>(UserPath.memberInfo, {})).data.bindRealName).toBe(false);
    expect(
      (await c.post(UserPath.bindOther, { realName: '张三丰', birthday: '1990-05-06', gender: 1 }))
        .status_code,
    ).toBe(Code.Success);
    const info = (await c.post<MemberInfo>(UserPath.memberInfo, {})).data;
    expect(info).toMatchObject({ bindRealName: true, realName: '张*丰', birthday: '1990-05-06', gender: 1 });
    expect((await c.post(UserPath.bindOther, { realName: '李四' })).status_code).toBe(Code.DataExists);
    expect((await c.post(UserPath.bindOther, { gender: 2 })).status_code).toBe(Code.Success);
    expect((await c.post(SitePath.singleDataDecryption, { field: 'realName' })).data).toEqual({
      d: 'realName',
      v: '张三丰',
    });
  });

  it('withdrawal password: 6449 without a real name, set once (6009), reset and e-mail check by code', async () => {
    const account = await registerAndLogin(server());
    const c = account.client;
    const pw = md5('123456');
    expect(await c.post(UserPath.withdrawPwdSet, { password: pw, secondPassword: pw })).toMatchObject({
      status_code: Code.BindRealName,
      message: '请先绑定真实姓名',
    });
    await c.post(UserPath.bindOther, { realName: 'John·Smith' });
    expect(
      (await c.post(UserPath.withdrawPwdSet, { password: PASSWORD, secondPassword: PASSWORD })).status_code,
    ).toBe(Code.InvalidParameter);
    expect((await c.post(UserPath.withdrawPwdSet, { password: pw, secondPassword: pw })).status_code).toBe(
      Code.Success,
    );
    expect((await c.post(UserPath.withdrawPwdSet, { password: pw, secondPassword: pw })).status_code).toBe(
      Code.DataExists,
    );
    expect((await c.post<MemberInfo>(UserPath.memberInfo, {})).data.hasWithdrawPassword).toBe(true);

    const email = await bindEmail(server(), account);
    await c.post(UserPath.sendCodeOne, { SendCodeNum: md5(email.toLowerCase()), type: 2, cate: 1 });
    const code = await lastCode(server(), email);
    expect((await c.post(UserPath.withdrawPwdEmailCheck, { code })).status_code).toBe(Code.Success);
    const pw2 = md5('654321');
    // A right code with the login password as the new one: refused, and the code stays good for a retry.
    expect(
      await c.post(UserPath.withdrawPwdReset, {
        way: 'email',
        code,
        password: PASSWORD,
        secondPassword: PASSWORD,
      }),
    ).toMatchObject({ status_code: Code.InvalidParameter, message: '取款密码不能与登录密码相同' });
    expect(
      (await c.post(UserPath.withdrawPwdReset, { way: 'email', code, password: pw2, secondPassword: pw2 }))
        .status_code,
    ).toBe(Code.Success);
    expect(
      (await c.post(UserPath.withdrawPwdReset, { way: 'email', code, password: pw2, secondPassword: pw2 }))
        .status_code,
    ).toBe(Code.AuthenticationCodeError);
    expect(
      (await c.post(UserPath.withdrawPwdReset, { way: 'phone', code, password: pw2, secondPassword: pw2 }))
        .status_code,
    ).toBe(Code.UnboundPhone);
  });

  it('changes the login password with a code to the bound phone; other sessions end, and a guessing lock too', async () => {
    const account = await registerAndLogin(server());
    const phone = await bindPhone(server(), account);
    const second = await account.client
      .withToken(undefined)
      .post<{ token: string }>(UserPath.login, { name: account.name, password: PASSWORD, kaptchcate: 4 });
    // Someone guesses at the password until the login locks (SPEC: five in a row), solving the captcha
    // that failed logins ask for from the fourth on.
    const guesser = account.client.withToken(undefined);
    for (let i = 0; i < 5; i += 1) {
      const guess = await guesser.post(UserPath.login, {
        name: account.name,
        password: md5(`guess${i}`),
        kaptchcate: 4,
        ...(await solvedPicture(server())),
      });
      expect(guess.status_code).toBe(i < 4 ? Code.InvalidCredentials : Code.AuthenticationLocked);
    }
    await account.client.post(UserPath.sendCodeOne, { SendCodeNum: md5(phone), type: 2, cate: 0 });
    const code = await lastCode(server(), phone);
    const pw = md5('byphone12');
    expect(
      (await account.client.post(UserPath.bindPasswordByPhone, { code, password: pw, secondPassword: pw }))
        .status_code,
    ).toBe(Code.Success);
    expect(
      (await account.client.withToken(second.data.token).post(UserPath.memberInfo, {})).status_code,
    ).toBe(Code.LoginExpired);
    // The lock is gone with the new password; the name's failed logins still ask for a captcha.
    const after = { name: account.name, password: pw, kaptchcate: 4 };
    expect((await guesser.post(UserPath.login, after)).status_code).toBe(Code.GraphicCaptchaRequired);
    expect(
      (await guesser.post(UserPath.login, { ...after, ...(await solvedPicture(server())) })).status_code,
    ).toBe(Code.Success);
    expect(
      (await account.client.post(UserPath.bindPasswordByEmail, { code, password: pw, secondPassword: pw }))
        .status_code,
    ).toBe(Code.InvalidParameter);
  });

  it('member/jwt answers an HS256 JWT naming the member', async () => {
    const account = await registerAndLogin(server());
    const res = await account.client.post<{ jwt: string }>(UserPath.memberJwt);
    const [header, payload] = res.data.jwt
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: account.userId, name: account.name, siteId: 'demo' });
    expect(Number(payload?.exp) - Number(payload?.iat)).toBe(600);
  });
});
