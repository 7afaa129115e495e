import { readItem, writeItem } from '../storage/kv.ts';

const KEY = 'regionNoticeSeen';

/**
 * The 6032 notice is shown once per browser session: sessionStorage, not the member's session, so logging
 * in or out does not bring it back, and a new tab or a new visit shows it again.
 */
export const regionNoticeSeen = (): boolean => readItem(KEY, 'session') === '1';

export const markRegionNoticeSeen = (): void => writeItem(KEY, '1', 'session');
