import { describe, expect, it } from 'vitest';
import { parseSiteInstant, timeFlag } from './time-flag.ts';

const now = new Date('2026-05-10T04:00:00Z');
const at = (text: string, endOfDay = false) => parseSiteInstant(text, now, endOfDay)?.toISOString() ?? null;

describe('operator CLI time flags', () => {
  it('reads dates and times on the site clock (GMT+8), as the CLI prints them', () => {
    expect(at('2026-05-01')).toBe('2026-04-30T16:00:00.000Z');
    expect(at('2026-05-01', true)).toBe('2026-05-01T16:00:00.000Z');
    expect(at('2026-05-01 08:30')).toBe('2026-05-01T00:30:00.000Z');
    expect(at('2026-05-01T23:59:59')).toBe('2026-05-01T15:59:59.000Z');
    expect(at('2026-05-01T08:30:00Z')).toBe('2026-05-01T08:30:00.000Z');
    expect(at('2026-05-01T08:30:00+08:00')).toBe('2026-05-01T00:30:00.000Z');
  });

  it('reads a time ago', () => {
    expect(at('30m')).toBe('2026-05-10T03:30:00.000Z');
    expect(at('2h')).toBe('2026-05-10T02:00:00.000Z');
    expect(at('7d')).toBe('2026-05-03T04:00:00.000Z');
  });

  it('refuses days and times that do not exist, and other text', () => {
    for (const text of [
      '2026-02-30',
      '2026-13-01',
      '2026-05-01 24:00',
      '2026-05-01 08:61',
      'yesterday',
      '5y',
      '',
    ])
      expect(at(text), text).toBeNull();
    expect(() => timeFlag({ since: 'soon' }, 'since', now)).toThrow('--since 须是日期或时间');
    expect(() => timeFlag({ since: 'true' }, 'since', now)).toThrow('--since 后面缺少取值');
    expect(timeFlag({}, 'since', now)).toBeUndefined();
  });
});
