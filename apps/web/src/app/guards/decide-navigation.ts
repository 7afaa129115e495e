/**
 * SPEC §2.5 navigation guards as a pure decision, in the SPEC's order of effect. The React glue
 * (RouteGuard) feeds it the matched route and the session and carries out the action.
 */
export interface RouteFlags {
  requiresAuth: boolean;
  needsPhone: boolean;
}

export interface SessionFacts {
  loggedIn: boolean;
  /** null while the member info has not arrived yet. */
  member: { bindPhone: boolean; bindRealName: boolean } | null;
}

export const HOME_PATH = '/';
export const AUTH_PAGE_PATH = '/mine/auth';

export type NavigationAction =
  /** Guard 1: logged-out visitor on an auth route -> home, with the bottom "log in first" notice. */
  | { kind: 'redirect'; to: typeof HOME_PATH; reason: 'loginRequired' }
  /** Guard 3: a phone-bound page without bound phone and real name -> the auth page. */
  | { kind: 'redirect'; to: typeof AUTH_PAGE_PATH; reason: 'bindRequired' }
  /** Guard 3 cannot decide until the member info arrives. */
  | { kind: 'wait' }
  | { kind: 'allow' };

export interface NavigationDecision {
  action: NavigationAction;
  /** Guard 2: a logged-in user's member info is fetched on every navigation. */
  fetchMember: boolean;
  /** Guard 4: the balance refresh (hook point; the wallet issue implements it). */
  refreshBalance: boolean;
}

export function decideNavigation(route: RouteFlags, session: SessionFacts): NavigationDecision {
  if (!session.loggedIn) {
    return {
      action: route.requiresAuth
        ? { kind: 'redirect', to: HOME_PATH, reason: 'loginRequired' }
        : { kind: 'allow' },
      fetchMember: false,
      refreshBalance: false,
    };
  }
  const base = { fetchMember: true, refreshBalance: true };
  if (!route.needsPhone) return { ...base, action: { kind: 'allow' } };
  if (!session.member) return { ...base, action: { kind: 'wait' } };
  // SPEC §6: the guard needs BOTH a bound phone and a bound real name.
  const bound = session.member.bindPhone && session.member.bindRealName;
  return {
    ...base,
    action: bound ? { kind: 'allow' } : { kind: 'redirect', to: AUTH_PAGE_PATH, reason: 'bindRequired' },
  };
}

/** A route's flags are inherited: a child of /mine requires auth even if it does not say so itself. */
export function mergeRouteFlags(chain: readonly Partial<RouteFlags>[]): RouteFlags {
  return {
    requiresAuth: chain.some((r) => r.requiresAuth === true),
    needsPhone: chain.some((r) => r.needsPhone === true),
  };
}
