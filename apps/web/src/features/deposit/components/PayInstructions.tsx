import { useState } from 'react';
import { Alert, Button, Flex, Grid, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { DepositOrder } from '@qilin/contract';
import { formatCny } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { createSignalCode, depositQueryKeys } from '../api.ts';
import { DEPOSIT_NS } from '../i18n.ts';
import { InfoList, type InfoItem } from './InfoList.tsx';
import { QrBeside, WaitBlock } from './WaitBlock.tsx';

/** Where to send a bank transfer: the receiving account and the remark code that matches it. */
export function BankBlock({ order }: { order: DepositOrder }) {
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
    <WaitBlock title={t('wait.bankTitle')}>
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
    </WaitBlock>
  );
}

/** Where to send coins: network, address (also as a QR code), the amount in coin and the rate. */
export function CryptoBlock({ order }: { order: DepositOrder }) {
  const t = useT(DEPOSIT_NS);
  const crypto = order.crypto;
  if (!crypto) return null;
  const coin = 'USDT';
  return (
    <WaitBlock title={t('wait.cryptoTitle')}>
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
    </WaitBlock>
  );
}

/**
 * The gateway's page (the demo gateway's /demo-pay/<orderNo>) as a link, and for orders paid by scanning
 * (`scannable`) as a QR code for a phone too. A player already on a phone cannot scan their own screen:
 * there the code is left out and the text points at the button.
 */
export function PayLinkBlock({ order, scannable }: { order: DepositOrder; scannable: boolean }) {
  const t = useT(DEPOSIT_NS);
  const phone = Grid.useBreakpoint().md === false;
  if (!order.payUrl) return null;
  const showQr = scannable && !phone;
  // A relative gateway path still needs an absolute URL for a phone scanning the code.
  const absolute = new URL(order.payUrl, window.location.origin).toString();
  const hint = showQr ? t('wait.scanPay') : scannable ? t('wait.tapPay') : t('wait.openPayHint');
  const link = (
    <Flex vertical gap={8} align="flex-start">
      <Typography.Text type="secondary">{hint}</Typography.Text>
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
    <WaitBlock title={t('wait.payTitle')}>
      {showQr ? (
        <QrBeside value={absolute} caption={t('wait.scanPayCaption')}>
          {link}
        </QrBeside>
      ) : (
        link
      )}
    </WaitBlock>
  );
}
