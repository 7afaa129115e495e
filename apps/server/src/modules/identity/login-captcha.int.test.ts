import { expect, it } from 'vitest';
import { Code, UserPath, type Envelope } from '@qilin/contract';
import { forEachDatabase, type TestClient } from '../../../test/harness.ts';
import { CAPTCHA_WRONG } from './captcha-service.ts';
import {
  PASSWORD,
  bindPhone,
  freshName,
  lastCode,
  md5,
  registerAndLogin,
  solvedPicture,
} from './test-support.ts';

const WRONG = md5('wrong123');

/** The parts of an answer a caller sees. */
const seen = (e: Envelope<unknown>) => ({ status_code: e.status_code, message: e.message, data: e.data });

// The demo site's captcha mode is none: these captchas come only from failed logins.
forEachDatabase('identity: failed logins ask for a captcha', (server) => {
  const login = (c: TestClient, name: string, password: string, extra: object = {}) =>
    c.post(UserPath.login, { name, password, kaptchcate: 4, ...extra });

  it('after 3 failed logins for a name, 6021 until a valid picture captcha comes with the login; a login clears it', async () => {
    const account = await registerAndLogin(server());
    const c = account.client.withToken(undefined);
    for (let i = 0; i < 3; i += 1)
      expect((await login(c, account.name, WRONG)).status_code).toBe(Code.InvalidCredentials);
    // Even the right password, and from any address: the count is the name's.
    expect(await login(c, account.name, PASSWORD)).toMatchObject({
      status_code: Code.GraphicCaptchaRequired,
      data: null,
    });
    expect((await login(server().client(), account.name, PASSWORD)).status_code).toBe(
      Code.GraphicCaptchaRequired,
    );
    // A captcha lets one try through: a wrong password still counts, and the next try needs another.
    expect((await login(c, account.name, WRONG, await solvedPicture(server()))).status_code).toBe(
      Code.InvalidCredentials,
    );
    expect((await login(c, account.name, PASSWORD)).status_code).toBe(Code.GraphicCaptchaRequired);
    expect((await login(c, account.name, PASSWORD, await solvedPicture(server()))).status_code).toBe(
      Code.Success,
    );
    // The login cleared the run: a mistyped password is told so without a captcha.
    expect((await login(c, account.name, WRONG)).status_code).toBe(Code.InvalidCredentials);
  });

  it('an unknown name gets exactly the answers a known one gets (no oracle for which names exist)', async () => {
    const account = await registerAndLogin(server());
    const run = async (name: string) => {
      const c = server().client();
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(seen(await login(c, name, WRONG)));
      answers.push(seen(await login(c, name, WRONG, { codeId: 'made-up', code: 'abcd' })));
      answers.push(seen(await login(c, name, WRONG, await solvedPicture(server()))));
      return answers;
    };
    const known = await run(account.name);
    const unknown = await run(freshName());
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status_code)).toEqual([
      Code.InvalidCredentials,
      Code.InvalidCredentials,
      Code.InvalidCredentials,
      Code.GraphicCaptchaRequired,
      Code.GraphicCaptchaRequired,
      Code.InvalidCredentials,
    ]);
    expect(known[4]?.message).toBe(CAPTCHA_WRONG);
  });

  it('after 10 failed logins from one address, any name needs a captcha there; other addresses do not', async () => {
    const account = await registerAndLogin(server());
    const attacker = server().client();
    for (let i = 0; i < 10; i += 1)
      expect((await login(attacker, freshName(), WRONG)).status_code).toBe(Code.InvalidCredentials);
    expect((await login(attacker, account.name, PASSWORD)).status_code).toBe(Code.GraphicCaptchaRequired);
    expect((await login(attacker, freshName(), WRONG)).status_code).toBe(Code.GraphicCaptchaRequired);
    expect((await login(account.client.withToken(undefined), account.name, PASSWORD)).status_code).toBe(
      Code.Success,
    );
    // A login that goes through does not clear the address: a script could log into its own account.
    expect((await login(attacker, account.name, PASSWORD, await solvedPicture(server()))).status_code).toBe(
      Code.Success,
    );
    expect((await login(attacker, freshName(), WRONG)).status_code).toBe(Code.GraphicCaptchaRequired);
  });

  it('only failed logins count: neither logins that go through nor the captcha requests themselves', async () => {
    const account = await registerAndLogin(server());
    const c = account.client.withToken(undefined);
    // 19 logins in all from one address, within its 20 a minute: 7 that go through, 3 failures, 7 answers
    // of 6021. The address has 3 failed logins; counting either of the others would make it 10 or more.
    for (let i = 0; i < 7; i += 1)
      expect((await login(c, account.name, PASSWORD)).status_code).toBe(Code.Success);
    const name = freshName();
    for (let i = 0; i < 10; i += 1) await login(c, name, WRONG);
    expect((await login(c, freshName(), WRONG)).status_code).toBe(Code.InvalidCredentials);
  });

  it('guesses sent together: 3 reach the password check, every other one is asked for a captcha', async () => {
    const account = await registerAndLogin(server());
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(server().client(), account.name, md5(`guess${i}x1`))),
    );
    const codes = answers.map((a) => a.status_code);
    expect(codes.filter((c) => c === Code.InvalidCredentials)).toHaveLength(3);
    expect(codes.filter((c) => c === Code.GraphicCaptchaRequired)).toHaveLength(9);
    // The refused ones never reached the password: with one more try the lockout's run is 4, not locked.
    const c = server().client();
    expect((await login(c, account.name, WRONG, await solvedPicture(server()))).status_code).toBe(
      Code.InvalidCredentials,
    );
  });

  it('a captcha is good once: sent with two logins at once it lets one through, and never again', async () => {
    const account = await registerAndLogin(server());
    for (let i = 0; i < 3; i += 1) await login(server().client(), account.name, WRONG);
    const captcha = await solvedPicture(server());
    const both = await Promise.all([
      login(server().client(), account.name, WRONG, captcha),
      login(server().client(), account.name, WRONG, captcha),
    ]);
    expect(both.map((a) => a.status_code).sort()).toEqual([
      Code.InvalidCredentials,
      Code.GraphicCaptchaRequired,
    ]);
    expect(await login(server().client(), account.name, PASSWORD, captcha)).toMatchObject({
      status_code: Code.GraphicCaptchaRequired,
      message: CAPTCHA_WRONG,
    });
  });

  it('new-device verification needs no captcha (its code is the proof), and passing it clears the run', async () => {
    const account = await registerAndLogin(server());
    const phone = await bindPhone(server(), account);
    const device = server().client();
    for (let i = 0; i < 3; i += 1) await login(device, account.name, WRONG);
    const risky = await login(device, account.name, PASSWORD, await solvedPicture(server()));
    expect(risky.status_code).toBe(Code.DeviceAndIpNotPassed);
    const sent = await device.post(UserPath.sendCodeOne, {
      SendCodeNum: md5(phone),
      SendName: account.name,
      type: 3,
      cate: 0,
    });
    expect(sent.status_code).toBe(Code.Success);
    const code = await lastCode(server(), phone);
    const passed = await login(device, account.name, PASSWORD, { kaptchcate: 99, sendCodeNum: code });
    expect(passed.status_code).toBe(Code.Success);
    expect((await login(device, account.name, WRONG)).status_code).toBe(Code.InvalidCredentials);
  });
});
