import { lazy } from 'react';
import { DeferredHost } from './deferred.tsx';
import { onFeedbackDemand } from './toast.ts';

const loadOverlays = () => import('./Overlays.tsx');
const Overlays = lazy(() => loadOverlays().then((m) => ({ default: m.Overlays })));
const OVERLAY_EVENTS = ['tips', 'loginPrompt', 'loading'] as const;

/**
 * SPEC §2.6 overlays (tips dialog, loading toast). Plain functions (showTips, showLoading, ...) and the API
 * client reach them through the bus; antd's Modal loads when the browser is idle or on the first event.
 */
export function OverlayHost() {
  return <DeferredHost events={OVERLAY_EVENTS} Component={Overlays} preload={loadOverlays} />;
}

const loadFeedback = () => import('./FeedbackApis.tsx');
const FeedbackApis = lazy(() => loadFeedback().then((m) => ({ default: m.FeedbackApis })));
const NO_EVENTS = [] as const;

/** Mounts antd's themed message/notification for `toast` and `showBottomNotice` on their first call. */
export function FeedbackBridge() {
  return (
    <DeferredHost
      events={NO_EVENTS}
      subscribe={onFeedbackDemand}
      Component={FeedbackApis}
      preload={loadFeedback}
    />
  );
}
