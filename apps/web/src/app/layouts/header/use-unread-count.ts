import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  readUnreadTotal,
  refreshUnreadTotal,
  subscribeUnreadTotal,
} from '../../../features/messages/unread-total.ts';
import { useSession } from '../../../shared/session/index.ts';

/**
 * Unread message total for the member menu badge (SPEC §3 unread counts, site/letter/getUnreadForType).
 * Refreshed right after login (the token appears) and on every navigation, like the balance (guard 4);
 * the inbox page refreshes it after reading or deleting.
 */
export function useUnreadCount(): number {
  const { key } = useLocation();
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (token) refreshUnreadTotal();
  }, [key, token]);
  const state = useSyncExternalStore(subscribeUnreadTotal, readUnreadTotal);
  return token && state.token === token ? state.total : 0;
}
