import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC §2.1: route changes scroll to the top (query-only changes, e.g. filters, keep the position). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
