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

/** Date pickers show a date the same way and still read one typed with dashes (the first format shows). */
export const DATE_INPUT_FORMATS = ['YYYY/MM/DD', 'YYYY-MM-DD'];
