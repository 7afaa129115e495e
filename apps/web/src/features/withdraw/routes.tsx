import type { AppRoute } from '../../shared/routing/route-meta.ts';
import type { MineMenuEntry } from '../../shared/routing/mine-menu.ts';

/** /mine/takemoney and the payout-account pages (SPEC §2.2). */
export const withdrawRoutes: AppRoute[] = [];
export const withdrawMenu: readonly MineMenuEntry[] = [];
