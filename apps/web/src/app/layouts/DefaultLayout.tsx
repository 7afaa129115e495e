import { useMatches } from 'react-router';
import { isRouteHandle } from '../../shared/routing/route-meta.ts';
import { GuardedOutlet } from '../guards/GuardedOutlet.tsx';
import { SiteFooter } from './footer/SiteFooter.tsx';
import { SiteHeader } from './header/SiteHeader.tsx';
import { SeoBlock } from './SeoBlock.tsx';
import { TabBar } from './tab-bar/TabBar.tsx';

/** SPEC §2.1 default (dashboard) layout around every page except the bare ones. */
export function DefaultLayout() {
  // SPEC §2.1: the local sport page is full width with no footer.
  const fullWidth = useMatches().some((m) => isRouteHandle(m.handle) && m.handle.fullWidth === true);
  return (
    <div className="qa-shell">
      <SiteHeader />
      <TabBar />
      <main className="qa-main">
        <GuardedOutlet />
      </main>
      {fullWidth ? null : <SiteFooter />}
      {fullWidth ? null : <SeoBlock />}
    </div>
  );
}
