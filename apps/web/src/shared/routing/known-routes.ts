import { matchRoutes, type RouteObject } from 'react-router';

/*
 * Features link to paths that later issues will add (navigation tiles from the server). The app registers
 * its route table here so a feature can ask whether a page exists without importing app/ (one-way imports).
 */
let routes: RouteObject[] = [];

export function registerKnownRoutes(table: RouteObject[]): void {
  routes = table;
}

/** True when `path` reaches a real page (not the catch-all not-found route). */
export function hasPage(path: string): boolean {
  if (/^[a-z]+:\/\//i.test(path)) return false;
  const matches = matchRoutes(routes, path.split('?')[0] ?? path);
  const last = matches?.at(-1);
  return Boolean(last && last.route.path !== '*');
}
