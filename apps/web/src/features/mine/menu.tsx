import type { ReactNode } from 'react';
import { IdcardOutlined, SafetyOutlined } from '@ant-design/icons';

export interface MineMenuEntry {
  /** Route name and path segment under /mine. */
  key: string;
  /** 'mine' namespace key of the label. */
  labelKey: string;
  icon: ReactNode;
  /** Menu group; later issues add 'funds', 'records', 'vip', ... */
  group: 'account';
}

/**
 * The user-centre menu. Only pages that exist are listed; each later issue adds its entry here
 * (and its route in routes.tsx) in the order SPEC §2.2 names them.
 */
export const mineMenu: readonly MineMenuEntry[] = [
  { key: 'userinfo', labelKey: 'menu.userinfo', icon: <IdcardOutlined />, group: 'account' },
  { key: 'auth', labelKey: 'menu.auth', icon: <SafetyOutlined />, group: 'account' },
];
