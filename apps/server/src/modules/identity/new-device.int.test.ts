import { constants, publicEncrypt } from 'node:crypto';
import { expect, it } from 'vitest';
import { Code, UserPath, maskPhone } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { PASSWORD, bindPhone, lastCode, md5, outbox, registerAndLogin } from './test-support.ts';

forEachDatabase('identity: login risk and new-device verification', (server) => {
  const login = (c: ReturnType<ReturnType<typeof server>['client']>, name: string, extra: object = {}) =>
    c.post<{ token: string; phoneNumber?: string }>(UserPath.login, {
      name,
      password: PASSWORD,
      kaptchcate: 4,
      ...extra,
    });

  it('answers 6027 / 6026 / 6025 with the masked phone for a new device and/or IP', async () => {
    const account = await registerAndLogin(server());
    const phone = await bindPhone(server(), account);
    const both = await login(server().client(), account.name);
    expect(both).toMatchObject({
      status_code: Code.DeviceAndIpNotPassed,
      data: { phoneNumber: maskPhone(phone) },
    });
    const newDevice = await login(server().client({ ip: account.client.ip }), account.name);
    expect(newDevice.status_code).toBe(Code.DeviceNotPassed);
    const newIp = await login(server().client({ deviceId: account.client.deviceId }), account.name);
    expect(newIp.status_code).toBe(Code.IpNotPassed);
    expect((await login(account.client.withToken(undefined), account.name)).status_code).toBe(Code.Success);
  });

  it('passes new-device verification: four digits, code by SMS, login with kaptchcate 99', async () => {
    const account = await registerAndLogin(server());
    const phone = await bindPhone(server(), account);
    const device = server().client();
    const first = await login(device, account.name);
    expect(first.status_code).toBe(Code.DeviceAndIpNotPassed);

    const before = await login(device, account.name, { kaptchcate: 99, sendCodeNum: '123456' });
    expect(before).toMatchObject({ status_code: Code.AuthenticationCodeError, message: '请先获取验证码' });

    const sent = await device.post<{ resendAfter: number }>(UserPath.sendCodeOne, {
      SendCodeNum: md5(phone),
      SendName: account.name,
      type: 3,
      cate: 0,
    });
    expect(sent).toMatchObject({ status_code: Code.Success, data: { resendAfter: 60 } });
    const [message] = await outbox(server(), phone);
    expect(message?.channel).toBe('sms');
    expect(message?.text).toMatch(
      /^【.+】您的验证码是\d{6}，5分钟内有效。工作人员不会向您索要验证码，请勿泄露。$/,
    );
    const code = await lastCode(server(), phone);

    const again = await device.post<{ resendAfter: number }>(UserPath.sendCodeOne, {
      SendCodeNum: md5(phone),
      SendName: account.name,
      type: 3,
      cate: 2,
    });
    expect(again.status_code).toBe(Code.SixtySecondLimit);
    expect(again.message).toMatch(/^请\d+秒后再获取验证码$/);

    const wrong = code === '000000' ? '111111' : '000000';
    expect((await login(device, account.name, { kaptchcate: 99, sendCodeNum: wrong })).status_code).toBe(
      Code.AuthenticationCodeError,
    );
    const passed = await login(device, account.name, { kaptchcate: 99, sendCodeNum: code });
    expect(passed.status_code).toBe(Code.Success);
    // The device and IP are now known: a normal login goes straight in.
    expect((await login(device, account.name)).status_code).toBe(Code.Success);
  });

  it('an expired code answers 6038', async () => {
    const account = await registerAndLogin(server());
    const phone = await bindPhone(server(), account);
    const device = server().client();
    await login(device, account.name);
    await device.post(UserPath.sendCodeOne, {
      SendCodeNum: md5(phone),
      SendName: account.name,
      type: 3,
      cate: 2,
    });
    const [voice] = await outbox(server(), phone);
    expect(voice?.channel).toBe('voice');
    const code = await lastCode(server(), phone);
    server().advance(5 * 60_000 + 1000);
    const late = await login(device, account.name, { kaptchcate: 99, sendCodeNum: code });
    expect(late.status_code).toBe(Code.AuthenticationCodeExpired);
  });

  it("answers '手机号错误' for wrong digits and 6034 at the fifth", async () => {
    const account = await registerAndLogin(server());
    const phone = await bindPhone(server(), account);
    const device = server().client();
    await login(device, account.name);
    const wrongPhone = `${phone.slice(0, 3)}${phone.slice(3, 7) === '0000' ? '1111' : '0000'}${phone.slice(7)}`;
    const body = { SendCodeNum: md5(wrongPhone), SendName: account.name, type: 3, cate: 0 };
    for (let i = 0; i < 4; i += 1) {
      expect(await device.post(UserPath.sendCodeOne, body)).toMatchObject({
        status_code: Code.InvalidParameter,
        message: '手机号错误',
      });
    }
    expect((await device.post(UserPath.sendCodeOne, body)).status_code).toBe(Code.MaxPhoneAttempts);
    // The right number does not help once the challenge is spent, and logging in again keeps it.
    await login(device, account.name);
    const right = await device.post(UserPath.sendCodeOne, { ...body, SendCodeNum: md5(phone) });
    expect(right.status_code).toBe(Code.MaxPhoneAttempts);
  });

  it('type 3 needs an open challenge from this device (6035)', async () => {
    const account = await registerAndLogin(server());
    const phone = await bindPhone(server(), account);
    const res = await server().post(UserPath.sendCodeOne, {
      SendCodeNum: md5(phone),
      SendName: account.name,
      type: 3,
      cate: 0,
    });
    expect(res.status_code).toBe(Code.AuthenticationRequired);
  });

  it('sendCode/two takes RSA-OAEP (SHA-256) encrypted fields', async () => {
    const account = await registerAndLogin(server());
    const phone = await bindPhone(server(), account);
    const device = server().client();
    await login(device, account.name);
    const key = server().deps.secrets.sendCodePublicKey;
    const enc = (v: string) =>
      publicEncrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(v),
      ).toString('base64');
    const res = await device.post(UserPath.sendCodeTwo, {
      sendCodeNumV2: enc(phone),
      sendNameV2: enc(account.name),
      type: 3,
      cate: 0,
    });
    expect(res.status_code).toBe(Code.Success);
    const code = await lastCode(server(), phone);
    expect((await login(device, account.name, { kaptchcate: 99, sendCodeNum: code })).status_code).toBe(
      Code.Success,
    );
    const garbage = await device.post(UserPath.sendCodeTwo, {
      sendCodeNumV2: 'bm90IGVuY3J5cHRlZA==',
      type: 2,
      cate: 0,
    });
    expect(garbage.status_code).toBe(Code.InvalidParameter);
  });

  it('a burst of failed names from one IP makes the next login there risky (6029)', async () => {
    const account = await registerAndLogin(server());
    await bindPhone(server(), account);
    const attacker = server().client();
    for (let i = 0; i < 5; i += 1) await login(attacker, `nobody${i}x1`, { password: md5('guess1234') });
    const res = await login(
      server().client({ ip: attacker.ip, deviceId: account.client.deviceId }),
      account.name,
    );
    expect(res.status_code).toBe(Code.RiskyLogin);
  });

  it('a long absence (over 90 days) asks for verification (6028)', async () => {
    const account = await registerAndLogin(server());
    await bindPhone(server(), account);
    server().advance(91 * 24 * 3600_000);
    const res = await login(account.client.withToken(undefined), account.name);
    expect(res.status_code).toBe(Code.LongTimeNotLoggedIn);
  });
});
