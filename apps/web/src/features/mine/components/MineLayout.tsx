import { Avatar, Card, Flex, Grid, Menu, Typography, theme } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n/index.ts';
import { useMember } from '../../../shared/session/index.ts';
import { mineMenuEntries, MINE_MENU_GROUPS } from '../../../shared/routing/mine-menu.ts';
import { useSiteSwitches } from '../../site/index.ts';
import '../i18n.ts';
import '../mine.css';

/** The member's avatar, name and VIP level: the head of the /mine menu at either width. */
function MemberIdentity({ avatarSize }: { avatarSize: number }) {
  const { token } = theme.useToken();
  const member = useMember();
  return (
    <>
      <Avatar size={avatarSize} src={member?.avatar || undefined} alt="" icon={<UserOutlined />} />
      <Typography.Text strong>{member?.name ?? '—'}</Typography.Text>
      {member ? (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          VIP{member.vipLevel}
        </Typography.Text>
      ) : null}
    </>
  );
}

/**
 * The /mine layout: member card and menu on the left, the page on the right. On phones the card becomes a
 * one-line strip and the menu a row of entries that scrolls sideways above the page: stacked, the 14-entry
 * menu filled the first screen and the page began below it.
 */
export function MineLayout() {
  const t = useT('mine');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const phone = Grid.useBreakpoint().md === false;
  const switches = useSiteSwitches();
  const menu = mineMenuEntries().filter((e) => !e.siteSwitch || switches[e.siteSwitch]);
  const selected = menu.find((e) => pathname.startsWith(`/mine/${e.key}`))?.key;
  const strip = useRef<HTMLElement>(null);
  // The strip is wider than a phone: bring the current page's entry into view (e.g. 注单记录, ninth).
  useEffect(() => {
    strip.current
      ?.querySelector('.is-selected')
      ?.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'instant' });
  }, [selected, phone]);

  const phoneMenu = (
    <Card variant="borderless" styles={{ body: { padding: 0 } }} style={{ width: '100%' }}>
      <Flex align="center" gap={10} style={{ padding: '12px 14px 8px' }}>
        <MemberIdentity avatarSize={40} />
      </Flex>
      <nav ref={strip} className="qa-mine-strip" aria-label={t('menu.title')}>
        {menu.map((e) => (
          <button
            key={e.key}
            type="button"
            className={e.key === selected ? 'qa-mine-chip is-selected' : 'qa-mine-chip'}
            aria-current={e.key === selected ? 'page' : undefined}
            onClick={() => void navigate(`/mine/${e.key}`)}
          >
            {e.icon}
            <span>{t(e.labelKey)}</span>
          </button>
        ))}
      </nav>
    </Card>
  );

  // One tree for both widths, the page always in the same slot: crossing the breakpoint (a tablet turned,
  // a window resized) must not remount the page and lose what the player was doing on it.
  return (
    <Flex
      gap={phone ? 12 : 20}
      wrap
      align="flex-start"
      style={{ maxWidth: 1200, margin: '0 auto', padding: phone ? '12px 12px 20px' : '20px 16px' }}
    >
      {phone ? (
        phoneMenu
      ) : (
        <Card
          style={{ width: 240, flex: '0 0 240px' }}
          styles={{ body: { padding: 0 } }}
          variant="borderless"
        >
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
            <MemberIdentity avatarSize={64} />
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
      )}
      <div style={{ flex: phone ? '1 1 100%' : '1 1 560px', minWidth: 0 }}>
        <Outlet />
      </div>
    </Flex>
  );
}
