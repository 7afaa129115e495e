import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from '../../../shared/routing/route-meta.ts';
import { decideNavigation, type RouteFlags, type SessionFacts } from '../../guards/decide-navigation.ts';
import { useGuardFacts } from '../../guards/use-guard-facts.ts';
import { useRouteFlags } from '../../guards/use-route-flags.ts';
import { useTabs, type VisitedTab } from './tabs-store.ts';

/**
 * The tab of the page on screen, or null when there is none: hidden routes (/redirect, not-found), and
 * pages the guards do not show (a visitor sent home from /mine/wallet never saw the wallet, and a tab for
 * it would only send them home again; a page the site switches off is not found; a phone-bound page waits
 * for this navigation's member info).
 */
export function tabOf(
  handle: RouteHandle | null,
  flags: RouteFlags,
  session: SessionFacts,
  path: string,
): VisitedTab | null {
  if (!handle || handle.hidden) return null;
  if (decideNavigation(flags, session).kind !== 'allow') return null;
  return { path, name: handle.name, title: handle.title, requiresAuth: flags.requiresAuth };
}

/** Adds the current page to the visited tabs; a logout takes the member pages' tabs away. */
export function useTrackTabs(): void {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const visit = useTabs((s) => s.visit);
  const forgetAuthTabs = useTabs((s) => s.forgetAuthTabs);
  const flags = useRouteFlags();
  const facts = useGuardFacts();
  const last = matches.at(-1)?.handle;
  const tab = tabOf(isRouteHandle(last) ? last : null, flags, facts, pathname + search);
  // The tab's fields, not the object (made anew on every render), decide when to visit.
  const path = tab?.path;
  const name = tab?.name;
  const title = tab?.title;
  const requiresAuth = tab?.requiresAuth;
  useEffect(() => {
    if (path === undefined || name === undefined || title === undefined) return;
    visit({ path, name, title, requiresAuth });
  }, [path, name, title, requiresAuth, visit]);
  useEffect(() => {
    if (!facts.loggedIn) forgetAuthTabs();
  }, [facts.loggedIn, forgetAuthTabs]);
}
