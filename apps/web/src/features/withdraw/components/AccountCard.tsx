import type { KeyboardEvent, ReactNode } from 'react';
import { Flex, Tag, Typography, theme } from 'antd';
import {
  AlipayCircleOutlined,
  CreditCardOutlined,
  CheckCircleFilled,
  PayCircleOutlined,
} from '@ant-design/icons';
import type { PayoutAccount, PayoutAccountType } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { IconBox } from '../../../shared/ui/IconBox.tsx';
import { WITHDRAW_NS } from '../i18n.ts';

const ICONS: Record<PayoutAccountType, ReactNode> = {
  bank: <CreditCardOutlined />,
  alipay: <AlipayCircleOutlined />,
  usdt: <PayCircleOutlined />,
};

interface Props {
  account: PayoutAccount;
  /** As a choice of a radio group (take money); omit for a plain card (lists). */
  selected?: boolean;
  onSelect?: () => void;
  /** Trailing content (a manage link). */
  extra?: ReactNode;
}

/** One payout account, masked as the server sent it: bank / Alipay / address, holder and default flag. */
export function AccountCard({ account, selected, onSelect, extra }: Props) {
  const t = useT(WITHDRAW_NS);
  const { token } = theme.useToken();
  const choosable = onSelect !== undefined;
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      onSelect?.();
    }
  };
  const label = `${account.name} ${account.account}`;
  return (
    <div
      role={choosable ? 'radio' : undefined}
      aria-checked={choosable ? Boolean(selected) : undefined}
      aria-label={choosable ? label : undefined}
      tabIndex={choosable ? 0 : undefined}
      onClick={onSelect}
      onKeyDown={choosable ? onKey : undefined}
      style={{
        position: 'relative',
        cursor: choosable ? 'pointer' : 'default',
        padding: '12px 14px',
        borderRadius: token.borderRadiusLG,
        border: `1.5px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
        background: selected ? token.colorPrimaryBg : token.colorBgContainer,
        transition: 'border-color 0.2s, background 0.2s',
      }}
    >
      <Flex align="center" gap={12}>
        <IconBox size={40} iconSize={20} tone={selected ? 'selected' : 'plain'}>
          {ICONS[account.type]}
        </IconBox>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Flex align="center" gap={6} wrap>
            <Typography.Text strong>{account.name}</Typography.Text>
            {account.isDefault ? (
              <Tag color="gold" style={{ marginInlineEnd: 0 }}>
                {t('accounts.default')}
              </Tag>
            ) : null}
          </Flex>
          <Typography.Text
            style={{ display: 'block', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {account.account}
          </Typography.Text>
          {account.holder ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
              {account.type === 'usdt' ? account.holder : `${t('accounts.holder')}：${account.holder}`}
            </Typography.Text>
          ) : null}
        </div>
        {extra}
        {selected ? (
          <CheckCircleFilled aria-hidden style={{ color: token.colorPrimary, fontSize: 18 }} />
        ) : null}
      </Flex>
    </div>
  );
}
