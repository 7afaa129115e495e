import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  Code,
  DevPath,
  UserPath,
  type CaptchaMode,
  type LoginResponse,
  type PictureCaptcha,
  type RegisterResponse,
} from '@qilin/contract';
import type { TestClient, TestServer } from '../../../test/harness.ts';
import { sites } from '../site/schema.ts';
import { SITE_CHANGED } from '../site/service.ts';

/** Helpers for identity's integration tests (imported only by *.int.test.ts files). */
export const md5 = (s: string) => createHash('md5').update(s).digest('hex');

let nameCounter = 0;
/** A fresh valid username (4-11 chars, letter first, letters + digits). */
export const freshName = () => {
  nameCounter += 1;
  return `u${(process.pid % 1000).toString().padStart(3, '0')}x${nameCounter}`.slice(0, 11);
};

export const PASSWORD = md5('abc12345');

export const setCaptchaMode = async (server: TestServer, mode: CaptchaMode) => {
  await server.deps.db
    .update(sites)
    .set({ captchaMode: mode })
    .where(eq(sites.siteId, server.deps.config.siteId));
  await server.deps.bus.publish(SITE_CHANGED, { siteId: server.deps.config.siteId });
};

/** A fresh picture captcha and its answer (read through the dev-only /dev/captcha), as login takes them. */
export const solvedPicture = async (server: TestServer): Promise<{ codeId: string; code: string }> => {
  const pic = await server.post<PictureCaptcha>(UserPath.defaultKaptcha);
  const res = await fetch(`${server.url}${DevPath.captcha}/${pic.data['x-code']}`);
  return { codeId: pic.data['x-code'], code: ((await res.json()) as { answer: string }).answer };
};

export interface Account {
  name: string;
  password: string;
  userId: string;
  token: string;
  client: TestClient;
}

/** Registers and logs in with the register ticket (kaptchcate 99), as the SPA does. */
export const registerAndLogin = async (server: TestServer, client = server.client()): Promise<Account> => {
  const name = freshName();
  const reg = await client.post<RegisterResponse>(UserPath.register, {
    name,
    password: PASSWORD,
    secondPassword: PASSWORD,
    kaptchcate: 1,
    domain: 'http://localhost:8080',
  });
  if (reg.status_code !== Code.Success) throw new Error(`register failed: ${JSON.stringify(reg)}`);
  const login = await client.post<LoginResponse>(UserPath.login, {
    name,
    password: PASSWORD,
    kaptchcate: 99,
    codeId: reg.data.loginTicket,
  });
  if (login.status_code !== Code.Success) throw new Error(`login failed: ${JSON.stringify(login)}`);
  return {
    name,
    password: PASSWORD,
    userId: login.data.userId,
    token: login.data.token,
    client: client.withToken(login.data.token),
  };
};

interface OutboxMessage {
  to: string;
  channel: string;
  text: string;
  code: string | null;
  at: string;
}

export const outbox = async (server: TestServer, to: string): Promise<OutboxMessage[]> => {
  const res = await fetch(`${server.url}${DevPath.outbox}?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
};

export const lastCode = async (server: TestServer, to: string): Promise<string> => {
  const [m] = await outbox(server, to);
  if (!m?.code) throw new Error(`no code for ${to}`);
  return m.code;
};

let phoneCounter = 0;
/** A fresh +86 mobile number. */
export const freshPhone = () => {
  phoneCounter += 1;
  return `13${String(process.pid % 100).padStart(2, '0')}${String(Date.now() % 10000).padStart(4, '0')}${String(phoneCounter).padStart(3, '0')}`.slice(
    0,
    11,
  );
};

let emailCounter = 0;
export const freshEmail = () => {
  emailCounter += 1;
  return `Player${process.pid}x${emailCounter}@Example.com`;
};

/** Binds a phone to a logged-in account through the real send-code + bindPhone calls. */
export const bindPhone = async (server: TestServer, account: Account, phone = freshPhone()) => {
  const sent = await account.client.post(UserPath.sendCodeOne, {
    SendCodeNum: md5(phone),
    target: phone,
    type: 1,
    cate: 0,
  });
  if (sent.status_code !== Code.Success) throw new Error(`send failed: ${JSON.stringify(sent)}`);
  const code = await lastCode(server, phone);
  const bound = await account.client.post(UserPath.bindPhone, { phone, code });
  if (bound.status_code !== Code.Success) throw new Error(`bind failed: ${JSON.stringify(bound)}`);
  // The next code to this phone may only be sent 60 s later.
  server.advance(61_000);
  return phone;
};

export const bindEmail = async (server: TestServer, account: Account, email = freshEmail()) => {
  const sent = await account.client.post(UserPath.sendCodeOne, {
    SendCodeNum: md5(email.toLowerCase()),
    target: email,
    type: 1,
    cate: 1,
  });
  if (sent.status_code !== Code.Success) throw new Error(`send failed: ${JSON.stringify(sent)}`);
  const code = await lastCode(server, email);
  const bound = await account.client.post(UserPath.bindEmail, { email, code });
  if (bound.status_code !== Code.Success) throw new Error(`bind failed: ${JSON.stringify(bound)}`);
  server.advance(61_000);
  return email;
};

/** An operator token for the operator API (the harness creates `admin` with TEST_OPERATOR_PASSWORD). */
export const operatorToken = async (server: TestServer, password: string): Promise<string> => {
  const res = await fetch(`${server.url}/op/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const body = (await res.json()) as { status_code: number; data: { token: string } };
  if (body.status_code !== Code.Success) throw new Error(`operator login failed: ${JSON.stringify(body)}`);
  return body.data.token;
};

export const operatorPost = async (server: TestServer, token: string, path: string, body: unknown) => {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status_code: number; data: unknown; message: string };
};
