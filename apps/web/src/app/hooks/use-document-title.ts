import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRouteHandle } from '../../shared/routing/route-meta.ts';
import { useRouteFlags } from '../guards/use-route-flags.ts';

/**
 * Document title = deepest route title + site title (from pre-info). A page the site switches off is
 * titled as not found, which is what the guard shows there (SPEC §2.2).
 */
export function useDocumentTitle(siteTitle: string | undefined): void {
  const matches = useMatches();
  const { t } = useTranslation();
  const off = useRouteFlags().siteSwitch === 'off';
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle;
  const key = off ? 'app:route.notFound' : isRouteHandle(handle) ? handle.title : '';
  useEffect(() => {
    const page = key ? t(key) : '';
    document.title = [page, siteTitle].filter(Boolean).join(' - ');
  }, [key, siteTitle, t]);
}
