import type { AppRoute } from '../../shared/routing/route-meta.ts';
import type { MineMenuEntry } from '../../shared/routing/mine-menu.ts';

/** /mine/wallet and /mine/transfermoney (SPEC §2.2). */
export const walletRoutes: AppRoute[] = [];
export const walletMenu: readonly MineMenuEntry[] = [];
