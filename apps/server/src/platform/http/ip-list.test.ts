import { describe, expect, it } from 'vitest';
import { compileIpList, parseIpEntry } from './ip-list.ts';

describe('ipDeny entries', () => {
  it('takes plain addresses and CIDR ranges of both families', () => {
    for (const entry of ['203.0.113.7', '10.0.0.0/8', '0.0.0.0/0', '2001:db8::/32', '::1', 'fe80::/10']) {
      expect(parseIpEntry(entry), entry).not.toBeNull();
    }
  });

  it('refuses what an operator never means: short or hex IPv4, bad prefixes, zones, host names', () => {
    for (const entry of [
      '10.1',
      '0x0a.0.0.1',
      '300.1.1.1',
      '10.0.0.0/33',
      '10.0.0.0/',
      '10.0.0.0/8/8',
      '2001:db8::/129',
      'fe80::1%eth0',
      'example.com',
      '',
    ]) {
      expect(parseIpEntry(entry), entry).toBeNull();
    }
  });

  it('matches addresses in the ranges, IPv4-mapped IPv6 as its IPv4, and names the first invalid entry', () => {
    const { ipList, invalid } = compileIpList(
      '198.51.100.0/24,203.0.113.7,2001:db8::/32,::ffff:192.0.2.0/120,nope',
    );
    expect(invalid).toBe('nope');
    for (const ip of ['198.51.100.1', '203.0.113.7', '2001:db8:1::1', '::ffff:198.51.100.9', '192.0.2.200']) {
      expect(ipList.has(ip), ip).toBe(true);
    }
    for (const ip of ['198.51.101.1', '203.0.113.8', '2001:db9::1', '127.0.0.1', 'garbage']) {
      expect(ipList.has(ip), ip).toBe(false);
    }
    expect(compileIpList('').ipList.has('198.51.100.1')).toBe(false);
  });
});
