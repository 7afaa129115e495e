import { expect, it } from 'vitest';
import { Code, RuleMessage, SitePath, UserPath, codeMessages, type MemberInfo } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { PASSWORD, md5, registerAndLogin } from './test-support.ts';

const known = new Set<number>(Object.keys(codeMessages).map(Number));
const formMessages = new Set<string>(Object.values(RuleMessage));
const M1 = md5('abc12345');
const M2 = md5('xyz98765');

/**
 * A template body per endpoint that can never succeed as is (unknown name, wrong code, invalid field),
 * so no mutation of it may change anything. `null`: the endpoint takes no body.
 */
const templates: Record<string, Record<string, unknown> | null> = {
  [UserPath.login]: { name: 'nobody1x', password: M1, kaptchcate: 4, codeId: 'c', code: 'c' },
  [UserPath.register]: {
    name: 'EXISTING',
    password: M1,
    secondPassword: M1,
    kaptchcate: 1,
    domain: 'x',
    rCode: 'r',
    iCode: 'i',
  },
  [UserPath.validateGeeCheck]: {
    lot_number: 'l',
    captcha_output: 'o',
    pass_token: 'p',
    gen_time: '1',
    validate_way: 'slide',
  },
  [UserPath.sendCodeOne]: { SendCodeNum: M1, SendName: 'nobody1x', type: 2, cate: 0 },
  [UserPath.sendCodeTwo]: { sendCodeNumV2: 'AAAA', sendNameV2: 'AAAA', type: 2, cate: 0 },
  [UserPath.forgetByPhoneOne]: { phone: '13800000000', areaCode: '+86', name: 'nobody1x' },
  [UserPath.forgetByPhoneTwo]: { phone: '13800000000', name: 'nobody1x', code: '000000' },
  [UserPath.forgetByPhoneThree]: {
    phone: '13800000000',
    name: 'nobody1x',
    code: '000000',
    password: M1,
    secondPassword: M1,
  },
  [UserPath.forgetByEmailOne]: { email: 'a@b.cn', name: 'nobody1x' },
  [UserPath.forgetByEmailTwo]: { email: 'a@b.cn', name: 'nobody1x', code: '000000' },
  [UserPath.forgetByEmailThree]: {
    email: 'a@b.cn',
    name: 'nobody1x',
    code: '000000',
    password: M1,
    secondPassword: M1,
  },
  [UserPath.memberInfo]: { isPop: 0 },
  [UserPath.bindOther]: { realName: '·张', birthday: '2015-01-01', gender: 1 },
  [UserPath.bindEmail]: { email: 'a@b.cn', code: '000000' },
  [UserPath.bindPhone]: { phone: '13800000000', areaCode: '+86', code: '000000' },
  [UserPath.bindPassword]: { oldPassword: M2, password: M1, secondPassword: M1 },
  [UserPath.bindPasswordByPhone]: { code: '000000', password: M1, secondPassword: M1 },
  [UserPath.bindPasswordByEmail]: { code: '000000', password: M1, secondPassword: M1 },
  [UserPath.withdrawPwdSet]: { password: M1, secondPassword: M2 },
  [UserPath.withdrawPwdReset]: { way: 'phone', code: '000000', password: M1, secondPassword: M1 },
  [UserPath.withdrawPwdEmailCheck]: { code: '000000' },
  [UserPath.addAvatar]: { avatarId: 'zz' },
  [SitePath.singleDataDecryption]: { field: 'phone' },
  [UserPath.defaultKaptcha]: null,
  [UserPath.geeChallenge]: null,
  [UserPath.memberJwt]: null,
  [UserPath.avatarList]: null,
  [UserPath.uploadImage]: null,
};

/** Mutations that break the schema (must answer 6007) and hostile values that must be handled calmly. */
const breaking: Record<string, (v: unknown) => unknown> = {
  wrongType: (v) => (typeof v === 'number' ? 'seven' : 12345),
  nullValue: () => null,
  object: () => ({ $gt: '' }),
  tooLong: (v) => (typeof v === 'number' ? 1e12 : 'x'.repeat(25_000)),
};
const hostile = [
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  'ab\u200bc12',
  '\u202eab12cd',
  '用户\u0000名',
  '😀😀😀',
  '%_\\',
];

forEachDatabase('identity: bad input on every endpoint', (server) => {
  it('answers catalogue codes (6007 for broken schemas), never 6005, and changes nothing', async () => {
    const account = await registerAndLogin(server());
    const before = (await account.client.post<MemberInfo>(UserPath.memberInfo, {})).data;
    const send = async (path: string, body: unknown) => {
      // A fresh IP per request keeps the per-IP limits out of the way; the token is the member's.
      const c = server().client({ token: account.token });
      const res = await c.post(path, body);
      expect(
        known.has(res.status_code),
        `${path} ${JSON.stringify(body).slice(0, 80)} -> ${res.status_code}`,
      ).toBe(true);
      expect(res.status_code, `${path} ${JSON.stringify(body).slice(0, 80)}`).not.toBe(Code.ServerError);
      expect(res.message.length).toBeGreaterThan(0);
      return res;
    };

    for (const [path, template] of Object.entries(templates)) {
      const base: Record<string, unknown> = template
        ? { ...template, ...(template.name === 'EXISTING' ? { name: account.name } : {}) }
        : {};
      await send(path, base);
      await send(path, []);
      await send(path, 'just a string');
      for (const field of Object.keys(base)) {
        const without = { ...base };
        delete without[field];
        const res = await send(path, without);
        // member/info's isPop is optional (default 0) and the call only reads.
        if (path !== UserPath.memberInfo)
          expect(res.status_code, `${path} without ${field}`).not.toBe(Code.Success);
        for (const [kind, mutate] of Object.entries(breaking)) {
          const res2 = await send(path, { ...base, [field]: mutate(base[field]) });
          if (template) {
            expect(res2.status_code, `${path} ${field} ${kind}`).toBe(Code.InvalidParameter);
            // Either the field is named, or it is a form field answered in SPEC §5's words for it.
            expect(
              res2.message.includes(field) || formMessages.has(res2.message),
              `${path} ${field} ${kind}: ${res2.message}`,
            ).toBe(true);
          }
        }
        for (const value of hostile) {
          if (typeof base[field] !== 'string') continue;
          const res3 = await send(path, { ...base, [field]: value });
          expect(res3.status_code, `${path} ${field}=${value}`).not.toBe(Code.Success);
        }
      }
    }

    const raw = await fetch(`${server().url}${UserPath.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(((await raw.json()) as { status_code: number }).status_code).toBe(Code.InvalidParameter);

    const after = (await account.client.post<MemberInfo>(UserPath.memberInfo, {})).data;
    expect(after).toEqual(before);
    const login = await account.client
      .withToken(undefined)
      .post(UserPath.login, { name: account.name, password: PASSWORD, kaptchcate: 4 });
    expect(login.status_code).toBe(Code.Success);
  });

  it('usernames with zero-width, RTL or full-width characters are refused with the SPEC message', async () => {
    for (const name of ['ab\u200bc12', '\u202eabc12', 'ａｂｃ123', 'abc12<b>', "ab'12--"]) {
      const res = await server().post(UserPath.register, {
        name,
        password: PASSWORD,
        secondPassword: PASSWORD,
        kaptchcate: 1,
      });
      expect(res, name).toMatchObject({
        status_code: Code.InvalidParameter,
        message: '4-11位，最少2个字母+数字组合，首位为字母',
      });
    }
  });

  it('answers an empty or overlong form field in the words SPEC §5 gives the form', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        UserPath.register,
        { name: '', password: PASSWORD, secondPassword: PASSWORD, kaptchcate: 1 },
        '用户名不能为空',
      ],
      [
        UserPath.register,
        { name: 'a1'.repeat(30), password: PASSWORD, secondPassword: PASSWORD, kaptchcate: 1 },
        '4-11位，最少2个字母+数字组合，首位为字母',
      ],
      [UserPath.login, { name: '', password: PASSWORD, kaptchcate: 4 }, '用户名不能为空'],
      [UserPath.forgetByPhoneOne, { phone: '13800000000', name: '' }, '请输入用户名'],
      [UserPath.forgetByPhoneOne, { phone: '138000000001', name: 'nobody1x' }, '请输入正确的手机号码'],
      [UserPath.forgetByEmailOne, { email: '', name: 'nobody1x' }, '请输入邮箱'],
      [UserPath.forgetByEmailOne, { email: `${'a'.repeat(40)}@b.cn`, name: 'nobody1x' }, '请输入正确的邮箱'],
      [UserPath.forgetByPhoneTwo, { phone: '13800000000', name: 'nobody1x', code: '' }, '请输入验证码'],
    ];
    for (const [path, body, message] of cases) {
      const res = await server().post(path, body);
      expect(res, `${path} ${JSON.stringify(body)}`).toMatchObject({
        status_code: Code.InvalidParameter,
        message,
      });
    }
  });
});
