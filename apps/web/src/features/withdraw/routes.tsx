import { MenuIcon } from '../../shared/ui/menu-icon.tsx';
import type { AppRoute } from '../../shared/routing/route-meta.ts';
import type { MineMenuEntry } from '../../shared/routing/mine-menu.ts';

/** One loader for the whole feature: the route table (in the first load) holds one chunk reference. */
const pages = () => import('./pages/index.ts');
type RouteName = keyof Awaited<ReturnType<typeof pages>>['pagesByRoute'];

/**
 * A page of this feature by its route name (its path unless given). `needsPhone`: SPEC §2.2's pages that
 * need a bound phone and real name (guard 3 sends members without them to the auth page).
 */
const page = (name: RouteName, needsPhone: boolean, path: string = name): AppRoute => ({
  path,
  name,
  requiresAuth: true,
  needsPhone,
  title: `app:route.${name}`,
  lazy: () => pages().then((m) => ({ Component: m.pagesByRoute[name] })),
});

/** /mine/takemoney and the payout-account pages (SPEC §2.2, names from §2.4). Every page is lazy. */
export const withdrawRoutes: AppRoute[] = [
  page('takeMoney', false, 'takemoney'),
  page('addBankCard', true),
  page('alipayManage', true),
  page('virtualCoinCard', true),
  page('accountManage', true, 'accountManage/:id'),
];

export const withdrawMenu: readonly MineMenuEntry[] = [
  {
    key: 'takemoney',
    labelKey: 'app:route.takeMoney',
    icon: <MenuIcon name="withdraw" />,
    group: 'funds',
    order: 3,
  },
];
