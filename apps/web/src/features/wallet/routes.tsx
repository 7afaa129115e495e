import { MenuIcon } from '../../shared/ui/menu-icon.tsx';
import type { AppRoute } from '../../shared/routing/route-meta.ts';
import type { MineMenuEntry } from '../../shared/routing/mine-menu.ts';

/**
 * /mine/wallet and /mine/transfermoney (SPEC §2.2, route names of §2.4). Lazy pages; titles are the shell's
 * route names so the tab bar and menu draw before this feature's chunk has loaded.
 */
export const walletRoutes: AppRoute[] = [
  {
    path: 'wallet',
    name: 'wallet',
    requiresAuth: true,
    title: 'app:route.wallet',
    lazy: () => import('./pages/WalletPage.tsx').then((m) => ({ Component: m.WalletPage })),
  },
  {
    path: 'transfermoney',
    name: 'transferMoney',
    requiresAuth: true,
    title: 'app:route.transferMoney',
    lazy: () => import('./pages/TransferMoneyPage.tsx').then((m) => ({ Component: m.TransferMoneyPage })),
  },
];

export const walletMenu: readonly MineMenuEntry[] = [
  { key: 'wallet', labelKey: 'app:route.wallet', icon: <MenuIcon name="wallet" />, group: 'funds', order: 1 },
  {
    key: 'transfermoney',
    labelKey: 'app:route.transferMoney',
    icon: <MenuIcon name="transfer" />,
    group: 'funds',
    order: 4,
  },
];
