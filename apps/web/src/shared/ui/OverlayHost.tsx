import { DeferredHost, retryableLazy } from './deferred.tsx';
import { notifyLoadFailure, onFeedbackDemand } from './toast.ts';

const overlays = retryableLazy(() => import('./Overlays.tsx').then((m) => m.Overlays));
const OVERLAY_EVENTS = ['tips', 'loginPrompt', 'loading'] as const;

/**
 * SPEC §2.6 overlays (tips dialog, loading toast). Plain functions (showTips, showLoading, ...) and the API
 * client reach them through the bus; antd's Modal loads when the browser is idle or on the first event.
 */
export function OverlayHost() {
  return <DeferredHost events={OVERLAY_EVENTS} code={overlays} onFailed={notifyLoadFailure} />;
}

const feedbackApis = retryableLazy(() => import('./FeedbackApis.tsx').then((m) => m.FeedbackApis));
const NO_EVENTS = [] as const;

/** Mounts antd's themed message/notification for `toast` and `showBottomNotice` on their first call. */
export function FeedbackBridge() {
  return <DeferredHost events={NO_EVENTS} subscribe={onFeedbackDemand} code={feedbackApis} />;
}
