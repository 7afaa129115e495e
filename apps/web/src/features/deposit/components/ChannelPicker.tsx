import type { KeyboardEvent, ReactNode } from 'react';
import { Flex, Tag, Typography, theme } from 'antd';
import {
  BankOutlined,
  CheckCircleFilled,
  DollarCircleOutlined,
  ThunderboltOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { PayChannel, PayChannelType } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { IconBox } from '../../../shared/ui/IconBox.tsx';
import { formatCny, formatCnyRange } from '../../../shared/format/money.ts';
import { formatRateBp } from '../../../shared/format/rate-bp.ts';
import { DEPOSIT_NS } from '../i18n.ts';

const ICONS: Record<PayChannelType, ReactNode> = {
  bank: <BankOutlined />,
  ewallet: <WalletOutlined />,
  usdt: <DollarCircleOutlined />,
  huione: <ThunderboltOutlined />,
};

interface Props {
  channels: readonly PayChannel[];
  value: string | null;
  onChange: (id: string) => void;
}

/**
 * The channels as selectable cards (a radio group for keyboards and screen readers: each card's name is
 * the channel name, so `getByRole('radio', { name })` finds it).
 */
export function ChannelPicker({ channels, value, onChange }: Props) {
  const t = useT(DEPOSIT_NS);
  const { token } = theme.useToken();

  const onKey = (e: KeyboardEvent<HTMLDivElement>, index: number) => {
    const step =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? -1
          : 0;
    if (step) {
      e.preventDefault();
      const next = channels[(index + step + channels.length) % channels.length];
      if (next) onChange(next.id);
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      const current = channels[index];
      if (current) onChange(current.id);
    }
  };

  return (
    <div
      role="radiogroup"
      aria-label={t('page.stepChannel')}
      style={{
        display: 'grid',
        // Two cards a row even on a phone, so the amount step is not six cards below: a narrow page lowers
        // the 190 px minimum to half its width.
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(190px, calc(50% - 6px)), 1fr))',
        gap: 12,
      }}
    >
      {channels.map((c, index) => {
        const selected = c.id === value;
        const maxFen = c.maxAmount === '0.00' ? null : c.maxAmount;
        return (
          <div
            key={c.id}
            role="radio"
            aria-checked={selected}
            aria-label={c.name}
            tabIndex={selected || (!value && index === 0) ? 0 : -1}
            onClick={() => onChange(c.id)}
            onKeyDown={(e) => onKey(e, index)}
            style={{
              position: 'relative',
              cursor: 'pointer',
              padding: 12,
              borderRadius: token.borderRadiusLG,
              border: `1.5px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
              background: selected ? token.colorPrimaryBg : token.colorBgContainer,
              transition: 'border-color 0.2s, background 0.2s',
              outline: 'none',
            }}
          >
            {selected ? (
              <CheckCircleFilled
                aria-hidden
                // Beside the fee line, the card's shortest, so on a half-width phone card the name keeps the
                // whole row.
                style={{
                  position: 'absolute',
                  bottom: 12,
                  right: 12,
                  color: token.colorPrimary,
                  fontSize: 16,
                }}
              />
            ) : null}
            <Flex align="center" gap={8}>
              <IconBox size={32} iconSize={18} tone={selected ? 'selected' : 'plain'}>
                {ICONS[c.type]}
              </IconBox>
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong ellipsis style={{ display: 'block' }}>
                  {c.name}
                </Typography.Text>
                <Flex gap={4} wrap style={{ marginTop: 2 }}>
                  <Tag style={{ marginInlineEnd: 0 }}>{t(`channel.type.${c.type}`)}</Tag>
                  {c.network ? (
                    <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                      {c.network}
                    </Tag>
                  ) : null}
                </Flex>
              </div>
            </Flex>
            <Flex vertical gap={2} style={{ marginTop: 10, fontSize: token.fontSizeSM }}>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {maxFen
                  ? t('channel.limits', { range: formatCnyRange(c.minAmount, c.maxAmount) })
                  : t('channel.limitsFrom', { min: formatCny(c.minAmount) })}
              </Typography.Text>
              <Typography.Text
                type={c.feeRateBp > 0 ? 'warning' : 'success'}
                style={{ fontSize: token.fontSizeSM }}
              >
                {c.feeRateBp > 0 ? t('channel.fee', { rate: formatRateBp(c.feeRateBp) }) : t('channel.noFee')}
              </Typography.Text>
            </Flex>
          </div>
        );
      })}
    </div>
  );
}
