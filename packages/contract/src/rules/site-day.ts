/**
 * The site's calendar. Players are in China, so every "today" of the product (daily withdrawal limits,
 * the daily payout cap, record date filters, the sports market days) is a day in Asia/Shanghai, whatever
 * the server's or the browser's own time zone.
 */
export const SITE_TIME_ZONE = 'Asia/Shanghai';

/** Asia/Shanghai is UTC+8 all year (no daylight saving), so a fixed offset is exact. */
const SITE_UTC_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The wall-clock time at the site, `YYYY-MM-DDTHH:mm:ss.sss` (no zone suffix). */
export const siteLocalTime = (at: Date): string =>
  new Date(at.getTime() + SITE_UTC_OFFSET_MS).toISOString().slice(0, 23);

/** YYYY-MM-DD of the site's day that `at` falls in. */
export const siteDate = (at: Date): string => siteLocalTime(at).slice(0, 10);

/** 00:00 in the site's time zone of a YYYY-MM-DD date, `plusDays` later (1: the end of an inclusive range). */
export const siteMidnight = (date: string, plusDays = 0): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) + plusDays * DAY_MS - SITE_UTC_OFFSET_MS);

/** 00:00 in the site's time zone of the day `at` falls in: daily limits count from it. */
export const siteDayStart = (at: Date): Date => siteMidnight(siteDate(at));

/** A YYYY-MM-DD date moved by whole days (pure calendar arithmetic). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
