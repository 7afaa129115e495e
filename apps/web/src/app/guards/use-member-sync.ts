import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { navigateTo } from '../../shared/navigation/navigate.ts';
import { isLoggedIn, loadMember, logout, useSession } from '../../shared/session/index.ts';
import { refreshBalanceOnNavigation } from './balance-refresh.ts';
import { memberInfoRefused } from './member-info-refused.ts';
import { useMemberSyncState, type MemberSyncState } from './member-sync-state.ts';

/**
 * How long a page that waits for the member info (guard 3) shows its spinner before offering a retry. The
 * call itself may run to SPEC §9's 30 s timeout, far too long to stare at a spinner; an answer that comes
 * later still lets the page through.
 */
export const MEMBER_WAIT_MS = 10_000;

/**
 * SPEC §2.5 guards 2 and 4: on every navigation of a logged-in member, fetch the member info (on failure
 * log out and go home) and refresh the balance. Also runs when the token appears (right after login), and
 * again when the guard's retry asks. Records in useMemberSyncState which navigation the info belongs to.
 */
export function useMemberSync(): void {
  const { key } = useLocation();
  const token = useSession((s) => s.token);
  const attempt = useMemberSyncState((s) => s.attempt);
  useEffect(() => {
    if (!token) return;
    let stale = false;
    const settle = (status: MemberSyncState['status']) => {
      if (!stale) useMemberSyncState.setState({ key, status });
    };
    settle('pending');
    const timer = setTimeout(settle, MEMBER_WAIT_MS, 'failed');
    loadMember().then(
      () => {
        clearTimeout(timer);
        settle('done');
      },
      async (error: unknown) => {
        clearTimeout(timer);
        // A 6001 has already run the login-expired flow and cleared the session; nothing more to do.
        if (stale || !isLoggedIn()) return;
        // A call that got no answer (a reload mid-request) is no verdict on the session: offer a retry.
        if (!memberInfoRefused(error)) return settle('failed');
        await logout();
        navigateTo('/', { replace: true });
      },
    );
    refreshBalanceOnNavigation();
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [key, token, attempt]);
}
