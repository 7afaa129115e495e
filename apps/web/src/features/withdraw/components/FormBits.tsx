import type { ReactNode } from 'react';
import { Card, Flex, Typography, theme } from 'antd';

/**
 * A labelled field with its help line: the error when there is one, else the hint, and `aside` (a link)
 * at the line's end.
 */
export function Field({
  label,
  htmlFor,
  error,
  hint,
  aside,
  required,
  children,
}: {
  label: string;
  htmlFor?: string;
  error?: string;
  hint?: ReactNode;
  aside?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div>
      <label htmlFor={htmlFor} style={{ display: 'block', marginBottom: 6, fontWeight: 500 }}>
        {required ? (
          <span aria-hidden style={{ color: token.colorError, marginInlineEnd: 4 }}>
            *
          </span>
        ) : null}
        {label}
      </label>
      {children}
      <Flex justify="space-between" gap={8} style={{ marginTop: 4, minHeight: 22 }}>
        {error ? (
          <Typography.Text type="danger">{error}</Typography.Text>
        ) : hint ? (
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {hint}
          </Typography.Text>
        ) : (
          <span />
        )}
        {aside}
      </Flex>
    </div>
  );
}

/** The card every account page sits in: title with a one-line explanation under it. */
export function PageCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Card
      variant="borderless"
      title={
        <Flex vertical style={{ padding: '4px 0' }}>
          <span>{title}</span>
          {subtitle ? (
            <Typography.Text
              type="secondary"
              style={{ fontWeight: 'normal', fontSize: token.fontSizeSM, whiteSpace: 'normal' }}
            >
              {subtitle}
            </Typography.Text>
          ) : null}
        </Flex>
      }
    >
      {children}
    </Card>
  );
}
