/**
 * Date filters of the record pages (trade records, bet records). The server reads beginDate/endDate as inclusive calendar dates in the
 * site's time zone (Asia/Shanghai, DealRecordRequestSchema), so "today" is today there, not in the browser.
 */

import { addDays, SITE_TIME_ZONE } from '@qilin/contract';

export type RangePreset = 'today' | '7d' | '30d';
export const RANGE_PRESETS: readonly RangePreset[] = ['today', '7d', '30d'];

export interface DateRange {
  beginDate: string;
  endDate: string;
}

/** YYYY-MM-DD of `now` in a time zone. */
export function dateIn(now: number, timeZone = SITE_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The inclusive range of a preset: today; the last 7 days; the last 30 days (each ending today). */
export function presetRange(preset: RangePreset, now: number): DateRange {
  const today = dateIn(now);
  const back = preset === 'today' ? 0 : preset === '7d' ? 6 : 29;
  return { beginDate: addDays(today, -back), endDate: today };
}

/** The preset a range equals, if any (the picker highlights it). */
export function presetOf(range: DateRange, now: number): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, now);
      return r.beginDate === range.beginDate && r.endDate === range.endDate;
    }) ?? null
  );
}

/** SPEC §1: transaction records are kept for 5 years; nothing older can be asked for. */
export const oldestDate = (now: number): string => addDays(dateIn(now), -(5 * 365 + 1));
