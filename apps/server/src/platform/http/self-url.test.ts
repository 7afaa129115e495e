import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { selfBaseUrl } from './self-url.ts';

const at = (address: string, family: 'IPv4' | 'IPv6', port = 8080): AddressInfo => ({
  address,
  family,
  port,
});

describe('selfBaseUrl', () => {
  it('is null before the server listens, and for a pipe', () => {
    expect(selfBaseUrl(null)).toBeNull();
    expect(selfBaseUrl('/tmp/qilin.sock')).toBeNull();
  });

  it('reaches a wildcard listener, IPv4 or IPv6, on IPv4 loopback', () => {
    expect(selfBaseUrl(at('0.0.0.0', 'IPv4'))).toBe('http://127.0.0.1:8080');
    expect(selfBaseUrl(at('::', 'IPv6', 41234))).toBe('http://127.0.0.1:41234');
  });

  it('uses a specific address as it is, IPv6 in brackets', () => {
    expect(selfBaseUrl(at('127.0.0.1', 'IPv4'))).toBe('http://127.0.0.1:8080');
    expect(selfBaseUrl(at('10.1.2.3', 'IPv4'))).toBe('http://10.1.2.3:8080');
    expect(selfBaseUrl(at('::1', 'IPv6'))).toBe('http://[::1]:8080');
    expect(selfBaseUrl(at('fd00::2', 'IPv6'))).toBe('http://[fd00::2]:8080');
  });

  describe('against a real listener', () => {
    let server: Server | null = null;
    afterEach(async () => {
      const s = server;
      server = null;
      if (s) await new Promise((resolve) => s.close(resolve));
    });

    const listen = (host: string) =>
      new Promise<Server>((resolve, reject) => {
        const s = createServer((_req, res) => res.end('self'));
        s.once('error', reject);
        s.listen({ host, port: 0 }, () => resolve(s));
      });

    for (const host of ['0.0.0.0', '::']) {
      it(`calls a server listening on ${host} back`, async (t) => {
        try {
          server = await listen(host);
        } catch (error) {
          // A machine without IPv6 cannot open `::` at all; Node then listens on 0.0.0.0 by default.
          if ((error as NodeJS.ErrnoException).code === 'EAFNOSUPPORT') t.skip();
          throw error;
        }
        const url = selfBaseUrl(server.address());
        expect(url).not.toBeNull();
        const res = await fetch(`${url ?? ''}/`);
        expect(await res.text()).toBe('self');
      });
    }
  });
});
