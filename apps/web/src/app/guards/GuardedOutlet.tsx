import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { tr } from '../../shared/i18n/index.ts';
import { BIND_REQUIRED_STATE } from '../../shared/routing/bind-required.ts';
import { Spinner } from '../../shared/ui/light/Spinner.tsx';
import { showBottomNotice } from '../../shared/ui/toast.ts';
import { PageFailed } from '../pages/RouteErrorPage.tsx';
import { decideNavigation } from './decide-navigation.ts';
import { retryMemberSync } from './member-sync-state.ts';
import { useGuardFacts } from './use-guard-facts.ts';
import { useRouteFlags } from './use-route-flags.ts';

// The not-found route's own page, loaded only when a site switch sends a player there.
const NotFoundPage = lazy(() =>
  import('../pages/NotFoundPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);

const wait = (
  <div className="qa-page-wait">
    <Spinner size="large" />
  </div>
);

/**
 * Renders the page only when SPEC §2.5 guards 1 and 3 and SPEC §2.2's site switches allow it; otherwise
 * redirects, shows not found, or waits (with a retry once the member info is overdue).
 */
export function GuardedOutlet() {
  const flags = useRouteFlags();
  const facts = useGuardFacts();
  const location = useLocation();
  const action = decideNavigation(flags, facts);
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
    if (facts.loggedIn) memberAt.current = location.key;
  }, [facts.loggedIn, location.key]);

  if (action.kind === 'redirect')
    return (
      <Navigate
        to={action.to}
        replace
        state={action.reason === 'bindRequired' ? BIND_REQUIRED_STATE : undefined}
      />
    );
  if (action.kind === 'notFound') {
    return (
      <Suspense fallback={wait}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (action.kind === 'wait')
    return facts.syncFailed ? <PageFailed offline onRetry={retryMemberSync} /> : wait;
  return <Outlet />;
}
