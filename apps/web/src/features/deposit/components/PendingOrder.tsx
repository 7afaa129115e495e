import { useState } from 'react';
import { Alert, Button, Divider, Flex, Popconfirm } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { DepositOrder } from '@qilin/contract';
import { useIdempotentAction } from '../../../shared/api/idempotency.ts';
import { formatCny } from '../../../shared/format/money.ts';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { closeDepositOrder, depositQueryKeys } from '../api.ts';
import { DEPOSIT_NS } from '../i18n.ts';
import { InfoList, type InfoItem } from './InfoList.tsx';
import { PayCountdown } from './PayCountdown.tsx';
import { BankBlock, CryptoBlock, PayLinkBlock } from './PayInstructions.tsx';
import { WaitBlock } from './WaitBlock.tsx';

function orderItems(order: DepositOrder, t: (key: string) => string): InfoItem[] {
  return [
    { label: t('wait.orderNo'), value: order.orderNo, copy: order.orderNo },
    { label: t('wait.channel'), value: order.channelName },
    {
      label: t('wait.amount'),
      value: formatCny(order.amount),
      copy: order.amount.replace(/\.00$/, ''),
      emphasis: true,
    },
    { label: t('wait.fee'), value: formatCny(order.fee) },
    { label: t('wait.credit'), value: formatCny(order.creditAmount) },
    { label: t('wait.createdAt'), value: formatDateTime(order.createdAt) },
  ];
}

/** An order still waiting for payment: its countdown, details, how to pay, "I have paid" and cancel. */
export function PendingOrder({
  order,
  onRefetch,
}: {
  order: DepositOrder;
  onRefetch: () => Promise<unknown>;
}) {
  const t = useT(DEPOSIT_NS);
  const queryClient = useQueryClient();
  const closeAction = useIdempotentAction();
  const [closing, setClosing] = useState(false);
  const [checked, setChecked] = useState(false);
  // Own flag, not the query's isFetching: the background poll must not make the button flicker.
  const [checking, setChecking] = useState(false);
  // e-wallet / huione pay through the gateway's page: its QR code is the main thing on the page.
  const payQr = !order.bank && !order.crypto;

  const close = async () => {
    setClosing(true);
    try {
      const next = await closeAction.run({ orderNo: order.orderNo }, (key) =>
        closeDepositOrder(order.orderNo, key),
      );
      queryClient.setQueryData(depositQueryKeys.order(order.orderNo), next);
      toast.success(t('wait.cancelled'));
    } catch {
      // shown by the API client
    } finally {
      setClosing(false);
    }
  };

  const check = async () => {
    setChecking(true);
    await onRefetch();
    setChecking(false);
    setChecked(true);
  };

  return (
    <>
      <PayCountdown order={order} onOver={() => void onRefetch()} />
      <WaitBlock title={t('wait.orderTitle')}>
        <InfoList items={orderItems(order, t)} />
      </WaitBlock>
      <BankBlock order={order} />
      <CryptoBlock order={order} />
      <PayLinkBlock order={order} scannable={payQr} />
      <Divider />
      {checked && order.status === 'pending' ? (
        <Alert style={{ marginBottom: 12 }} type="info" showIcon title={t('wait.stillPending')} />
      ) : null}
      <Flex gap={12} wrap>
        <Button size="large" icon={<ReloadOutlined />} loading={checking} onClick={() => void check()}>
          {checking ? t('wait.checking') : t('wait.paid')}
        </Button>
        <Popconfirm
          title={t('wait.cancel')}
          description={t('wait.cancelConfirm')}
          okText={t('common:sure')}
          cancelText={t('common:cancel')}
          onConfirm={() => close()}
        >
          <Button size="large" danger loading={closing}>
            {t('wait.cancel')}
          </Button>
        </Popconfirm>
      </Flex>
    </>
  );
}
