import type { AppRoute } from '../../shared/routing/route-meta.ts';

/**
 * Children of /mine (SPEC §2.2). One pathless layout route draws the user-centre menu around every page;
 * pages inherit requiresAuth from /mine. Titles use the shell's route names so the tab bar can show them
 * before this feature's chunk has loaded.
 */
export const mineRoutes: AppRoute[] = [
  {
    name: 'mineLayout',
    requiresAuth: true,
    hidden: true,
    title: 'app:route.mine',
    lazy: () => import('./components/MineLayout.tsx').then((m) => ({ Component: m.MineLayout })),
    children: [
      {
        path: 'userinfo',
        name: 'userinfo',
        requiresAuth: true,
        needsPhone: false,
        title: 'app:route.userinfo',
        lazy: () => import('./pages/UserInfoPage.tsx').then((m) => ({ Component: m.UserInfoPage })),
      },
      {
        path: 'auth',
        name: 'auth',
        requiresAuth: true,
        needsPhone: false,
        title: 'app:route.auth',
        lazy: () => import('./pages/SecurityPage.tsx').then((m) => ({ Component: m.SecurityPage })),
      },
    ],
  },
];
