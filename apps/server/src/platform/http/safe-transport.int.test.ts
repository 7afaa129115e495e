import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { Code, SAFE_PREFIX, SafeHeader, SitePath, UserPath, type PreInfo } from '@qilin/contract';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { sites } from '../../modules/site/schema.ts';
import { SITE_CHANGED } from '../../modules/site/service.ts';
import { freshName, md5 } from '../../modules/identity/test-support.ts';

const setSafeSwitch = async (server: TestServer, on: boolean) => {
  await server.deps.db
    .update(sites)
    .set({ safeSwitch: on })
    .where(eq(sites.siteId, server.deps.config.siteId));
  await server.deps.bus.publish(SITE_CHANGED, { siteId: server.deps.config.siteId });
};

/** What the SPA does in safe mode: one-time AES key, RSA-wrapped with ts and ip, body sealed with the key. */
const seal = (publicKeyB64: string, ip: string, body: unknown, ts = Date.now()) => {
  const key = randomBytes(32);
  const pem = `-----BEGIN PUBLIC KEY-----\n${publicKeyB64.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;
  const sign = publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(JSON.stringify({ ts, ip, key: key.toString('base64') })),
  ).toString('base64');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([
    iv,
    cipher.update(JSON.stringify(body)),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return {
    headers: { [SafeHeader.timestamp]: String(ts), [SafeHeader.sign]: sign },
    body: { data: sealed.toString('base64') },
  };
};

const safePost = async (server: TestServer, ip: string, path: string, sealed: ReturnType<typeof seal>) => {
  const res = await fetch(server.url + SAFE_PREFIX + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      uuid: 'dev-safe',
      'x-forwarded-for': ip,
      ...sealed.headers,
    },
    body: JSON.stringify(sealed.body),
  });
  return (await res.json()) as { status_code: number; data: unknown; message: string };
};

forEachDatabase('safe transport (SPEC §7)', (server) => {
  it('with the switch on: plain calls are illegal, sealed calls work once, forgeries change nothing', async () => {
    const client = server().client();
    await setSafeSwitch(server(), true);
    try {
      const pre = await client.post<PreInfo>(SitePath.preInfo, {});
      expect(pre.status_code).toBe(Code.Success); // still plain: it carries the switch and the key
      expect(pre.data.siteBaseConfig.safeSwitch).toBe(true);
      const key = pre.data.sendCodeKey;

      const plain = await client.post(SitePath.countryArea, {});
      expect(plain).toMatchObject({ status_code: Code.IllegalParameter, message: '非法请求' });

      const name = freshName();
      const register = { name, password: md5('abc12345'), secondPassword: md5('abc12345'), kaptchcate: 1 };
      const sealed = seal(key, client.ip, register);
      const ok = await safePost(server(), client.ip, UserPath.register, sealed);
      expect(ok.status_code).toBe(Code.Success);

      const replay = await safePost(server(), client.ip, UserPath.register, sealed);
      expect(replay).toMatchObject({ status_code: Code.IllegalParameter, message: '非法请求' });

      const noTimestamp = seal(key, client.ip, register);
      delete (noTimestamp.headers as Record<string, string>)[SafeHeader.timestamp];
      expect((await safePost(server(), client.ip, UserPath.register, noTimestamp)).message).toBe('非法请求');

      const otherIp = await safePost(server(), '10.9.9.9', UserPath.register, seal(key, client.ip, register));
      expect(otherIp.status_code).toBe(Code.IllegalParameter);

      const stale = seal(key, client.ip, register, Date.now() - 10 * 60_000);
      expect((await safePost(server(), client.ip, UserPath.register, stale)).status_code).toBe(
        Code.IllegalParameter,
      );

      // A sealed body that fails its own schema still answers 6007, like a plain one.
      const bad = await safePost(server(), client.ip, UserPath.register, seal(key, client.ip, { name: 5 }));
      expect(bad.status_code).toBe(Code.InvalidParameter);
    } finally {
      await setSafeSwitch(server(), false);
    }
    expect((await client.post(SitePath.countryArea, {})).status_code).toBe(Code.Success);
  });
});
