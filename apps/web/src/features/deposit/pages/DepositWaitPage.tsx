import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Card, Result, Skeleton } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { WaitPage } from '@qilin/contract';
import { isApiError } from '../../../shared/api/client.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { NotFoundResult } from '../../../shared/ui/NotFoundResult.tsx';
import { refreshBalance } from '../../../shared/wallet/balance.ts';
import { useSiteSwitches } from '../../site/index.ts';
import { useDepositOrder } from '../api.ts';
import { FinishedOrder } from '../components/FinishedOrder.tsx';
import { PendingOrder } from '../components/PendingOrder.tsx';
import { DEPOSIT_NS } from '../i18n.ts';
import { SAVE_MONEY_PATH } from '../wait-paths.ts';

/** Route titles of the waiting pages (SPEC §2.4 names huione/xnbsk huiwangWait/xnbskWait). */
const TITLE_KEY: Record<WaitPage, string> = {
  rechargeWait: 'app:route.rechargeWait',
  transferWait: 'app:route.transferWait',
  virtualWait: 'app:route.virtualWait',
  huione: 'app:route.huiwangWait',
  xnbsk: 'app:route.xnbskWait',
};

/**
 * One waiting page for the five SPEC §2.2 routes: the order polled until final, a countdown to expiry,
 * copyable details, the QR code and the gateway link; the outcome replaces it when known.
 */
export function DepositWaitPage({ page }: { page: WaitPage }) {
  const t = useT(DEPOSIT_NS);
  const navigate = useNavigate();
  // useLocation, not useSearchParams: the latter would add router code to everyone's first load.
  const orderNo = new URLSearchParams(useLocation().search).get('orderNo') ?? '';
  // SPEC §2.2: with save money switched off, its waiting pages are not found either (and poll nothing).
  const open = useSiteSwitches().saveMoneyEnabled;
  const order = useDepositOrder(orderNo, open);
  const status = order.data?.status;

  const watched = useRef(status);
  useEffect(() => {
    // The credit reached the wallet: every balance on screen (header, wallet) shows it now.
    if (status === 'paid') void refreshBalance();
    // Settled while the player watched (often scrolled down to the pay button): show the outcome.
    if (watched.current === 'pending' && status && status !== 'pending') window.scrollTo({ top: 0 });
    watched.current = status;
  }, [status]);

  if (!open) return <NotFoundResult />;

  let body: ReactNode;
  // A business answer (no such order, not this member's) will not change on retry; a network one may.
  const unknownOrder = !orderNo || (isApiError(order.error) && order.error.kind === 'business');
  if (!order.data && (unknownOrder || order.isError)) {
    body = (
      <Result
        status="warning"
        title={unknownOrder ? t('wait.noOrder') : t('wait.loadFailed')}
        subTitle={unknownOrder ? t('wait.noOrderDesc') : undefined}
        extra={[
          unknownOrder ? null : (
            <Button key="retry" onClick={() => void order.refetch()}>
              {t('wait.retry')}
            </Button>
          ),
          <Button key="again" type="primary" onClick={() => navigate(SAVE_MONEY_PATH)}>
            {t('result.depositAgain')}
          </Button>,
        ]}
      />
    );
  } else if (!order.data) {
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  } else if (order.data.status === 'pending') {
    body = <PendingOrder order={order.data} onRefetch={() => order.refetch()} />;
  } else {
    body = <FinishedOrder order={order.data} />;
  }

  return (
    <Card
      variant="borderless"
      // "等待支付" only while the order waits; a finished one is headed by what it is, its outcome below.
      title={
        order.data && order.data.status !== 'pending'
          ? t('wait.finishedTitle')
          : t(TITLE_KEY[order.data?.waitPage ?? page])
      }
    >
      {body}
    </Card>
  );
}

export const RechargeWaitPage = () => <DepositWaitPage page="rechargeWait" />;
export const TransferWaitPage = () => <DepositWaitPage page="transferWait" />;
export const VirtualWaitPage = () => <DepositWaitPage page="virtualWait" />;
export const HuioneWaitPage = () => <DepositWaitPage page="huione" />;
export const XnbskWaitPage = () => <DepositWaitPage page="xnbsk" />;
