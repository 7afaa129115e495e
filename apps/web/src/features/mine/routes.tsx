import type { AppRoute } from '../../shared/routing/route-meta.ts';

/**
 * This feature's own pages under /mine (SPEC §2.2). Pages inherit requiresAuth from /mine. Titles use the
 * shell's route names so the tab bar can show them before this feature's chunk has loaded.
 */
export const mineAccountRoutes: AppRoute[] = [
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
];

/** The pathless /mine layout route around every user-centre page (this feature's and other features'). */
export const mineLayoutRoute = (children: AppRoute[]): AppRoute => ({
  name: 'mineLayout',
  requiresAuth: true,
  hidden: true,
  title: 'app:route.mine',
  lazy: () => import('./components/MineLayout.tsx').then((m) => ({ Component: m.MineLayout })),
  children,
});
