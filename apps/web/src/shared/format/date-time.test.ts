import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateWeekday } from './date-time.ts';

describe('a date-time on any page', () => {
  it('is the site clock’s YYYY/MM/DD HH:mm:ss whatever the browser’s zone, a dash when unset', () => {
    // 16:30 UTC is half past midnight the next day in Beijing: the order belongs to the 28th there.
    expect(formatDateTime('2026-11-27T16:30:05Z')).toBe('2026/11/28 00:30:05');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('')).toBe('—');
  });

  it('writes a date alone as its date part', () => {
    expect(formatDate('1990-05-20')).toBe('1990/05/20');
    expect(formatDate('')).toBe('');
  });

  it('writes a date with its day of the week in the page language', () => {
    expect(formatDateWeekday('2026-12-08', 'zh-CN')).toBe('2026/12/08 周二');
    expect(formatDateWeekday('2026-12-13', 'zh-TW')).toBe('2026/12/13 週日');
    expect(formatDateWeekday('soon', 'zh-CN')).toBe('soon');
  });
});
