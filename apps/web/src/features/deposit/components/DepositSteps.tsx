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

/** A label and its figure in the deposit summary; `strong` marks the amount credited. */
export function SummaryRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap={12}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text
        strong={strong}
        type={strong ? 'success' : undefined}
        style={strong ? { fontSize: 18 } : undefined}
      >
        {value}
      </Typography.Text>
    </Flex>
  );
}
