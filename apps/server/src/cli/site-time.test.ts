import { describe, expect, it } from 'vitest';
import { siteTime } from './site-time.ts';

describe('operator CLI times', () => {
  it('writes a server time on the site clock (GMT+8), so late evening UTC is the next morning', () => {
    expect(siteTime('2026-11-27T16:30:05.123Z')).toBe('2026-11-28 00:30:05');
    expect(siteTime('2026-11-27T03:00:00Z')).toBe('2026-11-27 11:00:00');
    expect(siteTime('')).toBe('-');
    expect(siteTime(null)).toBe('-');
    expect(siteTime('not a time')).toBe('-');
  });
});
