import { siteLocalTime } from '@qilin/contract';

/**
 * A server time (ISO, UTC) as the site's wall clock, 'YYYY-MM-DD HH:mm:ss', the clock the site's days and
 * the operators' working day run on; '-' when absent.
 */
export const siteTime = (iso: string | null | undefined): string => {
  const at = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(at) ? siteLocalTime(new Date(at)).replace('T', ' ').slice(0, 19) : '-';
};
