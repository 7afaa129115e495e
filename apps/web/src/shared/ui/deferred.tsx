import {
  Component as ReactComponent,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
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
 * A chunk that failed to load (network trouble) must not take the page down with it: the host renders
 * nothing and the page keeps working; a reload fetches the chunk again.
 */
class LoadFailure extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('a deferred host failed to load', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface DeferredHostProps {
  /** Bus events the loaded component listens to; the first one mounts it, all are replayed in order. */
  events: readonly BusEventName[];
  /** Other ways to ask for the component (e.g. a toast before antd's message has loaded). */
  subscribe?: (want: () => void) => () => void;
  Component: LazyExoticComponent<ComponentType>;
  /** The component's import, started when the browser is idle. */
  preload: () => Promise<unknown>;
  /** Shown from a wanted event until the code has loaded (e.g. a spinner after a click on 登录). */
  fallback?: ReactNode;
}

/**
 * Keeps an app-wide host (dialogs, toasts) out of the first load: its code is fetched when the browser is
 * idle or on the first event that needs it. Events that arrive before it has mounted and subscribed are
 * kept and replayed, so nothing is lost when a player clicks before the chunk is there.
 */
export function DeferredHost({ events, subscribe, Component, preload, fallback = null }: DeferredHostProps) {
  const [wanted, setWanted] = useState(false);
  const queued = useRef<{ event: BusEventName; payload: unknown }[]>([]);
  const offs = useRef<(() => void)[]>([]);

  useEffect(() => {
    const want = () => setWanted(true);
    offs.current = events.map((event) =>
      bus.on(event, (payload: unknown) => {
        queued.current.push({ event, payload });
        want();
      }),
    );
    const offDemand = subscribe?.(want);
    const cancelIdle = whenIdle(() => void preload().catch(() => undefined));
    return () => {
      offs.current.forEach((off) => off());
      offs.current = [];
      offDemand?.();
      cancelIdle();
    };
  }, [events, subscribe, preload]);

  const onReady = useCallback(() => {
    // The host listens now: stop collecting and hand it what arrived meanwhile.
    offs.current.forEach((off) => off());
    offs.current = [];
    for (const { event, payload } of queued.current.splice(0)) emit(event, payload);
  }, []);

  if (!wanted) return null;
  return (
    <LoadFailure>
      <Suspense fallback={fallback}>
        <Component />
        <Ready onReady={onReady} />
      </Suspense>
    </LoadFailure>
  );
}
