import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isRouteHandle } from '../../../shared/routing/route-meta.ts';
import { useTabs } from './tabs-store.ts';

/** Adds the current page to the visited tabs (hidden routes such as /redirect and not-found are skipped). */
export function useTrackTabs(): void {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const visit = useTabs((s) => s.visit);
  const last = matches.at(-1)?.handle;
  const handle = isRouteHandle(last) ? last : null;
  useEffect(() => {
    if (!handle || handle.hidden) return;
    visit({ path: pathname + search, name: handle.name, title: handle.title });
  }, [handle, pathname, search, visit]);
}
