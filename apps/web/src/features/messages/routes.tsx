import { MenuIcon } from '../../shared/ui/menu-icon.tsx';
import type { AppRoute } from '../../shared/routing/route-meta.ts';
import type { MineMenuEntry } from '../../shared/routing/mine-menu.ts';

/** /mine/message (SPEC §2.2, route name message of §2.4): the inbox; the page loads lazily. */
export const messagesRoutes: AppRoute[] = [
  {
    path: 'message',
    name: 'message',
    requiresAuth: true,
    title: 'app:route.message',
    lazy: () => import('./pages/MessagePage.tsx').then((m) => ({ Component: m.MessagePage })),
  },
];

export const messagesMenu: readonly MineMenuEntry[] = [
  {
    key: 'message',
    labelKey: 'app:route.message',
    icon: <MenuIcon name="message" />,
    group: 'account',
    order: 10,
  },
];
