import {
  LogoutOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SwapOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Avatar, Badge, Dropdown, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/index.ts';
import { logout, useMember } from '../../../shared/session/index.ts';
import { APP_NS } from '../../i18n.ts';
import { HeaderBalance } from './HeaderBalance.tsx';
import { useUnreadCount } from './use-unread-count.ts';

// Menu key -> page. The funds pages' titles are the shell's route names, so the menu needs no feature chunk.
const targets: Record<string, string> = {
  profile: '/mine/userinfo',
  security: '/mine/auth',
  wallet: '/mine/wallet',
  transferMoney: '/mine/transfermoney',
  transRecord: '/mine/transRecord',
};

/**
 * The logged-in member: centre wallet balance (SPEC §3), avatar, name, VIP level, unread badge, and a menu
 * with profile / security / wallet pages / logout.
 */
export function MemberMenu() {
  const t = useT(APP_NS);
  const navigate = useNavigate();
  const member = useMember();
  const unread = useUnreadCount();
  return (
    <>
      <HeaderBalance />
      <Dropdown
        // Hover only: with hover and click both, the click that follows the hover closed the menu again.
        // Touch browsers emulate the hover on tap.
        trigger={['hover']}
        placement="bottomRight"
        menu={{
          items: [
            { key: 'profile', icon: <UserOutlined />, label: t('header.profile') },
            { key: 'security', icon: <SafetyCertificateOutlined />, label: t('header.security') },
            { type: 'divider' },
            { key: 'wallet', icon: <WalletOutlined />, label: t('route.wallet') },
            { key: 'transferMoney', icon: <SwapOutlined />, label: t('route.transferMoney') },
            { key: 'transRecord', icon: <ProfileOutlined />, label: t('route.transRecord') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), danger: true },
          ],
          onClick: ({ key }) => {
            const to = targets[key];
            if (to) void navigate(to);
            else if (key === 'logout') void logout().then(() => navigate('/', { replace: true }));
          },
        }}
      >
        <button
          type="button"
          className="qa-member"
          aria-label={unread > 0 ? t('header.menuUnread', { count: unread }) : t('header.menu')}
        >
          <Badge count={unread} size="small" title={t('header.messages')}>
            <Avatar size={32} src={member?.avatar || undefined} alt="" icon={<UserOutlined />} />
          </Badge>
          <span className="qa-member-text">
            {member ? (
              <>
                <span className="qa-member-name">{member.name}</span>
                <span className="qa-vip">{t('header.vip', { level: member.vipLevel })}</span>
              </>
            ) : (
              <Skeleton.Input active size="small" style={{ width: 72, minWidth: 72 }} />
            )}
          </span>
        </button>
      </Dropdown>
    </>
  );
}
