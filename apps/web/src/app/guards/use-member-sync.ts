import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { navigateTo } from '../../shared/navigation/navigate.ts';
import { isLoggedIn, loadMember, logout, useSession } from '../../shared/session/index.ts';
import { refreshBalanceOnNavigation } from './balance-refresh.ts';
import { memberInfoRefused } from './member-info-refused.ts';

/**
 * SPEC §2.5 guards 2 and 4: on every navigation of a logged-in member, fetch the member info (on failure
 * log out and go home) and refresh the balance. Also runs when the token appears (right after login).
 */
export function useMemberSync(): void {
  const { key } = useLocation();
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token) return;
    let stale = false;
    loadMember().catch(async (error: unknown) => {
      // A 6001 has already run the login-expired flow and cleared the session; nothing more to do. A call
      // that got no answer (a reload mid-request) is no verdict on the session.
      if (stale || !isLoggedIn() || !memberInfoRefused(error)) return;
      await logout();
      navigateTo('/', { replace: true });
    });
    refreshBalanceOnNavigation();
    return () => {
      stale = true;
    };
  }, [key, token]);
}
