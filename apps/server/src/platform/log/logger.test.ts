import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

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
