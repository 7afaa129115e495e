import { MenuIcon } from '../../shared/ui/menu-icon.tsx';
import type { AppRoute } from '../../shared/routing/route-meta.ts';
import type { MineMenuEntry } from '../../shared/routing/mine-menu.ts';

/** One loader for the whole feature: the route table (in the first load) holds one chunk reference. */
const pages = () => import('./pages/index.ts');
type RouteName = keyof Awaited<ReturnType<typeof pages>>['pagesByRoute'];

/**
 * A page of this feature by its route name (its path unless given; null for the index). The title is the
 * shell's route name so the tab bar draws before the chunk has loaded.
 */
const page = (name: RouteName, path: string | null = name): AppRoute => ({
  ...(path === null ? { index: true } : { path }),
  name,
  requiresAuth: true,
  title: `app:route.${name}`,
  lazy: () => pages().then((m) => ({ Component: m.pagesByRoute[name] })),
});

/**
 * /mine/savemoney and its waiting pages (SPEC §2.2, names from §2.4). rechargeWait, transferWait and
 * virtualWait are children of savemoney; huione and xnbsk sit directly under /mine. Every page is lazy.
 */
export const depositRoutes: AppRoute[] = [
  {
    path: 'savemoney',
    name: 'saveMoney',
    requiresAuth: true,
    title: 'app:route.saveMoney',
    // No component: the router renders the matched child (the form is the index, the waiting pages follow).
    children: [page('saveMoney', null), page('rechargeWait'), page('transferWait'), page('virtualWait')],
  },
  page('huiwangWait', 'huione'),
  page('xnbskWait', 'xnbsk'),
];

export const depositMenu: readonly MineMenuEntry[] = [
  {
    key: 'savemoney',
    labelKey: 'app:route.saveMoney',
    icon: <MenuIcon name="deposit" />,
    group: 'funds',
    order: 2,
    siteSwitch: 'saveMoneyEnabled',
  },
];
