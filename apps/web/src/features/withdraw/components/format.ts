import { currentLanguage } from '../../../shared/i18n/index.ts';
import { formatRecordTime } from '../../../shared/records/date-range.ts';

/**
 * Times on these pages on the site's clock (GMT+8), written as the trade record writes them, so an order
 * shows the same time in both places wherever the player is; '—' when absent.
 */
export const formatTime = (iso: string | null | undefined): string =>
  iso ? formatRecordTime(iso, currentLanguage()) : '—';
