import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';
import { useT } from '../../../shared/i18n/index.ts';
import { DEPOSIT_NS } from '../i18n.ts';

export interface InfoItem {
  label: string;
  value: ReactNode;
  /** Text the copy button puts on the clipboard (omit for no button). */
  copy?: string;
  /** Shown larger and in the brand colour (the amount to pay). */
  emphasis?: boolean;
}

/** Label / value rows with copy buttons, as a payment page shows them. */
export function InfoList({ items }: { items: InfoItem[] }) {
  const t = useT(DEPOSIT_NS);
  const { token } = theme.useToken();
  return (
    <dl style={{ margin: 0 }}>
      {items.map((item) => (
        <Flex
          key={item.label}
          align="baseline"
          gap={12}
          wrap
          style={{ padding: '9px 0', borderBottom: `1px dashed ${token.colorBorderSecondary}` }}
        >
          <dt style={{ flex: '0 0 96px', color: token.colorTextSecondary }}>{item.label}</dt>
          <dd style={{ margin: 0, flex: '1 1 200px', minWidth: 0, wordBreak: 'break-all' }}>
            <Typography.Text
              strong={item.emphasis}
              style={item.emphasis ? { fontSize: 20, color: token.colorPrimary } : undefined}
              copyable={
                item.copy
                  ? // the button's accessible name says what it copies: 复制订单号, 复制收款账号 ...
                    {
                      text: item.copy,
                      tooltips: [t('copy.copyWhat', { what: item.label }), t('copy.copied')],
                    }
                  : false
              }
            >
              {item.value}
            </Typography.Text>
          </dd>
        </Flex>
      ))}
    </dl>
  );
}
