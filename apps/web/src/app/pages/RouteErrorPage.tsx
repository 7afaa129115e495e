import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router';
import { useT } from '../../shared/i18n/index.ts';
import { LightButton } from '../../shared/ui/light/LightButton.tsx';
import { isChunkLoadError } from '../../shared/ui/load-errors.ts';

/**
 * A page that could not be shown: `offline` when what it needed did not arrive (its code, or the guard's
 * member info), else it failed while rendering. 重新加载 runs `onRetry`; 返回首页 leaves.
 */
export function PageFailed({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const t = useT('app');
  const navigate = useNavigate();
  return (
    <div className="qa-page-narrow qa-route-error" role="alert">
      <h2>{t(offline ? 'routeError.offlineTitle' : 'routeError.crashTitle')}</h2>
      <p>{t(offline ? 'routeError.offlineDesc' : 'routeError.crashDesc')}</p>
      <div className="qa-route-error-actions">
        <LightButton variant="primary" onClick={onRetry}>
          {t('routeError.reload')}
        </LightButton>
        <LightButton onClick={() => navigate('/', { replace: true })}>{t('notFound.goHome')}</LightButton>
      </div>
    </div>
  );
}

/**
 * What a player sees when a page cannot be drawn: its code did not arrive (a network drop while they
 * navigate) or it failed while rendering. It is part of the first load, so it still shows when the network
 * is gone, and it keeps the header and footer (it sits inside the layout), so the site stays usable.
 * Without it React Router shows its own English developer page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('a page failed to load or render', error), [error]);
  // A reload fetches the page's code anew; React Router keeps a failed lazy route's error.
  return <PageFailed offline={isChunkLoadError(error)} onRetry={() => window.location.reload()} />;
}
