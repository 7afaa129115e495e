import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';
import type { WithdrawInfo } from '@qilin/contract';
import { formatCny } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { WITHDRAW_NS } from '../i18n.ts';

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        flex: '1 1 140px',
        boxSizing: 'border-box',
        padding: '12px 14px',
        borderRadius: token.borderRadiusLG,
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {label}
      </Typography.Text>
      <div style={{ fontSize: 20, fontWeight: 600, fontVariantNumeric: 'tabular-nums', marginTop: 2 }}>
        {value}
      </div>
      {hint ? (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {hint}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/**
 * The take-money figures: centre balance, the lock money under review, and today's count and amount.
 * A phone fits the first two side by side (140 px each) with today's figures under them.
 */
export function WithdrawStats({ info }: { info: WithdrawInfo }) {
  const t = useT(WITHDRAW_NS);
  return (
    <Flex gap={12} wrap>
      <Stat label={t('info.balance')} value={formatCny(info.centerWalletBalance)} />
      <Stat label={t('info.lockMoney')} value={formatCny(info.lockMoney)} hint={t('info.lockHint')} />
      <Stat
        label={t('info.today')}
        value={t('info.todayCount', { used: info.todayCount, max: info.cfg.dailyCount })}
        hint={t('info.todayAmount', {
          used: formatCny(info.todayAmount),
          max: formatCny(info.cfg.dailyMaxAmount),
        })}
      />
    </Flex>
  );
}
