import {
  BankOutlined,
  CreditCardOutlined,
  CommentOutlined,
  IdcardOutlined,
  MailOutlined,
  ProfileOutlined,
  ReadOutlined,
  TrophyOutlined,
  SafetyOutlined,
  SwapOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The icons behind <MenuIcon name>; add a name here for a new user-centre page. */
const icons = {
  wallet: WalletOutlined,
  transfer: SwapOutlined,
  records: ProfileOutlined,
  betRecord: TrophyOutlined,
  deposit: BankOutlined,
  withdraw: CreditCardOutlined,
  // For features/mine/menu.tsx (userinfo, auth): its antd icons are the last ones in the first load.
  idcard: IdcardOutlined,
  safety: SafetyOutlined,
  feedback: CommentOutlined,
  message: MailOutlined,
  tutorial: ReadOutlined,
} satisfies Record<string, ComponentType<{ className?: string }>>;

export type MenuIconName = keyof typeof icons;

export function MenuIconSet({ name, className }: { name: MenuIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} />;
}
