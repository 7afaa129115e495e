import { createHash, randomBytes } from 'node:crypto';
import { Code, UserPath, type Envelope, type LoginResponse, type RegisterResponse } from '@qilin/contract';

type Post = <T>(p: string, body: unknown, headers: Record<string, string>) => Promise<Envelope<T>>;

const password = createHash('md5').update('abc12345').digest('hex');

/**
 * Registers and logs in bench member `i` through the real calls, from its own device and IP (so per-IP
 * limits and device checks see distinct players). `tag` is two letters naming the bench, `net` its /16.
 */
export const registerBenchMember = async (post: Post, i: number, tag: string, net: number) => {
  const device = { uuid: `bench-${tag}-${i}`, 'x-forwarded-for': `10.${net}.${i >> 8}.${i & 255}` };
  const name = `${tag}${randomBytes(3).toString('hex')}${i % 10}`.replace(
    new RegExp(`^${tag}(\\d)`),
    `${tag}a`,
  );
  const reg = await post<RegisterResponse>(
    UserPath.register,
    { name, password, secondPassword: password, kaptchcate: 1 },
    device,
  );
  if (reg.status_code !== Code.Success) throw new Error(`register: ${reg.message}`);
  const login = await post<LoginResponse>(
    UserPath.login,
    { name, password, kaptchcate: 99, codeId: reg.data.loginTicket },
    device,
  );
  if (login.status_code !== Code.Success) throw new Error(`login: ${login.message}`);
  return { name, device, token: login.data.token };
};
