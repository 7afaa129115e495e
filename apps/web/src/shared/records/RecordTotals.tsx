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
      wrap
      align={align}
      data-testid={testId}
      style={{
        // Items that wrap on a phone stay one line apart, not a whole gap between items.
        columnGap: 24,
        rowGap: 4,
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
