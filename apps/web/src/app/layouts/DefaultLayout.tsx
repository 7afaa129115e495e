import { GuardedOutlet } from '../guards/GuardedOutlet.tsx';
import { SiteFooter } from './footer/SiteFooter.tsx';
import { SiteHeader } from './header/SiteHeader.tsx';
import { SeoBlock } from './SeoBlock.tsx';
import { TabBar } from './tab-bar/TabBar.tsx';

/** SPEC §2.1 default (dashboard) layout around every page except the bare ones. */
export function DefaultLayout() {
  return (
    <div className="qa-shell">
      <SiteHeader />
      <TabBar />
      <main className="qa-main">
        <GuardedOutlet />
      </main>
      <SiteFooter />
      <SeoBlock />
    </div>
  );
}
