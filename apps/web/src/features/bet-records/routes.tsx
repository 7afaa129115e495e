import { MenuIcon } from '../../shared/ui/menu-icon.tsx';
import type { AppRoute } from '../../shared/routing/route-meta.ts';
import type { MineMenuEntry } from '../../shared/routing/mine-menu.ts';

/** /mine/betRecord (注单记录); the page loads lazily. */
export const betRecordsRoutes: AppRoute[] = [
  {
    path: 'betRecord',
    name: 'betRecord',
    requiresAuth: true,
    title: 'app:route.betRecord',
    lazy: () => import('./pages/BetRecordPage.tsx').then((m) => ({ Component: m.BetRecordPage })),
  },
];

export const betRecordsMenu: readonly MineMenuEntry[] = [
  {
    key: 'betRecord',
    labelKey: 'app:route.betRecord',
    icon: <MenuIcon name="betRecord" />,
    group: 'records',
    order: 2,
  },
];
