import { useState } from 'react';
import { ExclamationCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { refreshVenueBalance, type TransferTy } from '../api.ts';
import { WALLET_NS } from '../i18n.ts';
import type { VenueWallet } from '../use-wallet-data.ts';

interface Props {
  venue: VenueWallet;
  onTransfer: (venue: VenueWallet, ty: TransferTy) => void;
}

/** One venue wallet on /mine/wallet: balance (or 待确认), refresh (venue/balance), transfer in and out. */
export function VenueTile({ venue, onTransfer }: Props) {
  const t = useT(WALLET_NS);
  const { token } = theme.useToken();
  const [refreshing, setRefreshing] = useState(false);
  const empty = venue.balance === '0.00';

  const refresh = () => {
    setRefreshing(true);
    void refreshVenueBalance(venue.channelCode)
      .catch(() => undefined) // shown by the API client
      .finally(() => setRefreshing(false));
  };

  return (
    <div
      data-testid={`venue-${venue.channelCode}`}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: '12px 14px',
        background: token.colorBgContainer,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        minWidth: 0,
      }}
    >
      <Flex align="center" justify="space-between" gap={8}>
        <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
          {venue.venueName}
        </Typography.Text>
        <Flex align="center" gap={4} style={{ flex: 'none' }}>
          {venue.maintenance ? (
            <Tag color="default" style={{ marginInlineEnd: 0 }}>
              {t('common.maintenance')}
            </Tag>
          ) : null}
          <Tooltip title={t('common.refresh')}>
            <Button
              type="text"
              size="small"
              aria-label={`${t('common.refresh')} ${venue.venueName}`}
              icon={<ReloadOutlined spin={refreshing} />}
              onClick={refresh}
            />
          </Tooltip>
        </Flex>
      </Flex>
      <Flex align="center" gap={8} wrap style={{ minHeight: 28 }}>
        <Typography.Text
          style={{
            fontSize: token.fontSizeXL,
            fontWeight: 600,
            color: empty ? token.colorTextTertiary : token.colorText,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          ¥{formatMoney(venue.balance)}
        </Typography.Text>
        {venue.pending ? (
          <Tag color="processing" style={{ marginInlineEnd: 0 }}>
            {t('common.pending')}
          </Tag>
        ) : null}
        {!venue.live ? (
          <Tooltip title={t('common.notLive')}>
            <ExclamationCircleOutlined
              style={{ color: token.colorWarning }}
              aria-label={t('common.notLive')}
            />
          </Tooltip>
        ) : null}
      </Flex>
      <Flex gap={8}>
        <Button
          size="small"
          type="primary"
          block
          disabled={venue.maintenance}
          onClick={() => onTransfer(venue, 1)}
        >
          {t('wallet.transferIn')}
        </Button>
        <Button size="small" block disabled={venue.maintenance || empty} onClick={() => onTransfer(venue, 2)}>
          {t('wallet.transferOut')}
        </Button>
      </Flex>
    </div>
  );
}
