import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Divider,
  Flex,
  Popconfirm,
  QRCode,
  Result,
  Skeleton,
  Tag,
  Typography,
  theme,
} from 'antd';
import { ClockCircleOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useLocation, useNavigate } from 'react-router';
import type { DepositOrder, WaitPage } from '@qilin/contract';
import { isApiError } from '../../../shared/api/client.ts';
import { useIdempotentAction } from '../../../shared/api/idempotency.ts';
import { formatCny } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { refreshBalance } from '../../../shared/wallet/balance.ts';
import { closeDepositOrder, createSignalCode, depositQueryKeys, useDepositOrder } from '../api.ts';
import { InfoList, type InfoItem } from '../components/InfoList.tsx';
import { useNow } from '../components/use-now.ts';
import { formatCountdown } from '../deposit-logic.ts';
import { DEPOSIT_NS } from '../i18n.ts';
import { SAVE_MONEY_PATH, WALLET_PATH } from '../wait-paths.ts';

const formatTime = (iso: string | null) => {
  if (!iso) return '—';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : iso;
};

/** Route titles of the waiting pages (SPEC §2.4 names huione/xnbsk huiwangWait/xnbskWait). */
const TITLE_KEY: Record<WaitPage, string> = {
  rechargeWait: 'app:route.rechargeWait',
  transferWait: 'app:route.transferWait',
  virtualWait: 'app:route.virtualWait',
  huione: 'app:route.huiwangWait',
  xnbsk: 'app:route.xnbskWait',
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginTop: 20 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** Scannable code beside its text, stacking on narrow screens. */
function QrBeside({ value, caption, children }: { value: string; caption: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={20} wrap align="flex-start">
      <div style={{ flex: '1 1 300px', minWidth: 0 }}>{children}</div>
      <Flex vertical align="center" gap={6} style={{ flex: '0 0 auto' }}>
        {/* A white quiet zone keeps the code scannable in the dark edition too. */}
        <QRCode value={value} size={152} bordered color="#000000" bgColor="#ffffff" aria-label={caption} />
        <Typography.Text
          type="secondary"
          style={{ fontSize: token.fontSizeSM, maxWidth: 170, textAlign: 'center' }}
        >
          {caption}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

function BankBlock({ order }: { order: DepositOrder }) {
  const t = useT(DEPOSIT_NS);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const bank = order.bank;
  if (!bank) return null;

  const getCode = async () => {
    setBusy(true);
    try {
      const { signalCode } = await createSignalCode(order.orderNo);
      queryClient.setQueryData<DepositOrder>(depositQueryKeys.order(order.orderNo), (old) =>
        old ? { ...old, signalCode } : old,
      );
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  const items: InfoItem[] = [
    { label: t('wait.bankName'), value: bank.bankName, copy: bank.bankName },
    { label: t('wait.accountName'), value: bank.accountName, copy: bank.accountName },
    { label: t('wait.accountNo'), value: bank.accountNo, copy: bank.accountNo.replace(/\s+/g, '') },
  ];
  if (bank.branch) items.push({ label: t('wait.branch'), value: bank.branch });
  // The remark code matches bank transfers only (the server refuses it for other orders).
  if (order.type === 'bank') {
    items.push({
      label: t('wait.signalCode'),
      value: order.signalCode ? (
        <Typography.Text strong style={{ fontSize: 18, letterSpacing: 2 }}>
          {order.signalCode}
        </Typography.Text>
      ) : (
        <Button size="small" type="primary" ghost loading={busy} onClick={() => void getCode()}>
          {t('wait.signalCodeGet')}
        </Button>
      ),
      copy: order.signalCode || undefined,
    });
  }

  return (
    <Block title={t('wait.bankTitle')}>
      <InfoList items={items} />
      {order.type === 'bank' ? (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          title={t('wait.signalCodeHint')}
          description={t('wait.bankTip')}
        />
      ) : (
        <Alert style={{ marginTop: 12 }} type="warning" showIcon title={t('wait.bankTip')} />
      )}
    </Block>
  );
}

function CryptoBlock({ order }: { order: DepositOrder }) {
  const t = useT(DEPOSIT_NS);
  const crypto = order.crypto;
  if (!crypto) return null;
  const coin = 'USDT';
  return (
    <Block title={t('wait.cryptoTitle')}>
      <QrBeside value={crypto.address} caption={t('wait.scanAddress')}>
        <InfoList
          items={[
            { label: t('wait.network'), value: <Tag color="blue">{crypto.network}</Tag> },
            { label: t('wait.address'), value: crypto.address, copy: crypto.address },
            {
              label: t('wait.coinAmount'),
              value: `${crypto.coinAmount} ${coin}`,
              copy: crypto.coinAmount,
              emphasis: true,
            },
            { label: t('wait.rate'), value: t('wait.rateValue', { coin, rate: formatCny(crypto.rate) }) },
          ]}
        />
      </QrBeside>
      <Alert
        style={{ marginTop: 12 }}
        type="warning"
        showIcon
        title={t('wait.cryptoTip', { network: crypto.network, coin })}
      />
    </Block>
  );
}

/** The gateway's page (the demo gateway's /demo-pay/<orderNo>), as a QR code for phones and a link. */
function PayLinkBlock({ order, showQr }: { order: DepositOrder; showQr: boolean }) {
  const t = useT(DEPOSIT_NS);
  if (!order.payUrl) return null;
  // A relative gateway path still needs an absolute URL for a phone scanning the code.
  const absolute = new URL(order.payUrl, window.location.origin).toString();
  const link = (
    <Flex vertical gap={8} align="flex-start">
      <Typography.Text type="secondary">{showQr ? t('wait.scanPay') : t('wait.openPayHint')}</Typography.Text>
      <Button
        type="primary"
        size="large"
        icon={<ExportOutlined />}
        href={absolute}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('wait.openPay')}
      </Button>
    </Flex>
  );
  return (
    <Block title={t('wait.payTitle')}>
      {showQr ? (
        <QrBeside value={absolute} caption={t('wait.openPay')}>
          {link}
        </QrBeside>
      ) : (
        link
      )}
    </Block>
  );
}

function Countdown({ order, onOver }: { order: DepositOrder; onOver: () => void }) {
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
    { label: t('wait.createdAt'), value: formatTime(order.createdAt) },
  ];
}

function PendingOrder({ order, onRefetch }: { order: DepositOrder; onRefetch: () => Promise<unknown> }) {
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
      <Countdown order={order} onOver={() => void onRefetch()} />
      <Block title={t('wait.orderTitle')}>
        <InfoList items={orderItems(order, t)} />
      </Block>
      <BankBlock order={order} />
      <CryptoBlock order={order} />
      <PayLinkBlock order={order} showQr={payQr} />
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

function FinishedOrder({ order }: { order: DepositOrder }) {
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
            { label: t('result.paidAt'), value: formatTime(order.paidAt) },
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
          { label: t('wait.createdAt'), value: formatTime(order.createdAt) },
        ]}
      />
    </Result>
  );
}

/**
 * One waiting page for the five SPEC §2.2 routes: the order polled until final, a countdown to expiry,
 * copyable details, the QR code and the gateway link; the outcome replaces it when known.
 */
export function DepositWaitPage({ page }: { page: WaitPage }) {
  const t = useT(DEPOSIT_NS);
  const navigate = useNavigate();
  // useLocation, not useSearchParams: the latter would add router code to everyone's first load.
  const orderNo = new URLSearchParams(useLocation().search).get('orderNo') ?? '';
  const order = useDepositOrder(orderNo);
  const status = order.data?.status;

  const watched = useRef(status);
  useEffect(() => {
    // The credit reached the wallet: every balance on screen (header, wallet) shows it now.
    if (status === 'paid') void refreshBalance();
    // Settled while the player watched (often scrolled down to the pay button): show the outcome.
    if (watched.current === 'pending' && status && status !== 'pending') window.scrollTo({ top: 0 });
    watched.current = status;
  }, [status]);

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
