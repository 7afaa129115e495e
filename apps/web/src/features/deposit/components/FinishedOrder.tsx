import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import type { DepositOrder } from '@qilin/contract';
import { formatCny } from '../../../shared/format/money.ts';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { DEPOSIT_NS } from '../i18n.ts';
import { SAVE_MONEY_PATH, WALLET_PATH } from '../wait-paths.ts';
import { InfoList } from './InfoList.tsx';

/** The outcome of an order: paid (what reached the wallet) or expired, cancelled or closed. */
export function FinishedOrder({ order }: { order: DepositOrder }) {
  const t = useT(DEPOSIT_NS);
  const navigate = useNavigate();
  const again = (label: string) => (
    <Button
      key="again"
      size="large"
      type={order.status === 'paid' ? 'default' : 'primary'}
      onClick={() => navigate(SAVE_MONEY_PATH)}
    >
      {label}
    </Button>
  );
  if (order.status === 'paid') {
    return (
      <Result
        status="success"
        title={t('result.paidTitle')}
        subTitle={t('result.paidDesc', { amount: formatCny(order.creditAmount) })}
        extra={[
          <Button key="wallet" size="large" type="primary" onClick={() => navigate(WALLET_PATH)}>
            {t('result.toWallet')}
          </Button>,
          again(t('result.again')),
        ]}
      >
        <InfoList
          items={[
            { label: t('wait.orderNo'), value: order.orderNo, copy: order.orderNo },
            { label: t('wait.amount'), value: formatCny(order.amount) },
            { label: t('wait.fee'), value: formatCny(order.fee) },
            { label: t('wait.credit'), value: formatCny(order.creditAmount) },
            { label: t('result.paidAt'), value: formatDateTime(order.paidAt) },
          ]}
        />
      </Result>
    );
  }
  const kind = order.status === 'expired' ? 'expired' : order.status === 'cancelled' ? 'cancelled' : 'closed';
  return (
    <Result
      status="warning"
      title={t(`result.${kind}Title`)}
      subTitle={t(`result.${kind}Desc`)}
      extra={[again(t('result.depositAgain'))]}
    >
      <InfoList
        items={[
          { label: t('wait.orderNo'), value: order.orderNo, copy: order.orderNo },
          { label: t('wait.channel'), value: order.channelName },
          { label: t('wait.amount'), value: formatCny(order.amount) },
          { label: t('wait.createdAt'), value: formatDateTime(order.createdAt) },
        ]}
      />
    </Result>
  );
}
