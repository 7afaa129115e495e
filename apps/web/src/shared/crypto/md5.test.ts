import { describe, expect, it } from 'vitest';
import { md5 } from './md5.ts';

describe('md5 (SPEC §9 password hashing)', () => {
  it('is the lower-case hex digest the server compares', () => {
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    // a withdrawal password is hashed like the login password
    expect(md5('246810')).toBe('b6af3f19458ec8e6faff8ee1e0440ecb');
  });

  it('hashes the UTF-8 bytes, as the server does', () => {
    expect(md5('密码abc1')).toBe('9a0ef81d9c6602d9e5c0a396a7372d8c');
  });
});
