import { useEffect, useState } from 'react';
import { InfoCircleOutlined, RollbackOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Segmented,
  Select,
  Skeleton,
  Tag,
  Typography,
  theme,
} from 'antd';
import { formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { refreshBalance } from '../../../shared/wallet/balance.ts';
import { refreshWallets, type TransferTy } from '../api.ts';
import { AmountInput } from '../components/AmountInput.tsx';
import { TransferFlow } from '../components/TransferFlow.tsx';
import { useAmountRule } from '../components/use-amount-rule.ts';
import { WALLET_NS } from '../i18n.ts';
import { useRecycle, useVenueTransfer } from '../use-venue-transfer.ts';
import { useWalletData, type VenueWallet } from '../use-wallet-data.ts';
import { TitledCard } from '../../../shared/ui/TitledCard.tsx';

interface Values {
  channelCode?: string;
  amount: string;
}

function VenueBalances({
  venues,
  selected,
  onPick,
}: {
  venues: VenueWallet[];
  selected: string | undefined;
  onPick: (code: string) => void;
}) {
  const t = useT(WALLET_NS);
  const { token } = theme.useToken();
  if (!venues.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('transfer.noVenues')} />;
  return (
    <Flex vertical gap={4} role="list">
      {venues.map((v) => (
        <button
          key={v.channelCode}
          type="button"
          role="listitem"
          disabled={v.maintenance}
          onClick={() => onPick(v.channelCode)}
          aria-label={`${t('transfer.pick')} ${v.venueName}`}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 8,
            width: '100%',
            padding: '8px 12px',
            border: `1px solid ${v.channelCode === selected ? token.colorPrimary : 'transparent'}`,
            borderRadius: token.borderRadius,
            background: v.channelCode === selected ? token.colorPrimaryBg : token.colorFillQuaternary,
            color: v.maintenance ? token.colorTextDisabled : token.colorText,
            cursor: v.maintenance ? 'not-allowed' : 'pointer',
            font: 'inherit',
            textAlign: 'start',
          }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {v.venueName}
          </span>
          <span style={{ display: 'flex', alignItems: 'center', gap: 6, flex: 'none' }}>
            {v.maintenance ? <Tag style={{ marginInlineEnd: 0 }}>{t('common.maintenance')}</Tag> : null}
            {v.pending ? (
              <Tag color="processing" style={{ marginInlineEnd: 0 }}>
                {t('common.pending')}
              </Tag>
            ) : null}
            <span style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
              ¥{formatMoney(v.balance)}
            </span>
          </span>
        </button>
      ))}
    </Flex>
  );
}

/**
 * /mine/transfermoney (SPEC §5): choose a transfer-mode venue and a direction, enter the amount (required,
 * 2 decimals, 12 characters; "all" fills the source balance), submit venue/transfer. Success shows
 * 转账成功 and refreshes the balances; a refusal shows the server's message in a dialog.
 */
export function TransferMoneyPage() {
  const t = useT(WALLET_NS);
  const [form] = Form.useForm<Values>();
  const { balance, venues, loading } = useWalletData();
  const [ty, setTy] = useState<TransferTy>(1);
  const [refreshing, setRefreshing] = useState(false);
  const { busy, transfer } = useVenueTransfer();
  const { busy: recycling, recycle } = useRecycle();
  const code = Form.useWatch('channelCode', form);
  const venue = venues.find((v) => v.channelCode === code);
  const center = balance.data?.centerWalletBalance;
  const source = ty === 1 ? center : venue?.balance;
  const rule = useAmountRule(ty, source, ty === 1 ? venue?.minTransfer : undefined);

  const submit = async (v: Values) => {
    if (!v.channelCode) return;
    const ok = await transfer({ channelCode: v.channelCode, amount: v.amount.trim(), ty });
    if (ok) form.setFieldValue('amount', '');
  };

  // With one venue open for transfers there is nothing to choose: it is chosen for the player.
  const onlyOpen = venues.filter((v) => !v.maintenance);
  const soleCode = onlyOpen.length === 1 ? onlyOpen[0]?.channelCode : undefined;
  const formShown = !(loading && !balance.data);
  useEffect(() => {
    if (formShown && soleCode && !form.getFieldValue('channelCode'))
      form.setFieldValue('channelCode', soleCode);
  }, [form, formShown, soleCode]);

  const pick = (channelCode: string) => {
    form.setFieldValue('channelCode', channelCode);
    // A new venue makes the old amount meaningless against a different balance.
    form.setFieldValue('amount', '');
  };

  const refreshAll = () => {
    setRefreshing(true);
    void Promise.all([refreshBalance({ showError: true }), refreshWallets()]).finally(() =>
      setRefreshing(false),
    );
  };

  if (!formShown) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  return (
    <TitledCard
      title={t('wallet.transfer')}
      subtitle={t('transfer.pageSubtitle')}
      fetching={refreshing}
      onReload={refreshAll}
      reloadLabel={t('common.refresh')}
      reloadText
    >
      <Flex gap={24} wrap align="flex-start">
        <div style={{ flex: '1 1 340px', minWidth: 0 }}>
          <Form<Values>
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ amount: '' }}
            onFinish={(v) => void submit(v)}
          >
            <Form.Item label={t('transfer.direction')}>
              <Segmented<TransferTy>
                block
                value={ty}
                onChange={(v) => {
                  setTy(v);
                  form.setFieldValue('amount', '');
                }}
                options={[
                  { value: 1, label: t('transfer.in') },
                  { value: 2, label: t('transfer.out') },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="channelCode"
              label={t('transfer.venue')}
              rules={[{ required: true, message: t('transfer.venueRequired') }]}
            >
              <Select
                size="large"
                placeholder={t('transfer.venuePh')}
                onChange={() => form.setFieldValue('amount', '')}
                options={venues.map((v) => ({
                  value: v.channelCode,
                  disabled: v.maintenance,
                  label: (
                    <Flex justify="space-between" gap={8}>
                      <span>{v.venueName}</span>
                      <Typography.Text type="secondary">
                        {v.maintenance ? t('common.maintenance') : `¥${formatMoney(v.balance)}`}
                      </Typography.Text>
                    </Flex>
                  ),
                }))}
                data-testid="transfer-venue"
              />
            </Form.Item>
            <div style={{ marginBottom: 20 }}>
              <TransferFlow
                ty={ty}
                centerBalance={center}
                venueName={venue?.venueName ?? t('transfer.venue')}
                venueBalance={venue?.balance}
              />
            </div>
            <Form.Item
              name="amount"
              label={t('transfer.amount')}
              // Re-check when the balance it is measured against changes (venue, direction, a refresh).
              dependencies={['channelCode']}
              rules={[{ validator: (_, v: string | undefined) => rule(v ?? '') }]}
              extra={
                <Flex justify="space-between" wrap gap={8}>
                  <span>{t('transfer.available', { amount: formatMoney(source) })}</span>
                  {ty === 1 && venue && venue.minTransfer !== '0.00' ? (
                    <span>{t('transfer.min', { min: formatMoney(venue.minTransfer) })}</span>
                  ) : null}
                </Flex>
              }
            >
              <AmountInput
                allOf={source}
                testId="transfermoney-amount"
                placeholder={t(ty === 1 ? 'transfer.amountInPh' : 'transfer.amountOutPh')}
              />
            </Form.Item>
            <Button type="primary" size="large" block htmlType="submit" loading={busy}>
              {t('transfer.submit')}
            </Button>
          </Form>
          <Alert
            style={{ marginTop: 16 }}
            type="info"
            showIcon
            icon={<InfoCircleOutlined />}
            title={t('transfer.tips')}
          />
        </div>
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
            <Typography.Text strong>{t('transfer.venueBalances')}</Typography.Text>
            <Button
              size="small"
              icon={<RollbackOutlined />}
              loading={recycling}
              onClick={() => void recycle((c) => venues.find((v) => v.channelCode === c)?.venueName ?? c)}
            >
              {t('wallet.recycle')}
            </Button>
          </Flex>
          <VenueBalances venues={venues} selected={code} onPick={pick} />
        </div>
      </Flex>
    </TitledCard>
  );
}
