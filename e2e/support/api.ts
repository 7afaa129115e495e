import { createHash, randomInt, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { Code, DevPath, OperatorPath, UserPath } from '@qilin/contract';

/**
 * Direct calls to the real server for the parts of a journey that are set-up rather than the thing under
 * test (a member who already exists, an operator action, reading the dev outbox). Everything a player does
 * goes through the browser instead.
 */

export const md5 = (s: string): string => createHash('md5').update(s).digest('hex');

/** The password every API-made member starts with (8-12 letters and digits, SPEC §5). */
export const PASSWORD = 'abc12345';

/** The operator password the config gives the server (OPERATOR_PASSWORD). */
export const OPERATOR_PASSWORD = 'e2e-operator-password';

/** A fresh valid username: 4-11 characters, a letter first, at least 2 letters and a digit (SPEC §5). */
export const freshName = (prefix = 'e2e'): string =>
  `${prefix}${randomInt(10_000_000, 99_999_999)}`.slice(0, 11);

/** A fresh +86 mobile number (1 followed by 10 digits); 138 so the masked form reads 138****xxxx. */
export const freshPhone = (): string => `138${randomInt(10_000_000, 99_999_999)}`;

export const freshEmail = (): string => `e2e${randomInt(10_000_000, 99_999_999)}@example.com`;

interface Envelope<T> {
  status_code: number;
  data: T;
  message: string;
}

/** Who is calling: the server keys its new-device check on the uuid header and the client IP. */
export interface Caller {
  ip: string;
  deviceId: string;
}

const callerHeaders = (caller: Caller, token?: string): Record<string, string> => ({
  'content-type': 'application/json',
  client: 'web',
  uuid: caller.deviceId,
  'x-forwarded-for': caller.ip,
  ...(token ? { token } : {}),
});

const post = async <T>(
  request: APIRequestContext,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Envelope<T>> => {
  const res = await request.post(path, { data: body, headers });
  return (await res.json()) as Envelope<T>;
};

const ok = <T>(what: string, answer: Envelope<T>): T => {
  if (answer.status_code !== Code.Success) throw new Error(`${what} failed: ${JSON.stringify(answer)}`);
  return answer.data;
};

export interface Member {
  name: string;
  password: string;
  phone?: string;
  email?: string;
  /** When a code was last sent to the bound phone / e-mail (the server allows one per 60 s per target). */
  phoneCodeAt?: number;
  emailCodeAt?: number;
}

/** POST register with an md5 password and kaptchcate 1 (captcha mode none), as the brief allows. */
export const registerMember = async (
  request: APIRequestContext,
  caller: Caller,
  name = freshName(),
  password = PASSWORD,
): Promise<Member & { loginTicket: string }> => {
  const hashed = md5(password);
  const data = ok(
    'register',
    await post<{ loginTicket: string }>(
      request,
      UserPath.register,
      { name, password: hashed, secondPassword: hashed, kaptchcate: 1, domain: 'http://127.0.0.1' },
      callerHeaders(caller),
    ),
  );
  return { name, password, loginTicket: data.loginTicket };
};

/** The automatic login right after register (kaptchcate 99 with the register ticket); returns the token. */
const ticketLogin = async (
  request: APIRequestContext,
  caller: Caller,
  member: Member & { loginTicket: string },
): Promise<string> =>
  ok(
    'login',
    await post<{ token: string }>(
      request,
      UserPath.login,
      { name: member.name, password: md5(member.password), kaptchcate: 99, codeId: member.loginTicket },
      callerHeaders(caller),
    ),
  ).token;

/** The newest message the dev outbox holds for a phone number or an e-mail address. */
export const latestCode = async (request: APIRequestContext, to: string): Promise<string | null> => {
  const res = await request.get(`${DevPath.outbox}?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { messages: { code: string | null; at: string }[] };
  return body.messages[0]?.code ?? null;
};

/** Codes in the outbox for `to` that were sent after `since` (ms), newest first. */
export const codesSince = async (
  request: APIRequestContext,
  to: string,
  since: number,
): Promise<string[]> => {
  const res = await request.get(`${DevPath.outbox}?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { messages: { code: string | null; at: string }[] };
  return body.messages
    .filter((m) => m.code && Date.parse(m.at) >= since)
    .map((m) => m.code)
    .filter((c): c is string => Boolean(c));
};

/** Waits for the code the server sends to `to` after `since` (ms) and returns it. */
export const waitForCode = async (request: APIRequestContext, to: string, since: number): Promise<string> => {
  let code = '';
  await expect
    .poll(async () => (code = (await codesSince(request, to, since))[0] ?? ''), {
      message: `a code for ${to} in the dev outbox`,
    })
    .toMatch(/^\d{6}$/);
  return code;
};

/**
 * SPEC §9: one code per phone or e-mail every 60 s. A journey that needs a second code for a contact
 * that got one moments ago waits out the rest of that minute, as the player's countdown would.
 */
export const waitForResendWindow = async (lastCodeAt: number | undefined): Promise<void> => {
  const left = (lastCodeAt ?? 0) + 61_000 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
};

const bindContact = async (
  request: APIRequestContext,
  caller: Caller,
  token: string,
  kind: 'phone' | 'email',
  target: string,
): Promise<void> => {
  ok(
    `send ${kind} code`,
    await post(
      request,
      UserPath.sendCodeOne,
      {
        SendCodeNum: md5(kind === 'email' ? target.toLowerCase() : target),
        target,
        type: 1,
        cate: kind === 'phone' ? 0 : 1,
      },
      callerHeaders(caller, token),
    ),
  );
  const code = await latestCode(request, target);
  if (!code) throw new Error(`no code in the outbox for ${target}`);
  const path = kind === 'phone' ? UserPath.bindPhone : UserPath.bindEmail;
  const body = kind === 'phone' ? { phone: target, areaCode: '+86', code } : { email: target, code };
  ok(`bind ${kind}`, await post(request, path, body, callerHeaders(caller, token)));
};

/**
 * A member who registered and bound a phone and an e-mail earlier, from `caller`'s device and network. The
 * server allows one code per target per 60 s (SPEC §9), so the times of these codes are kept.
 */
export const registerWithContacts = async (request: APIRequestContext, caller: Caller): Promise<Member> => {
  const registered = await registerMember(request, caller);
  const token = await ticketLogin(request, caller, registered);
  const phone = freshPhone();
  const email = freshEmail();
  await bindContact(request, caller, token, 'phone', phone);
  const phoneCodeAt = Date.now();
  await bindContact(request, caller, token, 'email', email);
  const emailCodeAt = Date.now();
  await post(request, UserPath.logout, {}, callerHeaders(caller, token));
  return { name: registered.name, password: registered.password, phone, email, phoneCodeAt, emailCodeAt };
};

/** The real name and 6-digit withdrawal password of members made by `registerForFunds`. */
export const REAL_NAME = '李明远';
export const WITHDRAW_PASSWORD = '135790';

/**
 * A member ready to move money: a bound phone and real name (SPEC §2.2: payout accounts need both) and a
 * withdrawal password. Logged out again, so the journey logs in through the browser.
 */
export const registerForFunds = async (request: APIRequestContext, caller: Caller): Promise<Member> => {
  const registered = await registerMember(request, caller);
  const token = await ticketLogin(request, caller, registered);
  const phone = freshPhone();
  await bindContact(request, caller, token, 'phone', phone);
  ok(
    'bind real name',
    await post(request, UserPath.bindOther, { realName: REAL_NAME }, callerHeaders(caller, token)),
  );
  const pw = md5(WITHDRAW_PASSWORD);
  ok(
    'set withdrawal password',
    await post(
      request,
      UserPath.withdrawPwdSet,
      { password: pw, secondPassword: pw },
      callerHeaders(caller, token),
    ),
  );
  await post(request, UserPath.logout, {}, callerHeaders(caller, token));
  return { name: registered.name, password: registered.password, phone, phoneCodeAt: Date.now() };
};

/** A fresh bank card number that passes the Luhn check (ICBC-like 622202 prefix). */
export const freshCardNumber = (): string => {
  const body = `622202${randomInt(100_000_000, 999_999_999)}${randomInt(0, 10)}`;
  let sum = 0;
  [...body].reverse().forEach((ch, i) => {
    let d = Number(ch);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return body + String((10 - (sum % 10)) % 10);
};

/** Operator API (Bearer token), for what only the site's staff can do. */
export const operatorCall = async (
  request: APIRequestContext,
  path: (typeof OperatorPath)[keyof typeof OperatorPath],
  body: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> => {
  const token = ok(
    'operator login',
    await post<{ token: string }>(
      request,
      OperatorPath.login,
      { username: 'admin', password: OPERATOR_PASSWORD },
      { 'content-type': 'application/json' },
    ),
  ).token;
  return ok(
    `operator ${path}`,
    await post(request, path, body, {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...headers,
    }),
  );
};

/** An operator credit to a member's centre wallet: a money call, so it carries an idempotency key. */
export const creditMember = (request: APIRequestContext, username: string, amount: string, reason: string) =>
  operatorCall(
    request,
    OperatorPath.walletCredit,
    { username, amount, reason },
    { 'idempotency-key': randomUUID().replaceAll('-', '') },
  );

export const freezeMember = (request: APIRequestContext, username: string) =>
  operatorCall(request, OperatorPath.membersFreeze, { username, reason: 'e2e: frozen-member journey' });

export const unfreezeMember = (request: APIRequestContext, username: string) =>
  operatorCall(request, OperatorPath.membersUnfreeze, { username });

export const setCaptchaMode = (request: APIRequestContext, value: 'none' | 'picture' | 'slider') =>
  operatorCall(request, OperatorPath.siteSet, { key: 'captchaMode', value });

/** The answer of a picture captcha by its x-code (dev helper). */
export const captchaAnswer = async (request: APIRequestContext, xCode: string): Promise<string> => {
  const res = await request.get(`${DevPath.captcha}/${encodeURIComponent(xCode)}`);
  const body = (await res.json()) as { answer: string | null };
  if (!body.answer) throw new Error(`no captcha answer for ${xCode}`);
  return body.answer;
};
