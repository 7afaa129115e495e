import { Outlet } from 'react-router';
import { AccessGate, RegionNoticeHost } from '../../features/access/index.ts';
import { useSiteConfig } from '../../features/site/index.ts';
import { FeedbackBridge, OverlayHost } from '../../shared/ui/OverlayHost.tsx';
import { useLandingParams } from '../boot/use-landing-params.ts';
import { useMemberSync } from '../guards/use-member-sync.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { useProgressBar } from '../hooks/use-progress-bar.ts';
import { useScrollToTop } from '../hooks/use-scroll-to-top.ts';
import { AuthDialogHost } from './AuthDialogHost.tsx';

/** Root of every route: navigation side effects and the app-wide overlays (mounted once, loaded lazily). */
export function RootShell() {
  useScrollToTop();
  useProgressBar();
  useMemberSync();
  useLandingParams();
  useDocumentTitle(useSiteConfig()?.title);
  return (
    <>
      {/* Before the pages: their first effects (e.g. the guard's notice) may ask for the toast APIs. */}
      <FeedbackBridge />
      {/* DESIGN §11: a visitor the server refuses (6031/6033) sees why, instead of a page of failed calls. */}
      <AccessGate>
        <Outlet />
      </AccessGate>
      <RegionNoticeHost />
      <OverlayHost />
      <AuthDialogHost />
    </>
  );
}

/** Shown while the first page's chunk loads. */
export function BootSplash() {
  return <div className="qa-boot" aria-busy="true" />;
}
