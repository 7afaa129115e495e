import { IdcardOutlined, SafetyOutlined } from '@ant-design/icons';
import type { MineMenuEntry } from '../../shared/routing/mine-menu.ts';

/** This feature's user-centre menu entries; the app registers them with every other feature's. */
export const mineMenu: readonly MineMenuEntry[] = [
  { key: 'userinfo', labelKey: 'app:route.userinfo', icon: <IdcardOutlined />, group: 'account', order: 1 },
  { key: 'auth', labelKey: 'app:route.auth', icon: <SafetyOutlined />, group: 'account', order: 2 },
];
