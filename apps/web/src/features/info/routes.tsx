import { MenuIcon } from '../../shared/ui/menu-icon.tsx';
import type { AppRoute } from '../../shared/routing/route-meta.ts';
import type { MineMenuEntry } from '../../shared/routing/mine-menu.ts';

/** One loader for the feature's pages (the chunk registers the feature's i18n namespace itself). */
const pages = () => import('./pages/index.ts');

/** SPEC §2.1 information pages (public). Route names from SPEC §2.4: appdownload, sponsor, venture. */
export const infoRoutes: AppRoute[] = [
  {
    path: '/download',
    name: 'appdownload',
    requiresAuth: false,
    title: 'app:route.appdownload',
    lazy: () => pages().then((m) => ({ Component: m.DownloadPage })),
  },
  {
    path: '/sponsor',
    name: 'sponsor',
    requiresAuth: false,
    // SPEC §2.1: the sponsor page has no footer.
    fullWidth: true,
    title: 'app:route.sponsor',
    lazy: () => pages().then((m) => ({ Component: m.SponsorPage })),
  },
  {
    path: '/agent',
    name: 'venture',
    requiresAuth: false,
    title: 'app:route.venture',
    lazy: () => pages().then((m) => ({ Component: m.AgentPage })),
  },
];

/** /mine/introTutorial (SPEC §2.2), inside the user centre. */
export const infoMineRoutes: AppRoute[] = [
  {
    path: 'introTutorial',
    name: 'introTutorial',
    requiresAuth: true,
    title: 'app:route.introTutorial',
    lazy: () => pages().then((m) => ({ Component: m.IntroTutorialPage })),
  },
];

export const infoMenu: readonly MineMenuEntry[] = [
  {
    key: 'introTutorial',
    labelKey: 'app:route.introTutorial',
    icon: <MenuIcon name="tutorial" />,
    group: 'account',
    order: 9,
  },
];
