import { expect, it } from 'vitest';
import { Code, RuleMessage, UserPath, maskEmail, maskPhone } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { RESET_DONE } from './routes-auth.ts';
import { PASSWORD, bindEmail, bindPhone, lastCode, md5, registerAndLogin } from './test-support.ts';

forEachDatabase('identity: forgot password by phone and by e-mail', (server) => {
  it('resets by phone in three steps; every session ends; the code is spent', async () => {
    const account = await registerAndLogin(server());
    const phone = await bindPhone(server(), account);
    const c = server().client();
    const one = await c.post<{ masked: string }>(UserPath.forgetByPhoneOne, { phone, name: account.name });
    expect(one).toMatchObject({ status_code: Code.Success, data: { masked: maskPhone(phone) } });
    expect(
      (await c.post(UserPath.forgetByPhoneOne, { phone: '13900000000', name: account.name })).message,
    ).toBe('用户名与手机号不匹配');
    expect((await c.post(UserPath.forgetByPhoneOne, { phone: '12345', name: account.name })).message).toBe(
      RuleMessage.phoneFormat,
    );

    const sent = await c.post(UserPath.sendCodeOne, {
      SendCodeNum: md5(phone),
      SendName: account.name,
      type: 2,
      cate: 0,
    });
    expect(sent.status_code).toBe(Code.Success);
    const code = await lastCode(server(), phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      (await c.post(UserPath.forgetByPhoneTwo, { phone, name: account.name, code: wrongCode })).status_code,
    ).toBe(Code.AuthenticationCodeError);
    expect((await c.post(UserPath.forgetByPhoneTwo, { phone, name: account.name, code })).status_code).toBe(
      Code.Success,
    );

    const newPw = md5('reset1234');
    const mismatch = await c.post(UserPath.forgetByPhoneThree, {
      phone,
      name: account.name,
      code,
      password: newPw,
      secondPassword: PASSWORD,
    });
    expect(mismatch).toMatchObject({
      status_code: Code.InvalidParameter,
      message: RuleMessage.newPasswordMismatch,
    });
    const done = await c.post(UserPath.forgetByPhoneThree, {
      phone,
      name: account.name,
      code,
      password: newPw,
      secondPassword: newPw,
    });
    expect(done).toMatchObject({ status_code: Code.Success, data: null, message: RESET_DONE });
    expect((await account.client.post(UserPath.memberInfo, {})).status_code).toBe(Code.LoginExpired);
    const reuse = await c.post(UserPath.forgetByPhoneThree, {
      phone,
      name: account.name,
      code,
      password: PASSWORD,
      secondPassword: PASSWORD,
    });
    expect(reuse.status_code).toBe(Code.AuthenticationCodeError);
    const login = await account.client
      .withToken(undefined)
      .post(UserPath.login, { name: account.name, password: newPw, kaptchcate: 4 });
    expect(login.status_code).toBe(Code.Success);
  });

  it('resets by e-mail; a wrong name/e-mail pair answers 6004 用户名与邮箱不匹配', async () => {
    const account = await registerAndLogin(server());
    const email = await bindEmail(server(), account);
    const c = server().client();
    const one = await c.post<{ masked: string }>(UserPath.forgetByEmailOne, {
      email: email.toUpperCase(),
      name: account.name,
    });
    expect(one).toMatchObject({ status_code: Code.Success, data: { masked: maskEmail(email) } });
    const mismatch = await c.post(UserPath.forgetByEmailOne, {
      email: 'someone@else.com',
      name: account.name,
    });
    expect(mismatch).toMatchObject({ status_code: Code.NotFound, message: '用户名与邮箱不匹配' });
    expect(
      (await c.post(UserPath.forgetByEmailOne, { email: 'not-an-email', name: account.name })).message,
    ).toBe(RuleMessage.emailFormat);

    const sent = await c.post(UserPath.sendCodeOne, {
      SendCodeNum: md5(email.toLowerCase()),
      SendName: account.name,
      type: 2,
      cate: 1,
    });
    expect(sent.status_code).toBe(Code.Success);
    const code = await lastCode(server(), email);
    expect((await c.post(UserPath.forgetByEmailTwo, { email, name: account.name, code })).status_code).toBe(
      Code.Success,
    );
    const newPw = md5('mailreset1');
    const done = await c.post(UserPath.forgetByEmailThree, {
      email,
      name: account.name,
      code,
      password: newPw,
      secondPassword: newPw,
    });
    expect(done).toMatchObject({ status_code: Code.Success, message: RESET_DONE });
  });

  it('type 2 send-code refuses a contact that is not the bound one (6004)', async () => {
    const account = await registerAndLogin(server());
    await bindPhone(server(), account);
    const res = await server().post(UserPath.sendCodeOne, {
      SendCodeNum: md5('13911112222'),
      SendName: account.name,
      type: 2,
      cate: 0,
    });
    expect(res).toMatchObject({ status_code: Code.NotFound, message: '用户名与手机号不匹配' });
    const noEmail = await server().post(UserPath.sendCodeOne, {
      SendCodeNum: md5('a@b.cn'),
      SendName: account.name,
      type: 2,
      cate: 1,
    });
    expect(noEmail).toMatchObject({ status_code: Code.NotFound, message: '用户名与邮箱不匹配' });
  });

  it('a code allows 5 tries, then even the right one fails', async () => {
    const account = await registerAndLogin(server());
    const phone = await bindPhone(server(), account);
    const c = server().client();
    await c.post(UserPath.sendCodeOne, { SendCodeNum: md5(phone), SendName: account.name, type: 2, cate: 0 });
    const code = await lastCode(server(), phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      await c.post(UserPath.forgetByPhoneTwo, { phone, name: account.name, code: wrongCode });
    const right = await c.post(UserPath.forgetByPhoneTwo, { phone, name: account.name, code });
    expect(right.status_code).toBe(Code.AuthenticationCodeError);
  });

  it('steps two and three count against the same per-IP limit as step one (no unlimited name/phone probe)', async () => {
    const account = await registerAndLogin(server());
    const phone = await bindPhone(server(), account);
    const c = server().client();
    // Made-up phones against a real name: each answer says whether the pair belongs together.
    const probe = (i: number) =>
      c.post(UserPath.forgetByPhoneTwo, {
        phone: `139${String(i).padStart(8, '0')}`,
        name: account.name,
        code: '000000',
      });
    for (let i = 0; i < 30; i += 1) expect((await probe(i)).status_code).toBe(Code.NotFound);
    expect((await probe(30)).status_code).toBe(Code.FrequentSubmission);
    const three = await c.post(UserPath.forgetByPhoneThree, {
      phone,
      name: account.name,
      code: '000000',
      password: PASSWORD,
      secondPassword: PASSWORD,
    });
    expect(three.status_code).toBe(Code.FrequentSubmission);
    expect(
      (
        await c.post(UserPath.forgetByEmailTwo, {
          email: 'a@example.com',
          name: account.name,
          code: '000000',
        })
      ).status_code,
    ).toBe(Code.FrequentSubmission);
  });

  it('guesses sent all at once still get 5 tries in all: the 6th and later are refused unchecked', async () => {
    const account = await registerAndLogin(server());
    const phone = await bindPhone(server(), account);
    const c = server().client();
    await c.post(UserPath.sendCodeOne, { SendCodeNum: md5(phone), SendName: account.name, type: 2, cate: 0 });
    const code = await lastCode(server(), phone);
    // 40 different wrong codes in one burst from as many addresses, as a script guessing in parallel would.
    const guesses = Array.from({ length: 40 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((guess) =>
        server().client().post(UserPath.forgetByPhoneTwo, { phone, name: account.name, code: guess }),
      ),
    );
    expect(answers.every((a) => a.status_code === Code.AuthenticationCodeError)).toBe(true);
    const checked = answers.filter((a) => a.message !== '验证码错误次数过多，请重新获取');
    expect(checked.length).toBeLessThanOrEqual(5);
    const right = await c.post(UserPath.forgetByPhoneThree, {
      phone,
      name: account.name,
      code,
      password: md5('taken-over1'),
      secondPassword: md5('taken-over1'),
    });
    expect(right.status_code).toBe(Code.AuthenticationCodeError);
  });
});
