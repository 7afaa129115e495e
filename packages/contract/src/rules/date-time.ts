import { siteLocalTime } from './site-day.ts';

/**
 * A moment as players read it: the site's wall clock (GMT+8), `YYYY/MM/DD HH:mm:ss`, the form the trade
 * record has always used. One formatter for every page and for the server's own messages, so a time reads
 * the same wherever the player meets it and whatever the device's time zone (SPEC gives no format).
 * Built from the site's clock rather than Intl, whose date-time output has varied by engine and version.
 * A value that is not a time comes back as it is.
 */
export const formatSiteDateTime = (at: Date | string): string => {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (!Number.isFinite(ms)) return typeof at === 'string' ? at : '';
  const local = siteLocalTime(new Date(ms));
  return `${local.slice(0, 10).replaceAll('-', '/')} ${local.slice(11, 19)}`;
};
