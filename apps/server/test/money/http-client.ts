import { createHash, randomBytes } from 'node:crypto';
import {
  Code,
  OperatorPath,
  UserPath,
  type Envelope,
  type LoginResponse,
  type RegisterResponse,
} from '@qilin/contract';
import { TEST_OPERATOR_PASSWORD } from '../harness.ts';

/** Plain fetch clients for money tests against any base URL (in-process or a separate process). */
export const md5 = (s: string) => createHash('md5').update(s).digest('hex');
export const newKey = () => randomBytes(12).toString('hex');

let ipSeq = 0;
export const postJson = async <T>(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> => {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', client: 'web', ...headers },
    body: JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(30_000),
  });
  return (await res.json()) as Envelope<T>;
};

export interface MemberSession {
  name: string;
  headers: Record<string, string>;
}

export const registerMember = async (base: string): Promise<MemberSession> => {
  ipSeq += 1;
  const ip = `10.77.${(process.pid >> 8) & 255}.${ipSeq & 255}`;
  const device = { uuid: `dev-${randomBytes(6).toString('hex')}`, 'x-forwarded-for': ip };
  const name = `b${randomBytes(4).toString('hex').replace(/^\d/, 'a')}1`.slice(0, 11);
  const password = md5('abc12345');
  const reg = await postJson<RegisterResponse>(
    base,
    UserPath.register,
    {
      name,
      password,
      secondPassword: password,
      kaptchcate: 1,
      domain: 'http://localhost',
    },
    device,
  );
  if (reg.status_code !== Code.Success) throw new Error(`register: ${reg.message}`);
  const login = await postJson<LoginResponse>(
    base,
    UserPath.login,
    {
      name,
      password,
      kaptchcate: 99,
      codeId: reg.data.loginTicket,
    },
    device,
  );
  if (login.status_code !== Code.Success) throw new Error(`login: ${login.message}`);
  return { name, headers: { ...device, token: login.data.token } };
};

export const operatorHeaders = async (base: string): Promise<Record<string, string>> => {
  const res = await postJson<{ token: string }>(base, OperatorPath.login, {
    username: 'admin',
    password: TEST_OPERATOR_PASSWORD,
  });
  if (res.status_code !== Code.Success) throw new Error(`operator login: ${res.message}`);
  return { authorization: `Bearer ${res.data.token}` };
};
