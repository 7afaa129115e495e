import { useEffect, useRef } from 'react';
import { Flex, Tag, Typography, theme } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import type { DepositOrder } from '@qilin/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { formatCountdown } from '../deposit-logic.ts';
import { DEPOSIT_NS } from '../i18n.ts';
import { useNow } from './use-now.ts';

/** The time left to pay a pending order; at zero it asks the server at once. */
export function PayCountdown({ order, onOver }: { order: DepositOrder; onOver: () => void }) {
  const t = useT(DEPOSIT_NS);
  const { token } = theme.useToken();
  const expiresAt = Date.parse(order.expiresAt);
  const now = useNow(order.status === 'pending');
  const left = Number.isFinite(expiresAt) ? expiresAt - now : 0;
  const over = left <= 0;
  const fired = useRef(false);
  useEffect(() => {
    // Once at zero: ask the server right away instead of waiting for the next poll.
    if (over && !fired.current) {
      fired.current = true;
      onOver();
    }
  }, [over, onOver]);

  return (
    <Flex
      align="center"
      justify="space-between"
      gap={12}
      wrap
      style={{
        padding: '14px 16px',
        borderRadius: token.borderRadiusLG,
        background: token.colorWarningBg,
        border: `1px solid ${token.colorWarningBorder}`,
      }}
    >
      <Flex align="center" gap={8}>
        <Tag color="orange" style={{ marginInlineEnd: 0 }}>
          {t('wait.pendingTag')}
        </Tag>
        <Typography.Text type="secondary">{t('wait.autoRefresh')}</Typography.Text>
      </Flex>
      {over ? (
        <Typography.Text type="warning">{t('wait.countdownOver')}</Typography.Text>
      ) : (
        <Flex align="center" gap={8} role="timer" aria-label={t('wait.countdown')}>
          <ClockCircleOutlined style={{ color: token.colorWarning }} />
          <Typography.Text type="secondary">{t('wait.countdown')}</Typography.Text>
          <Typography.Text
            strong
            style={{ fontSize: 22, fontVariantNumeric: 'tabular-nums', color: token.colorWarningText }}
          >
            {formatCountdown(left)}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
