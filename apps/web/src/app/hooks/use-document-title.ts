import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRouteHandle } from '../../shared/routing/route-meta.ts';

/** Document title = deepest route title + site title (from pre-info). */
export function useDocumentTitle(siteTitle: string | undefined): void {
  const matches = useMatches();
  const { t } = useTranslation();
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle;
  const key = isRouteHandle(handle) ? handle.title : '';
  useEffect(() => {
    const page = key ? t(key) : '';
    document.title = [page, siteTitle].filter(Boolean).join(' - ');
  }, [key, siteTitle, t]);
}
