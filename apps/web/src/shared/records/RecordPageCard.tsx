import type { ReactNode } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, theme } from 'antd';

/** The frame of a record page: title and subtitle, a reload button, then the page's filters and list. */
export function RecordPageCard({
  title,
  subtitle,
  fetching,
  onReload,
  reloadLabel,
  children,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  fetching: boolean;
  onReload: () => void;
  reloadLabel: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Card
      variant="borderless"
      title={
        <Flex vertical>
          <span>{title}</span>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: token.fontSizeSM }}>
            {subtitle}
          </Typography.Text>
        </Flex>
      }
      extra={<Button icon={<ReloadOutlined spin={fetching} />} onClick={onReload} aria-label={reloadLabel} />}
    >
      {children}
    </Card>
  );
}

/** The shaded band of a record page's totals over the whole filtered range. */
export function RecordTotals({
  testId,
  align,
  children,
}: {
  testId: string;
  align?: 'center';
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Flex
      gap={24}
      wrap
      align={align}
      data-testid={testId}
      style={{
        padding: '10px 16px',
        marginBottom: 16,
        borderRadius: token.borderRadiusLG,
        background: token.colorFillQuaternary,
      }}
    >
      {children}
    </Flex>
  );
}
