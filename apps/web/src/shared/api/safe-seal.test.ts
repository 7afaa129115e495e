import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SitePath, UserPath } from '@qilin/contract';
import { configureSafeTransport, sealRequest } from './safe-seal.ts';
import { serverClock } from './server-clock.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** Opens a sealed request the way the server's safe transport does. */
const open = (sign: string, data: string) => {
  const meta = JSON.parse(
    privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sign, 'base64'),
    ).toString(),
  ) as { ts: number; ip: string; key: string };
  const bytes = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(meta.key, 'base64'), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  const json = Buffer.concat([
    decipher.update(bytes.subarray(12, bytes.length - 16)),
    decipher.final(),
  ]).toString();
  return { meta, json };
};

describe('safe transport sealing (SPEC §7)', () => {
  it('sends plain while the switch is off', async () => {
    configureSafeTransport({ enabled: false, publicKey: spki, ip: '1.2.3.4' });
    expect(await sealRequest(UserPath.login, '{}')).toBeNull();
  });

  it('prefixes the path, signs time and IP, and seals the body so the server can open it', async () => {
    configureSafeTransport({ enabled: true, publicKey: spki, ip: '1.2.3.4' });
    const body = JSON.stringify({ name: 'ab12', password: 'x' });
    const sealed = await sealRequest(UserPath.login, body, 1_800_000_000_000);
    expect(sealed?.path).toBe(`/safe${UserPath.login}`);
    expect(sealed?.headers['x-timestamp']).toBe('1800000000000');
    expect(sealed?.body).not.toContain('ab12');
    const { data } = JSON.parse(sealed?.body ?? '{}') as { data: string };
    const opened = open(sealed?.headers['x-sign'] ?? '', data);
    expect(opened.meta).toMatchObject({ ts: 1_800_000_000_000, ip: '1.2.3.4' });
    expect(opened.json).toBe(body);
  });

  it("signs the time on the server's clock: a device 10 minutes fast is not refused as stale", async () => {
    configureSafeTransport({ enabled: true, publicKey: spki, ip: '1.2.3.4' });
    const device = Date.now();
    serverClock.note(new Date(device - 600_000).toUTCString(), device);
    const sealed = await sealRequest(UserPath.login, '{}');
    const ts = Number(sealed?.headers['x-timestamp']);
    // The server's window is 5 minutes; the estimate is within the Date header's second.
    expect(Math.abs(ts - (device - 600_000))).toBeLessThan(2_000);
  });

  it('keeps pre-info plain: it is where the switch and the key come from', async () => {
    configureSafeTransport({ enabled: true, publicKey: spki, ip: '1.2.3.4' });
    expect(await sealRequest(SitePath.preInfo, '{}')).toBeNull();
  });
});
