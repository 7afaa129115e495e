import { MenuIcon } from '../../shared/ui/menu-icon.tsx';
import type { MineMenuEntry } from '../../shared/routing/mine-menu.ts';

/** This feature's user-centre menu entries; the app registers them with every other feature's. */
export const mineMenu: readonly MineMenuEntry[] = [
  {
    key: 'userinfo',
    labelKey: 'app:route.userinfo',
    icon: <MenuIcon name="idcard" />,
    group: 'account',
    order: 1,
  },
  { key: 'auth', labelKey: 'app:route.auth', icon: <MenuIcon name="safety" />, group: 'account', order: 2 },
];
