import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Flex, Result, Skeleton, Tag, Typography, theme } from 'antd';
import { HourglassOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { WithdrawOrder, WithdrawStatus } from '@qilin/contract';
import { formatCny } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { refreshBalance } from '../../../shared/wallet/balance.ts';
import { invalidateWithdraw, useWithdrawOrder } from '../api.ts';
import { WITHDRAW_NS } from '../i18n.ts';
import { RECORDS_PATH } from '../paths.ts';
import { formatDateTime } from '../../../shared/format/date-time.ts';

const STATUS_COLOR: Record<WithdrawStatus, string> = {
  reviewing: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** 审核中 / 已通过 / 已拒绝 as a coloured tag. */
export function WithdrawStatusTag({ status }: { status: WithdrawStatus }) {
  const t = useT(WITHDRAW_NS);
  return (
    <Tag color={STATUS_COLOR[status]} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex
      gap={12}
      wrap
      style={{
        padding: '8px 0',
        borderBottom: `1px dashed ${token.colorBorderSecondary}`,
        textAlign: 'start',
      }}
    >
      <Typography.Text type="secondary" style={{ flex: '0 0 88px' }}>
        {label}
      </Typography.Text>
      <div style={{ flex: '1 1 200px', minWidth: 0, wordBreak: 'break-all' }}>{children}</div>
    </Flex>
  );
}

function OrderDetails({ order }: { order: WithdrawOrder }) {
  const t = useT(WITHDRAW_NS);
  const coin = order.type === 'usdt';
  return (
    <div style={{ maxWidth: 560, margin: '0 auto' }}>
      <Row label={t('order.orderNo')}>
        <Typography.Text
          copyable={{ text: order.orderNo, tooltips: [t('order.copyOrderNo'), t('order.copied')] }}
        >
          {order.orderNo}
        </Typography.Text>
      </Row>
      <Row label={t('order.status')}>
        <WithdrawStatusTag status={order.status} />
      </Row>
      <Row label={t('order.type')}>{t(`page.tabs.${order.type}`)}</Row>
      <Row label={t('order.amount')}>{formatCny(order.amount)}</Row>
      <Row label={t('order.fee')}>{formatCny(order.fee)}</Row>
      <Row label={t('order.actual')}>
        <Typography.Text strong>
          {coin ? `${order.actualAmount} USDT` : formatCny(order.actualAmount)}
        </Typography.Text>
      </Row>
      {coin && order.rate ? <Row label={t('order.rate')}>{`1 USDT = ${formatCny(order.rate)}`}</Row> : null}
      <Row label={t('order.account')}>
        {order.account.name} {order.account.account}
      </Row>
      <Row label={t('order.createdAt')}>{formatDateTime(order.createdAt)}</Row>
      {order.reviewedAt ? <Row label={t('order.reviewedAt')}>{formatDateTime(order.reviewedAt)}</Row> : null}
      {order.status === 'rejected' ? (
        <Row label={t('order.reason')}>
          <Typography.Text type="danger">{order.reason || t('order.noReason')}</Typography.Text>
        </Row>
      ) : null}
    </div>
  );
}

/** A withdrawal order after withdraw/new (or picked from the recent list), followed until reviewed. */
export function WithdrawOrderView({ orderNo, onBack }: { orderNo: string; onBack: () => void }) {
  const t = useT(WITHDRAW_NS);
  const navigate = useNavigate();
  const order = useWithdrawOrder(orderNo);
  const status = order.data?.status;
  const seen = useRef<WithdrawStatus | undefined>(undefined);

  useEffect(() => {
    // Reviewed while watching: a rejection returns the money, an approval pays out the lock money.
    if (seen.current === 'reviewing' && status && status !== 'reviewing') {
      void refreshBalance();
      void invalidateWithdraw();
    }
    seen.current = status;
  }, [status]);

  const actions = [
    <Button key="back" type="primary" size="large" onClick={onBack}>
      {t('order.back')}
    </Button>,
    <Button key="records" size="large" onClick={() => navigate(RECORDS_PATH)}>
      {t('order.records')}
    </Button>,
  ];

  if (!order.data) {
    if (order.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
    return <Result status="warning" title={t('order.notFound')} extra={actions} />;
  }
  const o = order.data;
  const head =
    o.status === 'reviewing'
      ? {
          status: 'info' as const,
          icon: <HourglassOutlined />,
          title: t('order.reviewingTitle'),
          sub: t('order.reviewingDesc'),
        }
      : o.status === 'approved'
        ? {
            status: 'success' as const,
            icon: null,
            title: t('order.approvedTitle'),
            sub: t('order.approvedDesc'),
          }
        : {
            status: 'error' as const,
            icon: null,
            title: t('order.rejectedTitle'),
            sub: t('order.rejectedDesc'),
          };

  return (
    <Result
      status={head.status}
      icon={head.icon ?? undefined}
      title={head.title}
      subTitle={head.sub}
      extra={actions}
    >
      <OrderDetails order={o} />
    </Result>
  );
}
