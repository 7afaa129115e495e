import { describe, expect, it } from 'vitest';
import { addDays, siteDate, siteDayStart, siteLocalTime, siteMidnight } from './site-day.ts';

describe('the site day (Asia/Shanghai)', () => {
  it('turns at 16:00 UTC, midnight in Shanghai', () => {
    expect(siteDate(new Date('2026-11-25T15:59:59.999Z'))).toBe('2026-11-25');
    expect(siteDate(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
    expect(siteLocalTime(new Date('2026-11-25T16:04:05.006Z'))).toBe('2026-11-26T00:04:05.006');
    expect(siteDayStart(new Date('2026-11-25T16:00:00Z')).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(siteDayStart(new Date('2026-11-25T15:59:00Z')).toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });

  it('gives a date its midnight there, and the next one for an inclusive end', () => {
    expect(siteMidnight('2026-11-25').toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(siteMidnight('2026-11-25', 1).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(siteMidnight('2026-12-31', 1).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('moves dates across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
