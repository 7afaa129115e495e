import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { LoadingMask } from '../../../shared/ui/light/Spinner.tsx';
import type { DialogProps } from './HomeDialogs.tsx';

/** The home dialogs' chunk (antd Modal); prefetched when the browser is idle. */
export const loadHomeDialogs = () => import('./HomeDialogs.tsx');

export const LazyNoticeListDialog = lazy(() =>
  loadHomeDialogs().then((m) => ({ default: m.NoticeListDialog })),
);
export const LazyPromoDialog = lazy(() => loadHomeDialogs().then((m) => ({ default: m.PromoDialog })));

/**
 * State of one lazily loaded home dialog: `show(data)` opens it (a spinner covers the page while its code
 * is still loading); after closing it stays mounted until antd's closing animation has ended.
 */
export function useLazyDialog<T>(Dialog: ComponentType<DialogProps & { data: T }>) {
  const [state, setState] = useState<{ data: T; open: boolean } | null>(null);
  const show = useCallback((data: T) => setState({ data, open: true }), []);
  const close = useCallback(() => setState((s) => s && { ...s, open: false }), []);
  const clear = useCallback(() => setState(null), []);
  const node = state && (
    <Suspense fallback={state.open ? <LoadingMask /> : null}>
      <Dialog data={state.data} open={state.open} onClose={close} afterClose={clear} />
    </Suspense>
  );
  return { show, node };
}
