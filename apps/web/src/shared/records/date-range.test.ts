import { describe, expect, it } from 'vitest';
import { dateIn, oldestDate, presetOf, presetRange } from './date-range.ts';

// 2025-03-01 17:30 UTC is already 2 March in Shanghai (UTC+8).
const now = Date.parse('2025-03-01T17:30:00Z');

describe('trade record date ranges (site time zone, inclusive dates)', () => {
  it('takes "today" in Asia/Shanghai, not in the browser', () => {
    expect(dateIn(now)).toBe('2025-03-02');
    expect(dateIn(now, 'UTC')).toBe('2025-03-01');
  });

  it('gives the presets as inclusive ranges ending today', () => {
    expect(presetRange('today', now)).toEqual({ beginDate: '2025-03-02', endDate: '2025-03-02' });
    expect(presetRange('7d', now)).toEqual({ beginDate: '2025-02-24', endDate: '2025-03-02' });
    expect(presetRange('30d', now)).toEqual({ beginDate: '2025-02-01', endDate: '2025-03-02' });
  });

  it('recognises a preset range and nothing else', () => {
    expect(presetOf(presetRange('30d', now), now)).toBe('30d');
    expect(presetOf({ beginDate: '2025-02-02', endDate: '2025-03-02' }, now)).toBeNull();
  });

  it('reaches back five years at most (SPEC §1 retention)', () => {
    expect(oldestDate(now)).toBe('2020-03-02');
  });
});
