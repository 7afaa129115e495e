import { useState, type ReactNode } from 'react';
import {
  DollarOutlined,
  InfoCircleOutlined,
  RollbackOutlined,
  SwapOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import {
  Button,
  Card,
  Checkbox,
  ConfigProvider,
  Empty,
  Flex,
  Skeleton,
  Switch,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { storage } from '../../../shared/storage/storage.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { refreshBalance } from '../../../shared/wallet/balance.ts';
import '../../../shared/wallet/i18n.ts';
import { refreshWallets, setAutoTransfer, type TransferTy } from '../api.ts';
import { formatFixed2 } from '../amount.ts';
import { ExchangeDialog } from '../components/ExchangeDialog.tsx';
import { TransferDialog } from '../components/TransferDialog.tsx';
import { VenueTile } from '../components/VenueTile.tsx';
import { WALLET_NS } from '../i18n.ts';
import { useRecycle } from '../use-venue-transfer.ts';
import { useWalletData } from '../use-wallet-data.ts';
import { TitledCard } from '../../../shared/ui/TitledCard.tsx';
import { useSiteSwitches } from '../../site/index.ts';

interface TileProps {
  icon: ReactNode;
  label: string;
  hint: string;
  amount: ReactNode;
  extra?: ReactNode;
  actions?: ReactNode;
  accent: string;
  testId: string;
}

function SummaryTile({ icon, label, hint, amount, extra, actions, accent, testId }: TileProps) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid={testId}
      style={{
        flex: '1 1 220px',
        minWidth: 0,
        padding: 16,
        borderRadius: token.borderRadiusLG,
        background: `linear-gradient(135deg, ${accent}22 0%, ${token.colorBgContainer} 70%)`,
        border: `1px solid ${token.colorBorderSecondary}`,
        display: 'flex',
        flexDirection: 'column',
        gap: 6,
      }}
    >
      <Flex align="center" gap={8}>
        <span style={{ color: accent, fontSize: 18 }}>{icon}</span>
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Tooltip title={hint}>
          <InfoCircleOutlined style={{ color: token.colorTextTertiary, fontSize: 12 }} aria-label={hint} />
        </Tooltip>
      </Flex>
      <div style={{ fontSize: 26, fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}>
        {amount}
      </div>
      <div style={{ minHeight: 22 }}>{extra}</div>
      {actions ? (
        <Flex gap={8} wrap style={{ marginTop: 'auto' }}>
          {actions}
        </Flex>
      ) : null}
    </div>
  );
}

/**
 * /mine/wallet (SPEC §2.2, §3): the centre wallet with its lock money, the USDT sub-wallet with its exchange,
 * every venue wallet with per-venue transfer and refresh, one-click recall, the hide-zero flag and the
 * auto-transfer switch.
 */
export function WalletPage() {
  const t = useT(WALLET_NS);
  const tb = useT('balance');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { balance, all, venues, loading } = useWalletData();
  const [hideZero, setHideZero] = useState(() => storage.hideZero.get() === '1');
  const [dialog, setDialog] = useState<{ code: string; ty: TransferTy } | null>(null);
  const [exchangeOpen, setExchangeOpen] = useState(false);
  // SPEC §2.2: with save money switched off its page is "not found", so nothing leads there.
  const saveMoney = useSiteSwitches().saveMoneyEnabled;
  const [refreshing, setRefreshing] = useState(false);
  const [autoBusy, setAutoBusy] = useState(false);
  const { busy: recycling, recycle } = useRecycle();

  const b = balance.data;
  const shown = hideZero ? venues.filter((v) => v.balance !== '0.00' || v.pending) : venues;
  const nameOf = (code: string) => venues.find((v) => v.channelCode === code)?.venueName ?? code;

  const refreshAll = () => {
    setRefreshing(true);
    void Promise.all([refreshBalance({ showError: true }), refreshWallets()]).finally(() =>
      setRefreshing(false),
    );
  };

  const toggleHideZero = (on: boolean) => {
    setHideZero(on);
    storage.hideZero.set(on ? '1' : '0');
  };

  const toggleAuto = (on: boolean) => {
    setAutoBusy(true);
    void setAutoTransfer(on)
      .then((now) => toast.success(now ? t('wallet.autoOn') : t('wallet.autoOff')))
      .catch(() => undefined) // shown by the API client
      .finally(() => setAutoBusy(false));
  };

  if (loading && !b) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }

  const pendingMoney = b && b.pendingMoney !== '0.00' ? b.pendingMoney : null;

  return (
    // Two-character buttons (存款, 转入) read as words; antd's inserted space would split them.
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <Flex vertical gap={16}>
        <TitledCard
          title={t('wallet.title')}
          subtitle={t('wallet.subtitle')}
          fetching={refreshing}
          onReload={refreshAll}
          reloadLabel={t('common.refresh')}
          reloadText
        >
          <Flex gap={16} wrap>
            <SummaryTile
              testId="wallet-center"
              icon={<WalletOutlined />}
              accent={token.colorPrimary}
              label={tb('centerWallet')}
              hint={t('wallet.centerHint')}
              amount={<>¥{formatMoney(b?.centerWalletBalance)}</>}
              extra={
                <Flex gap={8} wrap align="center">
                  <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                    <Tooltip title={t('wallet.lockHint')}>
                      {t('wallet.lockMoney')} ¥{formatMoney(b?.lockMoney)}
                    </Tooltip>
                  </Typography.Text>
                  {pendingMoney ? (
                    <Tooltip title={t('wallet.pendingHint')}>
                      <Tag color="processing" style={{ marginInlineEnd: 0 }}>
                        {t('wallet.pendingMoney')} ¥{formatMoney(pendingMoney)}
                      </Tag>
                    </Tooltip>
                  ) : null}
                </Flex>
              }
              actions={
                <>
                  {saveMoney ? (
                    <Button type="primary" size="small" onClick={() => void navigate('/mine/savemoney')}>
                      {t('wallet.deposit')}
                    </Button>
                  ) : null}
                  <Button size="small" onClick={() => void navigate('/mine/takemoney')}>
                    {t('wallet.withdraw')}
                  </Button>
                  <Button size="small" onClick={() => void navigate('/mine/transfermoney')}>
                    {t('wallet.transfer')}
                  </Button>
                </>
              }
            />
            <SummaryTile
              testId="wallet-venue-total"
              icon={<SwapOutlined />}
              accent={token.colorWarning}
              label={t('wallet.venueTotal')}
              hint={t('wallet.venueTotalHint')}
              // SPEC §3: the total across venue category 8 with 2 decimals.
              amount={<>¥{formatFixed2(all.data?.total)}</>}
              extra={
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {t('wallet.venueCount', { count: venues.length })}
                </Typography.Text>
              }
            />
            <SummaryTile
              testId="wallet-usdt"
              icon={<DollarOutlined />}
              accent={token.colorSuccess}
              label={t('wallet.usdt')}
              hint={t('wallet.usdtHint')}
              amount={
                <>
                  {formatMoney(b?.usdtBalance)}
                  <span style={{ fontSize: 14, fontWeight: 500, marginInlineStart: 6 }}>USDT</span>
                </>
              }
              actions={
                <Button size="small" icon={<SwapOutlined />} onClick={() => setExchangeOpen(true)}>
                  {t('wallet.exchange')}
                </Button>
              }
            />
          </Flex>
        </TitledCard>

        <Card
          variant="borderless"
          title={t('wallet.venues')}
          extra={
            <Button
              type="primary"
              icon={<RollbackOutlined />}
              loading={recycling}
              onClick={() => void recycle(nameOf)}
            >
              {t('wallet.recycle')}
            </Button>
          }
        >
          <Flex gap={24} align="center" wrap style={{ marginBottom: 16 }}>
            <Checkbox checked={hideZero} onChange={(e) => toggleHideZero(e.target.checked)}>
              {t('wallet.hideZero')}
            </Checkbox>
            <Flex gap={6} align="center">
              <Switch
                size="small"
                checked={all.data?.autoTransfer ?? false}
                loading={autoBusy}
                disabled={!all.data}
                onChange={toggleAuto}
                aria-label={t('wallet.autoTransfer')}
              />
              <Typography.Text>{t('wallet.autoTransfer')}</Typography.Text>
              <Tooltip title={t('wallet.autoTransferHint')}>
                <InfoCircleOutlined
                  style={{ color: token.colorTextTertiary }}
                  aria-label={t('wallet.autoTransferHint')}
                />
              </Tooltip>
            </Flex>
          </Flex>
          {shown.length ? (
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
                gap: 12,
              }}
            >
              {shown.map((v) => (
                <VenueTile
                  key={v.channelCode}
                  venue={v}
                  onTransfer={(venue, ty) => setDialog({ code: venue.channelCode, ty })}
                />
              ))}
            </div>
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={venues.length ? t('wallet.allHidden') : t('wallet.noVenues')}
            >
              {venues.length ? (
                <Button onClick={() => toggleHideZero(false)}>{t('wallet.showAll')}</Button>
              ) : null}
            </Empty>
          )}
        </Card>

        <TransferDialog
          // Looked up on every render so the dialog shows the venue's latest balance.
          venue={(dialog && venues.find((v) => v.channelCode === dialog.code)) ?? null}
          ty={dialog?.ty ?? 1}
          centerBalance={b?.centerWalletBalance}
          onClose={() => setDialog(null)}
        />
        <ExchangeDialog open={exchangeOpen} balance={b} onClose={() => setExchangeOpen(false)} />
      </Flex>
    </ConfigProvider>
  );
}
