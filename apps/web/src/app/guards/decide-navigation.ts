/**
 * SPEC §2.5 navigation guards as a pure decision, in the SPEC's order of effect. The React glue
 * (GuardedOutlet, and the tab bar, which follows it) feeds it the matched route and the session and
 * carries out the action.
 */
export interface RouteFlags {
  requiresAuth: boolean;
  needsPhone: boolean;
  /**
   * SPEC §2.2: a page a site switch turns off (save money, the deposit help) is treated as not found.
   * 'unknown' while pre-info has not said (the guard waits: a tab or title drawn meanwhile would stay
   * behind); absent when no switch governs the page or it is on.
   */
  siteSwitch?: 'off' | 'unknown';
}

export interface SessionFacts {
  loggedIn: boolean;
  /**
   * The member info fetched by this navigation's member sync (SPEC §2.5: guard 2 runs before guard 3);
   * null until it has arrived. What the session held before the navigation does not count.
   */
  member: { bindPhone: boolean; bindRealName: boolean } | null;
}

export const HOME_PATH = '/';
export const AUTH_PAGE_PATH = '/mine/auth';

export type NavigationAction =
  /** SPEC §2.2: switched off by the site, so not found, whoever asks (the address stays as typed). */
  | { kind: 'notFound' }
  /** Guard 1: logged-out visitor on an auth route -> home, with the bottom "log in first" notice. */
  | { kind: 'redirect'; to: typeof HOME_PATH; reason: 'loginRequired' }
  /** Guard 3: a phone-bound page without bound phone and real name -> the auth page. */
  | { kind: 'redirect'; to: typeof AUTH_PAGE_PATH; reason: 'bindRequired' }
  /** Guard 3 cannot decide until this navigation's member info arrives (or pre-info, for a switch). */
  | { kind: 'wait' }
  | { kind: 'allow' };

/**
 * The guards' verdict on the page on screen. Guards 2 and 4 (fetch the member info and refresh the balance
 * on every navigation of a logged-in member) decide nothing about the page: useMemberSync carries them out.
 */
export function decideNavigation(route: RouteFlags, session: SessionFacts): NavigationAction {
  // A page that does not exist on this site is refused before any other rule, as an unknown path would be.
  if (route.siteSwitch) return { kind: route.siteSwitch === 'off' ? 'notFound' : 'wait' };
  if (!session.loggedIn) {
    return route.requiresAuth
      ? { kind: 'redirect', to: HOME_PATH, reason: 'loginRequired' }
      : { kind: 'allow' };
  }
  if (!route.needsPhone) return { kind: 'allow' };
  if (!session.member) return { kind: 'wait' };
  // SPEC §6: the guard needs BOTH a bound phone and a bound real name.
  return session.member.bindPhone && session.member.bindRealName
    ? { kind: 'allow' }
    : { kind: 'redirect', to: AUTH_PAGE_PATH, reason: 'bindRequired' };
}

/** A route's flags are inherited: a child of /mine requires auth even if it does not say so itself. */
export function mergeRouteFlags(chain: readonly Partial<RouteFlags>[]): RouteFlags {
  return {
    requiresAuth: chain.some((r) => r.requiresAuth === true),
    needsPhone: chain.some((r) => r.needsPhone === true),
  };
}
