import { MenuIcon } from '../../shared/ui/menu-icon.tsx';
import type { AppRoute } from '../../shared/routing/route-meta.ts';
import type { MineMenuEntry } from '../../shared/routing/mine-menu.ts';

/** /mine/transRecord (SPEC §2.2, route name transRecord of §2.4); the page loads lazily. */
export const recordsRoutes: AppRoute[] = [
  {
    path: 'transRecord',
    name: 'transRecord',
    requiresAuth: true,
    title: 'app:route.transRecord',
    lazy: () => import('./pages/TransRecordPage.tsx').then((m) => ({ Component: m.TransRecordPage })),
  },
];

export const recordsMenu: readonly MineMenuEntry[] = [
  {
    key: 'transRecord',
    labelKey: 'app:route.transRecord',
    icon: <MenuIcon name="records" />,
    group: 'records',
    order: 1,
  },
];
