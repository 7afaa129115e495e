/**
 * Every date-time a player reads, on every page: the site's clock, `YYYY/MM/DD HH:mm:ss` (the contract's
 * formatter, which the server's messages use too); a dash when there is none.
 */
import { formatSiteDateTime } from '@qilin/contract';

export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? formatSiteDateTime(iso) : '—';

/** A calendar date (YYYY-MM-DD on the wire, a birthday) written as a date-time's date part: 1990/05/20. */
export const formatDate = (ymd: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(ymd) ? ymd.replaceAll('-', '/') : ymd;

/**
 * A calendar date with its day of the week in the page's language, as a date alone is written:
 * '2026/12/08 周二' (zh-CN), '2026/12/08 週二' (zh-TW). Not a date: as it came.
 */
export const formatDateWeekday = (ymd: string, language: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return ymd;
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, d),
  );
  return `${formatDate(ymd)} ${weekday}`;
};

/** Date pickers show a date the same way and still read one typed with dashes (the first format shows). */
export const DATE_INPUT_FORMATS = ['YYYY/MM/DD', 'YYYY-MM-DD'];
