import type { ReactNode } from 'react';
import { Flex, QRCode, Typography, theme } from 'antd';

/** A titled section of a deposit waiting page. */
export function WaitBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginTop: 20 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** Scannable code beside its text, stacking on narrow screens. */
export function QrBeside({
  value,
  caption,
  children,
}: {
  value: string;
  caption: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Flex gap={20} wrap align="flex-start">
      <div style={{ flex: '1 1 300px', minWidth: 0 }}>{children}</div>
      <Flex vertical align="center" gap={6} style={{ flex: '0 0 auto' }}>
        {/* A white quiet zone keeps the code scannable in the dark edition too. */}
        <QRCode value={value} size={152} bordered color="#000000" bgColor="#ffffff" aria-label={caption} />
        <Typography.Text
          type="secondary"
          style={{ fontSize: token.fontSizeSM, maxWidth: 170, textAlign: 'center' }}
        >
          {caption}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
