import type { ReactNode } from 'react';

/** Groups of the user-centre menu, in the order they are drawn. */
export const MINE_MENU_GROUPS = ['funds', 'records', 'account'] as const;
export type MineMenuGroup = (typeof MINE_MENU_GROUPS)[number];

export interface MineMenuEntry {
  /** Route name and path segment under /mine (e.g. 'wallet' for /mine/wallet). */
  key: string;
  /** Full i18n key 'namespace:key'; use the shell's `app:route.*` titles so the menu needs no feature chunk. */
  labelKey: string;
  icon: ReactNode;
  group: MineMenuGroup;
  /** Position inside the group. */
  order: number;
  /** A site switch (pre-info siteBaseConfig) that hides the entry when off, e.g. save money (SPEC §2.2). */
  siteSwitch?: 'saveMoneyEnabled';
}

const entries: MineMenuEntry[] = [];

/**
 * Features contribute their user-centre menu entries here (the app registers them at start-up), so the
 * /mine layout lists every page without importing other features.
 */
export const registerMineMenu = (more: readonly MineMenuEntry[]): void => {
  for (const e of more) if (!entries.some((x) => x.key === e.key)) entries.push(e);
  entries.sort(
    (a, b) => MINE_MENU_GROUPS.indexOf(a.group) - MINE_MENU_GROUPS.indexOf(b.group) || a.order - b.order,
  );
};

export const mineMenuEntries = (): readonly MineMenuEntry[] => entries;
