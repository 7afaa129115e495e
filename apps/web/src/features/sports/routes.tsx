import type { AppRoute } from '../../shared/routing/route-meta.ts';

/**
 * SPEC §2.1: /game/sport is the TY venue list (public); /game/sport/:enName the local sport page (auth,
 * full width, no footer). Both pages load lazily; the i18n namespace comes with them.
 */
export const sportsRoutes: AppRoute[] = [
  {
    path: '/game/sport',
    name: 'sport',
    requiresAuth: false,
    title: 'app:route.sport',
    lazy: () =>
      Promise.all([import('./pages/SportVenuesPage.tsx'), import('./i18n.ts')]).then(([m]) => ({
        Component: m.SportVenuesPage,
      })),
  },
  {
    path: '/game/sport/:enName',
    name: 'localSport',
    requiresAuth: true,
    fullWidth: true,
    title: 'app:route.localSport',
    lazy: () =>
      Promise.all([import('./pages/SportsPage.tsx'), import('./i18n.ts')]).then(([m]) => ({
        Component: m.SportsPage,
      })),
  },
];
