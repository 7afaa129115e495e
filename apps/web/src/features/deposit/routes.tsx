import type { AppRoute } from '../../shared/routing/route-meta.ts';
import type { MineMenuEntry } from '../../shared/routing/mine-menu.ts';

/** /mine/savemoney and its waiting pages (SPEC §2.2). */
export const depositRoutes: AppRoute[] = [];
export const depositMenu: readonly MineMenuEntry[] = [];
