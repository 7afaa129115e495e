import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { accessBlockCode } from '../access/access-block.ts';
import { tr } from '../i18n/i18n.ts';
import { isChunkLoadError } from './load-errors.ts';

/*
 * antd's message/notification load after the first paint (they are not needed to draw a page), and the
 * context-aware instances follow the ConfigProvider theme (dark edition) and locale. <FeedbackBridge>
 * mounts them on the first call and registers them here; calls made before that wait in order.
 */
interface FeedbackApis {
  message: MessageInstance;
  notification: NotificationInstance;
}

let apis: FeedbackApis | null = null;
const waiting: ((a: FeedbackApis) => void)[] = [];
const demandListeners = new Set<() => void>();

export function registerFeedbackApis(m: MessageInstance | null, n: NotificationInstance | null): void {
  apis = m && n ? { message: m, notification: n } : null;
  if (apis) for (const call of waiting.splice(0)) call(apis);
}

/** The bridge listens here to mount the APIs on first use (at once when calls are already waiting). */
export function onFeedbackDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  if (waiting.length) listener();
  return () => {
    demandListeners.delete(listener);
  };
}

function withApis(call: (a: FeedbackApis) => void): void {
  // A visitor the server refused (6031/6033) sees only the page that says so: a guard's 请先登录 or a
  // failed call's message beneath it would contradict it.
  if (accessBlockCode() !== null) return;
  if (apis) {
    call(apis);
    return;
  }
  waiting.push(call);
  demandListeners.forEach((listener) => listener());
}

type ToastKind = 'success' | 'error' | 'warning' | 'info';

/**
 * One toast per text at a time: antd replaces the toast of the same key and restarts its time. Without it
 * every failing call of a downed server stacked its own 网络连接失败 (nine on one page).
 */
const show = (kind: ToastKind, text: string) =>
  withApis((a) => void a.message[kind]({ content: text, key: `${kind}:${text}` }));

/** Short top toasts for results of an action. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  info: (text: string) => show('info', text),
};

/**
 * What a player asked for (a dialog) did not open: its code could not be fetched (the API client's network
 * notice) or it failed while drawing. The host tries again at their next request.
 */
export function notifyLoadFailure(error: unknown): void {
  toast.error(tr(isChunkLoadError(error) ? 'network' : 'crashed'));
}

/** A notification of antd's (title, text, an action button), for features that bring their own parts. */
export function notify(open: (notification: NotificationInstance) => void): void {
  withApis((a) => open(a.notification));
}

/** SPEC §2.5 guard step 1: a notice at the bottom of the page. */
export function showBottomNotice(text: string): void {
  withApis((a) => a.notification.info({ key: text, title: text, placement: 'bottom', duration: 3 }));
}

/** Closes every toast and notice on screen, and drops those still waiting to be shown. */
export function clearToasts(): void {
  waiting.length = 0;
  apis?.message.destroy();
  apis?.notification.destroy();
}
