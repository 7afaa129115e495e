import { lazy, Suspense, type ComponentType } from 'react';
import { useTabs } from './tabs-store.ts';
import { useTrackTabs } from './use-track-tabs.ts';

// The strip's drawing (scrolling titles, closing) loads with a player's second page: the first page never
// shows it, and the home route's initial JS has no room for it. A strip whose code cannot be fetched is
// left out: a convenience must not take the layout down with it (its error would reach the root's).
const TabStrip = lazy<ComponentType>(() =>
  import('./TabStrip.tsx').then(
    (m) => ({ default: m.TabStrip }),
    () => ({ default: () => null }),
  ),
);

/**
 * SPEC §2.5 tab bar of visited pages. Hidden when only one page has been visited. Tracking runs from the
 * first page; while the strip's code arrives an empty bar of its height holds the place, so the page
 * does not jump twice.
 */
export function TabBar() {
  useTrackTabs();
  const shown = useTabs((s) => s.tabs.length > 1);
  if (!shown) return null;
  return (
    <Suspense fallback={<div className="qa-tabbar qa-tabbar-wait" />}>
      <TabStrip />
    </Suspense>
  );
}
