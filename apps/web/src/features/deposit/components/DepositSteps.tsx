import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';

/** One numbered step of the deposit form (1 channel, 2 amount, 3 confirm). */
export function Section({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section style={{ marginBottom: 24 }}>
      <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
        <span
          aria-hidden
          style={{
            width: 22,
            height: 22,
            borderRadius: 11,
            background: token.colorPrimary,
            color: token.colorWhite,
            fontSize: 12,
            lineHeight: '22px',
            textAlign: 'center',
          }}
        >
          {step}
        </span>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      {children}
    </section>
  );
}
