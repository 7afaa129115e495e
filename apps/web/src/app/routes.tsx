import { Navigate, Outlet, type RouteObject } from 'react-router';
import { mineAccountRoutes, mineLayoutRoute } from '../features/mine/routes.tsx';
import { walletRoutes } from '../features/wallet/routes.tsx';
import { recordsRoutes } from '../features/records/routes.tsx';
import { depositRoutes } from '../features/deposit/routes.tsx';
import { withdrawRoutes } from '../features/withdraw/routes.tsx';
import { betRecordsRoutes } from '../features/bet-records/routes.tsx';
import { feedbackRoutes } from '../features/feedback/routes.tsx';
import { messagesRoutes } from '../features/messages/routes.tsx';
import { sportsRoutes } from '../features/sports/routes.tsx';
import { helpRoutes } from '../features/help/routes.tsx';
import { infoMineRoutes, infoRoutes } from '../features/info/routes.tsx';
import './mine-menu.ts';
import type { AppRoute, RouteHandle } from '../shared/routing/route-meta.ts';
import { APP_NS } from './i18n.ts';

const title = (key: string) => `${APP_NS}:route.${key}`;

/** Redirect of /mine itself to its first page. */
function MineIndex() {
  return <Navigate to="userinfo" replace />;
}

/**
 * SPEC §2.1/2.2 route table: only routes whose pages exist so far. Every page is lazy; its chunk loads on
 * first visit while the progress bar runs. Flags are inherited by children (see mergeRouteFlags).
 */
export const layoutRoutes: AppRoute[] = [
  {
    index: true,
    name: 'home',
    requiresAuth: false,
    title: title('home'),
    lazy: () => import('../features/home/pages/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: '/redirect/:path',
    name: 'redirect',
    requiresAuth: true,
    hidden: true,
    title: title('redirect'),
    lazy: () => import('./pages/RedirectPage.tsx').then((m) => ({ Component: m.RedirectPage })),
  },
  {
    path: '/mine',
    name: 'mine',
    requiresAuth: true,
    title: title('mine'),
    Component: Outlet,
    children: [
      {
        index: true,
        name: 'mine',
        requiresAuth: true,
        hidden: true,
        title: title('mine'),
        Component: MineIndex,
      },
      mineLayoutRoute([
        ...mineAccountRoutes,
        ...walletRoutes,
        ...depositRoutes,
        ...withdrawRoutes,
        ...recordsRoutes,
        ...betRecordsRoutes,
        ...feedbackRoutes,
        ...messagesRoutes,
        ...infoMineRoutes,
      ]),
    ],
  },
  ...sportsRoutes,
  ...helpRoutes,
  ...infoRoutes,
  {
    path: '*',
    name: 'notFound',
    requiresAuth: false,
    hidden: true,
    title: title('notFound'),
    lazy: () => import('./pages/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
  },
];

/** Routes outside the default layout (SPEC §2.1: /loading stands alone). */
export const bareRoutes: AppRoute[] = [
  {
    path: '/loading',
    name: 'loading',
    requiresAuth: false,
    hidden: true,
    title: title('loading'),
    lazy: () => import('./pages/LoadingPage.tsx').then((m) => ({ Component: m.LoadingPage })),
  },
];

export function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = {
    name: route.name,
    requiresAuth: route.requiresAuth,
    needsPhone: route.needsPhone ?? false,
    title: route.title,
    hidden: route.hidden ?? false,
    fullWidth: route.fullWidth ?? false,
  };
  const common = { handle, lazy: route.lazy, Component: route.Component };
  if (route.index) return { ...common, index: true };
  return { ...common, path: route.path, children: route.children?.map(toRouteObject) };
}
