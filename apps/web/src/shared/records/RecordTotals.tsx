import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';

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
