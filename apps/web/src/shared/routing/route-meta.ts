import type { ComponentType } from 'react';

/**
 * SPEC §2.4 route names that have pages so far. `string & {}` lets later features add names without
 * editing this file while keeping editor completion for the known ones.
 */
export type RouteName =
  'loading' | 'home' | 'redirect' | 'notFound' | 'mine' | 'userinfo' | 'auth' | (string & {});

/**
 * One entry of the route table (SPEC §2.1/2.2). Features export arrays of these; app/routes.tsx turns them
 * into router routes. `lazy` keeps every page out of the initial bundle (SPEC §2.1 "pages load lazily").
 */
export interface AppRoute {
  /** Absolute for top-level routes, relative for children (e.g. 'userinfo' under '/mine'). */
  path?: string;
  index?: boolean;
  name: RouteName;
  /** SPEC §2.5 guard 1: logged-out visitors are sent home with a notice. Children inherit it. */
  requiresAuth: boolean;
  /** SPEC §2.2 guard 3: needs a bound phone and real name, else the auth page. Children inherit it. */
  needsPhone?: boolean;
  /** i18n key 'namespace:key' of the page title (tab bar and document title). */
  title: string;
  /** Hidden from the tab bar and menus (SPEC: /redirect is "hidden from the menu"). */
  hidden?: boolean;
  /** Full width with no footer (SPEC §2.1: the local sport page). */
  fullWidth?: boolean;
  lazy?: () => Promise<{ Component: ComponentType }>;
  /** For layout routes that must not wait for a chunk (rare; prefer `lazy`). */
  Component?: ComponentType;
  children?: AppRoute[];
}

/** What the router stores in `handle` for every route, read by the guards and the tab bar. */
export interface RouteHandle {
  name: RouteName;
  requiresAuth: boolean;
  needsPhone: boolean;
  title: string;
  hidden: boolean;
  fullWidth?: boolean;
}

export function isRouteHandle(v: unknown): v is RouteHandle {
  return typeof v === 'object' && v !== null && 'name' in v && 'requiresAuth' in v && 'title' in v;
}
