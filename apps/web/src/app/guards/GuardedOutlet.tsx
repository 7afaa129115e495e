import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { tr } from '../../shared/i18n/index.ts';
import { useSession } from '../../shared/session/index.ts';
import { Spinner } from '../../shared/ui/light/Spinner.tsx';
import { showBottomNotice } from '../../shared/ui/toast.ts';
import { decideNavigation } from './decide-navigation.ts';
import { useRouteFlags } from './use-route-flags.ts';

/** Renders the page only when SPEC §2.5 guards 1 and 3 allow it; otherwise redirects or waits. */
export function GuardedOutlet() {
  const flags = useRouteFlags();
  const loggedIn = useSession((s) => Boolean(s.token));
  const member = useSession((s) => s.member);
  const location = useLocation();
  const { action } = decideNavigation(flags, { loggedIn, member });
  const noticed = useRef<string | null>(null);
  // The page a member last had on screen: a session ending there (logout, expiry) is no visitor's attempt.
  const memberAt = useRef<string | null>(null);

  const needsLoginNotice = action.kind === 'redirect' && action.reason === 'loginRequired';
  useEffect(() => {
    // Once per blocked navigation, even when StrictMode runs effects twice.
    if (!needsLoginNotice || noticed.current === location.key) return;
    noticed.current = location.key;
    if (memberAt.current !== location.key) showBottomNotice(tr('loginPrompt'));
  }, [needsLoginNotice, location.key]);
  useEffect(() => {
    if (loggedIn) memberAt.current = location.key;
  }, [loggedIn, location.key]);

  if (action.kind === 'redirect') return <Navigate to={action.to} replace />;
  if (action.kind === 'wait') {
    return (
      <div className="qa-page-wait">
        <Spinner size="large" />
      </div>
    );
  }
  return <Outlet />;
}
