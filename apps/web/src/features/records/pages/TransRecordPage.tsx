import { useMemo, useState } from 'react';
import { Button, Empty, Flex, Grid, Result, Table, Tabs, Tag, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import type { DealRecord, DealType } from '@qilin/contract';
import { formatMoney } from '../../../shared/format/money.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { DateRangeFilter } from '../../../shared/records/DateRangeFilter.tsx';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { presetRange, type DateRange } from '../../../shared/records/date-range.ts';
import { RecordTotals } from '../../../shared/records/RecordTotals.tsx';
import { TitledCard } from '../../../shared/ui/TitledCard.tsx';
import { useDealRecords } from '../api.ts';
import { amountDirection, DEAL_TYPES, dealTypeKey, recordLabelKey } from '../deal-types.ts';
import { RECORDS_NS } from '../i18n.ts';

const PAGE_SIZES = [10, 20, 50];

/** '+1,234.5' / '-20' / '0': the sign says which way the money went. */
const signed = (amount: string) => {
  const dir = amountDirection(amount);
  const shown = formatMoney(amount);
  return dir === 'in' ? `+${shown}` : shown;
};

/** USDT sub-wallet movements are in USDT (DealRecordSchema); the others in yuan, which needs no unit. */
const unitOf = (r: DealRecord) => (r.wallet === 'usdt' ? ' USDT' : '');

/** The signed, coloured amount of a record, with its unit. */
function AmountText({ record, colors }: { record: DealRecord; colors: { in: string; out: string } }) {
  const dir = amountDirection(record.amount);
  const color = dir === 'in' ? colors.in : dir === 'out' ? colors.out : undefined;
  return (
    <span style={{ color, fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {signed(record.amount)}
      {unitOf(record)}
    </span>
  );
}

/**
 * /mine/transRecord (SPEC §2.2, §7.5 transactions/queryDealRecord): every movement of the centre wallet,
 * filtered by type and by date (today / 7 days / 30 days / any range within the 5 years kept), paged, with
 * the totals in and out of the whole filtered range.
 */
export function TransRecordPage() {
  const t = useT(RECORDS_NS);
  const { token } = theme.useToken();
  const [now] = useState(() => Date.now());
  const [type, setType] = useState<DealType>(0);
  const [range, setRange] = useState<DateRange>(() => presetRange('7d', now));
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZES[0] ?? 10 });
  const query = { type, ...range, ...page };
  const records = useDealRecords(query);
  const data = records.data;
  const narrow = Grid.useBreakpoint().md === false;

  const filter = (next: { type?: DealType; range?: DateRange }) => {
    if (next.type !== undefined) setType(next.type);
    if (next.range) setRange(next.range);
    // A new filter starts at its first page.
    setPage((p) => ({ ...p, pageNum: 1 }));
  };

  // Nothing in or out reads ¥0, uncoloured and unsigned (a red "-¥0" looked like a loss).
  const totalIn = data?.totalIn ?? '0.00';
  const totalOut = (data?.totalOut ?? '0.00').replace(/^-/, '');
  const moved = (yuan: string) => amountDirection(yuan) !== 'none';
  const colors = useMemo(() => ({ in: token.colorSuccessText, out: token.colorErrorText }), [token]);
  const label = (r: DealRecord) => (
    <Flex vertical gap={2} align="flex-start">
      <span>{t(recordLabelKey(r))}</span>
      {r.wallet !== 'center' ? (
        <Tag bordered={false} color={r.wallet === 'usdt' ? 'green' : 'orange'} style={{ marginInlineEnd: 0 }}>
          {t(`wallet.${r.wallet}`)}
        </Tag>
      ) : null}
    </Flex>
  );

  // Phones: two columns (what and when / how much and what is left) instead of a sideways-scrolling table.
  const compactColumns: TableColumnsType<DealRecord> = [
    {
      key: 'detail',
      title: t('col.type'),
      render: (_, r) => (
        <Flex vertical gap={2}>
          {label(r)}
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {formatDateTime(r.createdAt)}
          </Typography.Text>
          {r.reference ? (
            <Typography.Text
              type="secondary"
              copyable={{ text: r.reference }}
              ellipsis
              style={{ fontSize: token.fontSizeSM, maxWidth: 180 }}
            >
              {r.reference}
            </Typography.Text>
          ) : null}
          {/* The remark (a venue's name, an operator's reason): phones have no column for it. */}
          {r.remark ? (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: token.fontSizeSM, maxWidth: 180 }}>
              {r.remark}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'amount',
      title: t('col.amount'),
      align: 'right',
      render: (_, r) => (
        <Flex vertical gap={2} align="flex-end">
          <AmountText record={r} colors={colors} />
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, whiteSpace: 'nowrap' }}>
            {t('col.balanceShort', { amount: `${formatMoney(r.balanceAfter)}${unitOf(r)}` })}
          </Typography.Text>
        </Flex>
      ),
    },
  ];

  const columns: TableColumnsType<DealRecord> = [
    {
      key: 'time',
      title: t('col.time'),
      dataIndex: 'createdAt',
      width: 165,
      render: (v: string) => (
        <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatDateTime(v)}</span>
      ),
    },
    {
      key: 'type',
      title: t('col.type'),
      width: 110,
      render: (_, r) => label(r),
    },
    {
      key: 'amount',
      title: t('col.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 130,
      render: (_: string, r) => <AmountText record={r} colors={colors} />,
    },
    {
      key: 'balanceAfter',
      title: t('col.balanceAfter'),
      dataIndex: 'balanceAfter',
      align: 'right',
      width: 125,
      render: (v: string, r) => (
        <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatMoney(v)}
          {unitOf(r)}
        </span>
      ),
    },
    {
      key: 'reference',
      title: t('col.reference'),
      dataIndex: 'reference',
      width: 190,
      render: (v: string) =>
        v ? (
          <Typography.Text
            copyable={{ text: v }}
            ellipsis={{ tooltip: v }}
            style={{ fontSize: token.fontSizeSM, maxWidth: 170, fontFamily: token.fontFamilyCode }}
          >
            {v}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'remark',
      title: t('col.remark'),
      dataIndex: 'remark',
      render: (v: string) =>
        v ? (
          <Typography.Text type="secondary" ellipsis={{ tooltip: v }} style={{ maxWidth: 200 }}>
            {v}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <TitledCard
      title={t('title')}
      subtitle={t('subtitle')}
      fetching={records.isFetching}
      onReload={() => void records.refetch()}
      reloadLabel={t('retry')}
    >
      <Tabs
        activeKey={String(type)}
        onChange={(k) => filter({ type: Number(k) as DealType })}
        items={DEAL_TYPES.map((d) => ({ key: String(d), label: t(dealTypeKey(d)) }))}
        style={{ marginTop: -8 }}
      />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('range')}</Typography.Text>
        <DateRangeFilter
          now={now}
          range={range}
          onChange={(next) => filter({ range: next })}
          presetLabel={(p) => t(`preset.${p}`)}
        />
      </Flex>

      <RecordTotals testId="records-totals" align="center">
        <span>
          <Typography.Text type="secondary">{t('totalIn')} </Typography.Text>
          <Typography.Text strong style={{ color: moved(totalIn) ? token.colorSuccessText : undefined }}>
            {moved(totalIn) ? '+' : ''}¥{formatMoney(totalIn)}
          </Typography.Text>
        </span>
        <span>
          <Typography.Text type="secondary">{t('totalOut')} </Typography.Text>
          <Typography.Text strong style={{ color: moved(totalOut) ? token.colorErrorText : undefined }}>
            {moved(totalOut) ? '-' : ''}¥{formatMoney(totalOut)}
          </Typography.Text>
        </span>
        <Typography.Text type="secondary">{t('count', { total: data?.total ?? 0 })}</Typography.Text>
      </RecordTotals>

      {records.isError && !data ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void records.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <Table<DealRecord>
          rowKey="id"
          size="middle"
          columns={narrow ? compactColumns : columns}
          dataSource={data?.list ?? []}
          loading={records.isFetching}
          scroll={narrow ? undefined : { x: 880 }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  <Flex vertical gap={4}>
                    <Typography.Text>{t('empty')}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                      {t('emptyHint')}
                    </Typography.Text>
                  </Flex>
                }
              />
            ),
          }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total) => t('count', { total }),
            hideOnSinglePage: false,
            onChange: (pageNum, pageSize) =>
              setPage((p) => ({ pageNum: pageSize === p.pageSize ? pageNum : 1, pageSize })),
          }}
        />
      )}
      <Typography.Paragraph
        type="secondary"
        style={{ fontSize: token.fontSizeSM, marginTop: 12, marginBottom: 0 }}
      >
        {t('retention')}
      </Typography.Paragraph>
    </TitledCard>
  );
}
