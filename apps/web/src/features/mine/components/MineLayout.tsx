import { Avatar, Card, Flex, Menu, Typography, theme } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/index.ts';
import { useMember } from '../../../shared/session/index.ts';
import { mineMenuEntries, MINE_MENU_GROUPS } from '../../../shared/routing/mine-menu.ts';
import '../i18n.ts';

/** The /mine layout: member card and menu on the left, the page on the right (stacks on narrow screens). */
export function MineLayout() {
  const t = useT('mine');
  const { token } = theme.useToken();
  const member = useMember();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = mineMenuEntries();
  const selected = menu.find((e) => pathname.startsWith(`/mine/${e.key}`))?.key;

  return (
    <Flex gap={20} wrap align="flex-start" style={{ maxWidth: 1200, margin: '0 auto', padding: '20px 16px' }}>
      <Card style={{ width: 240, flex: '0 0 240px' }} styles={{ body: { padding: 0 } }} variant="borderless">
        <Flex
          vertical
          align="center"
          gap={8}
          style={{
            padding: '24px 16px 16px',
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            background: `linear-gradient(180deg, ${token.colorPrimaryBg} 0%, ${token.colorBgContainer} 100%)`,
            borderRadius: `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0`,
          }}
        >
          <Avatar size={64} src={member?.avatar || undefined} icon={<UserOutlined />} />
          <Typography.Text strong>{member?.name ?? '—'}</Typography.Text>
          {member ? (
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              VIP{member.vipLevel}
            </Typography.Text>
          ) : null}
        </Flex>
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          style={{ borderInlineEnd: 'none', padding: 8 }}
          items={MINE_MENU_GROUPS.filter((g) => menu.some((e) => e.group === g)).map((g) => ({
            type: 'group' as const,
            key: g,
            label: t(`menu.group.${g}`),
            children: menu
              .filter((e) => e.group === g)
              .map((e) => ({ key: e.key, icon: e.icon, label: t(e.labelKey) })),
          }))}
          onClick={({ key }) => void navigate(`/mine/${key}`)}
        />
      </Card>
      <div style={{ flex: '1 1 560px', minWidth: 0 }}>
        <Outlet />
      </div>
    </Flex>
  );
}
