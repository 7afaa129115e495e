import type { AppRoute } from '../../shared/routing/route-meta.ts';
import type { MineMenuEntry } from '../../shared/routing/mine-menu.ts';

/** /mine/transRecord (SPEC §2.2). */
export const recordsRoutes: AppRoute[] = [];
export const recordsMenu: readonly MineMenuEntry[] = [];
