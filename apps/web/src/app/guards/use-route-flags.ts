import { useMatches } from 'react-router';
import { isRouteHandle } from '../../shared/routing/route-meta.ts';
import { mergeRouteFlags, type RouteFlags } from './decide-navigation.ts';

/** The flags of the current route, inherited down the matched chain. */
export function useRouteFlags(): RouteFlags {
  const matches = useMatches();
  return mergeRouteFlags(matches.map((m) => (isRouteHandle(m.handle) ? m.handle : {})));
}
