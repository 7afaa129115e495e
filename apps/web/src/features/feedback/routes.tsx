import { MenuIcon } from '../../shared/ui/menu-icon.tsx';
import type { AppRoute } from '../../shared/routing/route-meta.ts';
import type { MineMenuEntry } from '../../shared/routing/mine-menu.ts';

// One loader for both pages keeps the eager route table (on the home page's budget) as small as it can be.
const pages = () => import('./pages/index.ts');
type RouteName = keyof Awaited<ReturnType<typeof pages>>['pagesByRoute'];

const page = (name: RouteName, path: string): AppRoute => ({
  path,
  name,
  requiresAuth: true,
  title: `app:route.${name}`,
  lazy: () => pages().then((m) => ({ Component: m.pagesByRoute[name] })),
});

/** /mine/feedback (the form) and /mine/feedback/list (SPEC §2.2; route names feedback, feedbackList). */
export const feedbackRoutes: AppRoute[] = [
  page('feedback', 'feedback'),
  page('feedbackList', 'feedback/list'),
];

export const feedbackMenu: readonly MineMenuEntry[] = [
  {
    key: 'feedback',
    labelKey: 'app:route.feedback',
    icon: <MenuIcon name="feedback" />,
    group: 'account',
    order: 20,
  },
];
