import { useEffect } from 'react';
import type NProgressApi from 'nprogress';
import { useNavigation } from 'react-router';
import { whenIdle } from '../../shared/ui/deferred.tsx';

// The first page draws without a navigation, so the bar's code loads when the browser is idle.
let bar: Promise<{ NProgress: typeof NProgressApi }> | null = null;
const loadBar = () => (bar ??= import('./progress-bar.ts'));

/** Runs the bar while the router loads a lazy page (SPEC §2.1 "a progress bar shows during navigation"). */
export function useProgressBar(): void {
  const { state } = useNavigation();
  useEffect(() => whenIdle(() => void loadBar()), []);
  useEffect(() => {
    if (state === 'idle' && !bar) return; // nothing started, nothing to finish
    let current = true;
    void loadBar().then(({ NProgress }) => {
      if (!current) return; // the navigation already moved on; the next effect applies its own state
      if (state === 'idle') NProgress.done();
      else NProgress.start();
    });
    return () => {
      current = false;
    };
  }, [state]);
}
