import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Limits, waitPageUrl, type DepositOrder } from '@qilin/contract';
import { useIdempotentAction } from '../../../shared/api/idempotency.ts';
import { formatCny } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { closeDepositOrder, depositQueryKeys, useOpenDepositOrders } from '../api.ts';
import { formatCountdown } from '../deposit-logic.ts';
import { DEPOSIT_NS } from '../i18n.ts';
import { useNow } from './use-now.ts';

function OpenOrderRow({ order, now }: { order: DepositOrder; now: number }) {
  const t = useT(DEPOSIT_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const closeAction = useIdempotentAction();
  const [closing, setClosing] = useState(false);
  const close = async () => {
    setClosing(true);
    try {
      await closeAction.run({ orderNo: order.orderNo }, (key) => closeDepositOrder(order.orderNo, key));
      toast.success(t('open.closed'));
      await queryClient.invalidateQueries({ queryKey: depositQueryKeys.open });
    } catch {
      // The API client has shown the server's message.
    } finally {
      setClosing(false);
    }
  };
  return (
    <Flex justify="space-between" align="center" gap={8} wrap data-testid="open-deposit-order">
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong>
          {t('open.row', { channel: order.channelName, amount: formatCny(order.amount) })}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {order.orderNo} ·{' '}
          {t('open.left', { time: formatCountdown(new Date(order.expiresAt).getTime() - now) })}
        </Typography.Text>
      </Flex>
      <Flex gap={8}>
        <Button
          size="small"
          type="primary"
          onClick={() => navigate(waitPageUrl(order.waitPage, order.orderNo))}
        >
          {t('open.pay')}
        </Button>
        <Button size="small" loading={closing} onClick={() => void close()}>
          {t('open.close')}
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * Orders still waiting for payment, above the deposit form: a player who left a waiting page finds the
 * order again, and one refused a new order for holding too many can pay or close them here.
 */
export function OpenOrders() {
  const t = useT(DEPOSIT_NS);
  const open = useOpenDepositOrders();
  const now = useNow(Boolean(open.data?.list.length));
  const list = (open.data?.list ?? []).filter((o) => new Date(o.expiresAt).getTime() > now);
  if (list.length === 0) return null;
  return (
    <Alert
      type="warning"
      style={{ marginBottom: 24 }}
      title={t('open.title')}
      description={
        <Flex vertical gap={10} style={{ marginTop: 4 }}>
          <Typography.Text type="secondary">
            {t('open.hint', { max: Limits.openDepositOrders })}
          </Typography.Text>
          {list.map((o) => (
            <OpenOrderRow key={o.orderNo} order={o} now={now} />
          ))}
        </Flex>
      }
    />
  );
}
