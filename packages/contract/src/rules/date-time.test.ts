import { describe, expect, it } from 'vitest';
import { formatSiteDateTime } from './date-time.ts';

describe('a date-time as players read it', () => {
  it('is the site’s wall clock, YYYY/MM/DD HH:mm:ss, padded, 00 at midnight', () => {
    expect(formatSiteDateTime('2025-03-01T17:30:05Z')).toBe('2025/03/02 01:30:05');
    expect(formatSiteDateTime(new Date('2026-01-04T16:00:00.999Z'))).toBe('2026/01/05 00:00:00');
    expect(formatSiteDateTime('2026-12-31T15:59:59Z')).toBe('2026/12/31 23:59:59');
  });

  it('gives back what is not a time', () => {
    expect(formatSiteDateTime('bad')).toBe('bad');
    expect(formatSiteDateTime(new Date(Number.NaN))).toBe('');
  });
});
