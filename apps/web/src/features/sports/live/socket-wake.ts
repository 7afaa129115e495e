import { onServerReachable } from '../../../shared/api/reachability.ts';

/**
 * Signals that a live socket waiting out its back-off should try now: the browser is online again, the tab
 * is shown again (timers of a hidden tab are slowed, and the player is looking now), or an HTTP call was
 * answered after calls that were not (the server is back). Without them a socket came back up to 30 s after
 * the rest of the page. Returns the function that stops listening.
 */
export function wakeOnSignals(
  wake: () => void,
  env: {
    win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
    doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
    onReachable: (listener: () => void) => () => void;
  } | null = typeof window === 'undefined'
    ? null
    : { win: window, doc: document, onReachable: onServerReachable },
): () => void {
  if (!env) return () => undefined;
  const { win, doc } = env;
  const online = () => wake();
  const visible = () => {
    if (doc.visibilityState === 'visible') wake();
  };
  win.addEventListener('online', online);
  doc.addEventListener('visibilitychange', visible);
  const stopReachable = env.onReachable(wake);
  return () => {
    win.removeEventListener('online', online);
    doc.removeEventListener('visibilitychange', visible);
    stopReachable();
  };
}
