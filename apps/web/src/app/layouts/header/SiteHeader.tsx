import { lazy, Suspense } from 'react';
import { useSession } from '../../../shared/session/index.ts';
import { AuthButtons } from './AuthButtons.tsx';
import { BrandLogo } from './BrandLogo.tsx';
import { EditionSwitch } from './EditionSwitch.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MainNav } from './MainNav.tsx';

// Only members see the menu; loading it on demand keeps dropdown/menu code out of a visitor's first load.
const MemberMenu = lazy(() => import('./MemberMenu.tsx').then((m) => ({ default: m.MemberMenu })));

export function SiteHeader() {
  const loggedIn = useSession((s) => Boolean(s.token));
  return (
    <header className="qa-header">
      <div className="qa-container qa-header-inner">
        <BrandLogo />
        <MainNav />
        <div className="qa-header-tools">
          <div className="qa-header-prefs">
            <EditionSwitch />
            <LanguageSwitch />
          </div>
          <div className="qa-header-account">
            {loggedIn ? (
              <Suspense fallback={<span className="qa-avatar-placeholder" aria-hidden />}>
                <MemberMenu />
              </Suspense>
            ) : (
              <AuthButtons />
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
