import type { AppRoute } from '../../shared/routing/route-meta.ts';

/**
 * SPEC §2.3: /app/help/:page, no login. One lazy import (the page registers its i18n namespace itself), so
 * the route table every visitor downloads holds as little as possible.
 */
export const helpRoutes: AppRoute[] = [
  {
    path: '/app/help/:page',
    name: 'help',
    requiresAuth: false,
    title: 'app:route.help',
    lazy: () => import('./pages/HelpPage.tsx').then((m) => ({ Component: m.HelpPage })),
  },
];
