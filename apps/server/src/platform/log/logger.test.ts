import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { redactUrl, serializeError } from './logger.ts';

describe('redactUrl', () => {
  it("redacts the demo pay link's token and every other query value not known to be harmless", () => {
    expect(redactUrl('/demo-pay/D123456789012345678?t=abcdefabcdefabcdefabcdefabcdef12')).toBe(
      '/demo-pay/D123456789012345678?t=[redacted]',
    );
    expect(redactUrl('/x?token=s3cret&password=hunter2&code=123456&cardNo=6222021001234567896')).toBe(
      '/x?token=[redacted]&password=[redacted]&code=[redacted]&cardNo=[redacted]',
    );
    // An encoded or repeated key, a key with no value, a malformed escape: the value never survives.
    expect(redactUrl('/x?%74=abc&t=1&t=2&flag&%E0%A4%A=zz')).toBe(
      '/x?%74=[redacted]&t=[redacted]&t=[redacted]&flag=[redacted]&%E0%A4%A=[redacted]',
    );
  });

  it('keeps the path, harmless parameters and URLs without a query as they are', () => {
    expect(redactUrl('/fd/api/payment/pay')).toBe('/fd/api/payment/pay');
    expect(redactUrl('/ws/sports?language=zh-TW&siteId=1')).toBe('/ws/sports?language=zh-TW&siteId=1');
    expect(redactUrl('/mine/takemoney?tab=usdt&orderNo=W1&t=x')).toBe(
      '/mine/takemoney?tab=usdt&orderNo=W1&t=[redacted]',
    );
    expect(redactUrl('/a?')).toBe('/a?');
  });
});

describe('serializeError', () => {
  it("keeps a failed query's statement and cause but not its bound values, in any field", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    const failed = new DrizzleQueryError(
      'insert into "member_sessions" ("token_hash", "ip") values ($1, $2)',
      ['f3a9c0ffee-session-token-hash', '203.0.113.7'],
      cause,
    );
    const logged = JSON.stringify(serializeError(failed));
    expect(logged).not.toContain('f3a9c0ffee-session-token-hash');
    expect(logged).not.toContain('203.0.113.7');
    expect(logged).toContain('insert into \\"member_sessions\\"');
    expect(logged).toContain('params: [redacted]');
    expect(logged).toContain('duplicate key value violates unique constraint');
    expect(serializeError(failed)).toMatchObject({ type: 'DrizzleQueryError', params: '[redacted]' });
  });

  it('leaves other errors as pino writes them', () => {
    expect(serializeError(new Error('boom'))).toMatchObject({ type: 'Error', message: 'boom' });
  });
});
