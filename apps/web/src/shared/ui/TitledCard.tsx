import type { ReactNode } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, theme } from 'antd';

/**
 * A user-centre page's card: title and subtitle, a reload button (an icon, or with its label when
 * `reloadText`) when the page has something to reload, then the page. The wallet, transfer, record and
 * feedback pages share it.
 */
export function TitledCard({
  title,
  subtitle,
  fetching,
  onReload,
  reloadLabel,
  reloadText = false,
  children,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  fetching?: boolean;
  onReload?: () => void;
  reloadLabel?: string;
  reloadText?: boolean;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Card
      variant="borderless"
      title={
        <Flex vertical style={{ padding: '4px 0' }}>
          <span>{title}</span>
          {/* The card title is one clipped line; the subtitle wraps beside the button on a phone. */}
          <Typography.Text
            type="secondary"
            style={{ fontWeight: 'normal', fontSize: token.fontSizeSM, whiteSpace: 'normal' }}
          >
            {subtitle}
          </Typography.Text>
        </Flex>
      }
      extra={
        !onReload ? null : reloadText ? (
          <Button icon={<ReloadOutlined spin={fetching} />} onClick={onReload}>
            {reloadLabel}
          </Button>
        ) : (
          <Button icon={<ReloadOutlined spin={fetching} />} onClick={onReload} aria-label={reloadLabel} />
        )
      }
    >
      {children}
    </Card>
  );
}
