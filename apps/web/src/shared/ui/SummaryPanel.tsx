import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';

/** The shaded box under a money form that says what the typed amount comes to (deposit, withdrawal). */
export function SummaryPanel({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      gap={6}
      style={{
        padding: 14,
        borderRadius: token.borderRadiusLG,
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {children}
    </Flex>
  );
}

/** One line of a SummaryPanel; `strong` is the line the player receives, `after` a note beside it. */
export function SummaryRow({
  label,
  value,
  strong,
  after,
}: {
  label: string;
  value: string;
  strong?: boolean;
  after?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="baseline" gap={12}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text
        strong={strong}
        type={strong ? 'success' : undefined}
        style={strong ? { fontSize: 18 } : undefined}
      >
        {value}
        {after ? (
          <Typography.Text type="secondary" style={{ fontSize: token.fontSize, marginInlineStart: 6 }}>
            {after}
          </Typography.Text>
        ) : null}
      </Typography.Text>
    </Flex>
  );
}
