import {
  Component as ReactComponent,
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { bus, type BusEventName } from '../events/bus.ts';

/** Runs `fn` once the browser is idle after the first paint; returns a cancel function. */
export function whenIdle(fn: () => void, timeoutMs = 4_000): () => void {
  // Not in every browser (Safari before 26); a plain delay after start does the same job there.
  if (typeof (window as Partial<Window>).requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 1_500);
  return () => window.clearTimeout(id);
}

/** Starts loading a chunk when the browser is idle, so a later first use feels instant. */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), [load]);
}

const emit = bus.emit as (event: BusEventName, payload?: unknown) => void;

/** Calls `onReady` after its earlier siblings' effects ran (they subscribe to the bus in effects). */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}

/**
 * A chunk that failed to load (network trouble) or a host that threw while rendering must not take the page
 * down with it: the boundary renders nothing and tells the host, which tries again on the next event.
 */
class LoadFailure extends ReactComponent<
  { children: ReactNode; onFailed: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('a deferred host failed to load', error);
    this.props.onFailed(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A lazily loaded component whose failed load can be tried again (see `retryableLazy`). */
export interface RetryableLazy {
  Component: ComponentType;
  load: () => Promise<ComponentType>;
  /** The next render fetches the code anew. */
  retry: () => void;
}

/**
 * React.lazy keeps a failed load's error for good, so the retry needs a lazy component of its own. The
 * browser fetches again a module whose fetch failed; one that threw while evaluating stays failed until a
 * reload (both checked in Chromium 156).
 */
export function retryableLazy(load: () => Promise<ComponentType>): RetryableLazy {
  const fresh = () => lazy(async () => ({ default: await load() }));
  let current = fresh();
  function Retryable() {
    const Current = current;
    return <Current />;
  }
  return {
    Component: Retryable,
    load,
    retry: () => {
      current = fresh();
    },
  };
}

interface DeferredHostProps {
  /** Bus events the loaded component listens to; the first one mounts it, all are replayed in order. */
  events: readonly BusEventName[];
  /** Other ways to ask for the component (e.g. a toast before antd's message has loaded). */
  subscribe?: (want: () => void) => () => void;
  /** The component's code (`retryableLazy`): fetched when the browser is idle or at the first event. */
  code: RetryableLazy;
  /** Shown from a wanted event until the code has loaded (e.g. a spinner after a click on 登录). */
  fallback?: ReactNode;
  /** Tells the player that what they asked for could not be loaded (it is tried again at their next try). */
  onFailed?: (error: unknown) => void;
}

/**
 * Keeps an app-wide host (dialogs, toasts) out of the first load: its code is fetched when the browser is
 * idle or on the first event that needs it. Events that arrive before it has mounted and subscribed are
 * kept and replayed, so nothing is lost when a player clicks before the chunk is there. When the code
 * cannot be fetched (or the host fails), the host unmounts and listens again: the player's next click
 * fetches the code anew instead of finding a dead button until they reload the page.
 */
export function DeferredHost({ events, subscribe, code, fallback = null, onFailed }: DeferredHostProps) {
  const [wanted, setWanted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const queued = useRef<{ event: BusEventName; payload: unknown }[]>([]);
  const offs = useRef<(() => void)[]>([]);
  /** Whether the host was mounted before the failure, so it no longer collected events. */
  const ready = useRef(false);

  const listen = useCallback(() => {
    const want = () => setWanted(true);
    offs.current = events.map((event) =>
      bus.on(event, (payload: unknown) => {
        queued.current.push({ event, payload });
        want();
      }),
    );
    return want;
  }, [events]);

  const stopListening = useCallback(() => {
    offs.current.forEach((off) => off());
    offs.current = [];
  }, []);

  useEffect(() => {
    const want = listen();
    const offDemand = subscribe?.(want);
    const cancelIdle = whenIdle(() => void code.load().catch(() => undefined));
    return () => {
      stopListening();
      offDemand?.();
      cancelIdle();
    };
  }, [listen, stopListening, subscribe, code]);

  const onReady = useCallback(() => {
    // The host listens now: stop collecting and hand it what arrived meanwhile.
    ready.current = true;
    stopListening();
    for (const { event, payload } of queued.current.splice(0)) emit(event, payload);
  }, [stopListening]);

  const onFailedLoad = useCallback(
    (error: unknown) => {
      // What was asked is answered by the failure notice; only the next request tries again. A demand
      // source (`subscribe`) stays subscribed, so no retry happens without one.
      queued.current = [];
      if (ready.current) {
        ready.current = false;
        listen();
      }
      code.retry();
      setWanted(false);
      setAttempt((n) => n + 1);
      onFailed?.(error);
    },
    [code, listen, onFailed],
  );

  if (!wanted) return null;
  return (
    <LoadFailure key={attempt} onFailed={onFailedLoad}>
      <Suspense fallback={fallback}>
        <code.Component />
        <Ready onReady={onReady} />
      </Suspense>
    </LoadFailure>
  );
}
